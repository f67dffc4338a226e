import { CodeField, type TextFieldProps } from '../../../components/ui/field';
import { t } from '../../../i18n';

/** A current code from the authenticator app or a recovery code: what removing a factor asks for. */
export function FreshCodeField(field: Omit<TextFieldProps, 'label'>) {
  return <CodeField label={t('mfa.settings.removeCode')} autoComplete="one-time-code" {...field} />;
}
