import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/errors';

interface SettingsQueryProps<Data> {
  query: UseQueryResult<Data>;
  /** The failure in the card's words, shown when the error has no message of its own. */
  failure: string;
  children(data: Data): ReactNode;
}

/** A settings card's list: a placeholder while it loads, its failure, or what `children` makes of it. */
export function SettingsQuery<Data>({ query, failure, children }: SettingsQueryProps<Data>) {
  if (query.isPending) return <p>…</p>;
  if (query.isError) return <Alert variant="error">{errorMessage(query.error, failure)}</Alert>;
  return children(query.data);
}
