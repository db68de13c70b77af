import { inArray } from 'drizzle-orm';
import type { InquiryNeed, InquiryStatus } from '../../shared/inquiries.js';
import type { Db } from './index.js';
import { offerInquiries, offers } from './schema.js';

const HOUR_MS = 3_600_000;

interface DemoInquiry {
  offer: string;
  /** Sent by the demo user while signed in (shown under 'Moje zapytania'), or by someone without an account. */
  byDemoUser: boolean;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  needs: InquiryNeed[];
  onBehalf: [name: string, relation: string] | null;
  status: InquiryStatus;
  hoursAgo: number;
}

/** Questions people really ask an equipment rental and a therapy centre, one of each status. */
const DEMO_INQUIRIES: DemoInquiry[] = [
  {
    offer: 'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym',
    byDemoUser: true,
    name: 'Maria Kowalczyk',
    email: 'uzytkownik@demo.portal.test',
    phone: null,
    message:
      'Dzień dobry, czy są wolne miejsca na zajęcia w soboty? Córka jest niesłysząca, czy na pierwsze spotkanie może przyjść tłumacz PJM?',
    needs: ['pjm_interpreter', 'step_free'],
    onBehalf: ['Zosia', 'córka'],
    status: 'new',
    hoursAgo: 5,
  },
  {
    offer: 'Wózek inwalidzki aktywny – wypożyczenie',
    byDemoUser: false,
    name: 'Jan Zieliński',
    email: 'jan.zielinski@example.pl',
    phone: '600 200 300',
    message: 'Czy wózek można wypożyczyć na dwa tygodnie od przyszłego poniedziałku i czy dowozicie go do Zgierza?',
    needs: [],
    onBehalf: null,
    status: 'answered',
    hoursAgo: 50,
  },
  {
    offer: 'Łóżko rehabilitacyjne z materacem przeciwodleżynowym',
    byDemoUser: false,
    name: 'Krystyna Lewandowska',
    email: 'k.lewandowska@example.pl',
    phone: null,
    message: 'Proszę o informację w prostych słowach, jakie dokumenty są potrzebne do wypożyczenia łóżka dla taty.',
    needs: ['easy_read'],
    onBehalf: ['Stanisław', 'tata'],
    status: 'closed',
    hoursAgo: 240,
  },
];

/** Inquiries on a fresh start: the offeror's dashboard shows counts and statuses, the demo user their own. */
export async function seedDemoInquiries(tx: Db, demoUserId: string, now: number): Promise<void> {
  const rows = await tx
    .select({ id: offers.id, title: offers.title })
    .from(offers)
    .where(
      inArray(
        offers.title,
        DEMO_INQUIRIES.map((inquiry) => inquiry.offer),
      ),
    );
  const byTitle = new Map(rows.map((row) => [row.title, row.id]));
  const values = DEMO_INQUIRIES.flatMap((inquiry) => {
    const offerId = byTitle.get(inquiry.offer);
    if (!offerId) return [];
    const sentAt = new Date(now - inquiry.hoursAgo * HOUR_MS).toISOString();
    const changedAt =
      inquiry.status === 'new' ? sentAt : new Date(now - (inquiry.hoursAgo - 2) * HOUR_MS).toISOString();
    return [
      {
        offer_id: offerId,
        user_id: inquiry.byDemoUser ? demoUserId : null,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        needs: inquiry.needs,
        on_behalf_name: inquiry.onBehalf?.[0] ?? null,
        on_behalf_relation: inquiry.onBehalf?.[1] ?? null,
        status: inquiry.status,
        consent_at: sentAt,
        created_at: sentAt,
        updated_at: changedAt,
      },
    ];
  });
  if (values.length) await tx.insert(offerInquiries).values(values);
}
