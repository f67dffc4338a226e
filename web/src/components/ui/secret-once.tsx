import { type ReactNode, useState } from 'react';
import { type SectionWith, t } from '../../i18n';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { notify } from './toast';

interface SecretOnceProps {
  title: string;
  secret: string;
  testId: string;
  /** The catalog section of the copy button's label (`.copy`) and the toasts that say whether the copy worked; none without. */
  copy?: SectionWith<'copy' | 'copied' | 'copyFailed'>;
  doneLabel: string;
  /** Puts the secret away: it is never shown again. */
  onDone(): void;
}

/** A secret shown once (an API token, a webhook's signing secret), selectable whole. */
export function SecretOnce({ title, secret, testId, copy, doneLabel, onDone }: SecretOnceProps) {
  const copySecret = async (texts: NonNullable<SecretOnceProps['copy']>) => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('success', t(`${texts}.copied`));
    } catch {
      notify('error', t(`${texts}.copyFailed`));
    }
  };
  return (
    <Alert variant="success" title={title}>
      <p>
        <code className="mono secret-once" data-testid={testId}>
          {secret}
        </code>
      </p>
      <div className="row-actions">
        {copy && (
          <Button variant="secondary" onClick={() => copySecret(copy)}>
            {t(`${copy}.copy`)}
          </Button>
        )}
        <Button variant={copy ? 'ghost' : 'secondary'} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </Alert>
  );
}

interface SecretCardProps extends Omit<SecretOnceProps, 'title' | 'secret' | 'onDone'> {
  /** The catalog section of the card's `.title` and `.description` and the secret's `.secretTitle`. */
  texts: SectionWith<'title' | 'description' | 'secretTitle'>;
  /** The card's content; its form calls `onSecret` with the secret it made. */
  children(onSecret: (secret: string) => void): ReactNode;
}

/** A settings card whose form makes a secret, shown once above the content until put away. */
export function SecretCard({ texts, children, ...shown }: SecretCardProps) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card title={t(`${texts}.title`)} description={t(`${texts}.description`)}>
      <div className="stack">
        {secret && (
          <SecretOnce
            {...shown}
            title={t(`${texts}.secretTitle`)}
            secret={secret}
            onDone={() => setSecret(null)}
          />
        )}
        {children(setSecret)}
      </div>
    </Card>
  );
}
