import { lazy, Suspense, useMemo, useState } from 'react';
import { MODERATION_MESSAGES } from '../../shared/messages';
import type { ModerationTarget } from '../../shared/moderation';
import { useSession } from '../session/SessionProvider';
import { useToast } from '../toast/ToastProvider';
import type { ReportValues } from './ReportDialog';

// The form loads when someone first reports something: most visits to an offer never open it.
const ReportDialog = lazy(() => import('./ReportDialog'));

interface ReportButtonProps {
  targetType: ModerationTarget;
  targetId: string;
  /** What is reported, for the dialog's text ("ofertę „Wózek”"). */
  targetName: string;
}

/**
 * 'Zgłoś naruszenie' (DSA art. 16): anyone, signed in or not, reports illegal or harmful content in an accessible
 * dialog. What was typed stays here while the dialog is closed, so Escape loses nothing.
 */
export function ReportButton({ targetType, targetId, targetName }: ReportButtonProps) {
  const { user } = useSession();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  // Prefilled from the account when signed in; the person may still change or clear them.
  const initial = useMemo<ReportValues>(
    () => ({ reason: '', explanation: '', name: user?.full_name ?? '', email: user?.email ?? '', good_faith: false }),
    [user],
  );
  const [values, setValues] = useState<ReportValues | null>(null);

  const sent = () => {
    setOpen(false);
    setValues(null);
    showToast({ title: 'Zgłoszenie wysłane', description: MODERATION_MESSAGES.reportSent, variant: 'success' });
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm report-button" onClick={() => setOpen(true)}>
        Zgłoś naruszenie
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            targetName={targetName}
            initial={initial}
            values={values ?? initial}
            onChange={setValues}
            onClose={() => setOpen(false)}
            onSent={sent}
          />
        </Suspense>
      )}
    </>
  );
}
