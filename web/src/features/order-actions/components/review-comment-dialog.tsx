import { REVIEW_COMMENT_MAX } from '@tawreed/domain';
import { type FormEvent, useId } from 'react';
import { t } from '../../../i18n';
import { rejectOrder, requestOrderChanges } from '../api/order-actions';
import { reviewCommentError } from '../validation';
import { CommentField, useCheckedComment } from './comment-field';
import {
  dialogTexts,
  OrderActionDialog,
  type OrderDialogProps,
  useOrderActionDialog,
} from './order-action-dialog';

export type ReviewAction = 'reject' | 'request-changes';

interface ReviewCommentDialogProps extends OrderDialogProps {
  action: ReviewAction;
}

/** Reject and request changes: a comment of 10 to 500 characters with its counter (SPEC §5). */
export function ReviewCommentDialog({ action, ...props }: ReviewCommentDialogProps) {
  const id = useId();
  const comment = useCheckedComment(`${id}-comment`, reviewCommentError);
  const reject = action === 'reject';
  const { mutation, dialog, form } = useOrderActionDialog(
    props,
    (seen, text: string) => (reject ? rejectOrder(seen, text) : requestOrderChanges(seen, text)),
    {
      success: { title: t(reject ? 'reject.success' : 'requestChanges.success') },
      onSuccess: comment.clear,
      onClose: comment.forgetError,
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = comment.checked();
    if (text !== null) mutation.mutate(text);
  }

  return (
    <OrderActionDialog
      dialog={dialog}
      {...form}
      {...dialogTexts(reject ? 'reject' : 'requestChanges')}
      onFormSubmit={submit}
      variant={reject ? 'destructive' : 'primary'}
    >
      <CommentField
        {...comment.field}
        label={t('review.comment')}
        max={REVIEW_COMMENT_MAX}
        hint={t('review.hint')}
      />
    </OrderActionDialog>
  );
}
