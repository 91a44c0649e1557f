import type { ReactNode } from 'react';

import { errorMessage } from '../api';
import { useMessages } from '../i18n';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';

interface SavedListProps<Data> {
  /** The live answer or the saved copy (useLastSeen); undefined while there is neither. */
  data: Data | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: Data) => ReactNode;
}

/** A member's list: the data when there is some (live or saved), else the failure with a retry, else loading. */
export function SavedList<Data>({ data, error, onRetry, children }: SavedListProps<Data>) {
  const t = useMessages();
  if (data !== undefined) return children(data);
  if (error) return <ErrorState message={errorMessage(error, t)} onRetry={onRetry} />;
  return <Spinner label />;
}
