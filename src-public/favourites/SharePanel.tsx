import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FAVOURITE_MESSAGES, MAX_SHARE_RECIPIENTS, SHARE_LIST_TEXTS } from '../../shared/favourites';
import { API_V1 } from '../../shared/http';
import { contentPagePath } from '../../shared/publicPages';
import { api } from '../api';
import { focusWhenShown } from '../hooks/focusWhenShown';
import { ErrorSummary } from '../forms/ErrorSummary';
import { TextField } from '../forms/fields';
import { useFormErrors } from '../forms/useFormErrors';

interface SharePanelProps {
  id: string;
  url: string;
  /** The heading level of the panel's parts, under the section that holds it. */
  headingLevel?: 2 | 3;
  /** Off on the list's own page, where a link to it would lead nowhere new. */
  linkToList?: boolean;
}

const EMAILS_FIELD = 'emails';
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses as typed: separated by commas, semicolons or spaces, each once. */
export function parseAddresses(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The QR code is drawn in the browser as SVG by the `qrcode` package (MIT), loaded only when asked for. */
async function qrSvg(url: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** What can be done with a shared list's link: copy it, send it from the portal, show it as a QR code, open it. */
export function SharePanel({ id, url, headingLevel = 3, linkToList = true }: SharePanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inputId = useId();
  const emailsId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const [emails, setEmails] = useState('');
  const [sending, setSending] = useState(false);
  const [sentStatus, setSentStatus] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const form = useFormErrors();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus(SHARE_LIST_TEXTS.copied);
    } catch {
      // The link stays selected in its field, ready for Ctrl+C.
      linkRef.current?.select();
      setCopyStatus(SHARE_LIST_TEXTS.copyFailed);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSentStatus('');
    const addresses = parseAddresses(emails);
    const problem =
      addresses.length === 0
        ? FAVOURITE_MESSAGES.recipientsRequired
        : addresses.length > MAX_SHARE_RECIPIENTS
          ? FAVOURITE_MESSAGES.tooManyRecipients
          : addresses.some((address) => !SIMPLE_EMAIL.test(address))
            ? FAVOURITE_MESSAGES.invalidRecipient
            : null;
    if (problem) {
      form.fail([{ field: EMAILS_FIELD, message: problem }]);
      return;
    }
    setSending(true);
    try {
      const { detail } = await api.post<{ detail: string }>(`${API_V1}/shared-lists/${id}/email`, {
        json: { emails: addresses },
      });
      form.reset();
      setEmails('');
      setSentStatus(detail);
    } catch (error) {
      form.failRequest(error, SHARE_LIST_TEXTS.emailHeading);
    } finally {
      setSending(false);
    }
  };

  const showQr = async () => {
    try {
      setQr(await qrSvg(url));
      setQrFailed(false);
    } catch {
      setQrFailed(true);
    }
  };

  return (
    <div className="share-panel stack">
      <div className="form-field">
        <label className="form-label" htmlFor={inputId}>
          {SHARE_LIST_TEXTS.linkLabel}
        </label>
        <input
          ref={linkRef}
          id={inputId}
          className="input share-link"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {SHARE_LIST_TEXTS.copy}
        </button>
        {linkToList && (
          <Link className="btn btn-secondary" to={contentPagePath('sharedList', id)}>
            {SHARE_LIST_TEXTS.open}
          </Link>
        )}
      </p>
      <p role="status" className="share-status">
        {copyStatus}
      </p>

      <Heading>{SHARE_LIST_TEXTS.emailHeading}</Heading>
      <form noValidate onSubmit={(event) => void send(event)} className="stack">
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          title={form.title}
          controlIdOf={(field) => (field === EMAILS_FIELD || field.startsWith('emails') ? emailsId : null)}
          onSelect={() => document.getElementById(emailsId)?.focus()}
        />
        <TextField
          id={emailsId}
          label={SHARE_LIST_TEXTS.emailLabel}
          hint={SHARE_LIST_TEXTS.emailHint}
          error={form.byField[EMAILS_FIELD]}
          inputMode="email"
          autoComplete="off"
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
        />
        <p>
          <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
            {SHARE_LIST_TEXTS.emailSend}
          </button>
        </p>
        <p role="status" className="share-status">
          {sentStatus}
        </p>
      </form>

      <Heading>{SHARE_LIST_TEXTS.qrHeading}</Heading>
      {qr ? (
        // The code appears where the button was: focus follows, so the next Tab continues from here.
        <img
          ref={focusWhenShown}
          tabIndex={-1}
          className="share-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
          alt={SHARE_LIST_TEXTS.qrAlt}
          width={200}
          height={200}
        />
      ) : (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => void showQr()}>
            {SHARE_LIST_TEXTS.qrShow}
          </button>
        </p>
      )}
      {qrFailed && <p className="form-error">{SHARE_LIST_TEXTS.qrFailed}</p>}
    </div>
  );
}
