import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { UsersIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../i18n';

// The dialog (Radix Dialog and the list) loads when first wanted: it is not part of the first load.
const loadDialog = () => import('./user-status-dialog');
const UserStatusDialog = lazy(() => loadDialog().then((m) => ({ default: m.UserStatusDialog })));
const preload = () => void loadDialog().catch(() => undefined);

/** The header's Users button and the User Status dialog it opens. */
export function UserStatusButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so Radix can animate and return focus on each close.
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Tooltip content={t('header.usersTooltip')}>
        <Button
          ref={button}
          variant="secondary"
          icon={<UsersIcon />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          <span className="topbar__label">{t('header.users')}</span>
        </Button>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <UserStatusDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
