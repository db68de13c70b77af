/** The custom route of the settings screen, under the admin's basename. */
export const SETTINGS_PATH = '/settings';
