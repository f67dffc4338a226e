import { mfaMethodsFor } from '@tawreed/domain';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useRequiredField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { SettingsForm } from '../../../components/ui/submit-button';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { isPasskeyDeclined } from '../../auth/api/passkeys';
import { useRemoveTotp, useSecondFactorStatus } from '../../auth/api/second-factor';
import { RecoveryCodes, TotpEnrolment } from '../../auth/components/totp-enrolment';
import { FreshCodeField } from './fresh-code-field';

/**
 * Settings → Two-factor authentication (DESIGN §13): whether an authenticator app is set up,
 * setting one up (with the recovery codes shown once), and removing it with a fresh code or,
 * for a person who has one, a passkey.
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
        <RemoveTotpForm
          withPasskey={mfaMethodsFor(status.data.factors.map((factor) => factor.kind)).includes('passkey')}
        />
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

/** The app's removal, confirmed by a code typed in the field or, where the person has one, a passkey. */
function RemoveTotpForm({ withPasskey }: { withPasskey: boolean }) {
  const remove = useRemoveTotp();
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const removed = () => notify('success', t('mfa.settings.removed'));
  const code = useRequiredField({
    required: t('mfa.signIn.codeRequired'),
    busy: remove.isPending,
    send: (value, refuse) => {
      setPasskeyFailure(null);
      remove.mutate(
        { code: value },
        {
          onSuccess: removed,
          onError: (err) => refuse(errorMessage(err, t('mfa.settings.removeFailed'))),
        },
      );
    },
  });
  const removeWithPasskey = () => {
    setPasskeyFailure(null);
    remove.mutate(
      { passkey: true },
      {
        onSuccess: removed,
        onError: (err) =>
          setPasskeyFailure(
            isPasskeyDeclined(err)
              ? t('passkey.confirm.declined')
              : errorMessage(err, t('mfa.settings.removeFailed')),
          ),
      },
    );
  };
  return (
    <>
      <SettingsForm {...code.form} label={t('mfa.settings.remove')} busyLabel={t('mfa.settings.removing')}>
        <FreshCodeField {...code.input} />
      </SettingsForm>
      {withPasskey && (
        <>
          {passkeyFailure && (
            <Alert variant="error" title={t('mfa.settings.removeFailed')}>
              {passkeyFailure}
            </Alert>
          )}
          <div className="row-actions">
            <Button
              variant="secondary"
              onClick={removeWithPasskey}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
            >
              {t('mfa.settings.removeWithPasskey')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
