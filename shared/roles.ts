export const ROLES = ['user', 'offeror', 'ngo', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Użytkownik',
  offeror: 'Oferent',
  ngo: 'Organizacja NGO',
  admin: 'Administrator',
  superadmin: 'Super Administrator',
};

/** Account types a visitor may choose when signing up. */
export const SIGNUP_ROLES = ['user', 'offeror', 'ngo'] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export function isAdminRole(role: string | null | undefined): role is 'admin' | 'superadmin' {
  return role === 'admin' || role === 'superadmin';
}

export function isOrganisationRole(role: string | null | undefined): role is 'offeror' | 'ngo' {
  return role === 'offeror' || role === 'ngo';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
