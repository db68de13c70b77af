import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_DEFINITIONS } from '../../server/jobs/registry.js';

const SERVER = path.resolve(import.meta.dirname, '../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('the job registry', () => {
  it('lists every job defined in the server, so none waits forever for a process that knows it', async () => {
    const defined: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      if (!/\bdefineJob[<(]/.test(readFileSync(file, 'utf8'))) continue;
      const module = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && 'name' in value && 'run' in value) defined.push(String(value.name));
      }
    }
    expect(defined.length).toBeGreaterThan(3);
    expect(JOB_DEFINITIONS.map((job) => job.name).sort()).toEqual([...new Set(defined)].sort());
  });

  it('names each job once', () => {
    const names = JOB_DEFINITIONS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
