import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/language-choice';
import { offlineLanguageOf, STORED_LANGUAGE_KEY } from './offline-language';

const available = ['en', 'ta', 'hi', 'te', 'kn', 'ml'];

describe("the offline page's language", () => {
  it('reads the language the portal keeps in this browser', () => {
    expect(STORED_LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
  });

  it("is the portal's last language, else the browser's, else English", () => {
    expect(offlineLanguageOf({ available, stored: 'ta', preferred: ['hi-IN', 'en'] })).toBe('ta');
    expect(offlineLanguageOf({ available, stored: null, preferred: ['ml-IN', 'en'] })).toBe('ml');
    expect(offlineLanguageOf({ available, stored: null, preferred: ['fr-FR', 'kn_IN'] })).toBe('kn');
    expect(offlineLanguageOf({ available, stored: null, preferred: ['fr-FR'] })).toBe('en');
    expect(offlineLanguageOf({ available, stored: null, preferred: [] })).toBe('en');
  });

  it('passes over a stored value it has no texts for', () => {
    expect(offlineLanguageOf({ available, stored: 'xx', preferred: ['te'] })).toBe('te');
    expect(offlineLanguageOf({ available, stored: '', preferred: [] })).toBe('en');
  });
});
