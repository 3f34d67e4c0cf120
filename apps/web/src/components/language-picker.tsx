import { UI_LANGUAGE_NAMES, UI_LANGUAGES } from '@portal/shared';
import { Check, Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/class-names';
import { useLanguage, useT } from '../lib/i18n/language-provider';

/**
 * The language picker (docs/product/languages.md): a button that opens the list of the six
 * languages, each named in its own script. Closed, it shows only the current language's name, so
 * a page fetches no other script's font until the list is opened
 * (docs/decisions/129-self-hosted-indian-fonts.md). A plain disclosure rather than a menu library:
 * it sits on the sign-in page, whose code stays small. The public pages, the portal's header and
 * Profile Settings show this one picker; each choice goes through useLanguage().choose.
 */
export function LanguagePicker({
  className,
  align = 'end',
  testId = 'language-picker',
}: {
  className?: string;
  /** Which edge of the button the open list lines up with: the header's right, the profile's left. */
  align?: 'start' | 'end';
  testId?: string;
}) {
  const { language, choose } = useLanguage();
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const current = UI_LANGUAGE_NAMES[language];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.picker.label')}: ${current}`}
        data-testid={testId}
        onClick={() => setOpen((shown) => !shown)}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
          className,
        )}
      >
        <Languages className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <span lang={language}>{current}</span>
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={t('language.picker.label')}
          className={cn(
            'absolute z-50 mt-1.5 flex min-w-44 flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {UI_LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === language ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  trigger.current?.focus();
                  void choose(code);
                }}
                className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-base text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="flex-1">{UI_LANGUAGE_NAMES[code]}</span>
                {code === language && <Check className="size-4 text-indigo-600" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
