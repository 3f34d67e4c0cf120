import { describe, expect, it } from 'vitest';
import { indiaDate } from '@portal/shared';
import { createAdmin, registerAndLogin, saveBankDetails, type Session } from '../test/fixtures.js';
import { useTestApp } from '../test/test-app.js';

/**
 * The schemas' and services' refusals of content, settings, PINs, withdrawals and the ledger, and
 * of the list query, read in the signed-in account's language with a stable code, and in the
 * same English words as before for an English account (docs/decisions/152-every-refusal-by-code.md).
 */
const t = useTestApp();

const LATIN = /[A-Za-z]/;

/** A 422's field messages and their codes, one field. */
function fieldOf(response: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as {
    errors: Record<string, string[]>;
    codes?: Record<string, (string | null)[]>;
  };
  return { messages: body.errors[field], codes: body.codes?.[field] };
}

async function tamilAdmin(): Promise<Session> {
  const admin = await createAdmin(t.app, t.root);
  const chosen = await t.request(admin, {
    method: 'PUT',
    url: '/api/v1/ui-language',
    payload: { language: 'ta' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return admin;
}

const tamilUser = () => registerAndLogin(t.app, t.root.promoterCode, { language: 'Tamil' });
const englishUser = () => registerAndLogin(t.app, t.root.promoterCode);

describe('content', () => {
  it('a video without a title, and a quiz of no video, refused in Tamil with their codes', async () => {
    const [tamil, english] = [await tamilAdmin(), await createAdmin(t.app, t.root)];
    const saveVideo = (session: Session) =>
      t.request(session, {
        method: 'POST',
        url: '/api/v1/daily-videos',
        payload: {
          title: '  ',
          youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
          duration_seconds: 60,
          showing_date: '2027-01-01',
        },
      });
    expect(fieldOf(await saveVideo(tamil), 'title')).toEqual({
      messages: ['தலைப்பு அவசியம்'],
      codes: ['content.title_required'],
    });
    expect(fieldOf(await saveVideo(english), 'title')).toEqual({
      messages: ['Title is required'],
      codes: ['content.title_required'],
    });

    const saveQuestion = (session: Session) =>
      t.request(session, {
        method: 'POST',
        url: '/api/v1/training-video-quizzes',
        payload: {
          video_id: 2_147_483_000,
          question: { en: 'What is a PIN for?', ta: 'பின் எதற்காக?' },
          choices: [
            { en: 'A level', ta: 'ஒரு நிலை', correct: true },
            { en: 'A video', ta: 'ஒரு வீடியோ' },
          ],
        },
      });
    // The service's sentence, its video kind translated inside it.
    expect(fieldOf(await saveQuestion(tamil), 'video_id')).toEqual({
      messages: ['இந்த எண்ணில் பயிற்சி வீடியோ எதுவும் இல்லை'],
      codes: ['content.no_video_of_kind'],
    });
    expect(fieldOf(await saveQuestion(english), 'video_id')).toEqual({
      messages: ['No training video has this id'],
      codes: ['content.no_video_of_kind'],
    });
  });
});

describe('settings and the ledger (the super admin)', () => {
  it('a value out of range, an unknown promoter code and an unknown user, in Tamil then in English', async () => {
    const setLanguage = async (language: string) =>
      expect(
        (await t.request(t.root, { method: 'PUT', url: '/api/v1/ui-language', payload: { language } }))
          .statusCode,
      ).toBe(200);
    const save = (payload: object) =>
      t.request(t.root, { method: 'PUT', url: '/api/v1/programme-settings', payload });
    const adjust = () =>
      t.request(t.root, {
        method: 'POST',
        url: '/api/v1/wallet-adjustments',
        payload: { user_id: 2_147_483_000, wallet_type: 1, amount: 5, reason: 'Correction' },
      });

    await setLanguage('ta');
    try {
      // The label is a code of its own, translated inside the message.
      expect(fieldOf(await save({ grow_share_percent: 101 }), 'grow_share_percent')).toEqual({
        messages: ['க்ரோ பங்கு அதிகபட்சம் 100 ஆக இருக்க வேண்டும்'],
        codes: ['settings.at_most'],
      });
      expect(
        fieldOf(await save({ additional_scratch_referrals: ['nosuch1'] }), 'additional_scratch_referrals'),
      ).toEqual({
        messages: ['இந்த ப்ரமோட்டர் குறியீட்டுடன் செயலில் உள்ள கணக்கு எதுவும் இல்லை: NOSUCH1'],
        codes: ['settings.unknown_promoter_codes'],
      });
      expect(fieldOf(await adjust(), 'user_id')).toEqual({
        messages: ['இந்தப் பயனர் இல்லை'],
        codes: ['common.no_such_user'],
      });
    } finally {
      await setLanguage('en');
    }
    expect(fieldOf(await save({ grow_share_percent: 101 }), 'grow_share_percent')).toEqual({
      messages: ['Grow share must be at most 100'],
      codes: ['settings.at_most'],
    });
    expect(
      fieldOf(await save({ additional_scratch_referrals: ['nosuch1'] }), 'additional_scratch_referrals'),
    ).toEqual({
      messages: ['No active account has the promoter code NOSUCH1'],
      codes: ['settings.unknown_promoter_codes'],
    });
    expect(fieldOf(await adjust(), 'user_id')).toEqual({
      messages: ['No such user'],
      codes: ['common.no_such_user'],
    });
  });
});

describe('PINs', () => {
  it('a level out of range, a record id that is none, and activating a pending request', async () => {
    const [tamil, english] = [await tamilUser(), await englishUser()];
    const ask = (session: Session, level: number) =>
      t.request(session, { method: 'POST', url: '/api/v1/user-promoters', payload: { level } });
    expect(fieldOf(await ask(tamil, 9), 'level')).toEqual({
      messages: ['0 முதல் 4 வரை ஒரு நிலையைத் தேர்ந்தெடுக்கவும்'],
      codes: ['common.level_choice'],
    });
    expect(fieldOf(await ask(english, 9), 'level')).toEqual({
      messages: ['Choose a level from 0 to 4'],
      codes: ['common.level_choice'],
    });

    const accept = (session: Session) =>
      t.request(session, { method: 'POST', url: '/api/v1/term-accepted', payload: { id: 0 } });
    expect(fieldOf(await accept(tamil), 'id')).toEqual({
      messages: ['சரியான பதிவு எண் இருக்க வேண்டும்'],
      codes: ['common.record_id'],
    });
    expect(fieldOf(await accept(english), 'id')).toEqual({
      messages: ['Must be a record id'],
      codes: ['common.record_id'],
    });

    const activate = async (session: Session) => {
      const asked = await ask(session, 1);
      expect(asked.statusCode, asked.body).toBe(201);
      return t.request(session, {
        method: 'POST',
        url: '/api/v1/activate-pin',
        payload: {
          id: asked.json().id,
          pin: 'ABCD2345',
          gift_delivery: 1,
          pickup_date: indiaDate(),
          whatsapp: '9876543210',
        },
      });
    };
    // The step's refusal names the request's status, translated inside the sentence.
    const refused = await activate(tamil);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      message: 'இந்தக் கோரிக்கையின் நிலைமை: நிலுவையில். செயல்படுத்த பின் எதுவும் இல்லை',
      code: 'pins.no_pin_to_activate',
    });
    expect((await activate(english)).json()).toEqual({
      message: 'This request is pending: there is no PIN to activate',
      code: 'pins.no_pin_to_activate',
    });
  });
});

describe('withdrawals', () => {
  it('a wallet and an amount the schema refuses, and a request under the minimum', async () => {
    const [tamil, english] = [await tamilUser(), await englishUser()];
    const withdraw = (session: Session, payload: object) =>
      t.request(session, { method: 'POST', url: '/api/v1/withdraws', payload });

    const wrong = await withdraw(tamil, { wallet_type: 7, amount: '12.345' });
    expect(fieldOf(wrong, 'wallet_type')).toEqual({
      messages: ['ஒரு வாலட்டைத் தேர்ந்தெடுக்கவும்: 1 கேஷ், 2 ஸ்கிராட்ச் அல்லது 3 க்ரோ'],
      codes: ['ledger.wallet_choice'],
    });
    expect(fieldOf(wrong, 'amount')).toEqual({
      messages: ['தொகையில் அதிகபட்சம் 2 தசம இலக்கங்கள் இருக்கலாம்'],
      codes: ['amount.decimals'],
    });
    const same = await withdraw(english, { wallet_type: 7, amount: '12.345' });
    expect(fieldOf(same, 'wallet_type').messages).toEqual(['Choose a wallet: 1 Cash, 2 Scratch or 3 Grow']);
    expect(fieldOf(same, 'amount').messages).toEqual(['Amount can have at most 2 decimals']);

    // The service's refusal: the wallet's name is translated, the amount stays as written.
    await saveBankDetails(t.app, tamil);
    await saveBankDetails(t.app, english);
    const small = fieldOf(await withdraw(tamil, { wallet_type: 1, amount: 1 }), 'amount');
    expect(small.codes).toEqual(['withdraw.minimum']);
    expect(small.messages?.[0]).toMatch(/^கேஷ் வாலட் இலிருந்து குறைந்தபட்சம் ₹[\d,.]+ பணம் எடுக்கலாம்$/);
    expect(small.messages?.[0]).not.toMatch(LATIN);
    const englishSmall = fieldOf(await withdraw(english, { wallet_type: 1, amount: 1 }), 'amount');
    expect(englishSmall.codes).toEqual(['withdraw.minimum']);
    expect(englishSmall.messages?.[0]).toMatch(/^The minimum withdrawal from the Cash Wallet is ₹[\d,.]+$/);
  });
});

describe('the list query', () => {
  it('a search_param that is no JSON and an exports flag that is none, in Tamil', async () => {
    const [tamil, english] = [await tamilUser(), await englishUser()];
    const list = (session: Session, query: Record<string, string>) =>
      t.request(session, { url: '/api/v1/withdraw-histories', query });

    expect(fieldOf(await list(tamil, { search_param: '{' }), 'search_param')).toEqual({
      messages: ['search_param ஒரு JSON பொருளாக இருக்க வேண்டும்'],
      codes: ['list.search_param_json'],
    });
    expect(fieldOf(await list(english, { search_param: '{' }), 'search_param')).toEqual({
      messages: ['search_param must be a JSON object'],
      codes: ['list.search_param_json'],
    });
    expect(fieldOf(await list(tamil, { exports: 'maybe' }), 'exports')).toEqual({
      messages: ['exports மதிப்பு xlsx, true அல்லது 1 ஆக இருக்க வேண்டும்'],
      codes: ['list.exports_invalid'],
    });
    expect(fieldOf(await list(english, { exports: 'maybe' }), 'exports').messages).toEqual([
      'exports must be xlsx, true or 1',
    ]);
    const backwards = JSON.stringify({ fromdate: '2027-02-01', todate: '2027-01-01' });
    const range = await list(tamil, { search_param: backwards });
    expect(range.statusCode, range.body).toBe(422);
    expect(range.json().code).toBe('common.date_range');
    expect(range.json().message).toBe('முடிவுத் தேதி தொடக்கத் தேதிக்கு முன் இருக்கக்கூடாது');
  });

  // zod's own checks, without a message of their own, fail with a code too: one error map turns
  // every built-in issue into a key (docs/decisions/155-zod-issues-by-code.md), so zod's English
  // ('Too big: expected number to be <=100') reaches no reader.
  it('a page size past the limit, a page number below 1 and an unknown sort order, in Tamil', async () => {
    const [tamil, english] = [await tamilUser(), await englishUser()];
    const list = (session: Session, query: Record<string, string>) =>
      t.request(session, {
        url: '/api/v1/withdraw-histories',
        query,
        headers: { 'accept-language': 'ta' },
      });

    const tooBig = await list(tamil, { page_size: '1000' });
    expect(fieldOf(tooBig, 'page_size')).toEqual({
      messages: ['அதிகபட்சம் 100 ஆக இருக்க வேண்டும்'],
      codes: ['validation.at_most'],
    });
    expect(tooBig.json()).toMatchObject({
      message: 'அதிகபட்சம் 100 ஆக இருக்க வேண்டும்',
      code: 'validation.at_most',
    });
    const wrong = await list(tamil, { page_number: '0', sortDir: 'up', page_size: 'ten' });
    expect(fieldOf(wrong, 'page_number')).toEqual({
      messages: ['குறைந்தது 1 ஆக இருக்க வேண்டும்'],
      codes: ['validation.at_least'],
    });
    expect(fieldOf(wrong, 'sortDir')).toEqual({
      messages: ['இவற்றில் ஒன்றைத் தேர்ந்தெடுக்கவும்: asc, desc'],
      codes: ['validation.one_of'],
    });
    expect(fieldOf(wrong, 'page_size')).toEqual({
      messages: ['ஒரு எண்ணை உள்ளிடவும்'],
      codes: ['validation.number'],
    });
    // The account's language wins over the browser's: the English account reads English words.
    expect(fieldOf(await list(english, { page_size: '1000' }), 'page_size')).toEqual({
      messages: ['Must be at most 100'],
      codes: ['validation.at_most'],
    });
  });

  it("a visitor's body of the wrong shape, in the Accept-Language's Tamil", async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: ['kavya', 'secret'],
      headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'தவறான மதிப்பு', code: 'common.invalid_value' });
    expect(refused.json().message).not.toMatch(LATIN);
  });
});
