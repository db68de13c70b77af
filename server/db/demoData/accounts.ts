import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import type { DemoPerson } from './types.js';

/** The five accounts printed at start-up (server/db/demoAccounts.ts); their organisations are verified. */
const PRINTED: DemoPerson[] = [
  { key: 'superadmin', ...DEMO_ACCOUNTS.superadmin, days_ago: 62 },
  { key: 'admin', ...DEMO_ACCOUNTS.admin, days_ago: 61 },
  { key: 'offeror', ...DEMO_ACCOUNTS.offeror, is_verified: true, days_ago: 58 },
  { key: 'ngo', ...DEMO_ACCOUNTS.ngo, is_verified: true, days_ago: 55 },
  { key: 'user', ...DEMO_ACCOUNTS.user, days_ago: 21 },
];

/** Further organisations (the unverified ones are the admin's pending verifications) and private users. */
const OTHERS: DemoPerson[] = [
  {
    key: 'rehaplus',
    email: 'rehaplus@demo.portal.test',
    role: 'offeror',
    full_name: 'Magdalena Wójcik',
    organization_name: 'Centrum Rehabilitacji RehaPlus',
    is_verified: true,
    days_ago: 52,
  },
  {
    key: 'cyfrowa',
    email: 'cyfrowa@demo.portal.test',
    role: 'ngo',
    full_name: 'Michał Kamiński',
    organization_name: 'Fundacja Dostępność Cyfrowa',
    is_verified: true,
    days_ago: 47,
  },
  {
    key: 'prawo',
    email: 'kancelaria@demo.portal.test',
    role: 'offeror',
    full_name: 'Joanna Szymańska',
    organization_name: 'Kancelaria Radcy Prawnego Równe Prawa',
    is_verified: false,
    days_ago: 12,
  },
  {
    key: 'migowy',
    email: 'migowy@demo.portal.test',
    role: 'ngo',
    full_name: 'Paweł Dąbrowski',
    organization_name: 'Stowarzyszenie Słyszymy Się',
    is_verified: false,
    days_ago: 6,
  },
  { key: 'jan', email: 'jan.mazur@demo.portal.test', role: 'user', full_name: 'Jan Mazur', days_ago: 40 },
  { key: 'ewa', email: 'ewa.krawczyk@demo.portal.test', role: 'user', full_name: 'Ewa Krawczyk', days_ago: 33 },
  { key: 'adam', email: 'adam.pietrzak@demo.portal.test', role: 'user', full_name: 'Adam Pietrzak', days_ago: 17 },
  { key: 'zofia', email: 'zofia.grabowska@demo.portal.test', role: 'user', full_name: 'Zofia Grabowska', days_ago: 9 },
  { key: 'marek', email: 'marek.zajac@demo.portal.test', role: 'user', full_name: 'Marek Zając', days_ago: 2 },
];

export const DEMO_PEOPLE: DemoPerson[] = [...PRINTED, ...OTHERS];
