import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRefreshSecondFactor } from '../api/second-factor';
import { useSignOut } from '../api/sign-out';
import { AddPasskeyForm } from './add-passkey-form';
import { AuthShell } from './auth-shell';
import { RecoveryCodes, TotpEnrolment } from './totp-enrolment';

/**
 * Before anything else, a person whose role must have a second factor (MFA_REQUIRED_ROLES)
 * enrols one (an authenticator app or a passkey), and sees the recovery codes once; then the portal opens (DESIGN §13).
 */
export function EnrolmentPage() {
  usePageTitle(t('mfa.enrol.title'));
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = useRefreshSecondFactor();
  const signOut = useSignOut();
  return (
    <AuthShell>
      <h1 className="auth__title">{t(codes ? 'mfa.recovery.title' : 'mfa.enrol.title')}</h1>
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : (
        <>
          <p className="auth__subtitle">{t('mfa.enrol.subtitle')}</p>
          <TotpEnrolment onEnrolled={setCodes} />
          <h2 className="auth__divider">{t('passkey.enrol.or')}</h2>
          <AddPasskeyForm
            onAdded={(added) => (added.recoveryCodes.length ? setCodes(added.recoveryCodes) : void refresh())}
          />
        </>
      )}
      <Button variant="ghost" onClick={() => void signOut()}>
        {t('mfa.enrol.signOut')}
      </Button>
    </AuthShell>
  );
}
