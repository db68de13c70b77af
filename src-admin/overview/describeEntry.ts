import type { AuditEntry } from '../../shared/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function recordName(record: unknown): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const fields = record as Record<string, unknown>;
  const name =
    fields.title ??
    fields.name ??
    fields.full_name ??
    fields.email ??
    fields.reset_link_sent_to ??
    // A verification request and the mark's removal name the organisation only.
    fields.organization_name;
  return typeof name === 'string' && name ? name : undefined;
}

/** "Zablokowanie użytkownika „Maria Kowalczyk”": the audit log's `user.ban` in words, with the record's name. */
export function describeEntry(entry: AuditEntry, translate: Translate): string {
  const verb = entry.action.split('.').pop() ?? entry.action;
  const what = [
    translate(`admin.overview.activity.verbs.${verb}`, { _: translate('admin.overview.activity.verbs.update') }),
    translate(`admin.overview.activity.entities.${entry.entity_type}`, { _: '' }),
  ]
    .filter(Boolean)
    .join(' ');
  const name = recordName(entry.after) ?? recordName(entry.before);
  return name ? `${what} „${name}”` : what;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minut temu", "wczoraj": how long ago, in Polish. */
export function relativeTime(iso: string, nowMs: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat('pl', { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return format.format(Math.round(seconds / size), unit);
}
