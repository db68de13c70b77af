import {
  ACCESSIBILITY_FEATURE_LABELS,
  SERVICE_MODE_LABELS,
  TARGET_GROUP_LABELS,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
} from '../../shared/discovery';
import { FEATURE_ICONS, GROUP_ICONS, MODE_ICONS } from './icons';

type Kind = 'features' | 'groups' | 'modes';
const LABELS = { features: ACCESSIBILITY_FEATURE_LABELS, groups: TARGET_GROUP_LABELS, modes: SERVICE_MODE_LABELS };
const ICONS = { features: FEATURE_ICONS, groups: GROUP_ICONS, modes: MODE_ICONS };

type CodesOf<K extends Kind> = K extends 'features'
  ? AccessibilityFeature
  : K extends 'groups'
    ? TargetGroup
    : ServiceMode;

/** A list of codes as text, each with its decorative symbol. */
export function DiscoveryList<K extends Kind>({
  kind,
  codes,
  compact,
}: {
  kind: K;
  codes: readonly CodesOf<K>[];
  compact?: boolean;
}) {
  if (!codes.length) return null;
  const labels = LABELS[kind] as Record<string, string>;
  const icons = ICONS[kind] as Record<string, string>;
  return (
    <ul className={compact ? 'discovery-list discovery-list-compact' : 'discovery-list'}>
      {codes.map((code) => (
        <li key={code}>
          <span className="discovery-icon" aria-hidden="true">
            {icons[code]}
          </span>
          {labels[code]}
        </li>
      ))}
    </ul>
  );
}
