import { z } from 'zod';
import {
  INQUIRY_MESSAGE_MAX,
  INQUIRY_MESSAGE_MIN,
  INQUIRY_MIN_FILL_SECONDS,
  INQUIRY_NAME_MAX,
  INQUIRY_NEEDS,
  INQUIRY_ON_BEHALF_MAX,
  INQUIRY_STATUSES,
} from '../inquiries.js';
import { OFFER_LIMITS as L, PHONE_PATTERN } from '../limits.js';
import { GENERIC_MESSAGES, INQUIRY_MESSAGES as M } from '../messages.js';
import { emailField } from './auth.js';
import { blankToUndefined, isSingleLine, plainText } from './common.js';

const line = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).refine(isSingleLine, message);

const optionalLine = (max: number, message: string) => z.preprocess(blankToUndefined, line(max, message).optional());

/**
 * 'Zapytaj o ofertę': who asks, how to reach them, the message, what they need to take part, and for whom. Two spam
 * checks stand in for a CAPTCHA (which blind people cannot solve): the hidden field `website` must stay empty, and
 * `fill_seconds` (the browser's count from opening the form to sending it) must be at least INQUIRY_MIN_FILL_SECONDS.
 */
export const inquirySchema = z
  .object(
    {
      name: line(INQUIRY_NAME_MAX, M.nameInvalid).pipe(z.string().min(1, M.nameRequired)),
      email: emailField,
      phone: z.preprocess(
        blankToUndefined,
        z.string().trim().max(L.phoneMax, M.phone).regex(PHONE_PATTERN, M.phone).optional(),
      ),
      message: plainText(
        z
          .string({ error: M.messageShort })
          .trim()
          .min(INQUIRY_MESSAGE_MIN, M.messageShort)
          .max(INQUIRY_MESSAGE_MAX, M.messageLong),
      ),
      needs: z
        .array(z.enum(INQUIRY_NEEDS, { error: M.needUnknown }), { error: M.needUnknown })
        .max(INQUIRY_NEEDS.length, M.needUnknown)
        .default([])
        .transform((needs) => [...new Set(needs)]),
      on_behalf: z.boolean({ error: M.onBehalfName }).default(false),
      on_behalf_name: optionalLine(INQUIRY_ON_BEHALF_MAX, M.onBehalfInvalid),
      on_behalf_relation: optionalLine(INQUIRY_ON_BEHALF_MAX, M.onBehalfInvalid),
      consent: z.literal(true, { error: M.consentRequired }),
      website: z.string({ error: M.honeypotFilled }).max(0, M.honeypotFilled).optional(),
      fill_seconds: z
        .number({ error: M.fillTime })
        .int(M.fillTime)
        .min(0, M.fillTime)
        .refine((seconds) => seconds >= INQUIRY_MIN_FILL_SECONDS, M.tooFast),
    },
    { error: GENERIC_MESSAGES.malformedJson },
  )
  .superRefine((input, issues) => {
    if (!input.on_behalf) return;
    if (!input.on_behalf_name) issues.addIssue({ code: 'custom', path: ['on_behalf_name'], message: M.onBehalfName });
    if (!input.on_behalf_relation)
      issues.addIssue({ code: 'custom', path: ['on_behalf_relation'], message: M.onBehalfRelation });
  })
  .transform(({ website: _honeypot, fill_seconds: _fill, on_behalf, on_behalf_name, on_behalf_relation, ...rest }) => ({
    ...rest,
    on_behalf_name: on_behalf ? (on_behalf_name ?? null) : null,
    on_behalf_relation: on_behalf ? (on_behalf_relation ?? null) : null,
  }));
export type InquiryInput = z.input<typeof inquirySchema>;

export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: M.statusUnknown }),
});

const inquiryShape = {
  id: z.string(),
  offer_id: z.string(),
  offer_title: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  message: z.string(),
  needs: z.array(z.enum(INQUIRY_NEEDS)),
  on_behalf_name: z.string().nullable(),
  on_behalf_relation: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** An inquiry as the asker sees it: what they sent and where it stands. */
export const sentInquiryResponse = z.object(inquiryShape);
export type SentInquiry = z.infer<typeof sentInquiryResponse>;

/** An inquiry as the offer's owner sees it: also who asked and how to reach them. */
export const receivedInquiryResponse = z.object({
  ...inquiryShape,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ReceivedInquiry = z.infer<typeof receivedInquiryResponse>;

/** Inquiries per offer of the signed-in organisation (the dashboard's count on each offer's row). */
export const inquiryCountResponse = z.object({ offer_id: z.string(), total: z.number().int(), new: z.number().int() });
export type InquiryCount = z.infer<typeof inquiryCountResponse>;
