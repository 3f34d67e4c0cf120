import { describe, expect, it } from 'vitest';
import { WITHDRAW_STATUS_CASES } from '@portal/shared';
import {
  canTransition,
  coolDownWindowStart,
  csvField,
  nextRequestDate,
  payoutCsv,
  textCodeField,
  refusedTransitionMessage,
  requestProblems,
  TRANSITIONS_FROM,
} from './withdrawals.rules.js';

describe('transitions', () => {
  // The cases the admin screen's test also checks (docs/decisions/107-one-status-machine-each.md);
  // withdrawals.status-machine.test.ts drives each through the API.
  it.each(WITHDRAW_STATUS_CASES)('from $from, action $action: next $next', ({ from, action, next }) => {
    expect(canTransition(from, action)).toBe(next !== null);
    expect(TRANSITIONS_FROM[action].includes(from)).toBe(next !== null);
  });

  it('allows process from pending, complete and reject from pending or processing, nothing from 2 or 3', () => {
    const allowed = [0, 1, 2, 3].flatMap((from) =>
      ([1, 2, 3] as const).filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['0->1', '0->2', '0->3', '1->2', '1->3']);
  });

  it('names the status that refused the change', () => {
    expect(refusedTransitionMessage(3, 3)).toBe('This request is rejected and cannot be rejected');
    expect(refusedTransitionMessage(2, 3)).toBe('This request is completed and cannot be rejected');
    expect(refusedTransitionMessage(1, 1)).toBe('This request is processing and cannot be processed');
  });
});

describe('cool-down in India time', () => {
  it('a request on India day D allows the next on D + N, whatever the UTC date', () => {
    // 2026-03-10 23:50 IST is 18:20 UTC the same day; 2026-03-11 00:10 IST is still 03-10 in UTC.
    expect(nextRequestDate(new Date('2026-03-10T18:20:00Z'), 7, new Date('2026-03-16T18:29:00Z'))).toBe(
      '2026-03-17',
    );
    expect(nextRequestDate(new Date('2026-03-10T18:40:00Z'), 7, new Date('2026-03-16T12:00:00Z'))).toBe(
      '2026-03-18',
    );
  });

  it('is open again on D + N itself, and always with no cool-down or no earlier request', () => {
    expect(nextRequestDate(new Date('2026-03-10T06:00:00Z'), 7, new Date('2026-03-16T18:30:00Z'))).toBeNull();
    expect(nextRequestDate(new Date('2026-03-10T06:00:00Z'), 0, new Date('2026-03-10T07:00:00Z'))).toBeNull();
    expect(nextRequestDate(null, 30, new Date())).toBeNull();
  });

  it('looks back over the N India days ending today', () => {
    expect(coolDownWindowStart('2026-03-17', 7)?.toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(coolDownWindowStart('2026-03-17', 1)?.toISOString()).toBe('2026-03-16T18:30:00.000Z');
    expect(coolDownWindowStart('2026-03-17', 0)).toBeNull();
  });
});

describe('requestProblems', () => {
  const base = {
    amount: 150_00,
    walletType: 1,
    minPaise: 100_00,
    cooldownDays: 30,
    available: 500_00,
    blockedUntil: null,
  };

  it('has none for a request inside every rule', () => {
    expect(requestProblems(base)).toEqual({});
    expect(requestProblems({ ...base, amount: 100_00 })).toEqual({});
    expect(requestProblems({ ...base, amount: 500_00 })).toEqual({});
  });

  it('names the minimum, the available amount and the cool-down, each on its field', () => {
    expect(requestProblems({ ...base, amount: 99_99 })).toEqual({
      amount: ['The minimum withdrawal from the Cash Wallet is ₹100.00'],
    });
    expect(requestProblems({ ...base, amount: 500_01 })).toEqual({
      amount: ['Amount is more than the ₹500.00 available in the Cash Wallet'],
    });
    expect(requestProblems({ ...base, walletType: 3, minPaise: 1_00_000_00, amount: 500_00 })).toEqual({
      amount: ['The minimum withdrawal from the Grow Wallet is ₹1,00,000.00'],
    });
    expect(requestProblems({ ...base, blockedUntil: '2026-04-09' })).toEqual({
      wallet_type: ['The Cash Wallet allows one request every 30 days: the next is allowed from 09-04-2026'],
    });
  });
});

describe('payout CSV', () => {
  it('has the bank and UPI columns, amounts with 2 decimals and the request id as reference', () => {
    const csv = payoutCsv([
      {
        id: 7,
        accountHolder: 'Asha Kumar',
        payoutMethod: 'bank',
        accNo: '001234567890',
        ifscCode: 'SBIN0001234',
        upiId: null,
        amount: 150_50,
      },
      {
        id: 8,
        accountHolder: 'Ravi Kumar',
        payoutMethod: 'upi',
        accNo: null,
        ifscCode: null,
        upiId: 'ravi.kumar@okaxis',
        amount: 99_00,
      },
    ]);
    expect(csv).toBe(
      'Beneficiary Name,Payment Mode,Account Number (text),IFSC (text),UPI ID,Amount,Reference\r\n' +
        'Asha Kumar,NEFT,"=""001234567890""","=""SBIN0001234""",,150.50,WD7\r\n' +
        'Ravi Kumar,UPI,,,ravi.kumar@okaxis,99.00,WD8\r\n',
    );
  });

  it('writes a code as a formula yielding its text only when it is letters and digits', () => {
    expect(textCodeField('000123456789012345')).toBe('"=""000123456789012345"""');
    expect(textCodeField('SBIN0000001')).toBe('"=""SBIN0000001"""');
    expect(textCodeField('12"34')).toBe('"12""34"');
    expect(textCodeField('=1+1')).toBe("'=1+1");
    expect(textCodeField('')).toBe('');
  });

  it('quotes commas and quotes, and makes a formula text', () => {
    expect(csvField('Kumar, Asha')).toBe('"Kumar, Asha"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
