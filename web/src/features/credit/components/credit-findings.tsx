import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { t } from '../../../i18n';
import type { CreditFinding } from '../api/credit';

const TONE: Record<CreditFinding['severity'], BadgeTone> = {
  block: 'danger',
  override: 'warning',
  info: 'info',
};

/**
 * The credit check's findings (DESIGN §11), most severe first as the service sends them: each
 * its severity and its message, which the service wrote in the reader's language.
 */
export function CreditFindings({ findings, label }: { findings: readonly CreditFinding[]; label: string }) {
  if (!findings.length) return <p className="muted">{t('credit.noFindings')}</p>;
  return (
    <ul className="credit-findings" aria-label={label}>
      {findings.map((finding, index) => (
        // Price findings repeat a code (one per line): the position keeps keys unique.
        <li key={`${finding.code}-${index}`} className={`credit-finding credit-finding--${finding.severity}`}>
          <Badge tone={TONE[finding.severity]}>{t(`credit.severity.${finding.severity}`)}</Badge>
          <span>{finding.message}</span>
        </li>
      ))}
    </ul>
  );
}
