import { BLOG_STATUS_LABELS, isBlogStatus } from './labels/blog.js';
import { OFFER_STATUS_LABELS, isOfferStatus } from './labels/offers.js';

/** What a notice or a decision is about (DSA art. 16–17): an offer, an article or an organisation's account. */
export const MODERATION_TARGETS = ['offer', 'blog_post', 'profile'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];
export const MODERATION_TARGET_LABELS: Record<ModerationTarget, string> = {
  offer: 'Oferta',
  blog_post: 'Artykuł',
  profile: 'Profil organizacji',
};

/** Reasons of a notice; a decision's ground uses the same vocabulary. */
export const REPORT_REASONS = [
  'illegal',
  'fraud',
  'discrimination',
  'misleading',
  'personal_data',
  'terms',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal: 'Treść niezgodna z prawem',
  fraud: 'Oszustwo lub próba wyłudzenia',
  discrimination: 'Dyskryminacja lub mowa nienawiści',
  misleading: 'Nieprawdziwe lub wprowadzające w błąd informacje',
  personal_data: 'Naruszenie danych osobowych lub prywatności',
  terms: 'Naruszenie regulaminu portalu',
  other: 'Inne',
};
/** The ground a decision cites: a section of the portal's terms or the law (DSA art. 17 ust. 3 lit. d–e). */
export const GROUND_LABELS: Record<ReportReason, string> = {
  illegal: 'przepisy prawa (treść niezgodna z prawem)',
  fraud: 'przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia)',
  discrimination: 'przepisy prawa i regulamin portalu (dyskryminacja lub mowa nienawiści)',
  misleading: 'regulamin portalu (nieprawdziwe lub wprowadzające w błąd informacje)',
  personal_data: 'RODO i regulamin portalu (naruszenie danych osobowych lub prywatności)',
  terms: 'regulamin portalu (zasady publikowania treści)',
  other: 'regulamin portalu',
};

/** How content or an account was restricted. */
export const DECISION_TYPES = ['content_removed', 'visibility_restricted', 'account_banned'] as const;
export type DecisionType = (typeof DECISION_TYPES)[number];
export const DECISION_TYPE_LABELS: Record<DecisionType, string> = {
  content_removed: 'Usunięcie treści',
  visibility_restricted: 'Ograniczenie widoczności',
  account_banned: 'Zablokowanie konta',
};

/** The answer to a notice: a restriction, or nothing to do. */
export const REPORT_DECISIONS = ['content_removed', 'visibility_restricted', 'no_action'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const REPORT_DECISION_LABELS: Record<ReportDecision, string> = {
  content_removed: 'Treść usunięta',
  visibility_restricted: 'Widoczność ograniczona',
  no_action: 'Bez działań',
};
export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: 'Nowe', decided: 'Rozpatrzone' };

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
export const APPEAL_OUTCOME_LABELS: Record<AppealOutcome, string> = {
  upheld: 'Decyzja utrzymana',
  reversed: 'Decyzja zmieniona (cofnięta)',
};
export const APPEAL_STATUSES = ['open', 'decided'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = { open: 'Oczekuje', decided: 'Rozpatrzone' };

/** DSA art. 20: a complaint may be filed for at least six months after the decision. */
export const APPEAL_MONTHS = 6;
export function appealDeadline(decidedAt: string | Date): Date {
  const deadline = new Date(decidedAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + APPEAL_MONTHS);
  return deadline;
}

export const REPORT_EXPLANATION_MIN = 20;
export const REPORT_EXPLANATION_MAX = 2000;
export const STATEMENT_MAX = 5000;

/** An appeal as its author and the back office see it. */
export interface AppealSummary {
  id: string;
  status: AppealStatus;
  outcome: AppealOutcome | null;
  statement: string | null;
  created_at: string;
  decided_at: string | null;
}

/** A decision about the signed-in person's content or account, with its statement of reasons (dashboard). */
export interface MyDecision {
  id: string;
  target_type: ModerationTarget;
  target_id: string;
  target_title: string;
  decision_type: DecisionType;
  previous_status: string;
  new_status: string;
  ground: ReportReason;
  statement: string;
  from_report: boolean;
  /** Always false: every decision is taken by a person (DSA art. 17 ust. 3 lit. c). */
  automated: false;
  created_at: string;
  appeal_deadline: string;
  can_appeal: boolean;
  appeal: AppealSummary | null;
}

/** The statement of reasons an admin gives with a restriction, and its ground. */
export interface Justification {
  reason: string;
  ground: ReportReason;
}

function statusLabel(target: ModerationTarget, status: string): string {
  if (target === 'offer') return isOfferStatus(status) ? OFFER_STATUS_LABELS[status] : status;
  if (target === 'blog_post') return isBlogStatus(status) ? BLOG_STATUS_LABELS[status] : status;
  return status === 'banned' ? 'zablokowane' : 'aktywne';
}

/** "Oferta „Wózek”" / "Profil organizacji „Fundacja”": what a decision or notice is about. */
export const targetName = (type: ModerationTarget, title: string) => `${MODERATION_TARGET_LABELS[type]} „${title}”`;

/** How a decision restricted its target, in words (the e-mail and the dashboard say the same). */
export function restrictionSummary(decision: {
  target_type: string;
  decision_type: string;
  previous_status: string;
  new_status: string;
}): string {
  const type = decision.target_type as ModerationTarget;
  const label = DECISION_TYPE_LABELS[decision.decision_type as DecisionType];
  if (type === 'profile') return `${label}: konto nie może się logować, a jego oferty i profil nie są publiczne.`;
  return `${label}: status zmieniony z „${statusLabel(type, decision.previous_status)}” na „${statusLabel(type, decision.new_status)}”; treść nie jest publicznie widoczna.`;
}

/** A notice as the back office lists it ('Zgłoszenia'). */
export interface AdminReport {
  id: string;
  target_type: ModerationTarget;
  target_id: string;
  target_title: string;
  /** The target's public address, or null when it no longer has one. */
  target_path: string | null;
  reason: ReportReason;
  explanation: string;
  name: string | null;
  email: string | null;
  signed_in: boolean;
  good_faith: boolean;
  status: ReportStatus;
  decision: ReportDecision | null;
  statement: string | null;
  decided_at: string | null;
  created_at: string;
}

/**
 * DSA art. 20 ust. 6: an appeal is decided by someone other than the decision's author — unless the portal has a
 * single administrator, who then decides alone. `admins` counts the administrators and super administrators who can act.
 */
export function mayDecideAppeal(actorId: string, decisionAuthorId: string | null, admins: number): boolean {
  return actorId !== decisionAuthorId || admins <= 1;
}

/** An appeal as the back office lists it ('Odwołania'), with the decision it contests. */
export interface AdminAppeal {
  id: string;
  status: AppealStatus;
  outcome: AppealOutcome | null;
  statement: string | null;
  /** The author's explanation of why the decision is wrong. */
  explanation: string;
  appellant: string | null;
  restored_status: string | null;
  created_at: string;
  decided_at: string | null;
  decision_id: string;
  target_type: ModerationTarget;
  target_id: string;
  target_title: string;
  target_path: string | null;
  decision_type: DecisionType;
  /** The decision in words, as its author was told ('Usunięcie treści: status zmieniony z …'). */
  decision_summary: string;
  decision_ground: ReportReason;
  decision_statement: string;
  decision_created_at: string;
  /** Whether the signed-in admin may decide it (not the decision's author, unless the only admin). */
  can_decide: boolean;
}
