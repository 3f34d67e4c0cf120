import { BANK_MESSAGES } from '@portal/shared';
import type { Page } from '@playwright/test';
import { MSG, PATHS } from '../../support/constants';
import {
  expect,
  loginViaApi,
  registerUserViaApi,
  test,
  toast,
  uniquePan,
  uniqueToken,
} from '../../support/fixtures';
import { BANK, userMoneyApi } from '../../support/wallets';

// The server's own wording (docs/product/money.md, Bank details; no text is fixed for these).
const PASSWORD_NEEDED = 'Enter your current password to change saved bank details';
const PASSWORD_WRONG = 'Current password is incorrect';

/** The UPI ID of a test's own, typed with capitals the server lower-cases. */
function typedUpiId(): string {
  return `${uniqueToken('Ravi.')}@OkAxis`;
}

/** The choice of payout method (docs/decisions/177-upi-payout-method.md). */
function payoutMethod(page: Page) {
  return bankForm(page).getByRole('radiogroup', { name: 'Pay me by' });
}

/** The UPI ID box (the radio of the same name is the method's choice). */
function upiIdField(page: Page) {
  return bankForm(page).getByRole('textbox', { name: 'UPI ID', exact: true });
}

/** The Bank Details form of the profile (the page has a second Current Password, in Change password). */
function bankForm(page: Page) {
  return page.getByRole('form', { name: 'Bank Details' });
}

