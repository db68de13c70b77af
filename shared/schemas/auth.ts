import { z } from 'zod';
import { organisationProfileFields } from './discovery.js';
import {
  ACCOUNT_DATA_MESSAGES,
  AUTH_MESSAGES as M,
  GENERIC_MESSAGES,
  USER_ADMIN_MESSAGES,
  USER_PANEL_MESSAGES,
} from '../messages.js';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.js';
import { ROLES, SIGNUP_ROLES } from '../roles.js';
import { blankToUndefined, containsAddress, isSingleLine, optionalLine, plainText } from './common.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';

export const emailField = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(M.invalidEmail).max(EMAIL_MAX_LENGTH, M.invalidEmail));

export const passwordField = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** One line without control characters, of bounded length: a name is repeated in the portal's e-mails. */
const nameText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).refine(isSingleLine, message);

/** A person's name, required (sign-up, own profile, an account made by an administrator). */
export const fullNameField = (required: string = M.nameRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, M.nameInvalid)
    .refine(isSingleLine, M.nameInvalid);

/**
 * An organisation's name; empty means none. It titles a public profile page and goes into e-mails, so it may not
 * carry a web or e-mail address (a sign-up named after a phishing link got the portal to show and send it).
 */
export const organizationNameField = z.preprocess(
  blankToUndefined,
  nameText(ORGANIZATION_NAME_MAX_LENGTH, M.organizationNameInvalid)
    .refine((name) => !containsAddress(name), M.organizationNameAddress)
    .optional(),
);

/** The login form's checks and the API's: an empty address or password is refused before any account is looked up. */
export const loginSchema = z.object({
  email: z.string({ error: M.invalidCredentials }).trim().min(1, M.invalidEmail).toLowerCase().max(EMAIL_MAX_LENGTH),
  password: z.string({ error: M.invalidCredentials }).min(1, USER_PANEL_MESSAGES.passwordRequired).max(1024),
});

export const signupSchema = z.object({
  email: emailField,
  password: passwordField,
  role: z.enum(SIGNUP_ROLES, { error: M.roleNotAllowed }),
  username: fullNameField(),
  organization_name: organizationNameField,
  // Consent to the terms and the privacy policy is given by ticking the box, never assumed (RODO art. 7).
  accept_terms: z.literal(true, { error: ACCOUNT_DATA_MESSAGES.acceptTerms }),
});

/** Deleting one's own account is confirmed with the password (a stolen session alone cannot do it). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_DATA_MESSAGES.passwordRequired)
    .max(1024, ACCOUNT_DATA_MESSAGES.wrongPassword),
});

export const confirmEmailSchema = z.object({
  token: z.string({ error: M.tokenInvalid }).min(1, M.tokenInvalid).max(200),
});
export const forgotPasswordSchema = z.object({ email: emailField });
export const resendConfirmationSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({
  token: z.string({ error: M.tokenInvalid }).min(1, M.tokenInvalid).max(200),
  password: passwordField,
});

export const profileUpdateSchema = z.object({
  full_name: fullNameField(),
  organization_name: organizationNameField.nullable(),
  ...organisationProfileFields,
});

const adminRequired = USER_ADMIN_MESSAGES.createRequired.description;

export const adminUserCreateSchema = z.object({
  email: z
    .string({ error: adminRequired })
    .trim()
    .min(1, adminRequired)
    .toLowerCase()
    .pipe(z.email(M.invalidEmail).max(EMAIL_MAX_LENGTH)),
  password: z.string({ error: adminRequired }).min(1, adminRequired).pipe(passwordField),
  full_name: fullNameField(adminRequired),
  role: z.enum(ROLES, { error: M.roleNotAllowed }).default('user'),
  organization_name: organizationNameField,
});

export const adminUserUpdateSchema = z.object({
  role: z.enum(ROLES, { error: M.roleNotAllowed }),
  full_name: nameText(NAME_MAX_LENGTH, M.nameInvalid).optional().nullable(),
  organization_name: organizationNameField.nullable(),
  is_verified: z.boolean({ error: 'Pole „Konto zweryfikowane” musi być wartością logiczną.' }).optional(),
});

export const banSchema = z.object({
  ban: z.boolean({ error: 'Pole „ban” musi być wartością logiczną (true lub false).' }),
});

export const contactMessageSchema = z.object({
  kind: z.enum(['bug', 'feature', 'contact']),
  name: optionalLine(200),
  email: z.preprocess((v) => (v === '' ? undefined : v), emailField.optional()),
  message: plainText(
    z
      .string({ error: GENERIC_MESSAGES.messageRequired })
      .trim()
      .min(CONTACT_MESSAGE_MIN_LENGTH, GENERIC_MESSAGES.messageRequired)
      .max(CONTACT_MESSAGE_MAX_LENGTH, GENERIC_MESSAGES.messageTooLong),
  ),
});
