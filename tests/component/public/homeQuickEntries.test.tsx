import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeQuickEntries } from '../../../src-public/pages/home/HomeQuickEntries';
import { renderPublic } from './publicHarness';

describe("the home page's quick entries", () => {
  it("says the interpreter is at the venue, so 'Z tłumaczem PJM' is not read as 'find an interpreter'", () => {
    renderPublic(<HomeQuickEntries />);
    const entry = screen.getByRole('link', { name: 'Z tłumaczem PJM na miejscu' });
    expect(entry).toHaveAttribute('href', '/search?features=sign_language');
    expect(screen.queryByRole('link', { name: 'Z tłumaczem PJM' })).toBeNull();
  });
});
