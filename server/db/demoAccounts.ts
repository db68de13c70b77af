import type { Role } from '../../shared/roles.js';

/** The demo accounts seeded into an empty embedded database; the README and the e2e journeys use them. */
export const DEMO_PASSWORD = 'DemoHaslo-2026';

export const DEMO_ACCOUNTS = {
  superadmin: { email: 'superadmin@demo.portal.test', role: 'superadmin', full_name: 'Anna Nowak' },
  admin: { email: 'admin@demo.portal.test', role: 'admin', full_name: 'Piotr Wiśniewski' },
  offeror: {
    email: 'oferent@demo.portal.test',
    role: 'offeror',
    full_name: 'Katarzyna Zielińska',
    organization_name: 'Fundacja Sprawni Razem',
  },
  ngo: {
    email: 'ngo@demo.portal.test',
    role: 'ngo',
    full_name: 'Tomasz Lewandowski',
    organization_name: 'Stowarzyszenie Dostępna Łódź',
  },
  user: { email: 'uzytkownik@demo.portal.test', role: 'user', full_name: 'Maria Kowalczyk' },
} as const satisfies Record<string, { email: string; role: Role; full_name: string; organization_name?: string }>;
