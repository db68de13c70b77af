import { spawnSync } from 'node:child_process';
import { auditVerdict } from './auditGate.js';

/** CI's advisory check of the production dependencies: fails on a high or critical advisory, never on a silent registry. */
const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
const verdict = auditVerdict(audit.stdout ?? '');
if (verdict.kind === 'advisories') {
  console.error(`npm audit: high or critical advisories in production dependencies: ${verdict.packages.join(', ')}`);
  console.error('Details: npm audit --omit=dev');
  process.exit(1);
}
console.log(
  verdict.kind === 'clean'
    ? 'npm audit: no high or critical advisory in production dependencies'
    : `npm audit: the registry gave no answer (${verdict.reason}); the advisory check is skipped`,
);
