import { type RefObject, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n';

/** Typing in a field, a modifier held, or a dialog open: the key is not a shortcut. */
function ignored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The queue's keyboard (issue 29): `j` and `k` move to the next and previous order (the focus on
 * its Order ID link, so `Enter` opens it), `?` lists the shortcuts.
 */
export function useQueueKeyboard(table: RefObject<HTMLElement | null>, onHelp: () => void) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (ignored(event)) return;
      if (event.key === '?') {
        event.preventDefault();
        onHelp();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const links = [...(table.current?.querySelectorAll<HTMLElement>('tr[data-order-id] a.order-id') ?? [])];
      if (!links.length) return;
      event.preventDefault();
      const current = links.findIndex((link) => link.closest('tr')?.contains(document.activeElement));
      const next =
        current === -1
          ? event.key === 'j'
            ? 0
            : links.length - 1
          : Math.min(links.length - 1, Math.max(0, current + (event.key === 'j' ? 1 : -1)));
      links[next]?.focus();
      links[next]?.closest('tr')?.scrollIntoView({ block: 'nearest' });
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [table, onHelp]);
}

/** The line above a reviewer's queue: how many orders, the riskiest-first order, and where the shortcuts are. */
export function WorkspaceBar({
  total,
  onHelp,
  riskFirst,
  onRiskFirst,
}: {
  total: number | undefined;
  onHelp(): void;
  riskFirst: boolean;
  onRiskFirst(value: boolean): void;
}) {
  // The box moves in the click's own render: the URL's sort arrives in a transition that waits
  // for the re-sorted page, and until then the box would show the old state (and snap back).
  const [chosen, setChosen] = useState<{ value: boolean; from: boolean } | null>(null);
  const checked = chosen && chosen.from === riskFirst ? chosen.value : riskFirst;
  return (
    <div className="workspace-bar">
      <span>{total === undefined ? t('orders.loading') : t('workspace.count', { count: total })}</span>
      <label className="workspace-bar__toggle">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChosen({ value: event.target.checked, from: riskFirst });
            onRiskFirst(event.target.checked);
          }}
        />
        {t('workspace.riskFirst')}
      </label>
      <Button variant="ghost" className="button--small" onClick={onHelp} aria-keyshortcuts="?">
        {t('workspace.shortcuts')}
      </Button>
    </div>
  );
}
