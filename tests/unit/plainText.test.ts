import { describe, expect, it } from 'vitest';
import { linkPieces, plainTextParagraphs } from '../../src-public/plainText';

describe('plain text for display', () => {
  it('keeps paragraphs (blank lines) and line breaks (single newlines)', () => {
    const text = 'Pierwszy akapit,\ndruga linia.\r\n\r\n\n  \nDrugi akapit.\n';
    expect(plainTextParagraphs(text)).toEqual([
      [[{ kind: 'text', text: 'Pierwszy akapit,' }], [{ kind: 'text', text: 'druga linia.' }]],
      [[{ kind: 'text', text: 'Drugi akapit.' }]],
    ]);
  });

  it('answers nothing for blank text', () => {
    expect(plainTextParagraphs(' \n\n \n')).toEqual([]);
  });

  it('turns http, https and www addresses into links, leaving sentence punctuation outside', () => {
    expect(linkPieces('Zobacz https://www.pfron.org.pl/dofinansowania. Albo www.gov.pl, albo http://a.pl!')).toEqual([
      { kind: 'text', text: 'Zobacz ' },
      {
        kind: 'link',
        text: 'https://www.pfron.org.pl/dofinansowania',
        href: 'https://www.pfron.org.pl/dofinansowania',
      },
      { kind: 'text', text: '. Albo ' },
      { kind: 'link', text: 'www.gov.pl', href: 'https://www.gov.pl' },
      { kind: 'text', text: ', albo ' },
      { kind: 'link', text: 'http://a.pl', href: 'http://a.pl' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps brackets that belong to the address and drops the one around it', () => {
    expect(linkPieces('(https://pl.wikipedia.org/wiki/Braille_(pismo))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://pl.wikipedia.org/wiki/Braille_(pismo)',
        href: 'https://pl.wikipedia.org/wiki/Braille_(pismo)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('links only http and https: other schemes and markup stay text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.pl',
      'ftp://pliki.example.pl',
      '<a href="https://zly.pl">x</a>',
    ]) {
      const pieces = linkPieces(text);
      expect(pieces.every((piece) => piece.kind === 'text' || /^https?:\/\//.test(piece.href))).toBe(true);
      expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    }
  });

  it('stops an address at quotes and angle brackets, so typed markup cannot widen it', () => {
    expect(linkPieces('https://a.pl/"onmouseover="x')).toEqual([
      { kind: 'link', text: 'https://a.pl/', href: 'https://a.pl/' },
      { kind: 'text', text: '"onmouseover="x' },
    ]);
  });

  it('leaves "www." without a host as text', () => {
    expect(linkPieces('www. i http://localhost')).toEqual([{ kind: 'text', text: 'www. i http://localhost' }]);
  });
});
