import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../../../shared/messages';
import type { FieldError } from '../../../../shared/schemas/common';
import { ErrorSummary, errorsByField } from '../../../../src-public/forms/ErrorSummary';
import { TextField } from '../../../../src-public/forms/fields';
import { focusControl, RadioGroup } from '../../../../src-public/forms/RadioGroup';

const ERRORS: FieldError[] = [
  { field: 'email', message: 'Podaj adres e-mail.' },
  { field: 'kind', message: 'Wybierz rodzaj konta.' },
  { field: '_', message: 'Konto jest zablokowane.' },
];

const CONTROLS: Record<string, string> = { email: 'email', kind: 'kind' };

/** A form that validates on submit, as the pages do: the summary above, the fields below. */
function Harness({ errorsOnSubmit = ERRORS }: { errorsOnSubmit?: FieldError[] }) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const byField = errorsByField(errors);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(errorsOnSubmit);
        setAttempt((value) => value + 1);
      }}
    >
      <ErrorSummary
        errors={errors}
        attempt={attempt}
        controlIdOf={(field) => CONTROLS[field] ?? null}
        onSelect={(field) => focusControl(CONTROLS[field])}
      />
      <TextField id="email" label="E-mail" error={byField.email} />
      <RadioGroup
        idPrefix="kind"
        name="kind"
        legend="Rodzaj konta"
        options={[
          { value: 'person', label: 'Osoba' },
          { value: 'company', label: 'Firma' },
        ]}
        value={'' as 'person'}
        onChange={() => undefined}
        error={byField.kind}
      />
      <button type="submit">Wyślij</button>
    </form>
  );
}

const summaryName = (count: number) => `${GENERIC_MESSAGES.validation} Liczba błędów: ${count}.`;

describe('ErrorSummary', () => {
  it('shows nothing before a failed submit', () => {
    render(<Harness />);
    expect(screen.queryByRole('group', { name: /Liczba błędów/ })).not.toBeInTheDocument();
  });

  it('takes focus after a failed submit, named by its heading with the count', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const summary = screen.getByRole('group', { name: summaryName(3) });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { level: 3, name: summaryName(3) })).toBeInTheDocument();
  });

  it('takes focus again on every further failed submit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(screen.getByRole('group', { name: summaryName(3) })).toHaveFocus();
  });

  it('links each field error to its field and moves focus there; a form-level error is plain text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const summary = screen.getByRole('group', { name: summaryName(3) });
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(within(summary).getByText('Konto jest zablokowane.').tagName).toBe('LI');

    const emailLink = within(summary).getByRole('link', { name: 'Podaj adres e-mail.' });
    expect(emailLink).toHaveAttribute('href', '#email');
    await user.click(emailLink);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Podaj adres e-mail.');

    const kindLink = within(summary).getByRole('link', { name: 'Wybierz rodzaj konta.' });
    kindLink.focus();
    await user.keyboard('{Enter}');
    // A group's link focuses its first radio when none is chosen.
    expect(screen.getByRole('radio', { name: 'Osoba' })).toHaveFocus();
  });

  it('lists a message shared by several fields once', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        errorsOnSubmit={[
          { field: 'email', message: 'To pole jest wymagane.' },
          { field: 'kind', message: 'To pole jest wymagane.' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    const summary = screen.getByRole('group', { name: summaryName(1) });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(1);
  });

  it('gives each summary its own heading id, so two on one page keep their own names', () => {
    render(
      <>
        <ErrorSummary errors={[ERRORS[0]]} attempt={0} controlIdOf={() => null} onSelect={() => undefined} />
        <ErrorSummary
          errors={ERRORS}
          attempt={0}
          controlIdOf={() => null}
          onSelect={() => undefined}
          headingLevel={2}
        />
      </>,
    );
    expect(screen.getByRole('group', { name: summaryName(1) })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: summaryName(3) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: summaryName(3) })).toBeInTheDocument();
  });
});
