import type { AccessibilityFeature, ServiceMode, TargetGroup } from '../../shared/discovery';
import type { PictogramName } from '../components/Pictogram';

/**
 * A pictogram before each label, to find the line at a glance. Always decorative (aria-hidden) and always next to the
 * text: a symbol alone would mean nothing to a screen reader and little to many readers. Drawn as SVG, not emoji:
 * without an emoji font emoji show as empty boxes.
 */
export const FEATURE_ICONS: Record<AccessibilityFeature, PictogramName> = {
  wheelchair_access: 'wheelchair',
  accessible_toilet: 'toilet',
  accessible_parking: 'parking',
  induction_loop: 'ear',
  sign_language: 'hand',
  captions: 'speech',
  audio_description: 'headphones',
  easy_read: 'book',
  braille: 'braille',
  assistance_dog: 'paw',
  quiet_space: 'moon',
};

export const GROUP_ICONS: Record<TargetGroup, PictogramName> = {
  mobility: 'wheelchair',
  visual: 'eye',
  hearing: 'ear',
  intellectual: 'puzzle',
  psychosocial: 'heart',
  autism: 'infinity',
  chronic_illness: 'cross',
  seniors: 'senior',
  carers: 'people',
  children: 'child',
};

export const MODE_ICONS: Record<ServiceMode, PictogramName> = {
  on_site: 'pin',
  online: 'laptop',
  at_home: 'house',
};
