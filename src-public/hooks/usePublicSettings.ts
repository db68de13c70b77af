import { API_V1 } from '../../shared/http';
import type { PortalSettings } from '../../shared/types';
import { api } from '../api';
import { useApiData } from './useApiData';

/** The four public texts of the portal settings (name, contact e-mail, terms, privacy policy). */
export function usePublicSettings() {
  return useApiData((signal) => api.get<PortalSettings>(`${API_V1}/settings/public`, { signal }), 'settings');
}
