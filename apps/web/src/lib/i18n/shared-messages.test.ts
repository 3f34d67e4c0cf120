import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  loadMessageCatalogue,
  MESSAGES,
  type MessageCode,
  messageKey,
  placeholdersOf,
  UI_LANGUAGES,
  type UiLanguage,
  WITHDRAW_MESSAGES,
} from '@portal/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUES } from '../../locales/catalogues';
import { toast } from '../toast';
import { intlLocaleOf } from './language-choice';
import { loadSharedMessages, sharedMessageText, WEB_KEYS_OF_SHARED_MESSAGES } from './shared-messages';

/** What activateLanguage does: the shared messages fetched, the web catalogue compiled and shown. */
async function show(language: UiLanguage) {
  await loadSharedMessages(language);
  const messages = Object.fromEntries(
    Object.entries(SOURCE_CATALOGUES[language]).map(([key, text]) => [key, compileMessage(text)]),
  );
  i18n.loadAndActivate({ locale: language, locales: intlLocaleOf(language), messages });
}

/** What a toast's title or description reads once drawn (a function is drawn by calling it). */
function drawn(content: unknown): unknown {
  return typeof content === 'function' ? (content as () => unknown)() : content;
}

type MessageName = keyof typeof MESSAGES;
/** MESSAGES texts no screen shows (the web's own not-found page has its own words). */
const SHOWN_NOWHERE: readonly MessageName[] = ['pageNotFound'];
const SHOWN = (Object.keys(MESSAGES) as MessageName[]).filter((name) => !SHOWN_NOWHERE.includes(name));

afterEach(() => {
  toast.dismiss();
});

