import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n';

// Apart from queue-keyboard.tsx: Radix Dialog loads with the first `?`, not with the dashboard.
const SHORTCUTS = [
  { keys: 'j', label: 'shortcuts.next' },
  { keys: 'k', label: 'shortcuts.previous' },
  { keys: 'Enter', label: 'shortcuts.open' },
  { keys: '?', label: 'shortcuts.help' },
] as const;

/** The `?` dialog: the queue's keyboard shortcuts. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title')}
      description={t('shortcuts.description')}
    >
      <dl className="shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{t(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.close')}
        </Button>
      </div>
    </ActionDialog>
  );
}
