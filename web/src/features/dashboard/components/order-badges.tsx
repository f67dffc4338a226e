import {
  type CreditMark,
  type DeliveryStatus,
  isOrderStatus,
  type OrderStatus,
  type SlaLevel,
  slaBadge,
} from '@tawreed/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { statusLabel, t } from '../../../i18n';

/** A badge whose text is also its tooltip (a narrow column may cut the text short). */
function TitledBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return (
    <Badge tone={tone} title={label}>
      {label}
    </Badge>
  );
}

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  SUBMITTED: 'neutral',
  PENDING_CREDIT: 'warning',
  NEEDS_CHANGES: 'warning',
  RESUBMITTED: 'warning',
  REJECTED: 'danger',
  PENDING_HIGHER: 'warning',
  APPEAL_REVIEW: 'warning',
  PENDING_WAREHOUSE: 'info',
  READY_TO_PRINT: 'info',
  PRINTED: 'brand',
  ORDER_DISPATCHED: 'brand',
  ORDER_TRANSPORTED: 'brand',
  ORDER_DELIVERED: 'success',
};

/** The status with its SPEC §4 label; an unknown status shows with underscores as spaces. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <TitledBadge
      tone={isOrderStatus(status) ? STATUS_TONE[status] : 'neutral'}
      label={isOrderStatus(status) ? t(`orderStatus.${status}`) : statusLabel(status)}
    />
  );
}

const DELIVERY_TONE: Record<DeliveryStatus, BadgeTone> = {
  PENDING_DELIVERY: 'neutral',
  DISPATCHED: 'info',
  IN_TRANSIT: 'info',
  DELIVERED: 'success',
  NOT_DELIVERED: 'danger',
};

export function DeliveryStatusBadge({ deliveryStatus }: { deliveryStatus: DeliveryStatus }) {
  return <TitledBadge tone={DELIVERY_TONE[deliveryStatus]} label={t(`deliveryStatus.${deliveryStatus}`)} />;
}

const CREDIT_TONE: Record<CreditMark, BadgeTone> = { block: 'danger', override: 'warning', clear: 'success' };

/** DESIGN §11: the credit check's verdict on a queued order, for staff (absent for companies). */
export function CreditMarkBadge({ mark }: { mark: CreditMark }) {
  return <TitledBadge tone={CREDIT_TONE[mark]} label={t(`creditMark.${mark}`)} />;
}

const SLA_TONE: Record<SlaLevel, BadgeTone> = { ON_TIME: 'success', DUE_SOON: 'warning', OVERDUE: 'danger' };

/** SPEC §4: hours since the last update, under 24 On Time, under 48 Due Soon, else Overdue. */
export function SlaBadge({ updatedAt, now }: { updatedAt: string; now: Date }) {
  const { level } = slaBadge(new Date(updatedAt), now);
  return <TitledBadge tone={SLA_TONE[level]} label={t(`sla.${level}`)} />;
}
