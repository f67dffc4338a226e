import {
  ACCOUNT_SETTINGS_MESSAGES,
  MIN_PASSWORD_LENGTH,
  type ValidationIssue,
  validatePasswordChange,
} from '@tawreed/domain';
import { TawreedApiError } from '@tawreed/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PasswordField, useFormValues } from '../../../components/ui/field';
import { SettingsForm } from '../../../components/ui/submit-button';
import { notify } from '../../../components/ui/toast';
import { messageText, t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useChangePassword } from '../api/account-settings';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The catalog text of a rule the domain checked (the same rules the service applies). */
function issueText(issue: ValidationIssue): string {
  const { key } = issue.message;
  return Object.hasOwn(ACCOUNT_SETTINGS_MESSAGES, key)
    ? t(`settings.password.issue.${key as keyof typeof ACCOUNT_SETTINGS_MESSAGES}`)
    : messageText(issue.message);
}

/** The field a refusal of the service names (a wrong current password), else the whole form. */
function issuePath(err: unknown): string {
  if (!(err instanceof TawreedApiError)) return 'form';
  const issues = err.details?.issues as Array<{ path?: string }> | undefined;
  const path = issues?.[0]?.path;
  return path && path in EMPTY ? path : 'form';
}

/** Settings → Password: the current password, then the new one twice; other sessions end. */
export function PasswordCard() {
  const id = useId();
  const change = useChangePassword();
  const { values: form, setValues: setForm, bind } = useFormValues(EMPTY);
  const [issue, setIssue] = useState<{ path: string; text: string } | null>(null);
  const field = (path: keyof typeof EMPTY) => ({
    ...bind(path),
    error: issue?.path === path ? issue.text : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    if (found) return setIssue({ path: found.path, text: issueText(found) });
    setIssue(null);
    change.mutate(form, {
      onSuccess({ endedSessions }) {
        setForm(EMPTY);
        notify(
          'success',
          endedSessions
            ? t('settings.password.changedOthers', { count: endedSessions })
            : t('settings.password.changed'),
        );
      },
      onError: (err) =>
        setIssue({ path: issuePath(err), text: errorMessage(err, t('settings.password.error')) }),
    });
  };

  return (
    <Card title={t('settings.password.title')} description={t('settings.password.description')}>
      <SettingsForm
        name={t('settings.password.title')}
        onSubmit={submit}
        busy={change.isPending}
        label={t('settings.password.submit')}
        busyLabel={t('settings.password.busy')}
      >
        <PasswordField
          id={`${id}-current`}
          label={t('settings.password.current')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          id={`${id}-new`}
          label={t('settings.password.new')}
          hint={t('settings.password.newHint', { min: MIN_PASSWORD_LENGTH })}
          {...field('newPassword')}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('settings.password.confirm')}
          {...field('confirmPassword')}
        />
        {issue?.path === 'form' && <Alert variant="error">{issue.text}</Alert>}
      </SettingsForm>
    </Card>
  );
}
