import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useRequiredField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { SettingsForm } from '../../../components/ui/submit-button';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { useRemoveTotp, useSecondFactorStatus } from '../../auth/api/second-factor';
import { RecoveryCodes, TotpEnrolment } from '../../auth/components/totp-enrolment';
import { FreshCodeField } from './fresh-code-field';

/**
 * Settings → Two-factor authentication (DESIGN §13): whether an authenticator app is set up,
 * setting one up (with the recovery codes shown once), and removing it with a fresh code.
 */
export function SecondFactorCard() {
  const status = useSecondFactorStatus();
  // Setting up an app: its QR code and first code, then its recovery codes.
  const [enrolment, setEnrolment] = useState<'app' | { codes: string[] } | null>(null);
  const totp = status.data?.factors.find((factor) => factor.kind === 'totp');

  let body: ReactNode;
  if (enrolment === 'app') {
    body = <TotpEnrolment onEnrolled={(codes) => setEnrolment({ codes })} />;
  } else if (enrolment) {
    body = <RecoveryCodes codes={enrolment.codes} onDone={() => setEnrolment(null)} />;
  } else if (!status.data) {
    body = <Spinner />;
  } else if (totp) {
    body = (
      <>
        <p data-testid="second-factor-state">
          {t('mfa.settings.on', { date: totp.confirmedAt ? formatDate(totp.confirmedAt) : '' })}
        </p>
        <p>{t('mfa.settings.recoveryLeft', { count: status.data.recoveryCodesLeft })}</p>
        <RemoveTotpForm />
      </>
    );
  } else {
    body = (
      <>
        <p data-testid="second-factor-state">
          {t(status.data.factors.length ? 'mfa.settings.noApp' : 'mfa.settings.off')}
        </p>
        {status.data.required && !status.data.factors.length && <p>{t('mfa.settings.required')}</p>}
        <div className="row-actions">
          <Button onClick={() => setEnrolment('app')}>{t('mfa.settings.setUp')}</Button>
        </div>
      </>
    );
  }
  return (
    <Card title={t('mfa.settings.title')} description={t('mfa.settings.description')}>
      <div className="stack stack--tight">{body}</div>
    </Card>
  );
}

function RemoveTotpForm() {
  const remove = useRemoveTotp();
  const code = useRequiredField({
    required: t('mfa.signIn.codeRequired'),
    busy: remove.isPending,
    send: (value, refuse) =>
      remove.mutate(value, {
        onSuccess: () => notify('success', t('mfa.settings.removed')),
        onError: (err) => refuse(errorMessage(err, t('mfa.settings.removeFailed'))),
      }),
  });
  return (
    <SettingsForm {...code.form} label={t('mfa.settings.remove')} busyLabel={t('mfa.settings.removing')}>
      <FreshCodeField {...code.input} />
    </SettingsForm>
  );
}
