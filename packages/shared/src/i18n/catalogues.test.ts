import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from '../auth/auth.constants.js';
import { MESSAGES } from '../common/messages.js';
import { AMOUNT_MESSAGES } from '../common/money.js';
import { BANK_MESSAGES } from '../bank-details/bank-details.schemas.js';
import { UI_LANGUAGES } from '../india/languages.js';
import { WITHDRAW_MESSAGES } from '../withdrawals/withdrawals.schemas.js';
import { loadMessageCatalogue } from './catalogues.js';
import { ENGLISH_MESSAGES, type MessageCatalogue } from './english.js';
import {
  createTranslator,
  formatMessage,
  messageKey,
  parseMessageKey,
  placeholdersOf,
  textOfMessage,
  uiLanguageOfAcceptLanguage,
} from './translate.js';

const catalogues = Object.fromEntries(
  await Promise.all(UI_LANGUAGES.map(async (language) => [language, await loadMessageCatalogue(language)])),
) as Record<(typeof UI_LANGUAGES)[number], MessageCatalogue>;
const codes = Object.keys(ENGLISH_MESSAGES).sort();

describe('the server message catalogues (docs/decisions/144-server-messages-by-code.md)', () => {
  it.each(UI_LANGUAGES)(
    '%s has every code, no other, none empty, with English’s placeholders',
    (language) => {
      const catalogue = catalogues[language];
      expect(Object.keys(catalogue).sort()).toEqual(codes);
      for (const code of codes) {
        const text = catalogue[code as keyof MessageCatalogue];
        expect(text.trim(), code).not.toBe('');
        expect(placeholdersOf(text), code).toEqual(
          placeholdersOf(ENGLISH_MESSAGES[code as keyof MessageCatalogue]),
        );
      }
    },
  );

  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    '%s holds no Latin letter outside placeholders, and no zero-width joiner',
    (language) => {
      for (const [code, text] of Object.entries(catalogues[language])) {
        expect(text.replace(/\{\w+\}/g, ''), code).not.toMatch(/[A-Za-z\u200c\u200d]/);
      }
    },
  );

  it('keeps the specification’s English word for word', () => {
    const english = catalogues.en;
    expect(english['common.server_error']).toBe('Server Error, Please Try Later');
    expect(english['withdraw.reason_required']).toBe('Please provide reason before submitting');
    expect(english['register.first_name_required']).toBe('First Name is required*');
    expect(english['register.password_too_short']).toBe('Password must be at least 8 characters');
    expect(english['common.server_error']).toBe(MESSAGES.serverError);
    expect(english['withdraw.reason_required']).toBe(WITHDRAW_MESSAGES.reasonRequired);
    expect(english['register.mobile_invalid']).toBe(REGISTER_MESSAGES.mobileInvalid);
    // Success answers and the withdrawal toasts (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
    expect(english['auth.login_successful']).toBe('Login Successfull');
    expect(english['withdraw.updated_title']).toBe(WITHDRAW_MESSAGES.updatedTitle);
    expect(english['withdraw.updated_text']).toBe(WITHDRAW_MESSAGES.updatedText);
    expect(english['withdraw.rejected']).toBe(WITHDRAW_MESSAGES.rejected);
    expect(english['withdraw.updated_text']).toBe('the request has been successfully update.');
  });

  it('keeps the English that tests and the browser suite read from the constants', () => {
    const english = catalogues.en;
    expect(english['amount.required']).toBe(AMOUNT_MESSAGES.required);
    expect(english['amount.decimals']).toBe(AMOUNT_MESSAGES.decimals);
    expect(english['amount.positive']).toBe(AMOUNT_MESSAGES.positive);
    expect(english['amount.non_zero']).toBe(AMOUNT_MESSAGES.nonZero);
    expect(english['amount.negative']).toBe(AMOUNT_MESSAGES.negative);
    expect(formatMessage(english['amount.too_large'], { max: '₹1,00,00,000' })).toBe(
      AMOUNT_MESSAGES.tooLarge,
    );
    expect(english['bank.account_holder_required']).toBe(BANK_MESSAGES.account_holder);
    expect(english['bank.acc_no_required']).toBe(BANK_MESSAGES.acc_no);
    expect(english['bank.acc_no_invalid']).toBe(BANK_MESSAGES.accNoInvalid);
    expect(english['bank.ifsc_required']).toBe(BANK_MESSAGES.ifsc_code);
    expect(formatMessage(english['bank.ifsc_invalid'], { example: 'SBIN0001234' })).toBe(
      BANK_MESSAGES.ifscInvalid,
    );
    expect(english['bank.bank_name_required']).toBe(BANK_MESSAGES.bank_name);
    expect(english['bank.branch_name_required']).toBe(BANK_MESSAGES.branch_name);
    expect(english['bank.current_password']).toBe(BANK_MESSAGES.current_password);
    expect(english['common.whatsapp_required']).toBe(BANK_MESSAGES.whatsapp_number);
    expect(english['common.whatsapp_invalid']).toBe(BANK_MESSAGES.whatsappInvalid);
  });
});

