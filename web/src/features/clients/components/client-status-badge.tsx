import type { ClientStatus } from '@tawreed/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { t } from '../../../i18n';

const TONE: Record<ClientStatus, BadgeTone> = { ACTIVE: 'success', ON_HOLD: 'warning', BLOCKED: 'danger' };

/** A client's status (DESIGN §11): active, on hold or blocked. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge tone={TONE[status]}>{t(`clients.status.${status}`)}</Badge>;
}
