import { EDITOR_UPLOAD_PATH } from '../../shared/richText/dialogRules';
import { API_URL, httpClient } from '../providers/httpClient';

/** The file goes to the portal first; its answer is the only kind of address an article may show. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await httpClient(`${API_URL}${EDITOR_UPLOAD_PATH}`, { method: 'POST', body: form });
  return (response.json as { url: string }).url;
}
