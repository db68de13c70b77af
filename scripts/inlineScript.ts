import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes a classic script's text into the page in place of `<script src="…">`. The accessibility panel's settings
 * (src-public/a11y/a11y-init.js) must apply before the first paint; as a file, the script held the first paint back
 * by a request of its own (docs/wydajnosc.md). The server allows the written script by its hash in the page's CSP
 * (server/pages/shell.ts), so the policy stays without 'unsafe-inline'.
 */
/** `page` and `file` are absolute paths; `src` is the address the page names the script by. */
export function inlineClassicScript({ page, src, file }: { page: string; src: string; file: string }): Plugin {
  const tag = `<script src="${src}"></script>`;
  return {
    name: 'inline-classic-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (path.resolve(ctx.filename) !== page) return html;
        if (!html.includes(tag)) throw new Error(`${page} nie zawiera ${tag}, który ma zastąpić treść ${file}.`);
        return html.replace(tag, () => `<script>${readFileSync(file, 'utf8').trim()}</script>`);
      },
    },
  };
}