describe('message keys and translation', () => {
  it('carries a code and its values, and reads them back', () => {
    const key = messageKey('common.too_long', { max: 100 });
    expect(key).toBe('common.too_long?max=100');
    expect(parseMessageKey(key)).toEqual({ code: 'common.too_long', params: { max: '100' } });
    expect(parseMessageKey('Password is required*')).toBeNull();
    expect(textOfMessage(catalogues.ta, key)).toBe('அதிகபட்சம் 100 எழுத்துகள் இருக்க வேண்டும்');
    expect(textOfMessage(catalogues.en, key)).toBe('Must be at most 100 characters');
    expect(textOfMessage(catalogues.ta, 'A sentence of no code')).toBe('A sentence of no code');
  });

  it('recognises a service’s English sentence, its values translated in turn', () => {
    const translate = createTranslator(catalogues.en);
    expect(translate(catalogues.hi, 'Too many requests. Try again in 12 seconds.')).toEqual({
      text: 'बहुत ज़्यादा अनुरोध। 12 सेकंड बाद फिर कोशिश करें।',
      code: 'throttle.requests',
    });
    expect(translate(catalogues.ta, 'Too many wrong PINs: try again in 1 minute')).toEqual({
      text: 'அதிகமான தவறான பின்கள்: 1 நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்',
      code: 'throttle.wrong_pins',
    });
    expect(translate(catalogues.ml, MESSAGES.forbidden)).toEqual({
      text: 'ഇത് ചെയ്യാൻ നിങ്ങൾക്ക് അനുമതിയില്ല',
      code: 'common.forbidden',
    });
    expect(translate(catalogues.te, 'register.username_taken')).toEqual({
      text: 'ఈ యూజర్ పేరు ఇప్పటికే తీసుకోబడింది',
      code: 'register.username_taken',
    });
    expect(translate(catalogues.kn, 'Nothing known')).toEqual({ text: 'Nothing known' });
  });

  it('picks the template with the most fixed text, and translates the words inside a sentence', () => {
    const translate = createTranslator(catalogues.en);
    // 'Amount must be at most {max}' holds more fixed text than '{label} must be at most {max}'.
    expect(translate(catalogues.en, 'Amount must be at most ₹1,00,00,000').code).toBe('amount.too_large');
    expect(translate(catalogues.en, 'Grow share must be at most 100').code).toBe('settings.at_most');
    expect(translate(catalogues.ta, 'This request is processing and cannot be rejected')).toEqual({
      text: 'இந்தக் கோரிக்கையின் நிலைமை: செயலாக்கத்தில். இதை நிராகரிக்கப்பட்டது என மாற்ற முடியாது',
      code: 'common.request_cannot_be',
    });
    expect(translate(catalogues.hi, 'You are already Promoter Level 2: choose a level above it')).toEqual({
      text: 'आप पहले से प्रमोटर लेवल 2 हैं: इससे ऊपर का लेवल चुनें',
      code: 'pins.level_not_above',
    });
    expect(
      translate(
        catalogues.ta,
        messageKey('settings.at_least', { label: 'settings.label.pass_mark', min: 0 }),
      ),
    ).toEqual({ text: 'தேர்ச்சி மதிப்பெண் குறைந்தது 0 ஆக இருக்க வேண்டும்', code: 'settings.at_least' });
  });

  it.each([
    ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
    ['fr-FR,hi;q=0.5', 'hi'],
    ['en;q=0.3,kn;q=0.9', 'kn'],
    ['ml;q=0', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %s reads %s', (header, language) => {
    expect(uiLanguageOfAcceptLanguage(header)).toBe(language);
  });
});
