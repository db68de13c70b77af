import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../shared/types';
import { OpeningHoursEditor } from '../../../src-public/forms/offer/OpeningHoursEditor';
import { validateOffer, emptyOfferValues } from '../../../src-public/forms/offer/offerFormValues';
import { OfferHours } from '../../../src-public/pages/offer/OfferHours';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';
import { HOURS_MESSAGES } from '../../../shared/messagesHours';

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OpeningHoursEditor value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const valueOf = () => JSON.parse(screen.getByTestId('value').textContent || 'null') as unknown;

describe('the weekly hours editor', () => {
  it('starts without hours, then offers office hours to adjust per day', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const group = screen.getByRole('group', { name: 'Godziny otwarcia' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('święta państwowe'));
    expect(screen.getByRole('radio', { name: /Nie podaję godzin/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Podaję godziny otwarcia' }));
    const monday = screen.getByRole('group', { name: 'Poniedziałek' });
    const firstRange = within(monday).getByRole('group', { name: 'Poniedziałek, przedział 1' });
    expect(within(firstRange).getByRole('textbox', { name: 'Od' })).toHaveValue('08:00');
    expect(within(firstRange).getByRole('textbox', { name: 'Do' })).toHaveValue('16:00');
    expect(within(screen.getByRole('group', { name: 'Sobota' })).getByText('Zamknięte')).toBeInTheDocument();
  });

  it('adds a range by keyboard, moves the focus into it and announces it; removing returns the focus', async () => {
    const user = userEvent.setup();
    render(<Editor initial={JSON.stringify({ weekly: [], exceptions: [] })} />);
    const saturday = screen.getByRole('group', { name: 'Sobota' });
    within(saturday).getByRole('button', { name: 'Dodaj przedział godzin: Sobota' }).focus();
    await user.keyboard('{Enter}');
    const opens = await within(saturday).findByRole('textbox', { name: 'Od' });
    await vi.waitFor(() => expect(opens).toHaveFocus());
    expect(screen.getByText('Dodano przedział godzin: Sobota.')).toBeInTheDocument();
    await user.type(opens, '22:00');
    await user.type(within(saturday).getByRole('textbox', { name: 'Do' }), '6:00');
    expect(valueOf()).toEqual({ weekly: [{ day: 6, opens: '22:00', closes: '6:00' }], exceptions: [] });
    await user.click(within(saturday).getByRole('button', { name: 'Usuń przedział 1: Sobota' }));
    await vi.waitFor(() =>
      expect(within(saturday).getByRole('button', { name: 'Dodaj przedział godzin: Sobota' })).toHaveFocus(),
    );
    expect(valueOf()).toEqual({ weekly: [], exceptions: [] });
  });

  it('after removing a later range, moves the focus to the range before it', async () => {
    const user = userEvent.setup();
    const week = { weekly: [{ day: 2, opens: '08:00', closes: '12:00' }], exceptions: [] };
    render(<Editor initial={JSON.stringify(week)} />);
    const tuesday = screen.getByRole('group', { name: 'Wtorek' });
    await user.click(within(tuesday).getByRole('button', { name: 'Dodaj przedział godzin: Wtorek' }));
    const second = within(tuesday).getByRole('group', { name: 'Wtorek, przedział 2' });
    await vi.waitFor(() => expect(within(second).getByRole('textbox', { name: 'Od' })).toHaveFocus());
    await user.click(within(tuesday).getByRole('button', { name: 'Usuń przedział 2: Wtorek' }));
    const first = within(tuesday).getByRole('group', { name: 'Wtorek, przedział 1' });
    await vi.waitFor(() => expect(within(first).getByRole('textbox', { name: 'Od' })).toHaveFocus());
    expect(screen.getByText('Usunięto przedział godzin: Wtorek.')).toBeInTheDocument();
    expect(valueOf()).toEqual(week);
  });

  it('adds a closed exception with a note, and opens it with hours when unticked', async () => {
    const user = userEvent.setup();
    render(<Editor initial={JSON.stringify({ weekly: [], exceptions: [] })} />);
    await user.click(screen.getByRole('button', { name: 'Dodaj dzień wyjątkowy' }));
    const exception = screen.getByRole('group', { name: 'Dzień wyjątkowy 1' });
    await vi.waitFor(() => expect(within(exception).getByLabelText('Data')).toHaveFocus());
    await user.type(within(exception).getByRole('textbox', { name: 'Uwaga (opcjonalnie)' }), 'Dyżur');
    expect(within(exception).getByRole('checkbox', { name: 'Zamknięte cały dzień' })).toBeChecked();
    await user.click(within(exception).getByRole('checkbox', { name: 'Zamknięte cały dzień' }));
    expect(within(exception).getByRole('textbox', { name: 'Od' })).toBeInTheDocument();
  });

  it('reads a time typed on the numeric keypad, without a colon, when the field is left', async () => {
    const user = userEvent.setup();
    render(<Editor initial={JSON.stringify({ weekly: [], exceptions: [] })} />);
    const group = screen.getByRole('group', { name: 'Godziny otwarcia' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('np. 8:00 albo 800'));
    const monday = screen.getByRole('group', { name: 'Poniedziałek' });
    await user.click(within(monday).getByRole('button', { name: 'Dodaj przedział godzin: Poniedziałek' }));
    const opens = within(monday).getByRole('textbox', { name: 'Od' });
    expect(opens).toHaveAttribute('inputmode', 'numeric');
    await vi.waitFor(() => expect(opens).toHaveFocus());
    await user.keyboard('800{Tab}16.30{Tab}');
    expect(opens).toHaveValue('08:00');
    expect(within(monday).getByRole('textbox', { name: 'Do' })).toHaveValue('16:30');

    // An exception's times too; what cannot be a time stays as typed, for the schema's message.
    await user.click(screen.getByRole('button', { name: 'Dodaj dzień wyjątkowy' }));
    const exception = screen.getByRole('group', { name: 'Dzień wyjątkowy 1' });
    await user.click(within(exception).getByRole('checkbox', { name: 'Zamknięte cały dzień' }));
    await user.type(within(exception).getByLabelText('Data'), '2026-12-24');
    await user.type(within(exception).getByRole('textbox', { name: 'Od' }), '9');
    await user.type(within(exception).getByRole('textbox', { name: 'Do' }), '25');
    await user.tab();
    expect(within(exception).getByRole('textbox', { name: 'Od' })).toHaveValue('09:00');
    expect(within(exception).getByRole('textbox', { name: 'Do' })).toHaveValue('25');
    const values = { ...emptyOfferValues(null), opening_hours: screen.getByTestId('value').textContent ?? '' };
    expect(validateOffer(values, 'draft')).toContainEqual({
      field: 'opening_hours',
      message: HOURS_MESSAGES.time,
    });

    await user.clear(within(exception).getByRole('textbox', { name: 'Do' }));
    await user.type(within(exception).getByRole('textbox', { name: 'Do' }), '1200');
    await user.tab();
    expect(valueOf()).toEqual({
      weekly: [{ day: 1, opens: '08:00', closes: '16:30' }],
      exceptions: [{ date: '2026-12-24', closed: false, opens: '09:00', closes: '12:00' }],
    });
    const sent = { ...emptyOfferValues(null), opening_hours: screen.getByTestId('value').textContent ?? '' };
    expect(validateOffer(sent, 'draft').filter((error) => error.field === 'opening_hours')).toEqual([]);
  });

  it('the form refuses overlapping ranges with the Polish message before sending', () => {
    const values = {
      ...emptyOfferValues(null),
      opening_hours: JSON.stringify({
        weekly: [
          { day: 1, opens: '08:00', closes: '12:00' },
          { day: 1, opens: '11:00', closes: '15:00' },
        ],
        exceptions: [],
      }),
    };
    expect(validateOffer(values, 'draft')).toContainEqual({ field: 'opening_hours', message: HOURS_MESSAGES.overlap });
  });
});

const offer = (fields: Partial<Offer>) => ({ ...NO_DISCOVERY, ...fields }) as unknown as Offer;

describe("the offer page's 'Godziny i dostępność miejsc'", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-30T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the status, the week as a table with row headers, holidays ahead and the places with their date', () => {
    render(
      <OfferHours
        offer={offer({
          opening_hours: {
            weekly: [
              { day: 1, opens: '08:00', closes: '16:00' },
              { day: 5, opens: '22:00', closes: '06:00' },
            ],
            exceptions: [{ date: '2026-11-10', closed: true, note: 'Szkolenie zespołu' }],
          },
          opening_status: { open: false, text: 'Zamknięte · otwarcie w poniedziałek o 8:00' },
          availability: 'waiting_list',
          availability_view: {
            state: 'waiting_list',
            label: 'Lista oczekujących',
            as_of: 'stan z 12 października',
            detail: 'Najbliższy wolny termin: 4 stycznia 2027',
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Godziny i dostępność miejsc' })).toBeInTheDocument();
    expect(screen.getByText('Zamknięte · otwarcie w poniedziałek o 8:00')).toBeInTheDocument();
    const week = screen.getByRole('table', { name: 'Godziny otwarcia w tygodniu' });
    expect(within(week).getByRole('rowheader', { name: 'Poniedziałek' })).toBeInTheDocument();
    expect(within(week).getByRole('row', { name: 'Piątek 22:00–6:00' })).toBeInTheDocument();
    expect(within(week).getByRole('row', { name: 'Niedziela Zamknięte' })).toBeInTheDocument();
    const ahead = screen.getByRole('table', { name: 'Najbliższe dni wyjątkowe i święta' });
    expect(
      within(ahead).getByRole('row', { name: /1 listopada \(niedziela\) Zamknięte Wszystkich Świętych/ }),
    ).toBeInTheDocument();
    expect(
      within(ahead).getByRole('row', { name: /10 listopada \(wtorek\) Zamknięte Szkolenie zespołu/ }),
    ).toBeInTheDocument();
    expect(
      within(ahead).getByRole('row', { name: /11 listopada \(środa\) Zamknięte Narodowe Święto Niepodległości/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lista oczekujących')).toBeInTheDocument();
    expect(screen.getByText('(stan z 12 października)')).toBeInTheDocument();
    expect(screen.getByText('Najbliższy wolny termin: 4 stycznia 2027')).toBeInTheDocument();
  });

  it('without hours says to ask the offeror, and an old state is unknown', () => {
    render(<OfferHours offer={offer({})} />);
    expect(screen.getByText('Godziny: zapytaj oferenta')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Wolne miejsca: brak aktualnych informacji')).toBeInTheDocument();
  });
});
