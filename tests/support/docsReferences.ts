import path from 'node:path';

/** A link or a code-formatted repository path in a Markdown file, resolved against the repository's root. */
export interface DocReference {
  /** As written in the document. */
  written: string;
  /** Repository-relative path of the file or folder it points at. */
  file: string;
  /** The heading anchor after '#', if any. */
  anchor?: string;
  kind: 'link' | 'code';
}

/** Top-level folders whose paths, written as code (`server/app.ts`), are claims that the file exists. */
const REPOSITORY_FOLDERS = [
  'server',
  'shared',
  'src-public',
  'src-admin',
  'tests',
  'scripts',
  'docs',
  'public',
  'bench',
  '.ci',
];
/** Written patterns, not paths: `server/<obszar>/routes.ts`, `NNNN_nazwa.sql`, `*.test.ts`, `…`. */
const PLACEHOLDER = /[<>{}*…]|NNNN/;

/** The text outside fenced code blocks: examples in them are not claims about the repository. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

function headingText(line: string): string {
  return line.replace(/^#+\s+/, '').trim();
}

/** GitHub's heading anchors: lower case, punctuation dropped (letters of any alphabet kept), spaces to hyphens. */
export function headingAnchors(markdown: string): string[] {
  return prose(markdown)
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) =>
      headingText(line)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
}

export function referencesIn(file: string, markdown: string): DocReference[] {
  const text = prose(markdown);
  const references: DocReference[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [filePart, anchor] = target.split('#', 2);
    const resolved =
      filePart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(filePart)));
    references.push({
      written: target,
      file: resolved,
      anchor: anchor === undefined ? undefined : decodeURI(anchor),
      kind: 'link',
    });
  }
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const folder = code.split('/')[0];
    if (!code.includes('/') || !REPOSITORY_FOLDERS.includes(folder) || PLACEHOLDER.test(code)) continue;
    references.push({ written: `\`${code}\``, file: code, kind: 'code' });
  }
  return references;
}

/**
 * Every reference of `file` that points nowhere: a link to a missing file or heading, or a repository path in code
 * format that does not exist. `read` and `exists` take repository-relative paths.
 */
export function brokenReferences(
  file: string,
  read: (file: string) => string,
  exists: (file: string) => boolean,
): string[] {
  const broken: string[] = [];
  for (const reference of referencesIn(file, read(file))) {
    const target = reference.anchor === undefined ? reference.file : `${reference.file}#${reference.anchor}`;
    const describe = reference.kind === 'code' ? reference.written : `${reference.written} → ${target}`;
    if (!exists(reference.file)) broken.push(describe);
    else if (reference.anchor !== undefined && reference.file.endsWith('.md')) {
      if (!headingAnchors(read(reference.file)).includes(reference.anchor)) broken.push(describe);
    }
  }
  return broken;
}