test.describe('profile: bank details', () => {
  test('the first save needs no password; the IFSC is upper-cased and the details persist', async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);
    await expect(form.getByLabel('Account Holder Name')).toHaveValue('');
    // Nothing saved yet: no password is asked for.
    await expect(form.getByLabel('Current Password')).toHaveCount(0);

    await form.getByLabel('Account Holder Name').fill('Kavya Raman');
    await form.getByLabel('Account Number').fill('501002345678');
    await form.getByLabel('IFSC Code').fill('hdfc0004567');
    await form.getByLabel('Bank Name').fill('HDFC Bank');
    await form.getByLabel('Branch Name').fill('Mysuru Kuvempunagar');
    await form.getByRole('button', { name: 'Add bank details' }).click();
    await expect(toast(page, MSG.created)).toBeVisible();
    await expect(form.getByLabel('IFSC Code')).toHaveValue('HDFC0004567');

    expect(await user.bankDetails()).toMatchObject({
      account_holder: 'Kavya Raman',
      acc_no: '501002345678',
      ifsc_code: 'HDFC0004567',
      bank_name: 'HDFC Bank',
      branch_name: 'Mysuru Kuvempunagar',
    });

    // Saved details are locked: from now on a change asks for the password, and says why.
    await page.reload();
    await expect(bankForm(page).getByLabel('Account Number')).toHaveValue('501002345678');
    await expect(bankForm(page).getByLabel('Current Password')).toBeVisible();
    await expect(bankForm(page).getByText(/locked once saved/)).toBeVisible();
    await expect(bankForm(page).getByRole('button', { name: 'Change bank details' })).toBeDisabled();
  });

  test('a change is refused without the current password and with a wrong one, and saved with it', async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    await user.saveBankDetails();
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);
    const save = form.getByRole('button', { name: 'Change bank details' });
    await expect(form.getByLabel('Branch Name')).toHaveValue(BANK.branch_name);
    // Nothing changed yet: nothing to save.
    await expect(save).toBeDisabled();

    await form.getByLabel('Branch Name').fill('Mysore Chamarajapuram');
    await save.click();
    await expect(form.getByText(PASSWORD_NEEDED, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Current Password')).toBeFocused();

    await form.getByLabel('Current Password').fill('Wrong@9999');
    await save.click();
    await expect(form.getByText(PASSWORD_WRONG, { exact: true })).toBeVisible();
    expect((await user.bankDetails())?.branch_name).toBe(BANK.branch_name);

    await form.getByLabel('Current Password').fill(account.password);
    await save.click();
    await expect(toast(page, MSG.updated)).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveValue('');
    await expect(form.getByLabel('Branch Name')).toHaveValue('Mysore Chamarajapuram');
    expect((await user.bankDetails())?.branch_name).toBe('Mysore Chamarajapuram');
  });

  test('each field names its problem: account number 9 to 18 digits, IFSC shape, required fields', async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);

    await form.getByLabel('Account Number').fill('12345678');
    await form.getByLabel('Account Number').blur();
    await expect(form.getByText(BANK_MESSAGES.accNoInvalid, { exact: true })).toBeVisible();
    await form.getByLabel('IFSC Code').fill('SBIN1234567');
    await form.getByLabel('IFSC Code').blur();
    await expect(form.getByText(BANK_MESSAGES.ifscInvalid, { exact: true })).toBeVisible();

    await form.getByRole('button', { name: 'Add bank details' }).click();
    await expect(form.getByText(BANK_MESSAGES.account_holder, { exact: true })).toBeVisible();
    await expect(form.getByText(BANK_MESSAGES.bank_name, { exact: true })).toBeVisible();
    await expect(form.getByText(BANK_MESSAGES.branch_name, { exact: true })).toBeVisible();
    expect(await user.bankDetails()).toBeNull();
  });

  test('a PAN is saved upper-cased with the name on it; a malformed PAN is named under its field', async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    const pan = uniquePan();
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);
    const panField = form.getByLabel('PAN', { exact: true });
    const panName = form.getByLabel('Name as on PAN', { exact: true });
    const add = form.getByRole('button', { name: 'Add bank details' });
    await expect(panField).toHaveValue('');
    await expect(panField).toHaveAttribute('maxlength', '10');
    await expect(panField).toHaveAccessibleDescription(/^Optional\. .*e\.g\. ABCDE1234F\. /);

    await form.getByLabel('Account Holder Name').fill(BANK.account_holder);
    await form.getByLabel('Account Number').fill(BANK.acc_no);
    await form.getByLabel('IFSC Code').fill(BANK.ifsc_code);
    await form.getByLabel('Bank Name').fill(BANK.bank_name);
    await form.getByLabel('Branch Name').fill(BANK.branch_name);

    // Four letters before the digits, not five: named under the PAN, and nothing is saved.
    await panField.fill('abcd12345f');
    await panField.blur();
    await expect(panField).toHaveAttribute('aria-invalid', 'true');
    await expect(panField).toHaveAccessibleDescription(BANK_MESSAGES.panInvalid);
    await expect(form.getByText(BANK_MESSAGES.panInvalid, { exact: true })).toBeVisible();
    await add.click();
    await expect(panField).toBeFocused();
    expect(await user.bankDetails()).toBeNull();

    // A PAN needs the name on it.
    await panField.fill(pan.toLowerCase());
    await add.click();
    await expect(panName).toHaveAccessibleDescription(BANK_MESSAGES.pan_name);
    await expect(form.getByText(BANK_MESSAGES.panInvalid, { exact: true })).toHaveCount(0);
    expect(await user.bankDetails()).toBeNull();

    await panName.fill('KAVYA RAMAN');
    await add.click();
    await expect(toast(page, MSG.created)).toBeVisible();
    expect(await user.bankDetails()).toMatchObject({ ...BANK, pan, pan_name: 'KAVYA RAMAN' });

    await page.reload();
    await expect(bankForm(page).getByLabel('PAN', { exact: true })).toHaveValue(pan);
    await expect(bankForm(page).getByLabel('Name as on PAN', { exact: true })).toHaveValue('KAVYA RAMAN');
  });

  test('a UPI ID is saved lower-cased with the payee name, in place of the bank fields', async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    const typed = typedUpiId();
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);
    const method = payoutMethod(page);
    // A bank account unless the user chooses otherwise.
    await expect(method.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    await expect(form.getByLabel('Account Number')).toBeVisible();
    await expect(upiIdField(page)).toHaveCount(0);

    await method.getByRole('radio', { name: 'UPI ID' }).check();
    // Only the UPI ID's fields, the PAN's and the payee's name.
    for (const bankField of [
      'Account Holder Name',
      'Account Number',
      'IFSC Code',
      'Bank Name',
      'Branch Name',
    ])
      await expect(form.getByLabel(bankField, { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('PAN', { exact: true })).toBeVisible();
    await expect(upiIdField(page)).toHaveAccessibleDescription('e.g. ravi.kumar@okaxis');

    await form.getByLabel('Name as in your UPI app').fill('Ravi Kumar');
    await upiIdField(page).fill(typed);
    await form.getByRole('button', { name: 'Add bank details' }).click();
    await expect(toast(page, MSG.created)).toBeVisible();
    await expect(upiIdField(page)).toHaveValue(typed.toLowerCase());

    expect(await user.bankDetails()).toMatchObject({
      payout_method: 'upi',
      account_holder: 'Ravi Kumar',
      upi_id: typed.toLowerCase(),
      acc_no: null,
      ifsc_code: null,
      bank_name: null,
      branch_name: null,
    });

    // Read back as saved, locked like a bank account.
    await page.reload();
    await expect(payoutMethod(page).getByRole('radio', { name: 'UPI ID' })).toBeChecked();
    await expect(upiIdField(page)).toHaveValue(typed.toLowerCase());
    await expect(bankForm(page).getByLabel('Name as in your UPI app')).toHaveValue('Ravi Kumar');
    await expect(bankForm(page).getByLabel('Current Password')).toBeVisible();
    await expect(bankForm(page).getByRole('button', { name: 'Change bank details' })).toBeDisabled();
  });

  test("a malformed or missing UPI ID is named under its field; a bank account's errors stay with the bank fields", async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);
    const add = form.getByRole('button', { name: 'Add bank details' });

    // A bank account's required fields, under each of them.
    await add.click();
    await expect(form.getByText(BANK_MESSAGES.bank_name, { exact: true })).toBeVisible();

    // Switching to a UPI ID leaves none of them behind.
    await payoutMethod(page).getByRole('radio', { name: 'UPI ID' }).check();
    await expect(form.getByText(BANK_MESSAGES.bank_name, { exact: true })).toHaveCount(0);
    await form.getByLabel('Name as in your UPI app').fill('Ravi Kumar');
    await add.click();
    await expect(upiIdField(page)).toHaveAccessibleDescription(BANK_MESSAGES.upi_id);
    await expect(upiIdField(page)).toBeFocused();

    // No handle after the @: named under the UPI ID as soon as it loses focus.
    const upi = upiIdField(page);
    await upi.fill('ravi.kumar@');
    await upi.blur();
    await expect(upi).toHaveAttribute('aria-invalid', 'true');
    await expect(upi).toHaveAccessibleDescription(BANK_MESSAGES.upiInvalid);
    await expect(form.getByText(BANK_MESSAGES.upiInvalid, { exact: true })).toBeVisible();
    await add.click();
    await expect(upi).toBeFocused();
    expect(await user.bankDetails()).toBeNull();

    // Back to a bank account: its fields again, asking for what is missing, and nothing about the UPI ID.
    await payoutMethod(page).getByRole('radio', { name: 'Bank account' }).check();
    await expect(upiIdField(page)).toHaveCount(0);
    await expect(form.getByText(BANK_MESSAGES.upiInvalid, { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Account Holder Name')).toHaveValue('Ravi Kumar');
    await form.getByLabel('Account Number').fill('12345678');
    await add.click();
    await expect(form.getByLabel('Account Number')).toHaveAccessibleDescription(BANK_MESSAGES.accNoInvalid);
    await expect(form.getByLabel('Account Number')).toBeFocused();
    expect(await user.bankDetails()).toBeNull();
  });

  test('switching saved bank details to a UPI ID is a change: it needs the current password', async ({
    page,
    request,
  }) => {
    const account = await registerUserViaApi(request);
    const user = await userMoneyApi(request, account);
    await user.saveBankDetails();
    const typed = typedUpiId();
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    const form = bankForm(page);
    const save = form.getByRole('button', { name: 'Change bank details' });
    await expect(form.getByLabel('Account Number')).toHaveValue(BANK.acc_no);

    await payoutMethod(page).getByRole('radio', { name: 'UPI ID' }).check();
    await expect(form.getByLabel('Name as in your UPI app')).toHaveValue(BANK.account_holder);
    await upiIdField(page).fill(typed);
    await save.click();
    await expect(form.getByText(PASSWORD_NEEDED, { exact: true })).toBeVisible();
    expect(await user.bankDetails()).toMatchObject({ payout_method: 'bank', acc_no: BANK.acc_no });

    await form.getByLabel('Current Password').fill(account.password);
    await save.click();
    await expect(toast(page, MSG.updated)).toBeVisible();
    // Only the chosen method's fields are kept.
    expect(await user.bankDetails()).toMatchObject({
      payout_method: 'upi',
      account_holder: BANK.account_holder,
      upi_id: typed.toLowerCase(),
      acc_no: null,
      ifsc_code: null,
    });
  });
});
