import { type ReactNode, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { notify } from './toast';

interface SecretOnceProps {
  title: string;
  secret: string;
  testId: string;
  /** The copy button's label and the toasts that say whether the copy worked; none without. */
  copy?: { label: string; copied: string; failed: string };
  doneLabel: string;
  /** Puts the secret away: it is never shown again. */
  onDone(): void;
}

/** A secret shown once (an API token, a webhook's signing secret), selectable whole. */
export function SecretOnce({ title, secret, testId, copy, doneLabel, onDone }: SecretOnceProps) {
  const copySecret = async (texts: NonNullable<SecretOnceProps['copy']>) => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('success', texts.copied);
    } catch {
      notify('error', texts.failed);
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
            {copy.label}
          </Button>
        )}
        <Button variant={copy ? 'ghost' : 'secondary'} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </Alert>
  );
}

interface SecretCardProps {
  title: string;
  description: string;
  /** How the secret shows: SecretOnce's texts. */
  secret: Omit<SecretOnceProps, 'secret' | 'onDone'>;
  /** The card's content; its form calls `onSecret` with the secret it made. */
  children(onSecret: (secret: string) => void): ReactNode;
}

/** A settings card whose form makes a secret, shown once above the content until put away. */
export function SecretCard({ title, description, secret: texts, children }: SecretCardProps) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card title={title} description={description}>
      <div className="stack">
        {secret && <SecretOnce {...texts} secret={secret} onDone={() => setSecret(null)} />}
        {children(setSecret)}
      </div>
    </Card>
  );
}
