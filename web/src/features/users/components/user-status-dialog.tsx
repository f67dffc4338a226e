import type { RefObject } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { t } from '../../../i18n';
import { UserStatusList } from './user-status-list';

/** The User Status dialog the header's Users button opens (loaded on first use). */
export function UserStatusDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('users.title')}
        description={t('users.description')}
        wide
        returnFocusTo={returnFocusTo}
      >
        {/* Radix mounts the content only while open, so the list polls only then. */}
        <UserStatusList />
      </DialogContent>
    </Dialog>
  );
}
