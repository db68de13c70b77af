import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../../../src-public/components/Dialog';

function Harness({ initialFocusSelector }: { initialFocusSelector?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz okno
      </button>
      {open && (
        <Dialog title="Potwierdź" onClose={() => setOpen(false)} initialFocusSelector={initialFocusSelector}>
          <label htmlFor="reason">Powód</label>
          <input id="reason" />
          <button type="button">Zapisz</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Otwórz okno' }));
    const dialog = screen.getByRole('dialog', { name: 'Potwierdź' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Potwierdź' })).toBeInTheDocument();
  });

  it('moves focus to the first control, or to the one asked for', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Otwórz okno' }));
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    unmount();

    render(<Harness initialFocusSelector="#reason" />);
    await user.click(screen.getByRole('button', { name: 'Otwórz okno' }));
    expect(screen.getByRole('textbox', { name: 'Powód' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Otwórz okno' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Powód' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Zapisz' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness initialFocusSelector="#reason" />);
    const opener = screen.getByRole('button', { name: 'Otwórz okno' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button, by keyboard, and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Otwórz okno' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
