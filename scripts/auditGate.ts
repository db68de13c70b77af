/**
 * The verdict on `npm audit --json`: clean, high or critical advisories in what the portal ships, or no answer. The
 * registry sometimes refuses the audit call (405, 5xx, no network): that says nothing about the dependencies, so CI
 * goes on and says so; a real high or critical advisory stops it.
 */
export type AuditVerdict =
  { kind: 'clean' } | { kind: 'advisories'; packages: string[] } | { kind: 'no-answer'; reason: string };

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string }>;
  message?: string;
  error?: { summary?: string };
}

const BLOCKING = new Set(['high', 'critical']);

export function auditVerdict(output: string): AuditVerdict {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    parsed = null;
  }
  const report = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as AuditReport;
  if (!report.metadata?.vulnerabilities) {
    return { kind: 'no-answer', reason: report.message || report.error?.summary || 'npm audit printed no report' };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => BLOCKING.has(finding.severity ?? ''))
    .map(([name, finding]) => `${name} (${finding.severity})`)
    .sort();
  return packages.length ? { kind: 'advisories', packages } : { kind: 'clean' };
}
