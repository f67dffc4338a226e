import { MEDICAL_COMPANIES } from '@tawreed/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import { PopoverPicker } from '../../../components/ui/popover-picker';
import { t } from '../../../i18n';

type Branch = (typeof MEDICAL_COMPANIES)[number];

interface BranchPickerProps {
  value: Branch | null;
  onChange(branch: Branch | null): void;
}

interface Option {
  value: Branch | null;
  label: string;
}

/**
 * SPEC §2's searchable branch picker: a button opening a combobox (text filter + listbox).
 * Arrow keys move through the matches, Enter picks, Escape closes and returns focus.
 */
export function BranchPicker({ value, onChange }: BranchPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const options = ((): Option[] => {
    const all: Option[] = [
      { value: null, label: t('dashboard.filter.allBranches') },
      ...MEDICAL_COMPANIES.map((branch) => ({ value: branch, label: branch })),
    ];
    const needle = search.trim().toLocaleLowerCase();
    return needle ? all.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : all;
  })();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSearch('');
      setActiveIndex(Math.max(0, value ? MEDICAL_COMPANIES.indexOf(value) + 1 : 0));
    }
  };

  const pick = (option: Option) => {
    onChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) pick(option);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <PopoverPicker
      label={t('dashboard.filter.branch')}
      summary={value ?? t('dashboard.filter.allBranches')}
      popup="listbox"
      open={open}
      onOpenChange={openChange}
      className="branch-picker"
    >
      <input
        className="input"
        type="search"
        role="combobox"
        aria-label={t('dashboard.filter.branchSearch')}
        placeholder={t('dashboard.filter.branchSearch')}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options[activeIndex] ? optionId(activeIndex) : undefined}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={t('dashboard.filter.branch')} className="listbox">
        {options.map((option, index) => {
          const selected = option.value === value;
          return (
            // Focus stays in the combobox input (aria-activedescendant), which handles the keyboard.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={option.label}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={selected}
              className={
                index === activeIndex ? 'listbox__option listbox__option--active' : 'listbox__option'
              }
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => pick(option)}
            >
              <span>{option.label}</span>
              {selected && <CheckIcon />}
            </div>
          );
        })}
      </div>
      {options.length === 0 && <p className="listbox__empty">{t('dashboard.filter.branchNoMatch')}</p>}
    </PopoverPicker>
  );
}
