import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES, VERIFICATION_MESSAGES, VERIFICATION_SECTION_TEXTS as T } from '../../../shared/messages';
import type { User } from '../../../shared/types';
import { verificationBadge, verifiedMarkText, type MyVerification } from '../../../shared/verification';
import { api } from '../../api';
import { formatDate } from '../../format';
import { AsyncContent } from '../../components/AsyncContent';
import { useApiData } from '../../hooks/useApiData';
import { myVerificationRequest } from '../../requests';
import { useToast } from '../../toast/ToastProvider';
import { viewSearch } from './dashboardView';
import { focusInView } from '../../a11y/focus';
import { ActionError, actionErrorText } from '../../components/ActionError';

const HEADING_ID = 'weryfikacja-organizacji';
const ERROR_ID = 'weryfikacja-blad';

function VerificationState({ user, state }: { user: User; state: MyVerification }) {
  const { request } = state;
  if (state.is_verified) {
    return <p>{verifiedMarkText(verificationBadge({ ...user, verified_at: state.verified_at })!)}.</p>;
  }
  if (request?.status === 'pending') {
    return <p>{T.pending(formatDate(request.created_at))}</p>;
  }
  if (request?.status === 'rejected') {
    return <p>{T.rejected(formatDate(request.decided_at), request.reason ?? '')}</p>;
  }
  return <p>{T.notVerified}</p>;
}

/**
 * The organisation's verification: its state and 'Poproś o weryfikację'. An admin checks the name and the NIP or
 * KRS in the public registers; the verified mark then explains itself on the offers and the profile.
 */
export function VerificationSection({ user }: { user: User }) {
  const verification = useApiData(myVerificationRequest);
  const { showToast, showError } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const canAsk =
    verification.state === 'success' &&
    !verification.data.is_verified &&
    verification.data.request?.status !== 'pending';

  const ask = async () => {
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    try {
      await api.post(`${API_V1}/users/me/verification-request`);
      showToast({ title: T.requestedTitle, description: VERIFICATION_MESSAGES.requested, variant: 'success' });
      verification.reload();
      // The button is gone with the new state: continue from the section's heading.
      requestAnimationFrame(() => focusInView(headingRef.current));
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.requestFailed);
      setFailure(actionErrorText(error, USER_PANEL_MESSAGES.requestFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="dashboard-section" aria-labelledby={HEADING_ID}>
      <div className="dashboard-section-header">
        <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
          {T.heading}
        </h2>
      </div>
      <AsyncContent data={verification} loadingLabel={T.loading} errorTitle={USER_PANEL_MESSAGES.loadFailed}>
        {(state) => <VerificationState user={user} state={state} />}
      </AsyncContent>
      {canAsk && (
        <>
          <p className="muted">
            {T.needsBefore} <Link to={{ search: viewSearch({ kind: 'profile' }) }}>{T.profileLink}</Link>
            {T.needsAfter}
          </p>
          {/* aria-disabled, not disabled, while sending: a disabled button would drop focus to <body>. */}
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={sending || undefined}
            aria-describedby={failure ? ERROR_ID : undefined}
            onClick={() => void ask()}
          >
            {sending ? T.sending : T.ask}
          </button>
          <ActionError id={ERROR_ID} message={failure} />
        </>
      )}
    </section>
  );
}
