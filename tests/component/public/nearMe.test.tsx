import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCOVERY_MESSAGES } from '../../../shared/messages';
import { HomeQuickEntries } from '../../../src-public/pages/home/HomeQuickEntries';
import { HomeSearchForm } from '../../../src-public/pages/home/HomeSearchForm';
import { renderPublic } from './publicHarness';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser whose location request fails once `fail` is called (the person refused, or no fix came). */
function refusingGeolocation() {
  let fail: (() => void) | undefined;
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, error: PositionErrorCallback) => {
        fail = () => error({ code: 1, message: 'denied' } as GeolocationPositionError);
      },
    },
  });
  return async () => {
    // The location is asked for once the lazily loaded code has arrived.
    await waitFor(() => expect(fail).toBeDefined());
    fail?.();
  };
}

describe("the home page's 'W pobliżu mnie'", () => {
  it('keeps focus while locating and points a failure to the field that is on the page', async () => {
    const user = userEvent.setup();
    const fail = refusingGeolocation();
    renderPublic(
      <>
        <HomeSearchForm />
        <HomeQuickEntries />
      </>,
    );
    const button = screen.getByRole('button', { name: 'W pobliżu mnie' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();

    await fail();
    const link = await screen.findByRole('link', { name: DISCOVERY_MESSAGES.typePlaceOnHome });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAccessibleDescription(expect.stringContaining(DISCOVERY_MESSAGES.geolocationDenied));
    await user.click(link);
    expect(screen.getByRole('combobox', { name: 'Czego szukasz?' })).toHaveFocus();
  });
});
