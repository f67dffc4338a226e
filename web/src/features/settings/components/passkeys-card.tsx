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
                {(['rename', 'remove'] as const).map((kind) => (
                  <Button
                    key={kind}
                    variant={kind === 'remove' ? 'destructive' : 'secondary'}
                    aria-label={`${t(`passkey.settings.${kind}`)}: ${passkey.name}`}
                    onClick={() => choose({ kind, passkey })}
                  >
                    {t(`passkey.settings.${kind}`)}
                  </Button>
                ))}
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

interface PasskeyFieldDialogProps extends Omit<DialogProps, 'passkey'> {
  title: string;
  description?: string;
  initial: string;
  /** Shown under the field when it is left empty. */
  requiredMessage: string;
  call: { isPending: boolean; isError: boolean; error: unknown };
  submitLabel: string;
  destructive?: boolean;
  /** The one field, given its value, its error and the focus. */
  field(input: {
    value: string;
    onChange(event: { target: { value: string } }): void;
    error?: string;
    autoFocus: true;
  }): ReactNode;
  /** Sends the field's value; `onClose` once it is done. */
  onSave(value: string): void;
}

/** A dialog asking one thing of a passkey (its new name, a fresh code to remove it). */
function PasskeyFieldDialog({ initial, requiredMessage, call, onClose, ...dialog }: PasskeyFieldDialogProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(requiredMessage);
    setError(undefined);
    dialog.onSave(value);
  };
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={dialog.title}
      description={dialog.description}
      returnFocusTo={dialog.returnFocusTo}
    >
      <ActionForm
        onFormSubmit={submit}
        error={call.isError ? errorMessage(call.error, t('actions.failed')) : null}
        busy={call.isPending}
        onCancel={onClose}
        variant={dialog.destructive ? 'destructive' : undefined}
        submitLabel={dialog.submitLabel}
      >
        {dialog.field({ value, onChange: (event) => setValue(event.target.value), error, autoFocus: true })}
      </ActionForm>
    </ActionDialog>
  );
}

function RenameDialog({ passkey, ...dialog }: DialogProps) {
  const rename = useRenamePasskey();
  return (
    <PasskeyFieldDialog
      {...dialog}
      title={t('passkey.settings.renameTitle', { name: passkey.name })}
      initial={passkey.name}
      requiredMessage={t('passkey.settings.nameRequired')}
      call={rename}
      submitLabel={t('passkey.settings.save')}
      field={(input) => (
        <TextField
          id="passkey-rename"
          label={t('passkey.settings.name')}
          maxLength={100}
          autoComplete="off"
          {...input}
        />
      )}
      onSave={(name) =>
        rename.mutate(
          { id: passkey.id, name: name.trim() },
          {
            onSuccess: (renamed) => {
              notify('success', t('passkey.settings.renamed', { name: renamed.name }));
              dialog.onClose();
            },
          },
        )
      }
    />
  );
}

function RemoveDialog({ passkey, ...dialog }: DialogProps) {
  const remove = useRemovePasskey();
  return (
    <PasskeyFieldDialog
      {...dialog}
      title={t('passkey.settings.removeTitle', { name: passkey.name })}
      description={t('passkey.settings.removeDescription')}
      initial=""
      requiredMessage={t('mfa.signIn.codeRequired')}
      call={remove}
      submitLabel={t('passkey.settings.remove')}
      destructive
      field={(input) => (
        <CodeField
          id="passkey-remove-code"
          label={t('mfa.settings.removeCode')}
          autoComplete="one-time-code"
          {...input}
        />
      )}
      onSave={(code) =>
        remove.mutate(
          { id: passkey.id, code },
          {
            onSuccess: () => {
              notify('success', t('passkey.settings.removed', { name: passkey.name }));
              dialog.onClose();
            },
          },
        )
      }
    />
  );
}
