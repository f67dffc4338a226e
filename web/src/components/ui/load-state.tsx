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
  /** The failure in the card's words, around the error's own message. */
  failed(message: string): string;
  emptyText: string;
  children: ReactNode;
}

/** A card's list while it loads, when it failed, when it has nothing, and once it has rows. */
export function LoadState({ pending, error, empty, loading, failed, emptyText, children }: LoadStateProps) {
  if (pending) return <Spinner label={loading} text={loading} />;
  if (error)
    return (
      <div className="card__body">
        <Alert variant="error">{failed(errorMessage(error, t('common.genericError')))}</Alert>
      </div>
    );
  if (empty) return <p className="empty-state">{emptyText}</p>;
  return children;
}
