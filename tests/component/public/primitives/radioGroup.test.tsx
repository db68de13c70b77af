import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusControl, RadioGroup } from '../../../../src-public/forms/RadioGroup';

type Kind = 'person' | 'company' | 'ngo';

const OPTIONS = [
  { value: 'person', label: 'Osoba' },
  { value: 'company', label: 'Firma' },
  { value: 'ngo', label: 'Organizacja' },
] as const;

function Harness({
  initial,
  hint,
  error,
  required,
}: {
  initial?: Kind;
  hint?: string;
  error?: string;
  required?: boolean;
}) {
  const [value, setValue] = useState<Kind | undefined>(initial);
  return (
    <>
      <RadioGroup<Kind>
        idPrefix="kind"
        name="kind"
        legend="Rodzaj konta"
        options={OPTIONS}
        value={value as Kind}
        onChange={setValue}
        hint={hint}
        error={error}
        required={required}
      />
      <button type="button">Dalej</button>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with a radio per option', () => {
    render(<Harness required />);
    const group = screen.getByRole('radiogroup', { name: 'Rodzaj konta' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Firma' })).not.toBeChecked();
  });

  it('describes the group with its hint and, when invalid, its error', () => {
    render(<Harness hint="Wybierz jedną odpowiedź." error="Wybierz rodzaj konta." />);
    const group = screen.getByRole('radiogroup', { name: 'Rodzaj konta' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Wybierz jedną odpowiedź. Wybierz rodzaj konta.');
  });

  it('is not marked invalid without an error', () => {
    render(<Harness hint="Wybierz jedną odpowiedź." />);
    const group = screen.getByRole('radiogroup', { name: 'Rodzaj konta' });
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(group).toHaveAccessibleDescription('Wybierz jedną odpowiedź.');
  });

  it('enters on the chosen radio with Tab, selects with the arrows and leaves with one Tab', async () => {
    const user = userEvent.setup();
    render(<Harness initial="company" />);
    await user.tab();
    const company = screen.getByRole('radio', { name: 'Firma' });
    expect(company).toHaveFocus();
    expect(company).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Organizacja' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Organizacja' })).toBeChecked();
    expect(company).not.toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(company).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus();
  });

  it('selects with Space and with a click on the label', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('radio', { name: 'Osoba' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Osoba' })).toBeChecked();
    await user.click(screen.getByText('Organizacja'));
    expect(screen.getByRole('radio', { name: 'Organizacja' })).toBeChecked();
  });

  it('focusControl puts focus on the chosen radio, or the first when none is chosen', () => {
    const { unmount } = render(<Harness initial="ngo" />);
    focusControl('kind');
    expect(screen.getByRole('radio', { name: 'Organizacja' })).toHaveFocus();
    unmount();
    render(<Harness />);
    focusControl('kind');
    expect(screen.getByRole('radio', { name: 'Osoba' })).toHaveFocus();
  });
});
