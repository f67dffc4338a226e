import { APPEAL_COMMENT_MAX } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { FileChooser } from '../../../components/ui/file-chooser';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { createAppeal, type Order } from '../api/order-actions';
import { appealCommentError, EVIDENCE_EXTENSIONS, evidenceFileError } from '../validation';
import { CommentField } from './comment-field';

interface AppealDialogProps {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Object to a rejection: a comment of 3 to 1000 characters and optional evidence files (SPEC §5). */
export function AppealDialog({ order, open, onOpenChange }: AppealDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const mutation = useOrderActionMutation(
    order,
    open,
    (seen, input: { comment: string; files: File[] }) => createAppeal(seen, input.comment, input.files),
    {
      onSuccess() {
        toast({
          variant: 'success',
          title: t('appealForm.success'),
          description: t('appealForm.successBody'),
        });
        setComment('');
        setFiles([]);
        onOpenChange(false);
      },
    },
  );

  function addFiles(list: File[]) {
    const accepted: File[] = [];
    const rejected: string[] = [];
    for (const file of list) {
      const problem = evidenceFileError(file);
      if (problem) rejected.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    setFileErrors(rejected);
    setFiles((current) => [...current, ...accepted]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = appealCommentError(comment);
    setCommentError(problem);
    if (problem) {
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    mutation.mutate({ comment: comment.trim(), files });
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          setCommentError(null);
          setFileErrors([]);
        }
        onOpenChange(next);
      }}
      title={t('appealForm.title')}
      description={t('appealForm.description')}
      wide
    >
      <form className="form" onSubmit={submit} noValidate>
        <CommentField
          id={`${id}-comment`}
          label={t('appealForm.comment')}
          value={comment}
          max={APPEAL_COMMENT_MAX}
          error={commentError}
          onChange={(event) => {
            setComment(event.target.value);
            if (commentError) setCommentError(appealCommentError(event.target.value));
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-files`}>
            {t('appealForm.files')}
          </label>
          <FileChooser
            id={`${id}-files`}
            buttonLabel={t('files.choose')}
            multiple
            accept={EVIDENCE_EXTENSIONS.join(',')}
            describedBy={`${id}-files-hint${fileErrors.length ? ` ${id}-files-error` : ''}`}
            invalid={fileErrors.length > 0}
            files={files}
            emptyText={t('files.none')}
            listLabel={t('appealForm.selected')}
            removeLabel={(name) => t('appealForm.remove', { name })}
            onAdd={addFiles}
            onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
          />
          <p id={`${id}-files-hint`} className="field__hint">
            {t('appealForm.filesHint')}
          </p>
          {fileErrors.length > 0 && (
            <ul id={`${id}-files-error`} className="field__error file-errors" role="alert">
              {fileErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
        <DialogFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={t('appealForm.submit')}
          busy={mutation.isPending}
        />
      </form>
    </ActionDialog>
  );
}
