import { UI_LANGUAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { defaultQuizLanguage } from './quiz-language';

describe('defaultQuizLanguage', () => {
  it('is Tamil for a portal shown in Tamil', () => {
    expect(defaultQuizLanguage('ta')).toBe('ta');
  });

  it('is English for every other language, quizzes existing in English and Tamil only', () => {
    const others = UI_LANGUAGES.filter((language) => language !== 'ta');
    expect(others).toEqual(['en', 'hi', 'te', 'kn', 'ml']);
    for (const language of others) expect(defaultQuizLanguage(language), language).toBe('en');
  });
});
