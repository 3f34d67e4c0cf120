import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { isUiLanguage, UI_LANGUAGE_NAMES, UI_LANGUAGES } from '@portal/shared';
import { Check, Languages } from 'lucide-react';
import { cn } from '../lib/class-names';
import { useLanguage, useT } from '../lib/i18n/language-provider';

const ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-base text-slate-700 outline-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900';

/**
 * The language picker (docs/product/languages.md): each language named in its own script. Closed,
 * it shows only the current language's name, so a page fetches no other script's font until the
 * list is opened (fonts.css).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { language, choose } = useLanguage();
  const t = useT();
  const current = UI_LANGUAGE_NAMES[language];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('language.picker.label')}: ${current}`}
        data-testid="language-picker"
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
          className,
        )}
      >
        <Languages className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <span lang={language}>{current}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isUiLanguage(value)) void choose(value);
            }}
          >
            {UI_LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code} className={ITEM}>
                <span className="flex-1">{UI_LANGUAGE_NAMES[code]}</span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4 text-indigo-600" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
