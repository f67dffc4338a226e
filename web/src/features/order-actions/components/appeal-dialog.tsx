import { APPEAL_COMMENT_MAX } from '@tawreed/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatFileSize } from '../../../i18n/format-order';
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
  const fileInput = useRef<HTMLInputElement>(null);
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

  function addFiles(list: FileList | null) {
    const accepted: File[] = [];
    const rejected: string[] = [];
    for (const file of Array.from(list ?? [])) {
      const problem = evidenceFileError(file);
      if (problem) rejected.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    setFileErrors(rejected);
    setFiles((current) => [...current, ...accepted]);
    if (fileInput.current) fileInput.current.value = '';
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
          <input
            ref={fileInput}
            id={`${id}-files`}
            className="input file-input"
            type="file"
            multiple
            accept={EVIDENCE_EXTENSIONS.join(',')}
            aria-describedby={`${id}-files-hint${fileErrors.length ? ` ${id}-files-error` : ''}`}
            aria-invalid={fileErrors.length ? true : undefined}
            onChange={(event) => addFiles(event.target.files)}
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
          {files.length > 0 && (
            <ul className="file-list" aria-label={t('appealForm.selected')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="file-list__item">
                  <span className="file-list__name">{file.name}</span>
                  <span className="muted">{formatFileSize(file.size)}</span>
                  <Button
                    variant="ghost"
                    className="button--icon"
                    aria-label={t('appealForm.remove', { name: file.name })}
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                  >
                    <CloseIcon />
                  </Button>
                </li>
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
