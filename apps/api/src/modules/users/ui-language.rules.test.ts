import { describe, expect, it } from 'vitest';
import { uiLanguageOfMotherTongue } from './ui-language.rules.js';

describe('uiLanguageOfMotherTongue', () => {
  it.each([
    ['Tamil', 'ta'],
    ['Hindi', 'hi'],
    ['Telugu', 'te'],
    ['Kannada', 'kn'],
    ['Malayalam', 'ml'],
    ['English', 'en'],
  ])('a %s speaker starts in %s', (motherTongue, expected) => {
    expect(uiLanguageOfMotherTongue(motherTongue)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['French'], ['tamil'], ['ta']])('%s falls back to English', (value) => {
    expect(uiLanguageOfMotherTongue(value)).toBe('en');
  });
});
