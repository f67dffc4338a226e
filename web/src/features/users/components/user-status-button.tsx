import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { UsersIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../i18n';
import { UserStatusList } from './user-status-list';

/** The header's Users button and the User Status dialog it opens. */
export function UserStatusButton() {
  return (
    <Dialog>
      <Tooltip content={t('header.usersTooltip')}>
        <DialogTrigger asChild>
          <Button variant="secondary" icon={<UsersIcon />}>
            {t('header.users')}
          </Button>
        </DialogTrigger>
      </Tooltip>
      <DialogContent title={t('users.title')} description={t('users.description')} wide>
        {/* Radix mounts the content only while open, so the list polls only then. */}
        <UserStatusList />
      </DialogContent>
    </Dialog>
  );
}
