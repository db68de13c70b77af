import {
  APPEAL_OUTCOME_LABELS,
  DECISION_TYPE_LABELS,
  DECISION_TYPES,
  GROUND_LABELS,
  REPORT_DECISION_LABELS,
  REPORT_DECISIONS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type DecisionType,
  type ReportReason,
} from './moderation.js';

/** The years a transparency report may be asked for. */
export const TRANSPARENCY_YEAR_MIN = 2000;
export const TRANSPARENCY_YEAR_MAX = 2100;

/** Where a notice stands: still open, or the decision taken on it. */
export const NOTICE_OUTCOMES = ['open', ...REPORT_DECISIONS] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];
export const APPEAL_RESULTS = ['open', 'upheld', 'reversed'] as const;
export type AppealResult = (typeof APPEAL_RESULTS)[number];

/**
 * The yearly figures of DSA art. 15, computed from the records: notices, decisions and appeals made in the year
 * (by the date they were filed or taken, Polish time) as they stand now.
 */
export interface TransparencyReport {
  year: number;
  notices: {
    total: number;
    by_reason: Record<ReportReason, number>;
    by_outcome: Record<NoticeOutcome, number>;
    /** Median hours from a notice to its decision, over the year's decided notices; null when none. */
    median_hours_to_decision: number | null;
  };
  decisions: {
    total: number;
    by_type: Record<DecisionType, number>;
    by_ground: Record<ReportReason, number>;
    from_notices: number;
    own_initiative: number;
  };
  appeals: {
    total: number;
    by_result: Record<AppealResult, number>;
    median_hours_to_decision: number | null;
  };
  bans: { total: number; lifted_on_appeal: number };
}

/** One table of the report: the page shows it with its caption and headers, the CSV file writes its rows. */
export interface TransparencyTable {
  id: string;
  caption: string;
  headers: [string, string];
  rows: [string, string][];
}

const NUMBER = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
const count = (value: number) => String(value);
const hours = (value: number | null) => (value === null ? 'brak danych' : `${NUMBER.format(value)} godz.`);
const NOTICE_OUTCOME_LABELS: Record<NoticeOutcome, string> = { open: 'Oczekuje na decyzję', ...REPORT_DECISION_LABELS };
const APPEAL_RESULT_LABELS: Record<AppealResult, string> = {
  open: 'Oczekuje na rozpatrzenie',
  ...APPEAL_OUTCOME_LABELS,
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const TOTAL = 'Razem';

/** The report as tables, in Polish: the same captions, headers and rows on the page and in the CSV file. */
export function transparencyTables(report: TransparencyReport): TransparencyTable[] {
  const { notices, decisions, appeals, bans } = report;
  return [
    {
      id: 'notices-by-reason',
      caption: 'Zgłoszenia naruszeń według powodu',
      headers: ['Powód zgłoszenia', 'Liczba zgłoszeń'],
      rows: [
        ...REPORT_REASONS.map((reason): [string, string] => [
          REPORT_REASON_LABELS[reason],
          count(notices.by_reason[reason]),
        ]),
        [TOTAL, count(notices.total)],
      ],
    },
    {
      id: 'notices-by-outcome',
      caption: 'Zgłoszenia naruszeń według rozstrzygnięcia',
      headers: ['Rozstrzygnięcie', 'Liczba zgłoszeń'],
      rows: [
        ...NOTICE_OUTCOMES.map((outcome): [string, string] => [
          NOTICE_OUTCOME_LABELS[outcome],
          count(notices.by_outcome[outcome]),
        ]),
        ['Mediana czasu od zgłoszenia do decyzji', hours(notices.median_hours_to_decision)],
      ],
    },
    {
      id: 'decisions-by-type',
      caption: 'Decyzje moderacyjne według rodzaju',
      headers: ['Rodzaj decyzji', 'Liczba decyzji'],
      rows: [
        ...DECISION_TYPES.map((type): [string, string] => [DECISION_TYPE_LABELS[type], count(decisions.by_type[type])]),
        ['Na podstawie zgłoszeń', count(decisions.from_notices)],
        ['Z własnej inicjatywy moderatorów', count(decisions.own_initiative)],
        [TOTAL, count(decisions.total)],
      ],
    },
    {
      id: 'decisions-by-ground',
      caption: 'Decyzje moderacyjne według podstawy',
      headers: ['Podstawa decyzji', 'Liczba decyzji'],
      rows: REPORT_REASONS.map((ground): [string, string] => [
        capitalised(GROUND_LABELS[ground]),
        count(decisions.by_ground[ground]),
      ]),
    },
    {
      id: 'appeals',
      caption: 'Odwołania od decyzji i ich wynik',
      headers: ['Wynik odwołania', 'Liczba odwołań'],
      rows: [
        ...APPEAL_RESULTS.map((result): [string, string] => [
          APPEAL_RESULT_LABELS[result],
          count(appeals.by_result[result]),
        ]),
        [TOTAL, count(appeals.total)],
        ['Mediana czasu rozpatrzenia odwołania', hours(appeals.median_hours_to_decision)],
      ],
    },
    {
      id: 'bans',
      caption: 'Blokady kont',
      headers: ['Blokady', 'Liczba kont'],
      rows: [
        ['Zablokowane konta', count(bans.total)],
        ['Blokady cofnięte po odwołaniu', count(bans.lifted_on_appeal)],
      ],
    },
  ];
}

/** The CSV header row: the section (a table's caption), the row's label and its figure. */
export const TRANSPARENCY_CSV_HEADERS = ['Rok', 'Sekcja', 'Pozycja', 'Wartość'] as const;
