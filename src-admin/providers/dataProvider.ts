import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteParams, Identifier, RaRecord } from 'react-admin';
import type { BlogStatus } from '../../shared/labels/blog';
import type { OfferStatus } from '../../shared/labels/offers';
import type { AdminStats, AuditEntry, PortalSettings } from '../../shared/types';
import { API_URL, httpClient } from './httpClient';
import type { AppealOutcome, Justification, ReportDecision, ReportReason } from '../../shared/moderation';
import type { TransparencyReport } from '../../shared/transparency';
import type { VerificationDecisionInput } from '../../shared/schemas/verification';
import type { OfferAvailabilityInput } from '../../shared/schemas/offerAvailability';
import type { AccessibilityRequestStatus } from '../../shared/accessibilityRequests';

/** The resource names of the back office, as registered with <Resource name=…>. */
export const RESOURCES = {
  users: 'users',
  offers: 'offers',
  blogPosts: 'blog_posts',
  categories: 'categories',
  searchSynonyms: 'search_synonyms',
  reports: 'reports',
  appeals: 'appeals',
  verifications: 'verifications',
  accessibilityRequests: 'accessibility_requests',
  offerCorrections: 'offer_corrections',
} as const;
export type ResourceName = (typeof RESOURCES)[keyof typeof RESOURCES];

/** Where each resource is read; categories are read from the public list, everything else under /admin. */
const READ_PATHS: Record<ResourceName, string> = {
  users: 'admin/users',
  offers: 'admin/offers',
  blog_posts: 'admin/blog_posts',
  categories: 'categories',
  search_synonyms: 'admin/search-synonyms',
  reports: 'admin/reports',
  appeals: 'admin/appeals',
  verifications: 'admin/verifications',
  accessibility_requests: 'admin/accessibility-requests',
  offer_corrections: 'admin/offer-corrections',
};
/** Where each resource is written. */
const WRITE_PATHS: Record<ResourceName, string> = {
  users: 'admin/users',
  offers: 'admin/offers',
  blog_posts: 'admin/blog_posts',
  categories: 'admin/categories',
  search_synonyms: 'admin/search-synonyms',
  reports: 'admin/reports',
  appeals: 'admin/appeals',
  verifications: 'admin/verifications',
  accessibility_requests: 'admin/accessibility-requests',
  offer_corrections: 'admin/offer-corrections',
};

function pathOf(paths: Record<ResourceName, string>, resource: string): string {
  const path = paths[resource as ResourceName];
  if (!path) throw new Error(`Nieznany zasób: ${resource}`);
  return path;
}

export interface AuditLogParams {
  page: number;
  perPage: number;
}

/** The custom actions (status, promote, ban, password reset, …) beside react-admin's CRUD methods. */
export interface AdminDataProvider extends DataProvider {
  banUser: (id: Identifier, ban: boolean, justification?: Justification) => Promise<void>;
  sendPasswordReset: (id: Identifier) => Promise<void>;
  changeOfferStatus: (id: Identifier, status: OfferStatus, justification?: Justification) => Promise<void>;
  promoteOffer: (id: Identifier, isPromoted: boolean) => Promise<void>;
  /** The state of an offer's places (PUT /offers/{id}/availability, owner or administrator, no re-approval). */
  setOfferAvailability: (id: Identifier, input: OfferAvailabilityInput) => Promise<void>;
  changeBlogPostStatus: (id: Identifier, status: BlogStatus, justification?: Justification) => Promise<void>;
  decideReport: (
    id: Identifier,
    decision: { decision: ReportDecision; statement: string; ground?: ReportReason },
  ) => Promise<void>;
  decideAppeal: (id: Identifier, decision: { outcome: AppealOutcome; statement: string }) => Promise<void>;
  decideVerification: (id: Identifier, decision: VerificationDecisionInput) => Promise<void>;
  changeAccessibilityRequestStatus: (id: Identifier, status: AccessibilityRequestStatus) => Promise<void>;
  requestOfferConfirmation: (correctionId: Identifier) => Promise<void>;
  getTransparencyReport: (year: number) => Promise<TransparencyReport>;
  downloadTransparencyCsv: (year: number) => Promise<Blob>;
  getSettings: () => Promise<PortalSettings>;
  updateSettings: (data: PortalSettings) => Promise<PortalSettings>;
  getStats: () => Promise<AdminStats>;
  getAuditLog: (params: AuditLogParams) => Promise<{ data: AuditEntry[]; total: number }>;
}

