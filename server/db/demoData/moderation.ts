import type { AppealOutcome, DecisionType, ReportDecision, ReportReason } from '../../../shared/moderation.js';

/** A notice in the demo: about an offer (by title), anonymous or from a demo person, open or decided. */
export interface DemoReport {
  offer: string;
  reason: ReportReason;
  explanation: string;
  /** A demo person's key, or none for an anonymous notice. */
  reporter?: string;
  decision?: ReportDecision;
  statement?: string;
  days_ago: number;
  /** Hours from the notice to its decision. */
  decided_after_hours?: number;
}

/** A restriction recorded for a demo offer already in its restricted status, with the appeal against it, if any. */
export interface DemoDecision {
  offer: string;
  decision_type: Exclude<DecisionType, 'account_banned'>;
  previous_status: string;
  ground: ReportReason;
  statement: string;
  /** The notice it answers (by its offer), or none when the moderator acted on his own. */
  from_report?: boolean;
  decided_by: string;
  days_ago: number;
  appeal?: {
    explanation: string;
    days_after: number;
    outcome?: AppealOutcome;
    statement?: string;
    decided_by?: string;
  };
}

export const DEMO_REPORTS: DemoReport[] = [
  {
    offer: 'Licencja programu powiększającego ekran z syntezą mowy',
    reason: 'fraud',
    explanation: 'Sprzedawca prosi o przelew na prywatne konto przed wysłaniem licencji i nie podaje danych firmy.',
    days_ago: 1,
  },
  {
    offer: 'Syntezator mowy w języku polskim – licencja dla szkół',
    reason: 'misleading',
    explanation: 'Oferta twierdzi, że licencja obejmuje wszystkie szkoły w gminie, a producent temu zaprzecza.',
    reporter: 'jan',
    decision: 'no_action',
    statement: 'Licencja gminna jest opisana na stronie producenta; oferta nie wprowadza w błąd.',
    days_ago: 12,
    decided_after_hours: 20,
  },
  {
    offer: 'Rampa najazdowa aluminiowa składana',
    reason: 'misleading',
    explanation: 'Na zdjęciu jest inna rampa niż w opisie, a podana nośność jest dwa razy większa od rzeczywistej.',
    reporter: 'ewa',
    decision: 'content_removed',
    statement: 'Podana nośność rampy (600 kg) nie zgadza się z tabliczką znamionową na zdjęciu (300 kg).',
    days_ago: 6,
    decided_after_hours: 9,
  },
];

export const DEMO_DECISIONS: DemoDecision[] = [
  {
    offer: 'Rampa najazdowa aluminiowa składana',
    decision_type: 'content_removed',
    previous_status: 'active',
    ground: 'misleading',
    statement: 'Podana nośność rampy (600 kg) nie zgadza się z tabliczką znamionową na zdjęciu (300 kg).',
    from_report: true,
    decided_by: 'admin',
    days_ago: 6,
    appeal: {
      explanation:
        'Nośność 600 kg dotyczy nowszej wersji rampy, którą wypożyczam; zdjęcie było stare. Mogę przesłać zdjęcie tabliczki.',
      days_after: 1,
    },
  },
  {
    offer: 'Logopeda dla dzieci i dorosłych – terapia stacjonarna i online',
    decision_type: 'visibility_restricted',
    previous_status: 'active',
    ground: 'terms',
    statement: 'Numer telefonu w ofercie nie odpowiada od miesiąca, a terminy w opisie minęły.',
    decided_by: 'admin',
    days_ago: 20,
    appeal: {
      explanation: 'Zmieniliśmy numer telefonu, ale zapomnieliśmy poprawić ofertę. Prosimy o przywrócenie.',
      days_after: 2,
      outcome: 'upheld',
      statement: 'Oferta nadal podaje stary numer i nieaktualne terminy; po ich poprawieniu można ją wysłać ponownie.',
      decided_by: 'superadmin',
    },
  },
];
