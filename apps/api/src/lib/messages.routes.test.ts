import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_HOUR } from '@portal/shared';
import { createAdmin, registerAndLogin, registration, type Session } from '../test/fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { exported } from '../test/exports.js';

/**
 * Refusals and exports in the reader's language, with stable codes
 * (docs/decisions/144-server-messages-by-code.md): the signed-in account's ui_language, else the
 * visitor's Accept-Language, else English.
 */
// Three registrations an hour from one address, so a visitor meets the registration 429 quickly.
const t = useTestApp({ REGISTER_RATE_LIMIT: '3' });

const register = (payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

// One Tamil account for the file: registrations are few an hour here.
let tamil: Promise<Session & { username: string }> | undefined;
function tamilUser(): Promise<Session & { username: string }> {
  tamil ??= registerAndLogin(t.app, t.root.promoterCode, { language: 'Tamil' });
  return tamil;
}

const minutesOf = (retryAfter: string | string[] | number | undefined) => Math.ceil(Number(retryAfter) / 60);

describe('a 422 on registration', () => {
  it('reads in the visitor’s Accept-Language, with the codes of its messages', async () => {
    const payload = registration(t.root.promoterCode, { first_name: '', mobile: '12' });
    const hindi = await register(payload, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json()).toEqual({
      message: 'पहला नाम ज़रूरी है*',
      code: 'register.first_name_required',
      errors: { first_name: ['पहला नाम ज़रूरी है*'], mobile: ['सही 10 अंकों का मोबाइल नंबर डालें'] },
      codes: { first_name: ['register.first_name_required'], mobile: ['register.mobile_invalid'] },
    });
    const tamil = await register(payload, 'ta');
    expect(tamil.json().errors).toEqual({
      first_name: ['முதல் பெயர் அவசியம்*'],
      mobile: ['சரியான 10 இலக்க மொபைல் எண்ணை உள்ளிடவும்'],
    });
    // A language the portal does not speak, or none, reads English: the specification's words.
    for (const language of ['fr-FR', undefined]) {
      const english = await register(payload, language);
      expect(english.json()).toMatchObject({
        message: 'First Name is required*',
        code: 'register.first_name_required',
        errors: { first_name: ['First Name is required*'], mobile: ['Enter a valid 10-digit mobile number'] },
      });
    }
  });

  it('fills a message’s placeholders in the language too', async () => {
    const response = await register(registration(t.root.promoterCode, { city: 'x'.repeat(101) }), 'hi');
    expect(response.json().errors.city).toEqual(['ज़्यादा से ज़्यादा 100 अक्षर होने चाहिए']);
    expect(response.json().codes.city).toEqual(['common.too_long']);
  });

  it('translates a refusal a service wrote (a taken username) by its English text', async () => {
    const user = await tamilUser();
    const taken = await register(registration(t.root.promoterCode, { username: user.username }), 'ta');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual(['இந்தப் பயனர் பெயர் ஏற்கனவே எடுக்கப்பட்டுள்ளது']);
    expect(taken.json().codes.username).toEqual(['register.username_taken']);
  });
});

describe('a signed-in account reads its own language, whatever the browser says', () => {
  it('a 422 on the personal details arrives in Tamil for a Tamil user', async () => {
    const user = await tamilUser();
    const response = await t.request(user, {
      method: 'PUT',
      url: '/api/v1/update-personal-details',
      payload: { ...registration(t.root.promoterCode), first_name: ' ' },
      headers: { 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'முதல் பெயர் அவசியம்*',
      code: 'register.first_name_required',
      errors: { first_name: ['முதல் பெயர் அவசியம்*'] },
      codes: { first_name: ['register.first_name_required'] },
    });
  });

  it('a 429 arrives in Tamil for a Tamil user, its wait in Tamil too', async () => {
    const user = await tamilUser();
    const send = () =>
      t.request(user, {
        method: 'POST',
        url: '/api/v1/contact-messages',
        payload: { subject: 'Payout', message: 'When is the payout this month?' },
      });
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    const minutes = minutesOf(refused.headers['retry-after']);
    const wait = minutes === 1 ? '1 நிமிடம்' : `${minutes} நிமிடங்கள்`;
    expect(refused.json()).toEqual({
      message: `ஒரு மணி நேரத்தில் ${CONTACT_MESSAGES_PER_HOUR} செய்திகள் மட்டுமே அனுப்பலாம்: ${wait} கழித்து மீண்டும் முயற்சிக்கவும்`,
      code: 'throttle.contact',
    });
  });

  it("'Please provide reason before submitting' arrives in Tamil for a Tamil admin", async () => {
    const admin = await createAdmin(t.app, t.root);
    expect(
      (await t.request(admin, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'ta' } }))
        .statusCode,
    ).toBe(200);
    const refused = await t.request(admin, {
      method: 'POST',
      url: '/api/v1/withdraw-status-update',
      payload: { id: 1, status: 3, reason: '   ' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.reason).toEqual(['சமர்ப்பிக்கும் முன் காரணத்தைக் குறிப்பிடவும்']);
    expect(refused.json().codes.reason).toEqual(['withdraw.reason_required']);
    // The same refusal for an English admin keeps the specification's words.
    const english = await createAdmin(t.app, t.root);
    const same = await t.request(english, {
      method: 'POST',
      url: '/api/v1/withdraw-status-update',
      payload: { id: 1, status: 3 },
    });
    expect(same.json().errors.reason).toEqual(['Please provide reason before submitting']);
    expect(same.json().codes.reason).toEqual(['withdraw.reason_required']);
  });
});

describe('a 429 for a visitor', () => {
  it('arrives in Hindi for Accept-Language: hi', async () => {
    let refused;
    for (let i = 0; i < 4 && !refused; i++) {
      const response = await register(registration(t.root.promoterCode), 'hi');
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode, response.body).toBe(201);
    }
    expect(refused, 'no 429 within four registrations').toBeDefined();
    const minutes = minutesOf(refused!.headers['retry-after']);
    expect(refused!.json()).toEqual({
      message: `आपके नेटवर्क से बहुत ज़्यादा पंजीकरण। ${minutes} मिनट बाद फिर कोशिश करें।`,
      code: 'throttle.registrations',
    });
    const english = await register(registration(t.root.promoterCode));
    expect(english.json()).toMatchObject({
      message: `Too many registrations from your network. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
      code: 'throttle.registrations',
    });
  });
});

describe('an export in the admin’s language', () => {
  it('names the sheet and heads the columns in Tamil for a Tamil admin, in English otherwise', async () => {
    const admin = await createAdmin(t.app, t.root);
    await t.request(admin, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'ta' } });
    const download = (session: Session) =>
      exported(t, session, { url: '/api/v1/all-referrals', query: { exports: 'xlsx' } });
    const headerRow = async (body: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      return { name: sheet.name, header: (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1) };
    };
    const tamil = await download(admin);
    expect(tamil.statusCode).toBe(200);
    const read = await headerRow(tamil.rawPayload);
    expect(read.name).toBe('பயனர்கள்');
    expect(read.header.slice(0, 5)).toEqual(['பயனர் எண்', 'பயனர் பெயர்', 'முதல் பெயர்', 'கடைசி பெயர்', 'மொபைல்']);
    // Every header is translated: none keeps a Latin letter.
    expect(read.header.filter((cell) => /[A-Za-z]/.test(String(cell)))).toEqual([]);

    const english = await headerRow((await download(t.root)).rawPayload);
    expect(english.name).toBe('Users');
    expect(english.header.slice(0, 5)).toEqual(['User ID', 'Username', 'First Name', 'Last Name', 'Mobile']);
    expect(read.header).toHaveLength(english.header.length);
  });
});
