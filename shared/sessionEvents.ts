// Its own module: the public app's first bundle needs this name, and none of the rest of shared/sessionEnd.ts.

/**
 * Dispatched on `window` just before the public app leaves a page because the session ended: a form's question
 * 'Niezapisane zmiany' must not hold the person there (its draft keeps the changes).
 */
export const SESSION_ENDED_EVENT = 'portal:session-ended';
