import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
import { inlineClassicScript } from '../../scripts/inlineScript.js';

let dir: string;
let page: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-inline-'));
  page = path.join(dir, 'index.html');
  file = path.join(dir, 'a11y-init.js');
  writeFileSync(file, "document.documentElement.classList.add('dark');\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function transform(html: string, filename: string): string {
  const hook = inlineClassicScript({ page, src: '/a11y-init.js', file }).transformIndexHtml as {
    handler: IndexHtmlTransformHook;
  };
  return hook.handler.call(undefined as never, html, {
    filename,
    path: '/' + path.basename(filename),
  }) as string;
}

describe('inlineClassicScript', () => {
  it("writes the script's text in place of its tag, so the page makes no request for it", () => {
    const html = '<head><title>Portal</title><script src="/a11y-init.js"></script></head>';
    expect(transform(html, page)).toBe(
      "<head><title>Portal</title><script>document.documentElement.classList.add('dark');</script></head>",
    );
  });

  it('leaves other pages alone', () => {
    const html = '<head><script type="module" src="/src-admin/main.tsx"></script></head>';
    expect(transform(html, path.join(dir, 'admin.html'))).toBe(html);
  });

  it('fails the build when the page no longer names the script', () => {
    expect(() => transform('<head><title>Portal</title></head>', page)).toThrow(/a11y-init\.js/);
  });
});
