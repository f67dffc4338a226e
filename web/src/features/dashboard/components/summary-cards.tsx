import { DASHBOARD_CARDS, type DashboardCard } from '@tawreed/domain';
import type { CSSProperties, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import {
  CheckCircleIcon,
  ClipboardListIcon,
  ClockIcon,
  TruckIcon,
  XCircleIcon,
} from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { formatCount } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import type { DashboardStats } from '../api/get-dashboard-stats';
import type { CardFilter } from '../filters';

const CARD_ICONS: Record<DashboardCard, ReactNode> = {
  total: <ClipboardListIcon />,
  pending: <ClockIcon />,
  approved: <CheckCircleIcon />,
  rejected: <XCircleIcon />,
  delivered: <TruckIcon />,
};

/** Each card's colour: its accent and the accent's soft background are the tone's two tokens (base.css). */
const CARD_TONES: Record<DashboardCard, 'brand' | 'warning' | 'success' | 'danger' | 'info'> = {
  total: 'brand',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  delivered: 'info',
};

function accentOf(card: DashboardCard): CSSProperties {
  const tone = CARD_TONES[card];
  return {
    '--accent': `var(--color-${tone})`,
    '--accent-soft': `var(--color-${tone}-soft)`,
  } as CSSProperties;
}

interface SummaryCardsProps {
  stats: DashboardStats | undefined;
  error: unknown;
  active: DashboardCard | null;
  onSelect(card: DashboardCard, filter: CardFilter): void;
}

/** SPEC §2's five cards; a click lists exactly what the server counted (its status and approvedToday filters). */
export function SummaryCards({ stats, error, active, onSelect }: SummaryCardsProps) {
  return (
    <section aria-label={t('dashboard.cards')} className="stat-cards-section">
      {error && !stats ? (
        <Alert variant="error">{errorMessage(error, t('common.genericError'))}</Alert>
      ) : null}
      <ul className="stat-cards">
        {DASHBOARD_CARDS.map((card) => {
          const entry = stats?.cards[card];
          const selected = active === card;
          return (
            <li key={card}>
              <button
                type="button"
                className={selected ? 'stat-card stat-card--active' : 'stat-card'}
                style={accentOf(card)}
                aria-pressed={selected}
                disabled={!entry}
                title={t('dashboard.cardFilterHint')}
                onClick={() => entry && onSelect(card, entry)}
              >
                <span className="stat-card__icon" aria-hidden="true">
                  {CARD_ICONS[card]}
                </span>
                <span className="stat-card__text">
                  <span className="stat-card__label">{t(`card.${card}`)}</span>
                  <span className="stat-card__value">{entry ? formatCount(entry.count) : '–'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
