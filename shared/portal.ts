/** The portal's name when the settings have not been loaded (document titles, e-mails). */
export const DEFAULT_PORTAL_NAME = 'Portal usług inkluzywnych';
