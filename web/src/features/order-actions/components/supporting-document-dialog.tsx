import { canAddSupportingDocument } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { FileChooser } from '../../../components/ui/file-chooser';
import { UploadIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { type Order, uploadSupportingDocument } from '../api/order-actions';
import { EVIDENCE_EXTENSIONS, evidenceFileError } from '../validation';

/**
 * The Attachments tab's Upload File (SPEC §2): a supporting document, offered to whoever the
 * domain's canAddSupportingDocument allows (the owner company while the order is editable,
 * the reviewing and warehouse staff at any time).
 */
export function UploadDocumentButton({ order }: { order: Order }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!canAddSupportingDocument(order, user).ok) return null;
  return (
    <>
      <Button variant="secondary" icon={<UploadIcon />} onClick={() => setOpen(true)}>
        {t('document.upload')}
      </Button>
      <SupportingDocumentDialog order={order} open={open} onOpenChange={setOpen} />
    </>
  );
}

function SupportingDocumentDialog({
  order,
  open,
  onOpenChange,
}: {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useOrderActionMutation(
    order,
    open,
    async (seen, chosen: File[]) => {
      let latest: Order | null = null;
      for (const file of chosen) latest = await uploadSupportingDocument(seen.id, file);
      return latest as Order;
    },
    {
      onSuccess() {
        toast({ variant: 'success', title: t('document.success') });
        setFiles([]);
        onOpenChange(false);
      },
    },
  );

  function add(chosen: File[]) {
    const rejected: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = evidenceFileError(file);
      if (problem) rejected.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    setErrors(rejected);
    setFiles((current) => [...current, ...accepted]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setErrors([t('document.required')]);
      return;
    }
    mutation.mutate(files);
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          setErrors([]);
          setFiles([]);
        }
        onOpenChange(next);
      }}
      title={t('document.title')}
      description={t('document.description')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-files`}>
            {t('document.files')}
          </label>
          <FileChooser
            id={`${id}-files`}
            buttonLabel={t('files.choose')}
            multiple
            accept={EVIDENCE_EXTENSIONS.join(',')}
            describedBy={`${id}-hint${errors.length ? ` ${id}-error` : ''}`}
            invalid={errors.length > 0}
            disabled={mutation.isPending}
            files={files}
            emptyText={t('files.none')}
            listLabel={t('document.selected')}
            removeLabel={(name) => t('files.remove', { name })}
            onAdd={add}
            onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('document.hint')}
          </p>
          {errors.length > 0 && (
            <ul id={`${id}-error`} className="field__error file-errors" role="alert">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
        <DialogFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={t('document.submit')}
          busy={mutation.isPending}
        />
      </form>
    </ActionDialog>
  );
}
