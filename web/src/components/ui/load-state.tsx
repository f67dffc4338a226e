import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { Alert } from './alert';
import { Spinner } from './spinner';

interface LoadStateProps {
  pending: boolean;
  /** Set when the load failed and there is nothing to show instead. */
  error: unknown;
  empty: boolean;
  loading: string;
  /** The failure in the card's words, around the error's own message (by default that message alone). */
  failed?(message: string): string;
  /** Already inside the card's body: the failure needs no frame of its own. */
  inBody?: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A card's list while it loads, when it failed, when it has nothing, and once it has rows. */
export function LoadState(props: LoadStateProps) {
  const { pending, error, empty, loading, failed = (message) => message, emptyText, children } = props;
  if (pending) return <Spinner label={loading} text={loading} />;
  if (error) {
    const alert = <Alert variant="error">{failed(errorMessage(error, t('common.genericError')))}</Alert>;
    return props.inBody ? alert : <div className="card__body">{alert}</div>;
  }
  if (empty) return <p className="empty-state">{emptyText}</p>;
  return children;
}
