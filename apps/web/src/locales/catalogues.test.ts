import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MESSAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES, SOURCE_CATALOGUES } from './catalogues';

/**
 * The catalogues hold together (CONTRIBUTING.md, "Text on screen"; docs/product/languages.md):
 * every language has every English key, none is empty, each message parses as ICU and keeps
 * English's placeholders and plural forms, and English keeps the specification's words.
 */
type Token = string | [string, string?, unknown?];

/** What a message asks of its values: `name`, `name:plural[one,other]`, nested forms included. */
export function signatureOf(message: string): string[] {
  const compiled = compileMessage(message) as unknown as Token[] | string;
  const found = new Set<string>();
  const walk = (tokens: Token[] | string) => {
    if (typeof tokens === 'string') {
      // compileMessage hands back a message it cannot parse as the bare string.
      if (/[{}]/.test(tokens)) throw new Error(`Not an ICU message: ${message}`);
      return;
    }
    for (const token of tokens) {
      if (typeof token === 'string') {
        if (/[{}]/.test(token)) throw new Error(`Not an ICU message: ${message}`);
        continue;
      }
      const [name, type, format] = token;
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        // A plural's `offset` sits beside its forms.
        const forms = Object.entries(format as Record<string, Token[] | string | number | undefined>).filter(
          (entry): entry is [string, Token[] | string] => entry[0] !== 'offset',
        );
        found.add(
          `${name}:${type}[${forms
            .map(([form]) => form)
            .sort()
            .join(',')}]`,
        );
        for (const [, form] of forms) walk(form);
      } else found.add(type ? `${name}:${type}` : name);
    }
  };
  walk(compiled);
  return [...found].sort();
}

describe('signatureOf', () => {
  it('names placeholders and plural forms, and refuses a message that does not parse', () => {
    expect(signatureOf('You scored {score} out of {total}')).toEqual(['score', 'total']);
    expect(signatureOf('{count, plural, one {# video} other {# videos} } for {name}')).toEqual([
      'count:plural[one,other]',
      'name',
    ]);
    expect(signatureOf('{count, plural, one {#} other {# {unit}}}')).toEqual([
      'count:plural[one,other]',
      'unit',
    ]);
    expect(() => signatureOf('broken {count, plural, one {x}')).toThrow(/Not an ICU message/);
    expect(() => signatureOf('an unclosed {brace')).toThrow(/Not an ICU message/);
  });
});

/**
 * The words a message shows: its literal text, a plural's forms included, without placeholder
 * names or ICU keywords (`{count, plural, one {# day} other {# days}}` shows 'day', 'days').
 */
function wordsOf(message: string): string {
  const words: string[] = [];
  const walk = (tokens: Token[] | string) => {
    if (typeof tokens === 'string') return void words.push(tokens);
    for (const token of tokens) {
      if (typeof token === 'string') words.push(token);
      else if (token[2] && typeof token[2] === 'object')
        for (const [form, tokensOfForm] of Object.entries(token[2] as Record<string, Token[] | string>))
          if (form !== 'offset') walk(tokensOfForm);
    }
  };
  walk(compileMessage(message) as unknown as Token[] | string);
  return words.join(' ');
}

describe('wordsOf', () => {
  it("keeps a plural's forms and drops the placeholder and the ICU keywords", () => {
    expect(wordsOf('{count, plural, one {# நாள்} other {# நாட்கள்}} {name}')).not.toMatch(/[A-Za-z]{2,}/);
    expect(wordsOf('{count, plural, one {# நாள்} other {# days}}')).toMatch(/days/);
  });
});

const english = SOURCE_CATALOGUES.en;

describe.each(CATALOGUE_LANGUAGES.filter((language) => language !== 'en'))('the %s catalogue', (language) => {
  const catalogue = SOURCE_CATALOGUES[language];

  it('has every English key and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  it('has no empty text, and no text left in English', () => {
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), key).not.toBe('');
      // A translated text holds no Latin word (placeholders aside): brand and terms are written
      // in the language's script too (docs/product/glossary.md).
      expect(wordsOf(text), `${language} ${key}`).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('keeps the placeholders and plural forms of English', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(signatureOf(catalogue[key]!), `${language} ${key}`).toEqual(signatureOf(text));
    }
  });
});

describe('the English catalogue', () => {
  it('parses as ICU throughout', () => {
    for (const text of Object.values(english)) expect(() => signatureOf(text)).not.toThrow();
  });

  it("holds the specification's texts word for word", () => {
    // docs/product/screens.md (Forms, Routes, Portal shell) and packages/shared MESSAGES.
    expect(english).toMatchObject({
      'common.processing': MESSAGES.processing,
      'form.password.show': 'Show password',
      'form.password.hide': 'Hide password',
      'auth.login.submit': 'Login',
      'auth.register.submit': 'Register',
      'layout.header.title.dashboard': 'Dashboard',
      'layout.header.title.daily': 'Purchase Orders',
      'layout.header.title.admin': 'Admin Panel',
      'layout.header.title.user': 'User Panel',
      'layout.logout': 'Logout',
      'layout.profileMenu.settings': 'Profile Settings',
      'nav.dashboard': 'Dashboard',
      'nav.dailyVideos': 'Daily Videos',
      'nav.trainingVideos': 'Training Videos',
      'nav.promotionVideos': 'Promotion Videos',
      'nav.youtubeChannels': 'YouTube Channels',
      'nav.userManagement': 'User Management',
      'nav.withdrawRequest': 'Withdraw Request',
      'nav.pinRequests': 'Pin Requests',
      'nav.promotionSettings': 'Promotion Settings',
      'nav.myPromoters': 'My Promoters',
      'nav.myPins': 'My Pins',
      'nav.earningsHistory': 'Earnings History',
      'nav.withdrawRequests': 'Withdraw Requests',
      'nav.scratchCard': 'Scratch Card',
      'nav.contactUs': 'Contact Us',
    });
    expect(MESSAGES.processing).toBe('processing...');
  });
});
