import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CONTROL_CLASSES } from '../form/form-field';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';

const TYPING_PAUSE_MS = 400;

/**
 * A search box that applies what was typed after a short pause, or at once on Enter. At least
 * wide enough on desktops for the longest placeholder in every language (Tamil's 'பயனர் பெயர்,
 * பெயர் அல்லது மொபைல்' is the widest: e2e/tests/i18n/phone-width.spec.ts), which is drawn a size
 * smaller so it fits a phone too (what is typed keeps the larger size).
 */
export function SearchFilter({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  /** In the shown language: the screen's `t('…')`. */
  placeholder: string;
  onSearch(search: string): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The address is the source of truth: a reset (or Back) replaces what is in the box.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (text: string) => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2 lg:min-w-96 lg:flex-1">
      <label htmlFor="filter-search" className="text-xs font-medium text-slate-600">
        {t('filters.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="filter-search"
          type="search"
          value={draft}
          placeholder={placeholder}
          className={cn(CONTROL_CLASSES, 'pl-9 placeholder:text-sm')}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => apply(text), TYPING_PAUSE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(draft);
            }
          }}
        />
      </div>
    </div>
  );
}
