import { API_V1 } from '../../shared/http';
import { EDITOR_UPLOAD_PATH } from '../../shared/richText/dialogRules';
import { api } from '../api';

/** The file goes to the portal first; its answer is the only kind of address an article may show. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<{ url: string }>(`${API_V1}${EDITOR_UPLOAD_PATH}`, { form })).url;
}
