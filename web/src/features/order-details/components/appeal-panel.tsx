import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Detail } from '../../../components/ui/detail';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { formatFileSize } from '../../../i18n/format-order';
import { errorMessage } from '../../../lib/errors';
import { AppealDecisionDialog } from '../../order-actions';
import { useOrderAppeals } from '../api/get-appeals';
import type { Order } from '../api/get-order';
import { FileDownloadLink } from './file-download-link';

type Decision = 'ACCEPT' | 'REJECT';

interface AppealPanelProps {
  order: Order;
  /** accept-appeal / reject-appeal from ?action=, opened once the appeal is loaded. */
  initialAction?: string | null;
}

/**
 * SPEC §2's 'Appeal Submitted' panel of an order in APPEAL_REVIEW. Only the higher authority
 * decides, and only a PENDING appeal: the buttons follow the order's allowedActions.
 */
export function AppealPanel({ order, initialAction }: AppealPanelProps) {
  const titleId = useId();
  const { data, isPending, isError, error } = useOrderAppeals(order.id, true);
  const [decision, setDecision] = useState<Decision | null>(null);
  const appeal = data?.[0] ?? null;
  const canDecide =
    appeal?.status === 'PENDING' &&
    order.allowedActions.includes('accept-appeal') &&
    order.allowedActions.includes('reject-appeal');

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !appeal || !initialAction) return;
    handled.current = true;
    if (!canDecide) return;
    if (initialAction === 'accept-appeal') setDecision('ACCEPT');
    if (initialAction === 'reject-appeal') setDecision('REJECT');
  }, [appeal, canDecide, initialAction]);

  return (
    <section className="appeal-panel" aria-labelledby={titleId}>
      <header className="appeal-panel__header">
        <h3 id={titleId} className="section-title">
          {t('appeal.title')}
        </h3>
        {appeal && <Badge tone="warning">{t(`appeal.status.${appeal.status}`)}</Badge>}
      </header>
      <p className="muted">{t('appeal.description')}</p>
      {isPending ? (
        <Spinner label={t('appeal.loading')} text={t('appeal.loading')} />
      ) : isError ? (
        <p className="field__error">{errorMessage(error, t('common.genericError'))}</p>
      ) : !appeal ? (
        <p>{t('appeal.none')}</p>
      ) : (
        <>
          <dl className="details details--compact">
            <Detail term={t('appeal.submittedBy')}>
              <bdi>{appeal.submittedBy.name || appeal.submittedBy.email}</bdi>
            </Detail>
            <Detail term={t('appeal.submittedAt')}>{formatDateTime(appeal.createdAt)}</Detail>
          </dl>
          <div>
            <p className="appeal-panel__label">{t('appeal.comment')}</p>
            <blockquote className="quote">{appeal.comment.trim() || t('appeal.noComment')}</blockquote>
          </div>
          <div>
            <p className="appeal-panel__label">{t('appeal.evidence')}</p>
            {appeal.attachments.length === 0 ? (
              <p className="muted">{t('appeal.noEvidence')}</p>
            ) : (
              <ul className="file-list">
                {appeal.attachments.map((file) => (
                  <li key={file.id} className="file-list__item">
                    <span className="file-list__name">{file.fileName}</span>
                    <span className="muted">{formatFileSize(file.sizeBytes)}</span>
                    <FileDownloadLink file={file} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {canDecide ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons outside any form, not a fieldset
            <div className="action-bar" role="group" aria-label={t('appeal.decisionLabel')}>
              <Button onClick={() => setDecision('ACCEPT')}>{t('decision.acceptTitle')}</Button>
              <Button variant="destructive" onClick={() => setDecision('REJECT')}>
                {t('decision.rejectTitle')}
              </Button>
            </div>
          ) : (
            appeal.status === 'PENDING' && <p className="appeal-panel__waiting">{t('appeal.waiting')}</p>
          )}
          {(['ACCEPT', 'REJECT'] as const).map((kind) => (
            <AppealDecisionDialog
              key={kind}
              order={order}
              appealId={appeal.id}
              decision={kind}
              open={decision === kind}
              onOpenChange={(open) => setDecision(open ? kind : null)}
            />
          ))}
        </>
      )}
    </section>
  );
}
