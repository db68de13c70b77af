import englishModule from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { polishMessages } from '../../src-admin/i18n/pl';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) keys.set(path, text);
  }
  return keys;
}

const english = flatten(('default' in englishModule ? englishModule.default : englishModule) as unknown as Tree);
const polish = flatten(polishMessages as unknown as Tree);

describe('Polish messages of the back office', () => {
  it('contain every key of react-admin 5', () => {
    const missing = [...english.keys()].filter((key) => !polish.has(key));
    expect(missing).toEqual([]);
  });

  it('keep every placeholder react-admin fills in', () => {
    const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);
    const lost = [...english].filter(([key, text]) => {
      const polishText = polish.get(key) ?? '';
      return [...placeholders(text)].some(
        (placeholder) => placeholder !== '%{smart_count}' && !polishText.includes(placeholder),
      );
    });
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it('leave no react-admin text in English', () => {
    // Words spelled the same in both languages are not left untranslated.
    const sameInPolish = new Set(['Email']);
    const words = (text: string) => text.replace(/%\{\w+\}/g, '');
    const untranslated = [...english].filter(
      ([key, text]) => /[a-z]{3,}/i.test(words(text)) && polish.get(key) === text && !sameInPolish.has(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('end the message of the not-found page without a full stop, which react-admin adds after it', () => {
    expect(polish.get('ra.message.not_found')).toMatch(/[^.]$/);
  });
});
