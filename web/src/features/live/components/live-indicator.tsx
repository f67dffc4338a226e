import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../i18n';
import { useLive } from '../../../lib/realtime';

/** The header's Connected/Disconnected light for the live connection (SPEC §2, §7). */
export function LiveIndicator() {
  const { status } = useLive();
  const connected = status === 'connected';
  const label = connected ? t('live.connected') : t('live.disconnected');
  return (
    <Tooltip content={connected ? t('live.connectedHint') : t('live.disconnectedHint')}>
      {/* Focusable so keyboard users can reach the tooltip; role=status announces changes. */}
      <span
        className={connected ? 'live-indicator live-indicator--connected' : 'live-indicator'}
        role="status"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users read the tooltip
        tabIndex={0}
        data-status={status}
      >
        <span className="live-indicator__dot" aria-hidden="true" />
        {/* The word is read always (it is what the status announces) and shown except on small screens. */}
        <span className="sr-only">{label}</span>
        <span className="live-indicator__label" aria-hidden="true">
          {label}
        </span>
      </span>
    </Tooltip>
  );
}
