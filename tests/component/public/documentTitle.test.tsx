import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../../shared/messages';
import { useDocumentTitle } from '../../../src-public/components/PageHeading';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('the document title', () => {
  it('has no full stop before the dash when the page passes a sentence (a missing article)', () => {
    render(<Titled title={BLOG_MESSAGES.notFound} />);
    expect(document.title).toBe('Nie znaleziono artykułu – Portal usług inkluzywnych');
  });

  it('keeps a title without a full stop as it is', () => {
    render(<Titled title="Wyszukiwarka ofert" />);
    expect(document.title).toBe('Wyszukiwarka ofert – Portal usług inkluzywnych');
  });
});
