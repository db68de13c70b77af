/**
 * The lists must fit a 1280 px screen beside the menu: long texts wrap with narrow cell padding, and a still wider
 * table scrolls inside its own region (common/TableRegion.tsx) instead of widening the page.
 */
export const FITTING_TABLE_SX = {
  '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { paddingLeft: 1, paddingRight: 1 },
} as const;
