import type { ReactNode } from 'react';
import type { ApiData } from '../hooks/useApiData';
import { ErrorNotice } from './ErrorNotice';
import { Spinner } from './Spinner';

interface AsyncContentProps<T> {
  data: ApiData<T> & { reload: () => void };
  /** What is loading, for the spinner's status message. */
  loadingLabel: string;
  /** The error notice's title; the shared wording of the error (errorToToast) otherwise. */
  errorTitle?: string;
  /** Says when a successful answer holds nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown above the spinner and the error while there is no content yet (a page's provisional heading). */
  pending?: ReactNode;
  /** The way out shown under the error notice (e.g. back to the list). */
  errorActions?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The four branches around useApiData: a spinner, the error with "Spróbuj ponownie", the empty state, the content. */
export function AsyncContent<T>({
  data,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  pending,
  errorActions,
  children,
}: AsyncContentProps<T>) {
  if (data.state === 'loading') {
    return (
      <>
        {pending}
        <Spinner label={loadingLabel} />
      </>
    );
  }
  if (data.state === 'error') {
    return (
      <>
        {pending}
        <ErrorNotice error={data.error} title={errorTitle} onRetry={data.reload} />
        {errorActions}
      </>
    );
  }
  if (isEmpty?.(data.data)) return <>{empty}</>;
  return <>{children(data.data)}</>;
}
