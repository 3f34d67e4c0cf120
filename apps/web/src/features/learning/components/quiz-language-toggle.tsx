import type { QuizLanguageCode } from '@portal/shared';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';

// Each language named in its own script, as the language picker does (data, not translated).
const LANGUAGES: { code: QuizLanguageCode; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'ta', label: 'தமிழ்' },
];

/** English or Tamil for the training quiz. */
export function QuizLanguageToggle({
  language,
  onChange,
}: {
  language: QuizLanguageCode;
  onChange(language: QuizLanguageCode): void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('training.quizLanguage')}
      className="inline-flex rounded-lg border border-slate-200 bg-white p-1"
    >
      {LANGUAGES.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={language === option.code}
          onClick={() => onChange(option.code)}
          className={cn(
            'min-h-11 rounded-md px-3 text-sm font-medium',
            language === option.code ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
