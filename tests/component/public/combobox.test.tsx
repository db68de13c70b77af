import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COMBOBOX_MESSAGES } from '../../../shared/messages';
import { Combobox, type ComboboxOption } from '../../../src-public/components/Combobox';

const OPTIONS: ComboboxOption[] = [
  { id: 't1', label: 'Wózek inwalidzki aktywny – wypożyczenie' },
  { id: 'c1', label: 'Wypożyczalnia sprzętu', kind: 'kategoria' },
  { id: 'p1', label: 'Łódź', kind: 'miejscowość' },
];

function Harness(props: {
  load?: (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  onSubmit?: (value: string) => void;
  onOptionSelect?: (option: ComboboxOption) => void;
  debounceMs?: number;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.(value);
      }}
    >
      <label htmlFor="q">Czego szukasz?</label>
      <Combobox
        id="q"
        value={value}
        onChange={setValue}
        loadOptions={props.load ?? (async () => OPTIONS)}
        onOptionSelect={props.onOptionSelect}
        debounceMs={props.debounceMs ?? 10}
      />
      <button type="submit">Szukaj</button>
    </form>
  );
}

describe('Combobox (suggestions while typing)', () => {
  it('follows the APG combobox pattern: collapsed until suggestions come, then announces how many', async () => {
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Czego szukasz?' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(field, 'wó');
    const listbox = await screen.findByRole('listbox', { name: COMBOBOX_MESSAGES.listLabel });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'Łódź (miejscowość)' })).toBeInTheDocument();
    expect(screen.getByText(COMBOBOX_MESSAGES.count(3))).toBeInTheDocument();
  });

  it('asks for nothing below two characters and only after the typing pauses', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => OPTIONS);
      render(<Harness load={load} debounceMs={300} />);
      const field = screen.getByRole('combobox');
      fireEvent.change(field, { target: { value: 'w' } });
      // Well past the pause: one character is never sent.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(load).not.toHaveBeenCalled();
      fireEvent.change(field, { target: { value: 'wózek' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith('wózek', expect.any(AbortSignal));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves through the suggestions with the arrows, keeps the focus in the field and chooses with Enter', async () => {
    const chosen = vi.fn();
    const submitted = vi.fn();
    render(<Harness onOptionSelect={chosen} onSubmit={submitted} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'wy');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Wypożyczalnia sprzętu (kategoria)' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: OPTIONS[0].label })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledWith(OPTIONS[1]);
    expect(submitted).not.toHaveBeenCalled();
    expect(field).toHaveValue('Wypożyczalnia sprzętu');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('Escape closes the list and Enter then submits the typed text', async () => {
    const submitted = vi.fn();
    render(<Harness onSubmit={submitted} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'wózkiem');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('wózkiem');
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('wózkiem');
  });

  it('a suggestion still on its way when the text is submitted does not open the list over the results', async () => {
    let answer: (options: ComboboxOption[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<ComboboxOption[]>((resolve) => (answer = resolve)));
    const submitted = vi.fn();
    render(<Harness load={load} onSubmit={submitted} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'rehabilitacja');
    await waitFor(() => expect(load).toHaveBeenCalled());
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('rehabilitacja');
    await act(async () => answer(OPTIONS));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submitting with the list open but nothing highlighted sends the typed text', async () => {
    const submitted = vi.fn();
    render(<Harness onSubmit={submitted} />);
    await userEvent.type(screen.getByRole('combobox'), 'rehabilitacja dzieci');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('rehabilitacja dzieci');
    // The list has done its job: it does not stay open over the results of the submitted text.
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click chooses a suggestion', async () => {
    render(<Harness />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'łó');
    await userEvent.click(await screen.findByRole('option', { name: 'Łódź (miejscowość)' }));
    expect(field).toHaveValue('Łódź');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
  });

  it('announces when there is nothing to suggest and a failed request leaves the field working', async () => {
    const submitted = vi.fn();
    const load = vi.fn(async (text: string) => {
      if (text === 'xy') return [];
      throw new Error('offline');
    });
    render(<Harness load={load} onSubmit={submitted} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'xy');
    expect(await screen.findByText(COMBOBOX_MESSAGES.none)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'z');
    await waitFor(() => expect(load).toHaveBeenCalledWith('xyz', expect.any(AbortSignal)));
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('xyz');
  });
});
