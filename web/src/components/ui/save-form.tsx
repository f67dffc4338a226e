import type { FormEvent, ReactNode } from 'react';
import { type SectionWith, t } from '../../i18n';
import type { SafeParseResult } from '../../lib/checked-input';
import { ActionDialog, ActionForm } from './action-dialog';
import type { useSaveForm } from './save-form-state';
import { type ToastOptions, toast } from './toast';

interface SaveFormProps<Checked, Saved> {
  form: Pick<ReturnType<typeof useSaveForm>, 'check' | 'failed' | 'generalMessage' | 'clear'>;
  /** The save, called with the input the domain's schema passed. */
  save: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    mutate(input: Checked, handlers: { onSuccess(saved: Saved): void; onError(error: unknown): void }): void;
  };
  /** The domain's check of the form's values. */
  check(): SafeParseResult<Checked>;
  /** An input with nothing to send: the form is done without a call. */
  skip?(input: Checked): boolean;
  /** The one field a 409 can only be about (a taken code), else null: its message goes above. */
  conflictField(input: Checked): string | null;
  /** The success toast's text. */
  saved(result: Saved): Omit<ToastOptions, 'variant'>;
  /** After the save, and on cancel. */
  onDone(): void;
  submitLabel: string;
  className?: string;
  label?: string;
  children: ReactNode;
}

/**
 * A form that saves one thing: the domain's check on submit, then the call; a failure's
 * messages placed under their fields (or above the form), a success toasted.
 */
export function SaveForm<Checked, Saved>({
  form,
  save,
  check,
  skip,
  conflictField,
  saved,
  onDone,
  submitLabel,
  className,
  label,
  children,
}: SaveFormProps<Checked, Saved>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const input = form.check(element, check());
    if (!input) return;
    if (skip?.(input)) return onDone();
    save.mutate(input, {
      onSuccess: (result) => {
        toast({ variant: 'success', ...saved(result) });
        onDone();
      },
      onError: (error) => form.failed(error, conflictField(input), element),
    });
  };
  return (
    <ActionForm
      errorFirst
      className={className}
      label={label}
      error={form.generalMessage(save)}
      onFormSubmit={submit}
      onCancel={onDone}
      submitLabel={submitLabel}
      busy={save.isPending}
    >
      {children}
    </ActionForm>
  );
}

/** Whether a dialog is open, and how it asks to open or close. */
export interface DialogState {
  open: boolean;
  onOpenChange(open: boolean): void;
}

interface SaveFormDialogProps<Checked, Saved>
  extends Omit<SaveFormProps<Checked, Saved>, 'onDone'>,
    DialogState {
  save: SaveFormProps<Checked, Saved>['save'] & { reset(): void };
  title: string;
  description: string;
  wide?: boolean;
}

/**
 * A SaveForm in a dialog: closing it, however, forgets the input, its errors and the failed call.
 * The dialog reads its frame's props (open, title, description, wide), the form the rest.
 */
export function SaveFormDialog<Checked, Saved>(props: SaveFormDialogProps<Checked, Saved>) {
  const { save, form, onOpenChange } = props;
  const forget = () => {
    save.reset();
    form.clear();
  };
  const close = () => {
    forget();
    onOpenChange(false);
  };
  return (
    <ActionDialog {...props} onClose={forget}>
      <SaveForm {...props} onDone={close} />
    </ActionDialog>
  );
}

interface CreateDialogProps<Checked, Saved, Unique extends string>
  extends Omit<
    SaveFormDialogProps<Checked, Saved>,
    'title' | 'description' | 'conflictField' | 'saved' | 'submitLabel'
  > {
  /** The catalog section of the dialog's `.title`, `.description` and `.submit`, and of the `.done` toast. */
  texts: SectionWith<'title' | 'description' | 'submit' | 'done'>;
  /**
   * The field that names the new thing (an account number, a code): a 409 can only mean it is
   * taken, and the `.done` toast names the thing by it (its parameter of the same name).
   */
  unique: Unique;
}

/** A SaveFormDialog that creates one thing named by a field that must be unique. */
export function CreateDialog<Checked, Saved extends Record<Unique, string>, Unique extends string>({
  texts,
  unique,
  ...props
}: CreateDialogProps<Checked, Saved, Unique>) {
  return (
    <SaveFormDialog
      {...props}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      conflictField={() => unique}
      saved={(created) => ({ title: t(`${texts}.done`, { [unique]: created[unique] }) })}
      submitLabel={t(`${texts}.submit`)}
    />
  );
}
