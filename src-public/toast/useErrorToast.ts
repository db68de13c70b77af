import { useEffect } from 'react';
import type { ApiData } from '../hooks/useApiData';
import { useToast } from './ToastProvider';

/** Reports a failed load in a toast titled `title`, for data a form can do without (it stays usable, the list empty). */
export function useErrorToast(data: ApiData<unknown>, title: string): void {
  const { showError } = useToast();
  const { state, error } = data;
  useEffect(() => {
    if (state === 'error') showError(error, title);
  }, [state, error, title, showError]);
}