describe('the one way to show a shared message', () => {
  it("keeps the specification's English word for word", async () => {
    await show('en');
    for (const name of SHOWN) expect(sharedMessageText(MESSAGES[name]), name).toBe(MESSAGES[name]);
    for (const [name, key] of Object.entries(WEB_KEYS_OF_SHARED_MESSAGES))
      expect(SOURCE_CATALOGUES.en[key], name).toBe(MESSAGES[name as MessageName]);
    expect(sharedMessageText(MESSAGES.created)).toBe('Created Successfull');
    expect(sharedMessageText(MESSAGES.registered)).toBe('Successfully Register');
    expect(sharedMessageText(MESSAGES.confirmYes)).toBe('Yes, Confirm');
    expect(sharedMessageText('register.first_name_required')).toBe('First Name is required*');
  });

  it('finds each shown MESSAGES text in exactly one catalogue: the shared one, or the web one when the shared has no code', async () => {
    const english = Object.values(await loadMessageCatalogue('en'));
    for (const name of SHOWN) {
      const inShared = english.includes(MESSAGES[name]);
      const inWeb = name in WEB_KEYS_OF_SHARED_MESSAGES;
      expect(inShared !== inWeb, `${name}: shared ${inShared}, web ${inWeb}`).toBe(true);
    }
  });

  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    'shows no shared message in English on a %s screen',
    async (language) => {
      await show(language);
      for (const name of SHOWN) {
        const text = sharedMessageText(MESSAGES[name]);
        expect(text, name).not.toBe(MESSAGES[name]);
        expect(text, name).not.toMatch(/[A-Za-z]{2,}/);
      }
    },
  );

  it('shows a message key and an English sentence of the shared catalogue in the shown language', async () => {
    await show('ta');
    const [english, tamil] = await Promise.all([loadMessageCatalogue('en'), loadMessageCatalogue('ta')]);
    const codeOfText = new Map<string, keyof typeof english>();
    for (const [code, text] of Object.entries(english) as [keyof typeof english, string][]) {
      if (placeholdersOf(text).length > 0) continue;
      if (!codeOfText.has(text)) codeOfText.set(text, code);
      expect(sharedMessageText(code), code).toBe(tamil[code]);
      // Two codes with one English text read as the first (the server's translator does the same).
      expect(sharedMessageText(text), text).toBe(tamil[codeOfText.get(text)!]);
    }
    // Placeholders, from a key's values or recognised in the English sentence.
    const tooLong = 'அதிகபட்சம் 100 எழுத்துகள் இருக்க வேண்டும்';
    expect(sharedMessageText(messageKey('common.too_long', { max: 100 }))).toBe(tooLong);
    expect(sharedMessageText('Must be at most 100 characters')).toBe(tooLong);
  });

  // The API's success answers ('Deleted', the bulk result's 'Updated'), the blocked pages of
  // Promotion Videos and the withdrawal toasts: English as sent, each read in every language
  // (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
  const SHOWN_SENTENCES: [MessageCode, string][] = [
    ['auth.login_successful', 'Login Successfull'],
    ['auth.logged_out', 'Logged out'],
    ['auth.password_changed', 'Password changed. Your other sessions have been signed out.'],
    ['common.deleted', 'Deleted'],
    ['common.updated', 'Updated'],
    ['withdraw.updated_title', WITHDRAW_MESSAGES.updatedTitle],
    ['withdraw.updated_text', WITHDRAW_MESSAGES.updatedText],
    ['withdraw.rejected', WITHDRAW_MESSAGES.rejected],
    [
      'earning.blocked_no_level',
      'Promotion videos pay promoters with a level. You are a Trainee: request a PIN for a level in My Pins to start earning.',
    ],
    ['earning.blocked_daily_video', "Watch today's daily video first: the promotion videos open after it."],
    [
      'earning.blocked_training',
      'Complete the 7-day training programme first: the promotion videos open after it.',
    ],
    ['earning.blocked_session_done', 'You have finished this session. Come back for the next one.'],
    [
      'earning.blocked_no_video',
      'No promotion video is scheduled for this session yet. Please check back later.',
    ],
  ];

  it.each(UI_LANGUAGES)(
    "shows the server's success messages, the blocked pages' sentences and the withdrawal toasts in %s",
    async (language) => {
      await show(language);
      const catalogue = await loadMessageCatalogue(language);
      for (const [code, english] of SHOWN_SENTENCES) {
        const text = sharedMessageText(english);
        expect(text, code).toBe(catalogue[code]);
        if (language === 'en') expect(text, code).toBe(english);
        else expect(text, code).not.toMatch(/[A-Za-z]/);
      }
    },
  );

  it('leaves every other text as it is', async () => {
    await show('ta');
    expect(sharedMessageText('ravi_kumar')).toBe('ravi_kumar');
    expect(sharedMessageText('Terms raised: the user can now accept them')).toBe(
      'Terms raised: the user can now accept them',
    );
    // A message the server already wrote in the reader's language.
    expect(sharedMessageText('தொடர உள்நுழையவும்')).toBe('தொடர உள்நுழையவும்');
    expect(sharedMessageText('no.such_code')).toBe('no.such_code');
  });

  it('shows a toast in the language shown when it is drawn, title and description', async () => {
    await show('ta');
    toast.success(MESSAGES.updated, { description: MESSAGES.deleted });
    toast.error(MESSAGES.networkError, { id: MESSAGES.networkError });
    toast.error('register.mobile_taken');
    toast.error('Bank details are locked', { id: 'locked' });
    const [updated, network, taken, locked] = toast.getToasts() as {
      title?: unknown;
      description?: unknown;
    }[];
    expect(drawn(updated?.title)).toBe(SOURCE_CATALOGUES.ta['toast.updated']);
    expect(drawn(updated?.description)).toBe(SOURCE_CATALOGUES.ta['dialog.deleted.title']);
    const [tamil, hindi] = await Promise.all([loadMessageCatalogue('ta'), loadMessageCatalogue('hi')]);
    expect(drawn(network?.title)).toBe(tamil['common.network_error']);
    expect(drawn(taken?.title)).toBe(tamil['register.mobile_taken']);
    expect(drawn(locked?.title)).toBe('Bank details are locked');
    // Drawn again after the language changed, the same toast reads the new language.
    await show('hi');
    expect(drawn(updated?.title)).toBe(SOURCE_CATALOGUES.hi['toast.updated']);
    expect(drawn(network?.title)).toBe(hindi['common.network_error']);
  });

  it('toasts no text written in a component: a title or description is a catalogue key’s or a shared message', () => {
    const webSource = fileURLToPath(new URL('../../', import.meta.url));
    const literal =
      /\btoast\.(?:success|error|info|warning|message|loading)\(\s*['"`]|\bdescription:\s*['"`]/;
    const offenders = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        literal.test(readFileSync(path.join(webSource, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('is the only path: no other web file translates shared messages or toasts past lib/toast.ts', () => {
    const webSource = fileURLToPath(new URL('../../', import.meta.url));
    const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const offenders = files.filter((file) => {
      const source = readFileSync(path.join(webSource, file), 'utf8');
      const own = file.split(path.sep).join('/');
      if (own === 'lib/i18n/shared-messages.ts' || own === 'lib/toast.ts') return false;
      return (
        /\b(textOfMessage|loadMessageCatalogue|createTranslator)\b/.test(source) ||
        /import\s*\{[^}]*\btoast\b[^}]*\}\s*from\s*'sonner'/.test(source)
      );
    });
    expect(offenders).toEqual([]);
  });
});
