import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { assertNoMockViolations } from '../support/mockedApi';

// findBy…/waitFor give up after 1 s by default, which a busy 2-core machine exceeds for react-admin screens.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A mocked fetch answer the API could not give fails its test even when the app swallowed the rejected fetch.
  assertNoMockViolations();
});

// ProseMirror (the article editor) measures the selection to keep it in view; jsdom lays nothing out, so every
// measurement is an empty rectangle and no element stands at any point.
if (typeof document !== 'undefined') {
  const noRects = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
}
