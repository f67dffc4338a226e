import { canAddSupportingDocument } from '@tawreed/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCheckedFiles } from '../../../components/ui/file-chooser';
import { UploadIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { type Order, uploadSupportingDocument } from '../api/order-actions';
import { evidenceFileError } from '../validation';
import { EvidenceField } from './evidence-field';
import {
  dialogTexts,
  OrderActionDialog,
  type OrderDialogProps,
  useOrderActionDialog,
} from './order-action-dialog';

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

function SupportingDocumentDialog(props: OrderDialogProps) {
  const documents = useCheckedFiles(evidenceFileError);
  const { mutation, dialog, form } = useOrderActionDialog(
    props,
    async (seen, chosen: File[]) => {
      let latest: Order | null = null;
      for (const file of chosen) latest = await uploadSupportingDocument(seen.id, file);
      return latest as Order;
    },
    {
      success: { title: t('document.success') },
      onSuccess: documents.clear,
      onClose() {
        documents.setErrors([]);
        documents.clear();
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (documents.files.length === 0) {
      documents.setErrors([t('document.required')]);
      return;
    }
    mutation.mutate(documents.files);
  }

  return (
    <OrderActionDialog dialog={dialog} {...form} {...dialogTexts('document')} onFormSubmit={submit}>
      <EvidenceField
        label={t('document.files')}
        hint={t('document.hint')}
        chosen={documents}
        disabled={mutation.isPending}
        listLabel={t('document.selected')}
        removeLabel={(name) => t('files.remove', { name })}
      />
    </OrderActionDialog>
  );
}
