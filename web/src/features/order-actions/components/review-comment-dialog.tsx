import { REVIEW_COMMENT_MAX } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { type Order, rejectOrder, requestOrderChanges } from '../api/order-actions';
import { reviewCommentError } from '../validation';
import { CommentField } from './comment-field';

export type ReviewAction = 'reject' | 'request-changes';

interface ReviewCommentDialogProps {
  action: ReviewAction;
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Reject and request changes: a comment of 10 to 500 characters with its counter (SPEC §5). */
export function ReviewCommentDialog({ action, order, open, onOpenChange }: ReviewCommentDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = action === 'reject';
  const mutation = useOrderActionMutation(
    order,
    open,
    (seen, text: string) => (reject ? rejectOrder(seen, text) : requestOrderChanges(seen, text)),
    {
      onSuccess() {
        toast({
          variant: 'success',
          title: t(reject ? 'reject.success' : 'requestChanges.success'),
        });
        setComment('');
        onOpenChange(false);
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = reviewCommentError(comment);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    mutation.mutate(comment.trim());
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          setError(null);
        }
        onOpenChange(next);
      }}
      title={t(reject ? 'reject.title' : 'requestChanges.title')}
      description={t(reject ? 'reject.description' : 'requestChanges.description')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <CommentField
          id={`${id}-comment`}
          label={t('review.comment')}
          value={comment}
          max={REVIEW_COMMENT_MAX}
          error={error}
          hint={t('review.hint')}
          onChange={(event) => {
            setComment(event.target.value);
            if (error) setError(reviewCommentError(event.target.value));
          }}
        />
        <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
        <DialogFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={t(reject ? 'reject.submit' : 'requestChanges.submit')}
          variant={reject ? 'destructive' : 'primary'}
          busy={mutation.isPending}
        />
      </form>
    </ActionDialog>
  );
}
