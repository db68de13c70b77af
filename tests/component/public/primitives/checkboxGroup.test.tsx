import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup, type CheckboxOption } from '../../../../src-public/forms/CheckboxGroup';
import { shownCount } from '../../../../src-public/counts';

type Need = 'mobility' | 'sight' | 'hearing';

const OPTIONS: readonly CheckboxOption<Need>[] = [
  { value: 'mobility', label: 'Ruch', icon: 'wheelchair', count: shownCount(4) },
  { value: 'sight', label: 'Wzrok', count: shownCount(12_400, 'approximate') },
  { value: 'hearing', label: 'Słuch' },
];

function Harness({ initial = [], hint, error }: { initial?: Need[]; hint?: string; error?: string }) {
  const [values, setValues] = useState<Need[]>(initial);
  return (
    <>
      <CheckboxGroup
        idPrefix="needs"
        name="needs"
        legend="Potrzeby"
        options={OPTIONS}
        values={values}
        onChange={setValues}
        hint={hint}
        error={error}
      />
      <output aria-label="Wybrane">{values.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend; the icon is decoration and the count describes the box, out of its name', () => {
    render(<Harness hint="Zaznacz wszystkie, które pasują." />);
    const group = screen.getByRole('group', { name: 'Potrzeby' });
    expect(group).toHaveAccessibleDescription('Zaznacz wszystkie, które pasują.');
    const mobility = screen.getByRole('checkbox', { name: 'Ruch' });
    expect(mobility).not.toBeChecked();
    expect(mobility).toHaveAccessibleDescription('(4)');
    // An estimate shows '~12 400' and is read out as 'około 12 400' (screen readers skip a tilde by default).
    expect(screen.getByRole('checkbox', { name: 'Wzrok' })).toHaveAccessibleDescription(/^\(około 12\s400\)$/);
    expect(screen.getByText('~12 400')).toBeVisible();
  });

  it('marks every box invalid and describes the group with the error', () => {
    render(<Harness error="Wybierz co najmniej jedną potrzebę." />);
    expect(screen.getByRole('group', { name: 'Potrzeby' })).toHaveAccessibleDescription(
      'Wybierz co najmniej jedną potrzebę.',
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<Harness />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('toggles with Space, each box in the Tab order, and keeps the options order whatever the clicking order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Ruch' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Słuch' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByText(/Ruch/));
    expect(screen.getByRole('checkbox', { name: 'Słuch' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Wybrane' })).toHaveTextContent('mobility,hearing');
    await user.click(screen.getByRole('checkbox', { name: 'Słuch' }));
    expect(screen.getByRole('status', { name: 'Wybrane' })).toHaveTextContent(/^mobility$/);
  });
});
