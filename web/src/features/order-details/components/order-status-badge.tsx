import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { statusLabel } from '../../../i18n';

const TONES: Record<string, BadgeTone> = {
  SUBMITTED: 'neutral',
  PENDING_CREDIT: 'info',
  RESUBMITTED: 'info',
  PENDING_HIGHER: 'info',
  NEEDS_CHANGES: 'warning',
  APPEAL_REVIEW: 'warning',
  REJECTED: 'danger',
  PENDING_WAREHOUSE: 'brand',
  READY_TO_PRINT: 'brand',
  PRINTED: 'brand',
  ORDER_DISPATCHED: 'brand',
  ORDER_TRANSPORTED: 'brand',
  ORDER_DELIVERED: 'success',
};

/** The order's status with its SPEC §4 label (unknown statuses with spaces for underscores). */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
