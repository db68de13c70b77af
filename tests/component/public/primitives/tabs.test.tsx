import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabDefinition } from '../../../../src-public/forms/Tabs';

type Key = 'basic' | 'place' | 'contact';

function Harness({ tabs }: { tabs: readonly TabDefinition<Key>[] }) {
  const [active, setActive] = useState<Key>('basic');
  return (
    <>
      <button type="button">Przed kartami</button>
      <Tabs
        idPrefix="offer"
        label="Części formularza"
        tabs={tabs}
        active={active}
        onChange={setActive}
        renderPanel={(key) => <input aria-label={`Pole ${key}`} defaultValue="" />}
      />
    </>
  );
}

const TABS: readonly TabDefinition<Key>[] = [
  { key: 'basic', label: 'Podstawowe' },
  { key: 'place', label: 'Miejsce' },
  { key: 'contact', label: 'Kontakt' },
];

describe('Tabs', () => {
  it('names the tab list and ties each tab to its panel', () => {
    render(<Harness tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Części formularza' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Podstawowe' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Podstawowe' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Miejsce' })).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps only the selected tab in the Tab order and Tab moves on into its panel', async () => {
    const user = userEvent.setup();
    render(<Harness tabs={TABS} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Przed kartami' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Podstawowe' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Miejsce' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Podstawowe' })).toHaveFocus();
  });

  it('moves and selects with the arrows, wrapping round, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness tabs={TABS} />);
    await user.click(screen.getByRole('tab', { name: 'Podstawowe' }));
    await user.keyboard('{ArrowRight}');
    const place = screen.getByRole('tab', { name: 'Miejsce' });
    expect(place).toHaveFocus();
    expect(place).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Miejsce' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Podstawowe' })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Kontakt' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Podstawowe' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Kontakt' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Podstawowe' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Podstawowe' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps hidden panels rendered so their values survive a tab change', async () => {
    const user = userEvent.setup();
    render(<Harness tabs={TABS} />);
    await user.type(screen.getByRole('textbox', { name: 'Pole basic' }), 'Wózek');
    await user.click(screen.getByRole('tab', { name: 'Kontakt' }));
    await user.click(screen.getByRole('tab', { name: 'Podstawowe' }));
    expect(screen.getByRole('textbox', { name: 'Pole basic' })).toHaveValue('Wózek');
  });

  it('marks a tab with errors visibly and in its description', () => {
    render(<Harness tabs={[TABS[0], { ...TABS[1], hasErrors: true }, TABS[2]]} />);
    const place = screen.getByRole('tab', { name: /Miejsce/ });
    expect(place).toHaveAccessibleDescription('Zawiera błędy');
    expect(place).toHaveTextContent('Miejsce !');
    expect(screen.getByRole('tab', { name: 'Kontakt' })).not.toHaveAccessibleDescription();
  });
});
