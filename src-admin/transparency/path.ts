/** The custom route of the transparency report, under the admin's basename. */
export const TRANSPARENCY_PATH = '/transparency';
