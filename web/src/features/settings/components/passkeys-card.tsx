import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { ActionDialog, ActionForm } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CodeField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { usePasskeys, useRemovePasskey, useRenamePasskey } from '../../auth/api/passkeys';
import { useRefreshSecondFactor } from '../../auth/api/second-factor';
import { AddPasskeyForm } from '../../auth/components/add-passkey-form';
import { RecoveryCodes } from '../../auth/components/totp-enrolment';

type Passkey = NonNullable<ReturnType<typeof usePasskeys>['data']>[number];
type Chosen = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | null;

/**
 * Settings → Passkeys (DESIGN §13): the person's passkeys by name, adding one (the browser
 * creates it; a first factor shows its recovery codes once), renaming and removing one with
 * a fresh code. Each action is a dialog (focus moves in, stays in, and returns to its button).
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const refresh = useRefreshSecondFactor();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setChosen(null);
  // Focus goes back to the button that opened the dialog, or to Add when that one is gone.
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus: RefObject<HTMLElement | null> = {
    get current() {
      return opener.current?.isConnected ? opener.current : addButton.current;
    },
  };
  const choose = (next: Chosen) => {
    opener.current = next?.kind === 'remove' ? null : (document.activeElement as HTMLElement | null);
    setChosen(next);
  };

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
          void passkeys.refetch();
        }}
      />
    );
  } else if (!passkeys.data) {
    body = <Spinner />;
  } else {
    body = (
      <>
        {passkeys.data.length === 0 ? (
          <p data-testid="passkeys-state">{t('passkey.settings.none')}</p>
        ) : (
          <ul className="stack stack--tight" aria-label={t('passkey.settings.listLabel')}>
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="row-actions" data-testid="passkey">
                <span>
                  <strong>{passkey.name}</strong>{' '}
                  <span className="muted">
                    {t('passkey.settings.meta', {
                      created: formatDate(passkey.createdAt),
                      used: passkey.lastUsedAt
                        ? t('passkey.settings.lastUsed', { date: formatDateTime(passkey.lastUsedAt) })
                        : t('passkey.settings.neverUsed'),
                    })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`${t('passkey.settings.rename')}: ${passkey.name}`}
                  onClick={() => choose({ kind: 'rename', passkey })}
                >
                  {t('passkey.settings.rename')}
                </Button>
                <Button
                  variant="destructive"
                  aria-label={`${t('passkey.settings.remove')}: ${passkey.name}`}
                  onClick={() => choose({ kind: 'remove', passkey })}
                >
                  {t('passkey.settings.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="row-actions">
          <Button ref={addButton} onClick={() => choose({ kind: 'add' })}>
            {t('passkey.settings.add')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <Card title={t('passkey.settings.title')} description={t('passkey.settings.description')}>
      <div className="stack stack--tight">{body}</div>
      {chosen?.kind === 'add' && (
        <ActionDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t('passkey.settings.add')}
          description={t('passkey.settings.addDescription')}
          returnFocusTo={returnFocus}
        >
          <AddPasskeyForm
            autoFocus
            onAdded={(added) => {
              close();
              notify('success', t('passkey.settings.added', { name: added.passkey.name }));
              if (added.recoveryCodes.length) setCodes(added.recoveryCodes);
            }}
          />
        </ActionDialog>
      )}
      {chosen?.kind === 'rename' && (
        <RenameDialog passkey={chosen.passkey} onClose={close} returnFocusTo={returnFocus} />
      )}
      {chosen?.kind === 'remove' && (
        <RemoveDialog passkey={chosen.passkey} onClose={close} returnFocusTo={returnFocus} />
      )}
    </Card>
  );
}

interface DialogProps {
  passkey: Passkey;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function RenameDialog({ passkey, onClose, returnFocusTo }: DialogProps) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('passkey.settings.nameRequired'));
    setError(undefined);
    rename.mutate(
      { id: passkey.id, name: name.trim() },
      {
        onSuccess: (renamed) => {
          notify('success', t('passkey.settings.renamed', { name: renamed.name }));
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('passkey.settings.renameTitle', { name: passkey.name })}
      returnFocusTo={returnFocusTo}
    >
      <ActionForm
        onFormSubmit={submit}
        error={rename.isError ? errorMessage(rename.error, t('actions.failed')) : null}
        busy={rename.isPending}
        onCancel={onClose}
        submitLabel={t('passkey.settings.save')}
      >
        <TextField
          id="passkey-rename"
          label={t('passkey.settings.name')}
          maxLength={100}
          autoComplete="off"
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
      </ActionForm>
    </ActionDialog>
  );
}

function RemoveDialog({ passkey, onClose, returnFocusTo }: DialogProps) {
  const remove = useRemovePasskey();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('mfa.signIn.codeRequired'));
    setError(undefined);
    remove.mutate(
      { id: passkey.id, code },
      {
        onSuccess: () => {
          notify('success', t('passkey.settings.removed', { name: passkey.name }));
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('passkey.settings.removeTitle', { name: passkey.name })}
      description={t('passkey.settings.removeDescription')}
      returnFocusTo={returnFocusTo}
    >
      <ActionForm
        onFormSubmit={submit}
        error={remove.isError ? errorMessage(remove.error, t('actions.failed')) : null}
        busy={remove.isPending}
        onCancel={onClose}
        variant="destructive"
        submitLabel={t('passkey.settings.remove')}
      >
        <CodeField
          id="passkey-remove-code"
          label={t('mfa.settings.removeCode')}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      </ActionForm>
    </ActionDialog>
  );
}
