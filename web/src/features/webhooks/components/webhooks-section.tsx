import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tawreed/domain';
import type { components } from '@tawreed/sdk';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useCreateForm } from '../../../components/ui/create-form';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { TextField, useFormValues } from '../../../components/ui/field';
import { SecretCard } from '../../../components/ui/secret-once';
import { FormSubmit } from '../../../components/ui/submit-button';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import './webhooks.css';
import {
  useCreateWebhook,
  useEnableWebhook,
  useRemoveWebhook,
  useReplayWebhook,
  useTestWebhook,
  useWebhookDeliveries,
  useWebhooks,
  type WebhookSubscription,
} from '../api/webhooks';

type DeliveryAttempt = components['schemas']['WebhookAttempt'];

const eventLabel = (type: string) =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)
    ? t(`webhooks.event.${type as WebhookEventType}`)
    : type;

function AddWebhookForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const create = useCreateWebhook();
  const { values, setValues, field } = useFormValues({ url: '', description: '' });
  const [events, setEvents] = useState<WebhookEventType[]>(['order.created', 'order.status_changed']);
  const form = useCreateForm(create, {
    done: t('webhooks.added'),
    failure: t('webhooks.error'),
    onCreated(created) {
      setValues({ url: '', description: '' });
      onSecret(created.secret);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!events.length) return form.setError(t('webhooks.pickEvent'));
    form.create({
      url: values.url.trim(),
      eventTypes: events,
      ...(values.description.trim() && { description: values.description.trim() }),
    });
  };

  return (
    <form className="stack stack--tight" onSubmit={submit} aria-label={t('webhooks.add')}>
      <TextField
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        type="url"
        required
        {...field('url')}
      />
      <TextField label={t('webhooks.descriptionField')} maxLength={500} {...field('description')} />
      <fieldset className="field">
        <legend className="field__label">{t('webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(e) =>
                setEvents((current) =>
                  e.target.checked ? [...current, type] : current.filter((one) => one !== type),
                )
              }
            />{' '}
            {eventLabel(type)} <code>{type}</code>
          </label>
        ))}
      </fieldset>
      {form.error && <Alert variant="error">{form.error}</Alert>}
      <FormSubmit busy={create.isPending} label={t('webhooks.add')} busyLabel={t('webhooks.adding')} />
    </form>
  );
}

function Deliveries({ subscription }: { subscription: WebhookSubscription }) {
  const log = useWebhookDeliveries(subscription.id);
  const replay = useReplayWebhook();
  if (log.isPending) return <p>…</p>;
  if (log.isError) return <Alert variant="error">{errorMessage(log.error, t('webhooks.error'))}</Alert>;
  if (!log.data.attempts.length) return <p>{t('webhooks.noDeliveries')}</p>;
  const replayAttempt = (attempt: DeliveryAttempt) =>
    replay.mutate(
      { id: subscription.id, deliveryId: attempt.deliveryId },
      {
        onSuccess: () => notify('success', t('webhooks.replayed')),
        onError: (err) => notify('error', errorMessage(err, t('webhooks.error'))),
      },
    );
  const columns: Columns<DeliveryAttempt> = [
    { header: t('webhooks.col.time'), cell: (attempt) => formatDateTime(attempt.startedAt) },
    {
      header: t('webhooks.col.event'),
      cell: (attempt) => (
        <>
          {eventLabel(attempt.eventType)}
          <br />
          <code className="mono">{attempt.eventId}</code>
        </>
      ),
    },
    { header: t('webhooks.col.attempt'), cell: (attempt) => attempt.attempt },
    { header: t('webhooks.col.status'), cell: (attempt) => attempt.statusCode ?? '–' },
    { header: t('webhooks.col.duration'), cell: (attempt) => `${attempt.durationMs} ms` },
    {
      header: t('webhooks.col.result'),
      cell: (attempt) =>
        attempt.succeeded ? (
          <Badge tone="success">{t('webhooks.ok')}</Badge>
        ) : (
          <>
            <Badge tone="danger">{t('webhooks.failed')}</Badge> {attempt.error}
          </>
        ),
    },
    {
      header: t('webhooks.col.actions'),
      cell: (attempt) => (
        <Button
          variant="ghost"
          disabled={replay.isPending || !subscription.enabled}
          onClick={() => replayAttempt(attempt)}
        >
          {t('webhooks.replay')}
        </Button>
      ),
    },
  ];
  return (
    <div className="table-wrap">
      <DataTable
        className="data-table data-table--compact"
        label={`${t('webhooks.deliveries')} ${subscription.url}`}
        columns={columns}
        rows={log.data.attempts}
      />
    </div>
  );
}

function SubscriptionRow({ subscription }: { subscription: WebhookSubscription }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const test = useTestWebhook();
  const enable = useEnableWebhook();
  const remove = useRemoveWebhook();
  const failed = (err: unknown) => notify('error', errorMessage(err, t('webhooks.error')));
  return (
    <li className="stack stack--tight webhook">
      <div>
        <strong>
          <bdi>{subscription.url}</bdi>
        </strong>{' '}
        {subscription.enabled ? (
          <Badge tone="success">{t('webhooks.enabled')}</Badge>
        ) : (
          <Badge tone="warning">{t('webhooks.disabled')}</Badge>
        )}
        {subscription.description && <p>{subscription.description}</p>}
        <p>{subscription.eventTypes.map(eventLabel).join(', ')}</p>
        {subscription.disabledReason && <Alert variant="info">{subscription.disabledReason}</Alert>}
      </div>
      <div className="row-actions">
        {!subscription.enabled && (
          <Button
            variant="secondary"
            disabled={enable.isPending}
            onClick={() => enable.mutate(subscription.id, { onError: failed })}
          >
            {t('webhooks.enable')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={test.isPending || !subscription.enabled}
          onClick={() =>
            test.mutate(subscription.id, {
              onSuccess: () => {
                notify('success', t('webhooks.testSent'));
                setOpen(true);
              },
              onError: failed,
            })
          }
        >
          {t('webhooks.test')}
        </Button>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? t('webhooks.hideDeliveries') : t('webhooks.deliveries')}
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => {
            if (!confirming) return setConfirming(true);
            remove.mutate(subscription.id, {
              onSuccess: () => notify('success', t('webhooks.removed')),
              onError: failed,
            });
          }}
        >
          {confirming ? t('webhooks.confirmRemove') : t('webhooks.remove')}
        </Button>
      </div>
      {open && <Deliveries subscription={subscription} />}
    </li>
  );
}

/** Settings → Webhooks for whoever may manage them (canManageWebhooks): list, add, test, log, replay, remove. */
export function WebhooksSection() {
  const list = useWebhooks();
  return (
    <SecretCard texts="webhooks" testId="webhook-secret" doneLabel={t('webhooks.secretDone')}>
      {(onSecret) => (
        <>
          {list.isPending ? (
            <p>…</p>
          ) : list.isError ? (
            <Alert variant="error">{errorMessage(list.error, t('webhooks.error'))}</Alert>
          ) : list.data.subscriptions.length ? (
            <ul className="stack webhooks" aria-label={t('webhooks.title')}>
              {list.data.subscriptions.map((subscription) => (
                <SubscriptionRow key={subscription.id} subscription={subscription} />
              ))}
            </ul>
          ) : (
            <p>{t('webhooks.empty')}</p>
          )}
          <AddWebhookForm onSecret={onSecret} />
        </>
      )}
    </SecretCard>
  );
}
