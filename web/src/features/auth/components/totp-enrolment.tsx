import { totpCodeOf } from '@tawreed/domain';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CodeField } from '../../../components/ui/field';
import { SecretOnce } from '../../../components/ui/secret-once';
import { Spinner } from '../../../components/ui/spinner';
import { FormSubmit } from '../../../components/ui/submit-button';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useConfirmTotp, useRefreshSecondFactor, useStartTotp } from '../api/second-factor';

/**
 * Enrolling an authenticator app (DESIGN §13): a new key as a QR code and as text to type, then
 * the app's first code. `onEnrolled` gets the ten recovery codes.
 */
export function TotpEnrolment({ onEnrolled }: { onEnrolled(codes: string[]): void }) {
  const id = useId();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const started = useRef(false);
  const { mutate } = start;

  useEffect(() => {
    // One key per enrolment screen (a second POST would replace the first).
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: ({ otpauthUrl }) =>
        void QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }).then(setQr, () => setQr(null)),
    });
  }, [mutate]);

  if (start.isError) return <Alert variant="error">{errorMessage(start.error, t('mfa.enrol.failed'))}</Alert>;
  if (!start.data) return <Spinner label={t('mfa.enrol.starting')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!totpCodeOf(code)) return setError(t('mfa.signIn.codeRequired'));
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
      onError: (err) => setError(errorMessage(err, t('mfa.enrol.failed'))),
    });
  };

  return (
    <div className="stack stack--tight">
      {qr && <img className="totp-qr" src={qr} alt={t('mfa.enrol.qrAlt')} width={200} height={200} />}
      <p>
        {t('mfa.enrol.secret')}:{' '}
        <code className="mono secret-once" data-testid="totp-secret" dir="ltr">
          {start.data.secret}
        </code>
      </p>
      <form className="stack stack--tight" onSubmit={submit} aria-label={t('mfa.enrol.title')} noValidate>
        <CodeField
          id={`${id}-code`}
          label={t('mfa.enrol.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <FormSubmit busy={confirm.isPending} label={t('mfa.enrol.submit')} busyLabel={t('mfa.enrol.busy')} />
      </form>
    </div>
  );
}

/**
 * The ten recovery codes, shown once (DESIGN §13); once they are put away, the person's factors
 * and session are read again (the status was left as it stood while the codes were on screen).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?(): void }) {
  const refresh = useRefreshSecondFactor();
  return (
    <div className="stack stack--tight">
      <p>{t('mfa.recovery.description')}</p>
      <SecretOnce
        title={t('mfa.recovery.title')}
        secret={codes.join(' ')}
        testId="recovery-codes"
        copy="mfa.recovery"
        doneLabel={t('mfa.recovery.done')}
        onDone={() => {
          onDone?.();
          void refresh();
        }}
      />
    </div>
  );
}
