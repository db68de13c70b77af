/**
 * The lists must fit a 1280 px screen beside the menu: long texts wrap, and a still wider table scrolls inside its
 * own box instead of widening the page (which would push the menu and the toolbar off screen).
 */
export const FITTING_TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { paddingLeft: 1, paddingRight: 1 },
} as const;
