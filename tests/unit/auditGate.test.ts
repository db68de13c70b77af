import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/auditGate.js';

const report = (vulnerabilities: Record<string, { severity: string }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
  });

describe('the CI advisory check', () => {
  it('passes a report without high or critical advisories', () => {
    expect(auditVerdict(report({}))).toEqual({ kind: 'clean' });
    expect(auditVerdict(report({ postcss: { severity: 'moderate' } }))).toEqual({ kind: 'clean' });
  });

  it('fails on a high or critical advisory, naming the packages', () => {
    expect(
      auditVerdict(report({ nodemailer: { severity: 'high' }, a: { severity: 'critical' }, b: { severity: 'low' } })),
    ).toEqual({ kind: 'advisories', packages: ['a (critical)', 'nodemailer (high)'] });
  });

  it('treats a refused or missing answer as no answer, not as a failure', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toMatchObject({ kind: 'no-answer', reason: expect.stringContaining('405') });
    expect(auditVerdict('')).toMatchObject({ kind: 'no-answer' });
  });
});