const rest = simpleRestProvider(API_URL, httpClient);

/** The report as a CSV file; the byte-order mark lets spreadsheet programs read it as UTF-8 (fetch drops the server's). */
async function transparencyCsv(year: number): Promise<Blob> {
  const response = await httpClient(`${API_URL}/admin/transparency-report.csv?year=${year}`, {
    headers: new Headers({ Accept: 'text/csv' }),
  });
  return new Blob(['\uFEFF', response.body], { type: 'text/csv;charset=utf-8' });
}
const url = (path: string, id?: Identifier, action?: string) =>
  [API_URL, path, id === undefined ? undefined : encodeURIComponent(String(id)), action].filter(Boolean).join('/');
const send = (method: string, target: string, body?: unknown) =>
  httpClient(target, { method, body: body === undefined ? undefined : JSON.stringify(body) });

export const dataProvider: AdminDataProvider = {
  getList: (resource, params) => rest.getList(pathOf(READ_PATHS, resource), params),
  getOne: (resource, params) => rest.getOne(pathOf(READ_PATHS, resource), params),
  getMany: (resource, params) => rest.getMany(pathOf(READ_PATHS, resource), params),
  getManyReference: (resource, params) => rest.getManyReference(pathOf(READ_PATHS, resource), params),
  create: (resource, params) => rest.create(pathOf(WRITE_PATHS, resource), params),
  update: (resource, params) => rest.update(pathOf(WRITE_PATHS, resource), params),
  updateMany: (resource, params) => rest.updateMany(pathOf(WRITE_PATHS, resource), params),
  // The API answers deletes with 204 and no body, so the deleted record is what react-admin already had.
  delete: async <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) => {
    await send('DELETE', url(pathOf(WRITE_PATHS, resource), params.id));
    return { data: params.previousData ?? ({ id: params.id } as RecordType) };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => send('DELETE', url(pathOf(WRITE_PATHS, resource), id))));
    return { data: params.ids };
  },

  banUser: async (id, ban, justification) =>
    void (await send('PATCH', url('admin/users', id, 'ban'), { ban, ...justification })),
  sendPasswordReset: async (id) => void (await send('POST', url('admin/users', id, 'reset-password'))),
  changeOfferStatus: async (id, status, justification) =>
    void (await send('PATCH', url('admin/offers', id, 'status'), { status, ...justification })),
  promoteOffer: async (id, isPromoted) =>
    void (await send('PATCH', url('admin/offers', id, 'promote'), { is_promoted: isPromoted })),
  setOfferAvailability: async (id, input) => void (await send('PUT', url('offers', id, 'availability'), input)),
  changeBlogPostStatus: async (id, status, justification) =>
    void (await send('PATCH', url('admin/blog_posts', id, 'status'), { status, ...justification })),
  decideReport: async (id, decision) => void (await send('PATCH', url('admin/reports', id), decision)),
  decideAppeal: async (id, decision) => void (await send('PATCH', url('admin/appeals', id), decision)),
  decideVerification: async (id, decision) => void (await send('PATCH', url('admin/verifications', id), decision)),
  changeAccessibilityRequestStatus: async (id, status) =>
    void (await send('PATCH', url('admin/accessibility-requests', id), { status })),
  requestOfferConfirmation: async (id) =>
    void (await send('POST', url('admin/offer-corrections', id, 'request-confirmation'))),
  getTransparencyReport: async (year) =>
    (await send('GET', `${url('admin/transparency-report')}?year=${year}`)).json as TransparencyReport,
  downloadTransparencyCsv: async (year) => transparencyCsv(year),
  getSettings: async () => (await send('GET', url('admin/settings'))).json as PortalSettings,
  updateSettings: async (data) => (await send('PUT', url('admin/settings'), data)).json as PortalSettings,
  getStats: async () => (await send('GET', url('admin/stats'))).json as AdminStats,
  getAuditLog: async ({ page, perPage }) => {
    const range = JSON.stringify([(page - 1) * perPage, page * perPage - 1]);
    const response = await send('GET', `${url('admin/audit-log')}?range=${encodeURIComponent(range)}`);
    const total = Number(response.headers.get('Content-Range')?.split('/').pop());
    const entries = response.json as AuditEntry[];
    return { data: entries, total: Number.isFinite(total) ? total : entries.length };
  },
};
