import { useEffect, useState } from 'react';
import { API_V1 } from '../../shared/http';
import { USER_PANEL_MESSAGES } from '../../shared/messages';
import type { Category } from '../../shared/types';
import { api } from '../api';
import { useToast } from '../toast/ToastProvider';

/** The categories both forms choose from; a failed load is reported and leaves the list empty. */
export function useCategories(): { categories: Category[]; loading: boolean } {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const { showError } = useToast();
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Category[]>(`${API_V1}/categories`, {
        query: { sort: JSON.stringify(['name', 'ASC']) },
        signal: controller.signal,
      })
      .then(setCategories, (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') showError(error, USER_PANEL_MESSAGES.categoriesLoadFailed);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [showError]);
  return { categories, loading };
}
