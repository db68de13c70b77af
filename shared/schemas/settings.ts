import { z } from 'zod';
import { PHONE_PATTERN } from '../limits.js';
import {
  ACCESSIBILITY_CONTACT_TEXTS as SETTING_TEXTS,
  PJM_VIDEO_TEXTS,
  SETTINGS_URL_MAX,
} from '../messagesSettings.js';
import { isHttpsUrl, oneLine, plainText } from './common.js';

// The portal settings are edited only in the back office: kept apart from the sign-in schemas, so that their texts
// stay out of the public site's first page.

/** An optional URL setting: '' when unset, otherwise checked by `valid`. */
const urlSetting = (valid: (url: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(SETTINGS_URL_MAX, message)
    .refine((url) => url === '' || valid(url), message)
    .default('');

export const settingsSchema = z.object({
  portal_name: oneLine(z.string().trim().min(1, 'Nazwa portalu jest wymagana.').max(200)),
  contact_email: z.string().trim().pipe(z.email('Nieprawidłowy adres email kontaktowy.')),
  terms_of_service: plainText(z.string().max(100_000)).default(''),
  privacy_policy: plainText(z.string().max(100_000)).default(''),
  accessibility_contact_name: oneLine(
    z.string({ error: SETTING_TEXTS.nameInvalid }).trim().max(200, SETTING_TEXTS.nameInvalid),
    SETTING_TEXTS.nameInvalid,
  ).default(''),
  accessibility_contact_phone: z
    .string({ error: SETTING_TEXTS.phoneInvalid })
    .trim()
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), SETTING_TEXTS.phoneInvalid)
    .default(''),
  pjm_video_url: urlSetting(isHttpsUrl, PJM_VIDEO_TEXTS.videoInvalid),
  pjm_video_captions_url: urlSetting(
    (url) => isHttpsUrl(url) && new URL(url).pathname.toLowerCase().endsWith('.vtt'),
    PJM_VIDEO_TEXTS.captionsInvalid,
  ),
  pjm_video_transcript_url: urlSetting(
    (url) => isHttpsUrl(url) || /^\/(?!\/)\S*$/.test(url),
    PJM_VIDEO_TEXTS.transcriptInvalid,
  ),
});
