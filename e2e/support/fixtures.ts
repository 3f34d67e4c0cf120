import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT_PASSWORD, ROOT_USERNAME } from './constants';

let sequence = 0;

/** A unique, valid registration for the API or the form. */
export function newRegistration(referralCode: string) {
  sequence += 1;
  const stamp = `${Date.now() % 1_000_000}${sequence}`.slice(-7);
  return {
    first_name: 'Kavya',
    last_name: 'Raman',
    dob: '1992-08-15',
    mobile: `9${stamp.padStart(9, '7')}`.slice(0, 10),
    nationality: 'India',
    state: 'Karnataka',
    district: 'Mysuru',
    city: 'Mysuru',
    pin_code: '570001',
    language: 'Kannada',
    username: `kavya_${stamp}`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    referral_code: referralCode,
  };
}

export async function rootPromoterCode(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', {
    data: { username: ROOT_USERNAME, password: ROOT_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).user.promoter_code;
}

/** Registers a user through the API; returns its username and password. */
export async function registerUserViaApi(request: APIRequestContext) {
  const payload = newRegistration(await rootPromoterCode(request));
  const response = await request.post('/api/v1/auth/register', { data: payload });
  expect(response.status(), await response.text()).toBe(201);
  return { username: payload.username, password: payload.password };
}

export async function loginViaForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
}

export const test = base;
export { expect };
export const ROOT = { username: ROOT_USERNAME, password: ROOT_PASSWORD };
