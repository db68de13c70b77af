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
import { FEATURE_ICONS, GROUP_ICONS, MODE_ICONS } from './icons';

type Counts = readonly { value: string; count: number }[] | undefined;
const countOf = (counts: Counts, value: string) =>
  counts ? (counts.find((item) => item.value === value)?.count ?? 0) : undefined;

/** The checkbox options of the three lists, with the facet counts of a search when given. */
export const featureOptions = (counts?: Counts): CheckboxOption<AccessibilityFeature>[] =>
  ACCESSIBILITY_FEATURES.map((value) => ({
    value,
    label: ACCESSIBILITY_FEATURE_LABELS[value],
    icon: FEATURE_ICONS[value],
    count: countOf(counts, value),
  }));

export const groupOptions = (counts?: Counts): CheckboxOption<TargetGroup>[] =>
  TARGET_GROUPS.map((value) => ({
    value,
    label: TARGET_GROUP_LABELS[value],
    icon: GROUP_ICONS[value],
    count: countOf(counts, value),
  }));

export const modeOptions = (counts?: Counts): CheckboxOption<ServiceMode>[] =>
  SERVICE_MODES.map((value) => ({
    value,
    label: SERVICE_MODE_LABELS[value],
    icon: MODE_ICONS[value],
    count: countOf(counts, value),
  }));
