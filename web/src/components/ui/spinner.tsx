import { t } from '../../i18n';

interface SpinnerProps {
  /** Accessible name; the visible text adds an ellipsis. */
  label?: string;
  /** Visible text; defaults to 'Loading...'. */
  text?: string;
  fullPage?: boolean;
}

export function Spinner({ label = t('common.loading'), text, fullPage }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={fullPage ? 'spinner-wrap spinner-wrap--page' : 'spinner-wrap'}
    >
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-wrap__text" aria-hidden="true">
        {text ?? t('common.loadingEllipsis')}
      </span>
    </div>
  );
}
