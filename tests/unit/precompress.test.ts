import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../scripts/precompress.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function builtFile(name: string, content: string): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

describe('writeCompressedCopies', () => {
  it('writes a Brotli and a gzip copy that unpack to the built file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    const script = builtFile('assets/main-1a2b.js', 'export const portal = "usługi";\n'.repeat(100));
    await writeCompressedCopies(dir);
    const original = readFileSync(script);
    expect(brotliDecompressSync(readFileSync(`${script}.br`))).toEqual(original);
    expect(gunzipSync(readFileSync(`${script}.gz`))).toEqual(original);
  });

  it('leaves alone files too small to gain, files that are not text and the build manifest', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    const small = builtFile('robots.txt', 'User-agent: *\nAllow: /\n');
    const image = builtFile('assets/logo.png', 'x'.repeat(4096));
    const manifest = builtFile('.vite/manifest.json', JSON.stringify({ main: 'x'.repeat(4096) }));
    await writeCompressedCopies(dir);
    for (const file of [small, image, manifest]) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
  });
});
