import type { QuizLanguageCode, UiLanguage } from '@portal/shared';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n/language-provider';

/**
 * The quiz language a promoter starts with (issue 16,
 * docs/decisions/136-the-quiz-language-follows-the-portal-language.md):
 * quizzes exist in English and Tamil only, so Tamil when the portal shows Tamil, else English.
 */
export function defaultQuizLanguage(uiLanguage: UiLanguage): QuizLanguageCode {
  return uiLanguage === 'ta' ? 'ta' : 'en';
}

/**
 * The quiz language of a screen: the promoter's own choice once they made one, until then the
 * default of the portal's language (so it follows the language picker).
 */
export function useQuizLanguage(): [QuizLanguageCode, (language: QuizLanguageCode) => void] {
  const { language: uiLanguage } = useLanguage();
  const [chosen, setChosen] = useState<QuizLanguageCode | null>(null);
  return [chosen ?? defaultQuizLanguage(uiLanguage), setChosen];
}
