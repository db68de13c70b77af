/** How the screens of both apps behave in time and space: how long a notice stays, when "back to top" shows. */
export const TOAST_DURATION_MS = 5000;
export const SIGNUP_TOAST_DURATION_MS = 6000;
export const SCROLL_TOP_THRESHOLD_PX = 300;
