import {
  ACCESSIBILITY_FEATURE_LABELS,
  SERVICE_MODE_LABELS,
  TARGET_GROUP_LABELS,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
} from '../../shared/discovery';
import { DISCOVERY_LIST_LABELS } from '../../shared/messages/cards';
import { FEATURE_ICONS, GROUP_ICONS, MODE_ICONS } from './icons';
import { Pictogram, type PictogramName } from '../components/Pictogram';

type Kind = 'features' | 'groups' | 'modes';
const LABELS = { features: ACCESSIBILITY_FEATURE_LABELS, groups: TARGET_GROUP_LABELS, modes: SERVICE_MODE_LABELS };
const ICONS = { features: FEATURE_ICONS, groups: GROUP_ICONS, modes: MODE_ICONS };
const LIST_LABELS: Partial<Record<Kind, string>> = DISCOVERY_LIST_LABELS;

type CodesOf<K extends Kind> = K extends 'features'
  ? AccessibilityFeature
  : K extends 'groups'
    ? TargetGroup
    : ServiceMode;

/**
 * A list of codes as text, each with its decorative pictogram. `labelled` introduces the list to screen readers only
 * ('Udogodnienia:', 'Dla kogo:'): on a card the list has no visible heading, and bare items would not say what they
 * are. Plain text before the list rather than a name on it, so it is read once.
 */
export function DiscoveryList<K extends Kind>({
  kind,
  codes,
  compact,
  labelled,
}: {
  kind: K;
  codes: readonly CodesOf<K>[];
  compact?: boolean;
  labelled?: boolean;
}) {
  if (!codes.length) return null;
  const labels = LABELS[kind] as Record<string, string>;
  const icons = ICONS[kind] as Record<string, PictogramName>;
  const list = (
    <ul className={compact ? 'discovery-list discovery-list-compact' : 'discovery-list'}>
      {codes.map((code) => (
        <li key={code}>
          <span className="discovery-icon">
            <Pictogram name={icons[code]} />
          </span>
          {labels[code]}
        </li>
      ))}
    </ul>
  );
  const hiddenLabel = labelled ? LIST_LABELS[kind] : undefined;
  if (!hiddenLabel) return list;
  return (
    <>
      <p className="visually-hidden">{hiddenLabel}</p>
      {list}
    </>
  );
}
