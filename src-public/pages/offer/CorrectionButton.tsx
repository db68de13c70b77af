import { lazy, Suspense, useMemo, useState } from 'react';
import { FRESHNESS_TEXTS, FRESHNESS_MESSAGES } from '../../../shared/freshness';
import { useSession } from '../../session/SessionProvider';
import { useToast } from '../../toast/ToastProvider';
import type { CorrectionValues } from './CorrectionDialog';

// The form loads when someone first opens it: most visits to an offer never do.
const CorrectionDialog = lazy(() => import('./CorrectionDialog'));

/**
 * 'Zgłoś nieaktualne dane': anyone, with or without an account, tells the organisation what is out of date. It is
 * not 'Zgłoś naruszenie' (illegal content, for the moderators). What was typed stays while the dialog is closed.
 */
export function CorrectionButton({ offerId, offerTitle }: { offerId: string; offerTitle: string }) {
  const { user } = useSession();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const initial = useMemo<CorrectionValues>(() => ({ fields: [], note: '', email: user?.email ?? '' }), [user]);
  const [values, setValues] = useState<CorrectionValues | null>(null);

  const sent = () => {
    setOpen(false);
    setValues(null);
    showToast({ title: 'Zgłoszenie wysłane', description: FRESHNESS_MESSAGES.correctionSent, variant: 'success' });
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(true)}>
        {FRESHNESS_TEXTS.reportButton}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CorrectionDialog
            offerId={offerId}
            offerTitle={offerTitle}
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
