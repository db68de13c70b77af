import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { GetListParams, RaRecord } from 'react-admin';
import type { PortalSettings } from '../../../shared/types';
import type { AdminDataProvider } from '../../../src-admin/providers/dataProvider';

// The moderation screens first wait for the session check and their list; on a busy 2-core machine that can
// take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

type Tables = Record<string, RaRecord[]>;

function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === 'q') return JSON.stringify(record).toLowerCase().includes(String(value).toLowerCase());
    return record[key] === value;
  });
}

/**
 * An in-memory AdminDataProvider over `tables` (resource name → rows). Writes change the tables, so a
 * refreshed list shows what the API would show; every method is a vi.fn to assert the calls the screens make.
 */
export function createTestDataProvider(tables: Tables) {
  const rows = (resource: string) => (tables[resource] ??= []);
  const find = (resource: string, id: unknown) => rows(resource).find((row) => row.id === id);
  const patch = (resource: string, id: unknown, change: Record<string, unknown>) => {
    const row = find(resource, id);
    if (!row) throw Object.assign(new Error('Nie znaleziono.'), { status: 404, body: { detail: 'Nie znaleziono.' } });
    Object.assign(row, change);
  };
  const provider = {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      const data = rows(resource).filter((row) => matches(row, params.filter ?? {}));
      return { data: structuredClone(data), total: data.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: structuredClone(find(resource, id)!),
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: structuredClone(rows(resource).filter((row) => ids.includes(row.id))),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const record = { ...data, id: `new-${rows(resource).length + 1}` } as RaRecord;
      rows(resource).push(record);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => {
      patch(resource, id, data);
      return { data: structuredClone(find(resource, id)!) };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource: string, { id }: { id: unknown }) => {
      const record = find(resource, id)!;
      tables[resource] = rows(resource).filter((row) => row.id !== id);
      return { data: record };
    }),
    deleteMany: vi.fn(async () => ({ data: [] })),
    banUser: vi.fn(async () => undefined),
    sendPasswordReset: vi.fn(async () => undefined),
    changeOfferStatus: vi.fn(async (id: unknown, status: string) => patch('offers', id, { status })),
    promoteOffer: vi.fn(async (id: unknown, isPromoted: boolean) => patch('offers', id, { is_promoted: isPromoted })),
    setOfferAvailability: vi.fn(
      async (
        id: unknown,
        { availability, next_available_date }: { availability: string; next_available_date?: string },
      ) => patch('offers', id, { availability, next_available_date: next_available_date ?? null }),
    ),
    changeBlogPostStatus: vi.fn(async (id: unknown, status: string) => patch('blog_posts', id, { status })),
    decideReport: vi.fn(async (id: unknown, { decision }: { decision: string }) =>
      patch('reports', id, { status: 'decided', decision }),
    ),
    decideAppeal: vi.fn(async (id: unknown, { outcome, statement }: { outcome: string; statement: string }) =>
      patch('appeals', id, { status: 'decided', outcome, statement, can_decide: false }),
    ),
    decideVerification: vi.fn(async (id: unknown, { decision, reason }: { decision: string; reason?: string }) =>
      patch('verifications', id, { status: decision, reason: reason ?? null }),
    ),
    changeAccessibilityRequestStatus: vi.fn(async (id: unknown, status: string) =>
      patch('accessibility_requests', id, { status }),
    ),
    requestOfferConfirmation: vi.fn(async (id: unknown) =>
      patch('offer_corrections', id, { status: 'confirmation_requested', handled_at: new Date().toISOString() }),
    ),
    getTransparencyReport: vi.fn(),
    downloadTransparencyCsv: vi.fn(),
    getSettings: vi.fn(async (): Promise<PortalSettings | undefined> => undefined),
    updateSettings: vi.fn(),
    getStats: vi.fn(),
    getAuditLog: vi.fn(),
  };
  return provider as typeof provider & AdminDataProvider;
}

/** An HttpError-like failure as react-admin's fetchUtils throws it for an API answer with a Polish `detail`. */
export function apiFailure(status: number, detail: string) {
  return Object.assign(new Error(detail), { status, body: { detail } });
}

/** Picks the decision's ground in a dialog's 'Podstawa decyzji' select, as a person does. */
export async function chooseGround(
  user: UserEvent,
  dialog: HTMLElement,
  ground = 'regulamin portalu (zasady publikowania treści)',
) {
  await user.click(within(dialog).getByRole('combobox', { name: /Podstawa decyzji/ }));
  await user.click(await screen.findByRole('option', { name: ground }));
}
