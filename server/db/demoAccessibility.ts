import { eq } from 'drizzle-orm';
import type { AccessibilityRequestStatus, AlternativeFormat } from '../../shared/accessibilityRequests.js';
import { ACCESSIBILITY_ANSWER_DAYS } from '../../shared/accessibilityRequests.js';
import type { Db } from './index.js';
import { accessibilityRequests, portalSettings } from './schema.js';
import { SETTINGS_ROW } from '../settings/portalSettings.js';

const DAY_MS = 24 * 3_600_000;

interface DemoAccessibilityRequest {
  days_ago: number;
  page: string;
  problem: string;
  alternative_format: AlternativeFormat;
  email: string;
  phone?: string;
  status: AccessibilityRequestStatus;
}

/** One overdue, one due in a few days, one answered: 'Zgłoszenia dostępności' shows each state on a fresh start. */
const DEMO_REQUESTS: DemoAccessibilityRequest[] = [
  {
    days_ago: 9,
    page: '/oferty (filtry wyszukiwania)',
    problem:
      'Korzystam z czytnika ekranu NVDA. Po zaznaczeniu filtra „Winda” nie wiem, ile ofert zostało – proszę o informację, jak sprawdzić wynik.',
    alternative_format: 'phone_call',
    email: 'tomasz.nowicki@example.pl',
    phone: '601 234 567',
    status: 'new',
  },
  {
    days_ago: 2,
    page: 'Regulamin portalu',
    problem: 'Regulamin jest dla mnie za trudny. Proszę o wersję w tekście łatwym do czytania.',
    alternative_format: 'easy_read',
    email: 'ewa.malinowska@example.pl',
    status: 'in_progress',
  },
  {
    days_ago: 20,
    page: 'https://portal.example.pl/o-portalu',
    problem: 'Proszę o informację o portalu w polskim języku migowym.',
    alternative_format: 'pjm_video',
    email: 'jan.glowacki@example.pl',
    status: 'answered',
  },
];

/** The demo accessibility contact of the statement, and the requests of 'Zgłoszenia dostępności'. */
export async function seedDemoAccessibility(tx: Db, adminId: string, now: number): Promise<void> {
  await tx
    .update(portalSettings)
    .set({ accessibility_contact_name: 'Anna Kowalczyk', accessibility_contact_phone: '+48 501 234 567' })
    .where(eq(portalSettings.id, SETTINGS_ROW));
  await tx.insert(accessibilityRequests).values(
    DEMO_REQUESTS.map(({ days_ago, phone, status, ...request }) => {
      const received = now - days_ago * DAY_MS;
      const answered = status === 'answered' ? new Date(received + 3 * DAY_MS).toISOString() : null;
      return {
        ...request,
        phone: phone ?? null,
        status,
        created_at: new Date(received).toISOString(),
        due_at: new Date(received + ACCESSIBILITY_ANSWER_DAYS * DAY_MS).toISOString(),
        status_changed_by: status === 'new' ? null : adminId,
        status_changed_at: status === 'new' ? null : (answered ?? new Date(received + DAY_MS).toISOString()),
        answered_at: answered,
      };
    }),
  );
}
