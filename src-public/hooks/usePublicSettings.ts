import { useApiData } from './useApiData';
import { publicSettingsRequest } from '../requests';

/** The four public texts of the portal settings (name, contact e-mail, terms, privacy policy). */
export function usePublicSettings() {
  return useApiData(publicSettingsRequest);
}
