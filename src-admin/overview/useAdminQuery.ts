import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';

export type AdminQueryState<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: T };

/** Loads one custom data-provider call when the screen opens; a failure shows the shared error toast. */
export function useAdminQuery<T>(load: (dataProvider: AdminDataProvider) => Promise<T>): AdminQueryState<T> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notifyError = useNotifyError();
  const [state, setState] = useState<AdminQueryState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load(dataProvider).then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'error' });
        notifyError(error);
      },
    );
    return () => {
      current = false;
    };
    // The loader is fixed for the lifetime of the screen.
  }, [dataProvider]);
  return state;
}
