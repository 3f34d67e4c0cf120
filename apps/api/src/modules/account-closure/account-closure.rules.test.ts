import { describe, expect, it } from 'vitest';
import { closureProblems } from './account-closure.rules.js';

const empty = { balance: 0, held: 0 };

describe('when an account may close', () => {
  it('with nothing in any wallet, nothing held and no card waiting', () => {
    expect(closureProblems({ wallets: [empty, empty, empty], waitingCards: 0 })).toEqual([]);
  });

  it('not with money in a wallet, money held by a request, or a card to scratch', () => {
    expect(
      closureProblems({
        wallets: [{ balance: 150_00, held: 100_00 }, { balance: 25_50, held: 0 }, empty],
        waitingCards: 2,
      }),
    ).toEqual([
      'Withdraw the ₹75.50 in your wallets before closing your account',
      'Wait until your withdrawal requests are paid or rejected before closing your account',
      'Scratch your waiting scratch cards before closing your account',
    ]);
    expect(closureProblems({ wallets: [{ balance: 1, held: 0 }], waitingCards: 0 })).toHaveLength(1);
  });
});
