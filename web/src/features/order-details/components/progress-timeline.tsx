import { useId } from 'react';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import type { Order } from '../api/get-order';
import { timelineSteps } from './timeline';

const STATE_LABEL = {
  completed: 'timeline.completed',
  active: 'timeline.active',
  pending: 'timeline.pending',
  rejected: 'timeline.rejected',
  changes: 'timeline.changes',
} as const;

/** The eight steps of SPEC §2 with their state and date. */
export function ProgressTimeline({ order }: { order: Order }) {
  const titleId = useId();
  const steps = timelineSteps(order);
  return (
    <section className="timeline" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        {t('timeline.title')}
      </h3>
      <ol className="timeline__steps">
        {steps.map((step, index) => (
          <li
            key={step.status}
            className={`timeline__step timeline__step--${step.state}`}
            aria-current={step.state === 'active' || step.state === 'changes' ? 'step' : undefined}
          >
            <span className="timeline__marker" aria-hidden="true">
              {step.state === 'completed' ? (
                <CheckIcon />
              ) : step.state === 'rejected' ? (
                <CloseIcon />
              ) : (
                index + 1
              )}
            </span>
            <span className="timeline__label">{t(`timeline.step.${step.status}`)}</span>
            <span className="timeline__state">{t(STATE_LABEL[step.state])}</span>
            {step.at && (
              <time className="timeline__date" dateTime={step.at}>
                {formatDateTime(step.at)}
              </time>
            )}
          </li>
        ))}
      </ol>
      {order.status === 'NEEDS_CHANGES' && (
        <p className="timeline__note" role="note">
          {t('timeline.changesNote')}
        </p>
      )}
    </section>
  );
}
