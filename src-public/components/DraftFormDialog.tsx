import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { useDraft } from '../forms/useDraft';
import { useCheckedSubmit, type FormControls } from '../forms/useCheckedSubmit';
import { Dialog } from './Dialog';

/** What the button that opens the dialog gives it: the values live in the button, not in the dialog. */
export interface DraftDialogState<Values> {
  /** What the form starts from (the account's e-mail, say, when signed in). */
  initial: Values;
  /** Kept by the button, so that Escape or 'Anuluj' loses nothing typed. */
  values: Values;
  onChange: (values: Values) => void;
  onClose: () => void;
  onSent: () => void;
}

/** Changes one field of the form's values. */
export type FieldSetter<Values> = <K extends keyof Values>(key: K, value: Values[K]) => void;

interface DraftFormDialogProps<Values extends object, Payload> extends DraftDialogState<Values> {
  title: string;
  /** Where this browser keeps the draft ('report:offer:…'). */
  formKey: string;
  controls: FormControls;
  /** What the schema checks before `send`: the values themselves, or the request built from them. */
  payload: unknown;
  /** The same schema the server checks the request with. */
  schema: z.ZodType<Payload>;
  send: () => Promise<unknown>;
  /** The summary's title when the request itself fails. */
  failedTitle: string;
  /** The form's own part, given each field's error and a setter; the summary and the draft's question stand above. */
  children: (byField: Record<string, string>, set: FieldSetter<Values>) => ReactNode;
}

/**
 * A small form in a dialog that anyone may send (a notice, a correction), loaded when the dialog first opens. The
 * shared schema checks it here and on the server; problems are listed in an error summary at the top (GOV.UK error
 * summary), each linked to its field, a refused request too, never only in a toast. What was typed is kept as a
 * draft in this browser until it is sent; while the draft's question waits, the dialog opens on 'Przywróć'.
 */
export function DraftFormDialog<Values extends object, Payload>(props: DraftFormDialogProps<Values, Payload>) {
  const { title, formKey, controls, payload, schema, send, failedTitle, children } = props;
  const { initial, values, onChange, onClose, onSent } = props;
  const { form, sending, submit, summary } = useCheckedSubmit();
  const draft = useDraft({ formKey, values, initial, onRestore: onChange });
  const set: FieldSetter<Values> = (key, value) => onChange({ ...values, [key]: value });
  const sent = () => {
    draft.discard();
    onSent();
  };
  const check = (event: FormEvent) => void submit(event, payload, { schema, send, failedTitle, onSent: sent });

  return (
    <Dialog title={title} onClose={onClose} initialFocusSelector={draft.offered ? '.draft-restore' : undefined}>
      <form onSubmit={check} noValidate className="stack">
        {summary(controls)}
        {draft.notice}
        {children(form.byField, set)}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Anuluj
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
            {sending ? 'Wysyłanie…' : 'Wyślij zgłoszenie'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
