import { useEffect, useState } from 'react';
import { SESSION_TIMEOUT_MESSAGES as M } from './messagesSession.js';
import { COUNTDOWN_ANNOUNCEMENTS } from './tokenRenewal.js';

const secondsUntil = (expiresAt: number) => Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));

/** The time said when the warning opens, in whole tens of seconds ("2 minuty", not "1 min 59 s"). */
const roundedSeconds = (seconds: number) => Math.max(10, Math.round(seconds / 10) * 10);

export interface SessionCountdown {
  /** The visible countdown, updated every second (hidden from screen readers). */
  shown: string;
  /** The same sentence as the dialog opened, for its accessible description. */
  opening: string;
  /** The live region's text: the time left at 60 and at 20 seconds, empty otherwise. */
  announcement: string;
}

/** The session warning's countdown, shared by both apps' dialogs. */
export function useSessionCountdown(expiresAt: number): SessionCountdown {
  const [left, setLeft] = useState(() => secondsUntil(expiresAt));
  const [openedWith] = useState(() => roundedSeconds(secondsUntil(expiresAt)));
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const tick = () => {
      const seconds = secondsUntil(expiresAt);
      setLeft(seconds);
      // Each mark is said once, in the few seconds after it passes (a timer in a busy tab may skip a second).
      const due = COUNTDOWN_ANNOUNCEMENTS.find((mark) => seconds <= mark && seconds > mark - 5);
      setAnnouncement(due === undefined ? '' : M.secondsLeft(due));
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  return { shown: M.willSignOut(left), opening: M.willSignOut(openedWith), announcement };
}
