import { useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';

export type AdminQueryState<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: T };

/** Loads one custom data-provider call when the screen opens; a failure shows the shared error toast. */
export function useAdminQuery<T>(load: (dataProvider: AdminDataProvider) => Promise<T>): AdminQueryState<T> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notifyError = useNotifyError();
  const [state, setState] = useState<AdminQueryState<T>>({ status: 'loading' });
  // The loader is fixed for the lifetime of the screen: only a new data provider loads again.
  const start = useEffectEvent(() => load(dataProvider));
  const reportError = useEffectEvent((error: unknown) => notifyError(error));
  useEffect(() => {
    let current = true;
    start().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'error' });
        reportError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return state;
}
