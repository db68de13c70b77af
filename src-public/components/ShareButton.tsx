import { SHARE_MESSAGES } from '../../shared/messages';
import { useToast } from '../toast/ToastProvider';

interface ShareButtonProps {
  /** The shared page's title (an offer's or article's). */
  title: string;
  text?: string;
}

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Udostępnij': the device's own share sheet where the browser has the Web Share API (phones, most tablets);
 * elsewhere the page's link is copied and the toast's live region announces it.
 */
export function ShareButton({ title, text }: ShareButtonProps) {
  const { showToast } = useToast();

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ ...SHARE_MESSAGES.copied, variant: 'success' });
    } catch {
      showToast({ ...SHARE_MESSAGES.copyFailed(url), variant: 'destructive' });
    }
  };

  const share = async () => {
    const url = window.location.href;
    const data = { title, text, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is the person's choice, not a failure; a refused share falls back to copying.
        if (isCancelled(error)) return;
      }
    }
    await copyLink(url);
  };

  return (
    <button type="button" className="btn btn-secondary share-button" onClick={() => void share()}>
      {SHARE_MESSAGES.button}
    </button>
  );
}
