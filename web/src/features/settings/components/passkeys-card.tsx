import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { ActionDialog, ActionForm } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import {
  type ConfirmWith,
  isPasskeyDeclined,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../../auth/api/passkeys';
import { AddPasskeyForm, PasskeyNameField } from '../../auth/components/add-passkey-form';
import { RecoveryCodes } from '../../auth/components/totp-enrolment';
import { FreshCodeField } from './fresh-code-field';

type Passkey = NonNullable<ReturnType<typeof usePasskeys>['data']>[number];
type Chosen =
  | { kind: 'add' }
  | { kind: 'rename'; passkey: Passkey }
  | { kind: 'remove'; passkey: Passkey }
  | null;

/**
 * Settings → Passkeys (DESIGN §13): the person's passkeys by name, adding one (the browser
 * creates it; a first factor shows its recovery codes once), renaming and removing one with
 * a fresh second factor (one of the person's passkeys, or a code). Each action is a dialog (focus moves in, stays in, and returns to its button).
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
      {chosen?.kind === 'rename' && <RenameDialog {...chosen} onClose={close} returnFocusTo={returnFocus} />}
      {chosen?.kind === 'remove' && <RemoveDialog {...chosen} onClose={close} returnFocusTo={returnFocus} />}
    </Card>
  );
}

/** A change of one passkey chosen in the list, made in a dialog opened from the list. */
interface ChangeDialogProps<Kind extends 'rename' | 'remove'> {
  kind: Kind;
  passkey: Passkey;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

interface PasskeyFieldDialogProps extends ChangeDialogProps<'rename' | 'remove'> {
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
  /** Another way to make the change, offered above the field. */
  alternative?: ReactNode;
  /** What the failed call says (the server's message by default). */
  failure?(error: unknown): string;
}

/**
 * A dialog asking one thing to change a passkey (its new name, a fresh code to remove it),
 * titled by the change and the passkey's name, with another way to make it where there is one.
 */
function PasskeyFieldDialog({
  kind,
  passkey,
  initial,
  requiredMessage,
  call,
  onClose,
  ...dialog
}: PasskeyFieldDialogProps) {
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
      title={t(`passkey.settings.${kind}Title`, { name: passkey.name })}
      description={dialog.description}
      returnFocusTo={dialog.returnFocusTo}
    >
      <ActionForm
        onFormSubmit={submit}
        error={
          call.isError
            ? (dialog.failure?.(call.error) ?? errorMessage(call.error, t('actions.failed')))
            : null
        }
        busy={call.isPending}
        onCancel={onClose}
        variant={dialog.destructive ? 'destructive' : undefined}
        submitLabel={dialog.submitLabel}
      >
        {dialog.alternative}
        {dialog.field({ value, onChange: (event) => setValue(event.target.value), error, autoFocus: true })}
      </ActionForm>
    </ActionDialog>
  );
}

function RenameDialog(props: ChangeDialogProps<'rename'>) {
  const rename = useRenamePasskey();
  return (
    <PasskeyFieldDialog
      {...props}
      initial={props.passkey.name}
      requiredMessage={t('passkey.settings.nameRequired')}
      call={rename}
      submitLabel={t('passkey.settings.save')}
      field={(input) => <PasskeyNameField id="passkey-rename" {...input} />}
      onSave={(name) =>
        rename.mutate(
          { id: props.passkey.id, name: name.trim() },
          {
            onSuccess: (renamed) => {
              notify('success', t('passkey.settings.renamed', { name: renamed.name }));
              props.onClose();
            },
          },
        )
      }
    />
  );
}

/**
 * Removing a passkey, confirmed by one of the person's passkeys (the browser asks them to choose
 * and verify; the one being removed may confirm itself) or by a code typed in the field.
 */
function RemoveDialog(props: ChangeDialogProps<'remove'>) {
  const remove = useRemovePasskey();
  const [withPasskey, setWithPasskey] = useState(false);
  const removeWith = (confirm: ConfirmWith) => {
    setWithPasskey('passkey' in confirm);
    remove.mutate(
      { id: props.passkey.id, confirm },
      {
        onSuccess: () => {
          notify('success', t('passkey.settings.removed', { name: props.passkey.name }));
          props.onClose();
        },
      },
    );
  };
  return (
    <PasskeyFieldDialog
      {...props}
      description={t('passkey.settings.removeDescription')}
      initial=""
      requiredMessage={t('mfa.signIn.codeRequired')}
      call={remove}
      submitLabel={t('passkey.settings.remove')}
      destructive
      alternative={
        <>
          <Button
            variant="secondary"
            block
            onClick={() => removeWith({ passkey: true })}
            disabled={remove.isPending}
            aria-busy={(remove.isPending && withPasskey) || undefined}
          >
            {remove.isPending && withPasskey ? t('passkey.confirm.busy') : t('passkey.confirm.button')}
          </Button>
          <p className="muted">{t('passkey.signIn.or')}</p>
        </>
      }
      failure={(error) =>
        isPasskeyDeclined(error) ? t('passkey.confirm.declined') : errorMessage(error, t('actions.failed'))
      }
      field={(input) => <FreshCodeField id="passkey-remove-code" {...input} />}
      onSave={(code) => removeWith({ code })}
    />
  );
}
