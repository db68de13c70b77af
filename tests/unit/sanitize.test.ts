import { describe, expect, it } from 'vitest';
import { hasImagesOutsideUploads, sanitizeArticleHtml } from '../../server/blog/sanitize.js';

/** Known XSS vectors (OWASP filter evasion cheat sheet and friends): none may survive in any form. */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.pl/x.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior: url(xss.htc)">x</div>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="https://ok.pl" onmouseover="alert(1)">x</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const DANGEROUS =
  /<script|<style|<svg|<iframe|<object|<embed|<form|<input|<meta|<base|<link|<body|<math|\son\w+\s*=|javascript:|vbscript:|data:|style=|srcdoc/i;

describe('sanitizeArticleHtml', () => {
  it.each(XSS_VECTORS)('neutralises %s', (vector) => {
    const clean = sanitizeArticleHtml(vector);
    expect(clean).not.toMatch(DANGEROUS);
    // What is left must be stable: sanitising again changes nothing.
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it('keeps the structure an article needs', () => {
    const html = [
      '<h2>Nagłówek</h2><h3>Podtytuł</h3>',
      '<p>Akapit z <strong>pogrubieniem</strong>, <em>kursywą</em> i <a href="https://pfron.org.pl" title="PFRON">linkiem</a>.</p>',
      '<ul><li>jeden</li></ul><ol><li>dwa</li></ol>',
      '<blockquote>Cytat</blockquote>',
      '<img src="/uploads/rampa.jpg" alt="Rampa przy wejściu" />',
      '<table><thead><tr><th scope="col">Miasto</th></tr></thead><tbody><tr><td>Łódź</td></tr></tbody></table>',
    ].join('');
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2>Nagłówek</h2><h3>Podtytuł</h3>');
    expect(clean).toContain('<a href="https://pfron.org.pl" title="PFRON" rel="noopener noreferrer">linkiem</a>');
    expect(clean).toContain('<ul><li>jeden</li></ul><ol><li>dwa</li></ol><blockquote>Cytat</blockquote>');
    expect(clean).toContain('<img src="/uploads/rampa.jpg" alt="Rampa przy wejściu" />');
    expect(clean).toContain('<th scope="col">Miasto</th>');
    expect(clean).toContain('<td>Łódź</td>');
  });

  it('allows mailto links and forces rel=noopener on every link', () => {
    expect(sanitizeArticleHtml('<a href="mailto:biuro@fundacja.pl" target="_blank" rel="opener">napisz</a>')).toBe(
      '<a href="mailto:biuro@fundacja.pl" rel="noopener noreferrer">napisz</a>',
    );
  });

  it('turns an <h1> into <h2>, since the page title is the only <h1>', () => {
    expect(sanitizeArticleHtml('<h1>Tytuł</h1>')).toBe('<h2>Tytuł</h2>');
  });

  it('keeps only pictures uploaded to the portal, and gives them an alt', () => {
    expect(
      sanitizeArticleHtml(
        '<img src="/uploads/../a.png"><img src="/inne/a.png"><img src="//evil.example/a.png"><img src="data:image/png;base64,AAAA">',
      ),
    ).toBe('');
    expect(sanitizeArticleHtml('<img src="/uploads/0a1b2c.webp" alt="Rampa">')).toBe(
      '<img src="/uploads/0a1b2c.webp" alt="Rampa" />',
    );
    expect(sanitizeArticleHtml('<img src="/uploads/a.png">')).toBe('<img src="/uploads/a.png" alt="" />');
    expect(sanitizeArticleHtml('<p>Rampa</p><img src="https://example.org/a.png">')).toBe('<p>Rampa</p>');
  });
});

describe('hasImagesOutsideUploads (saving refuses such an article instead of dropping its pictures)', () => {
  it.each([
    '<img src="https://example.org/a.png" alt="Rampa">',
    '<p><img src="//evil.example/a.png"></p>',
    '<img src="data:image/png;base64,AAAA">',
    '<img src="/inne/a.png">',
    '<img>',
  ])('finds %s', (html) => {
    expect(hasImagesOutsideUploads(html)).toBe(true);
  });

  it.each([
    '<p>Bez zdjęć, z <a href="https://example.org/a.png">linkiem do zdjęcia</a>.</p>',
    '<img src="/uploads/0a1b2c.webp" alt="Rampa">',
    '<script><img src="https://example.org/a.png"></script>',
  ])('lets %s through', (html) => {
    expect(hasImagesOutsideUploads(html)).toBe(false);
  });

  it('keeps the text of unknown harmless tags but not of code', () => {
    expect(sanitizeArticleHtml('<div><span>tekst</span></div><script>kod()</script>')).toBe('tekst');
  });
});
