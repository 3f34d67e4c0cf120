import { describe, expect, it } from 'vitest';
import { browserLanguageOf, visitorLanguageOf } from './language-choice';

describe('visitorLanguageOf', () => {
  it('keeps what the visitor chose in this browser, over the browser language', () => {
    expect(visitorLanguageOf({ stored: 'ml', preferred: ['hi-IN', 'en'] })).toBe('ml');
  });

  it('takes the browser language when the portal speaks it', () => {
    expect(visitorLanguageOf({ stored: null, preferred: ['ta-IN', 'en-GB'] })).toBe('ta');
    expect(visitorLanguageOf({ stored: null, preferred: ['kn'] })).toBe('kn');
  });

  it('takes the first preferred language the portal speaks', () => {
    expect(visitorLanguageOf({ stored: null, preferred: ['fr-FR', 'te-IN', 'hi'] })).toBe('te');
    expect(visitorLanguageOf({ stored: null, preferred: ['en-US', 'ta'] })).toBe('en');
  });

  it('falls back to English for any other browser language or a stored value it does not know', () => {
    expect(visitorLanguageOf({ stored: null, preferred: ['fr-FR', 'de'] })).toBe('en');
    expect(visitorLanguageOf({ stored: null, preferred: [] })).toBe('en');
    expect(visitorLanguageOf({ stored: 'Tamil', preferred: ['bn-IN'] })).toBe('en');
  });
});

describe('browserLanguageOf', () => {
  it('reads the primary subtag, whatever its case or separator', () => {
    expect(browserLanguageOf(['ML_in'])).toBe('ml');
    expect(browserLanguageOf(['HI'])).toBe('hi');
    expect(browserLanguageOf(['tam'])).toBeNull();
  });
});
