import type { AccessibilityFeature, ServiceMode, TargetGroup } from '../../shared/discovery';

/**
 * A symbol before each label, to find the line at a glance. Always decorative (aria-hidden) and always next to the
 * text: a symbol alone would mean nothing to a screen reader and little to many readers.
 */
export const FEATURE_ICONS: Record<AccessibilityFeature, string> = {
  wheelchair_access: '♿',
  accessible_toilet: '🚻',
  accessible_parking: '🅿️',
  induction_loop: '🦻',
  sign_language: '🤟',
  captions: '💬',
  audio_description: '🎧',
  easy_read: '📖',
  braille: '⠿',
  assistance_dog: '🐕',
  quiet_space: '🤫',
};

export const GROUP_ICONS: Record<TargetGroup, string> = {
  mobility: '🦽',
  visual: '🦯',
  hearing: '👂',
  intellectual: '🧩',
  psychosocial: '💚',
  autism: '♾️',
  chronic_illness: '🩺',
  seniors: '👵',
  carers: '🤝',
  children: '🧒',
};

export const MODE_ICONS: Record<ServiceMode, string> = {
  on_site: '📍',
  online: '💻',
  at_home: '🏠',
};
