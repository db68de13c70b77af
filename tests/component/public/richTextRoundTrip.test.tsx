import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../../server/blog/sanitize';
import { articleExtensions } from '../../../shared/richText/extensions';

/**
 * The editor and the server's allow-list must agree: what the editor writes is stored unchanged, and what is
 * stored opens in the editor unchanged. Pasted Word or Google Docs HTML is reduced to the same elements.
 */
const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** The same DOM, written the same way (the sanitiser writes void elements as `<br />`, browsers as `<br>`). */
function dom(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function editorWith(content: string): Editor {
  const editor = new Editor({ extensions: articleExtensions(), content });
  editors.push(editor);
  return editor;
}

/** One document with every node and mark the toolbar can make. */
const EVERYTHING = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Dojazd do ośrodka' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Wejście ma ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'rampę' },
        { type: 'text', text: ' i ' },
        { type: 'text', marks: [{ type: 'italic' }], text: 'szerokie drzwi' },
        { type: 'text', text: '. Zobacz ' },
        {
          type: 'text',
          marks: [{ type: 'link', attrs: { href: 'https://www.pfron.org.pl/wnioski' } }],
          text: 'wniosek',
        },
        { type: 'hardBreak' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'mailto:biuro@example.pl' } }], text: 'napisz' },
      ],
    },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Co zabrać' }] },
    {
      type: 'bulletList',
      content: ['Dowód', 'Orzeczenie'].map((text) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      })),
    },
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: ['Zadzwoń', 'Przyjdź'].map((text) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      })),
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dostępność to prawo.' }] }],
    },
    { type: 'image', attrs: { src: '/uploads/rampa.jpg', alt: 'Rampa z poręczą przy wejściu' } },
  ],
};

describe('editor ↔ sanitiser round trip', () => {
  it('everything the editor makes is stored unchanged', () => {
    const html = editorWith('').chain().setContent(EVERYTHING).run() ? editors[0].getHTML() : '';
    for (const tag of ['<h2>', '<h3>', '<strong>', '<em>', '<ul>', '<ol>', '<blockquote>', '<br>', '<img ', '<a '])
      expect(html).toContain(tag);
    expect(dom(sanitizeArticleHtml(html))).toBe(html);
  });

  it('what the server stores opens in the editor unchanged', () => {
    const stored = sanitizeArticleHtml(editorWith('').commands.setContent(EVERYTHING) ? editors[0].getHTML() : '');
    expect(editorWith(stored).getHTML()).toBe(dom(stored));
  });
});

describe('pasted office documents', () => {
  const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head><body lang=PL>
<h1 style='mso-style-name:"Nagłówek 1"'><span style='font-family:Calibri'>Turnus rehabilitacyjny</span></h1>
<p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><b style='mso-bidi-font-weight:normal'><span
style='font-size:12.0pt;color:#C00000'>Termin:</span></b><span style='font-size:12.0pt'> lipiec<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]>
<span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;</span></span><![endif]>Basen</p>
<p class=MsoNormal><a href="https://turnus.example.pl/" target="_blank" style='color:blue'>Zapisy</a>
<img width=200 height=100 src="file:///C:/Users/ania/image001.png" v:shapes="Obraz_x0020_1"></p>
</body></html>`;

  const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><p dir="ltr"
style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700">Ważne:
</span><span style="font-size:11pt;font-family:Arial;font-style:italic">zabierz legitymację</span></p><ul style="margin-top:0">
<li dir="ltr" style="list-style-type:disc"><p dir="ltr" role="presentation"><span style="font-size:11pt">Ręcznik</span></p></li>
</ul></b>`;

  it('Word HTML keeps its text, headings, emphasis and links, and loses styles, classes, Office tags and local files', () => {
    const clean = sanitizeArticleHtml(WORD);
    expect(clean).toContain('<h2>');
    expect(clean).toContain('Turnus rehabilitacyjny');
    expect(clean).toContain('<b>');
    expect(clean).toContain('<a href="https://turnus.example.pl/" rel="noopener noreferrer">Zapisy</a>');
    for (const gone of [
      'style=',
      'class=',
      'o:p',
      'mso',
      '<span',
      'file:',
      'target=',
      '<!--',
      'xml',
      'MsoNormal',
      'p.Mso',
    ])
      expect(clean).not.toContain(gone);
    const tags = [...clean.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(new Set(['h2', 'p', 'b', 'a']));
  });

  it('Google Docs HTML is reduced to paragraphs and lists, and the editor makes bold and italic of its styles', () => {
    const clean = sanitizeArticleHtml(GOOGLE_DOCS);
    for (const gone of ['style=', 'id=', 'dir=', 'role=', '<span', '<meta']) expect(clean).not.toContain(gone);
    expect(clean).toContain('<ul>');
    expect(clean).toContain('Ręcznik');
    // Pasted into the editor, the same HTML becomes the editor's own elements, which pass the sanitiser unchanged.
    const pasted = editorWith(GOOGLE_DOCS).getHTML();
    expect(pasted).toContain('<strong>Ważne:');
    expect(pasted).toContain('<em>zabierz legitymację</em>');
    expect(pasted).toContain('<ul><li><p>Ręcznik</p></li></ul>');
    expect(pasted).not.toMatch(/style=|<span/);
    expect(dom(sanitizeArticleHtml(pasted))).toBe(pasted);
  });
});
