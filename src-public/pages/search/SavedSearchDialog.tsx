import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_TEXTS as T,
  SAVED_SEARCHES_DASHBOARD_PATH,
  type SavedSearchFrequency,
} from '../../../shared/savedSearches';
import { savedSearchCreateSchema } from '../../../shared/schemas/savedSearch';
import { ConfirmationStatus } from '../../components/ConfirmationStatus';
import { api } from '../../api';
import { Dialog } from '../../components/Dialog';
import { labelledOptions, RequiredFieldsNote, TextField } from '../../forms/fields';
import { RadioGroup } from '../../forms/RadioGroup';
import { formControls, useCheckedSubmit } from '../../forms/useCheckedSubmit';
import { useSession } from '../../session/SessionProvider';

export interface SavedSearchValues {
  name: string;
  frequency: SavedSearchFrequency;
  email: string;
}

const FIELD_IDS: Record<keyof SavedSearchValues, string> = {
  name: 'saved-search-name',
  frequency: 'saved-search-frequency',
  email: 'saved-search-email',
};
const CONTROLS = formControls(FIELD_IDS);

/** The alert's name unless the person gives another: the words and the place searched ("rehabilitacja – Łódź"). */
function suggestedName(query: string): string {
  const params = new URLSearchParams(query);
  const place = params.get('near') || params.get('city');
  return [params.get('q'), place].filter(Boolean).join(' – ') || T.everything;
}

interface SavedSearchDialogProps {
  /** The search page's query string: every filter of the search, saved as it is (the server keeps what it knows). */
  query: string;
  /** Kept by the button, so that Escape or 'Anuluj' loses nothing typed; null before anything was typed. */
  values: SavedSearchValues | null;
  onChange: (values: SavedSearchValues) => void;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Powiadom mnie o nowych ofertach', loaded when the dialog first opens. The shared schema checks the form here and
 * on the server; problems are listed in an error summary linked to their fields. Once saved, the dialog says what
 * happens next (at once, or after the confirmation link) and focus moves to that text.
 */
export default function SavedSearchDialog(props: SavedSearchDialogProps) {
  const { query, onChange, onClose, onSaved } = props;
  // Signed in, the alert is the account's; otherwise it needs an address, confirmed by a link.
  const signedIn = Boolean(useSession().user);
  const values = props.values ?? { name: suggestedName(query), frequency: 'daily', email: '' };
  const { form, sending, submit, summary } = useCheckedSubmit();
  const [saved, setSaved] = useState<string | null>(null);
  const set = <K extends keyof SavedSearchValues>(key: K, value: SavedSearchValues[K]) =>
    onChange({ ...values, [key]: value });

  const payload = { ...values, query, email: signedIn ? undefined : values.email };
  const submitForm = (event: FormEvent) =>
    void submit(event, payload, {
      schema: savedSearchCreateSchema,
      alsoCheck: (checked) =>
        !signedIn && !checked.email ? [{ field: 'email', message: SAVED_SEARCH_MESSAGES.emailRequired }] : [],
      send: () => api.post(`${API_V1}/saved-searches`, { json: payload }),
      failedTitle: USER_PANEL_MESSAGES.requestFailed,
      onSent: () => {
        setSaved(signedIn ? T.savedSignedIn : T.savedPending);
        onSaved();
      },
    });

  return (
    <Dialog title={T.dialogTitle} onClose={onClose}>
      <div className={saved ? 'stack' : undefined}>
        <ConfirmationStatus className="notice notice-success">{saved && <p>{saved}</p>}</ConfirmationStatus>
        {saved ? (
          <div className="form-actions">
            {signedIn && (
              <Link to={SAVED_SEARCHES_DASHBOARD_PATH} className="btn btn-secondary" onClick={onClose}>
                {T.manageLink}
              </Link>
            )}
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {T.close}
            </button>
          </div>
        ) : (
          <form onSubmit={submitForm} noValidate className="stack">
            {summary(CONTROLS)}
            <p>{T.dialogIntro}</p>
            <RequiredFieldsNote />
            <TextField
              id={FIELD_IDS.name}
              label={T.nameLabel}
              hint={T.nameHint}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={values.name}
              error={form.byField.name}
              onChange={(event) => set('name', event.target.value)}
            />
            <RadioGroup<SavedSearchFrequency>
              idPrefix={FIELD_IDS.frequency}
              name="frequency"
              legend={T.frequencyLegend}
              options={labelledOptions(SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS)}
              value={values.frequency}
              onChange={(frequency) => set('frequency', frequency)}
              error={form.byField.frequency}
              required
            />
            {!signedIn && (
              <TextField
                id={FIELD_IDS.email}
                label={T.emailLabel}
                hint={T.emailHint}
                type="email"
                autoComplete="email"
                required
                value={values.email}
                error={form.byField.email}
                onChange={(event) => set('email', event.target.value)}
              />
            )}
            <div className="form-actions">
              <button type="button" className="btn btn-secondary" onClick={onClose}>
                {T.cancel}
              </button>
              <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
                {sending ? 'Zapisywanie…' : T.save}
              </button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
