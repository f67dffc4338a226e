import { APPEAL_COMMENT_MAX } from '@tawreed/domain';
import { type FormEvent, useId } from 'react';
import { useCheckedFiles } from '../../../components/ui/file-chooser';
import { t } from '../../../i18n';
import { createAppeal } from '../api/order-actions';
import { appealCommentError, evidenceFileError } from '../validation';
import { CommentField, useCheckedComment } from './comment-field';
import { EvidenceField } from './evidence-field';
import {
  dialogTexts,
  OrderActionDialog,
  type OrderDialogProps,
  useOrderActionDialog,
} from './order-action-dialog';

/** Object to a rejection: a comment of 3 to 1000 characters and optional evidence files (SPEC §5). */
export function AppealDialog(props: OrderDialogProps) {
  const id = useId();
  const comment = useCheckedComment(`${id}-comment`, appealCommentError);
  const evidence = useCheckedFiles(evidenceFileError);
  const { mutation, dialog, form } = useOrderActionDialog(
    props,
    (seen, input: { comment: string; files: File[] }) => createAppeal(seen, input.comment, input.files),
    {
      success: { title: t('appealForm.success'), description: t('appealForm.successBody') },
      onSuccess() {
        comment.clear();
        evidence.clear();
      },
      onClose() {
        comment.forgetError();
        evidence.setErrors([]);
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = comment.checked();
    if (text !== null) mutation.mutate({ comment: text, files: evidence.files });
  }

  return (
    <OrderActionDialog dialog={dialog} {...form} {...dialogTexts('appealForm')} wide onFormSubmit={submit}>
      <CommentField {...comment.field} label={t('appealForm.comment')} max={APPEAL_COMMENT_MAX} />
      <EvidenceField
        label={t('appealForm.files')}
        hint={t('appealForm.filesHint')}
        chosen={evidence}
        listLabel={t('appealForm.selected')}
        removeLabel={(name) => t('appealForm.remove', { name })}
      />
    </OrderActionDialog>
  );
}
