import { useState } from 'react';
import type { z } from 'zod';
import { API_V1 } from '../../../shared/http';
import { api } from '../../api';
import { EmailField, SubmitRow } from '../../forms/accountFields';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { RequiredFieldsNote } from '../../forms/fields';
import '../../forms/forms.css';
import { useAccountSubmit } from '../../forms/useAccountSubmit';

interface EmailLinkFormProps {
  /** Prefixes the controls' ids ('forgot-email'). */
  idPrefix: string;
  schema: z.ZodType<{ email: string }>;
  /** Where the address goes, under /api/v1/auth. */
  endpoint: 'forgot-password' | 'resend-confirmation';
  failedTitle: string;
  submitLabel: string;
  headingLevel: 2 | 3;
  withRequiredNote?: boolean;
}

/**
 * Asks for an e-mail address and sends it a link (a new password, a new confirmation). The server's answer is the
 * same for every address, so the page shows it as it comes, in a status region; a new request clears the last one.
 */
export function EmailLinkForm({ idPrefix, schema, endpoint, failedTitle, ...look }: EmailLinkFormProps) {
  const controlId = (field: string) => `${idPrefix}-${field}`;
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { form, busy, submit, summaryProps } = useAccountSubmit();

  const send = async (data: { email: string }) => {
    setSentMessage(null);
    const answer = await api.post<{ detail: string }>(`${API_V1}/auth/${endpoint}`, { json: data });
    setSentMessage(answer.detail);
  };

  return (
    <>
      <div role="status">
        {sentMessage && (
          <div className="notice notice-success">
            <p>{sentMessage}</p>
          </div>
        )}
      </div>
      <form
        className="form auth-form"
        noValidate
        onSubmit={(event) => void submit(event, { schema, values: { email }, send, failedTitle })}
      >
        <ErrorSummary {...summaryProps(controlId)} headingLevel={look.headingLevel} />
        {look.withRequiredNote && <RequiredFieldsNote />}
        <EmailField id={controlId('email')} value={email} error={form.byField.email} onChange={setEmail} />
        <SubmitRow label={look.submitLabel} busy={busy} busyText="Wysyłanie…" politeOnly />
      </form>
    </>
  );
}
