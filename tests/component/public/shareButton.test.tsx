import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../../src-public/components/ShareButton';
import { renderPublic } from './publicHarness';

/** jsdom has neither the Web Share API nor a clipboard of its own: each test gives the device what it has. */
function giveNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

const announcements = () => screen.getByRole('status');

describe("'Udostępnij'", () => {
  it("opens the device's share sheet with the page's title, text and address where it has one", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    giveNavigator('share', share);
    giveNavigator('clipboard', { writeText });
    renderPublic(<ShareButton title="Rehabilitacja w domu" text="Dojeżdżamy do pacjenta." />, { route: '/offer/1' });
    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Rehabilitacja w domu',
      text: 'Dojeżdżamy do pacjenta.',
      url: window.location.href,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(announcements()).toBeEmptyDOMElement();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const user = userEvent.setup();
    giveNavigator('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn();
    giveNavigator('clipboard', { writeText });
    renderPublic(<ShareButton title="Artykuł" />);
    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(announcements()).toBeEmptyDOMElement();
  });

  it('copies the link and announces it in the live region where there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    giveNavigator('clipboard', { writeText });
    renderPublic(<ShareButton title="Rehabilitacja w domu" />);
    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    const status = announcements();
    expect(await within(status).findByText('Skopiowano link')).toBeInTheDocument();
    expect(status).toHaveTextContent('Link do tej strony jest w schowku. Wklej go w wiadomości.');
  });

  it('gives the address to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    giveNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    renderPublic(<ShareButton title="Rehabilitacja w domu" />);
    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('Nie udało się skopiować linku')).toBeInTheDocument();
    expect(alert).toHaveTextContent(`Skopiuj adres strony: ${window.location.href}`);
  });
});
