import {
  ACCESSIBILITY_FEATURE_LABELS,
  ACCESSIBILITY_FEATURES,
  SERVICE_MODE_LABELS,
  SERVICE_MODES,
  TARGET_GROUP_LABELS,
  TARGET_GROUPS,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
} from '../../shared/discovery';
import type { CheckboxOption } from '../forms/CheckboxGroup';
import type { ShownCount } from '../counts';
import { FEATURE_ICONS, GROUP_ICONS, MODE_ICONS } from './icons';

/** A value's count from a search's facets (pages/search/facetCounts.ts), or none. */
type CountOf = (value: string) => ShownCount | undefined;
const noCount: CountOf = () => undefined;

/** The checkbox options of the three lists, with the facet counts of a search when given. */
export const featureOptions = (countOf: CountOf = noCount): CheckboxOption<AccessibilityFeature>[] =>
  ACCESSIBILITY_FEATURES.map((value) => ({
    value,
    label: ACCESSIBILITY_FEATURE_LABELS[value],
    icon: FEATURE_ICONS[value],
    count: countOf(value),
  }));

export const groupOptions = (countOf: CountOf = noCount): CheckboxOption<TargetGroup>[] =>
  TARGET_GROUPS.map((value) => ({
    value,
    label: TARGET_GROUP_LABELS[value],
    icon: GROUP_ICONS[value],
    count: countOf(value),
  }));

export const modeOptions = (countOf: CountOf = noCount): CheckboxOption<ServiceMode>[] =>
  SERVICE_MODES.map((value) => ({
    value,
    label: SERVICE_MODE_LABELS[value],
    icon: MODE_ICONS[value],
    count: countOf(value),
  }));
