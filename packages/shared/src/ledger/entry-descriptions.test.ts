import { describe, expect, it } from 'vitest';
import {
  entryDescriptionOf,
  entryDescriptionSchema,
  quizEntryDescription,
  scratchEntryDescription,
  withdrawalEntryDescription,
} from './entry-descriptions.js';

const sbi = { bankName: 'State Bank of India', accNo: '501234561365', upiId: null };
const upi = { bankName: null, accNo: null, upiId: 'ravi.kumar@okaxis' };

describe('ledger entry descriptions', () => {
  it('keeps the English texts the journal has always held', () => {
    expect(quizEntryDescription(1, 2, 3, 4)).toBe('Morning session, set 2: You scored 3 out of 4');
    expect(scratchEntryDescription('kavya_12', 0)).toBe('Scratch card: kavya_12 became Promoter');
    expect(scratchEntryDescription('kavya_12', 3)).toBe('Scratch card: kavya_12 became Promoter Level 3');
    expect(withdrawalEntryDescription(7, sbi)).toBe('Withdrawal #7 paid to State Bank of India XXXX1365');
    expect(withdrawalEntryDescription(9, upi)).toBe('Withdrawal #9 paid to UPI ravi.kumar@okaxis');
  });

  it('reads each text back as its code and values', () => {
    const read = (kind: string, text: string) => entryDescriptionSchema.parse(entryDescriptionOf(kind, text));
    expect(read('quiz', quizEntryDescription(2, 4, 1, 2))).toEqual({
      code: 'quiz',
      session: 2,
      set: 4,
      score: 1,
      total: 2,
    });
    expect(read('scratch', scratchEntryDescription('kavya_12', 0))).toEqual({
      code: 'scratch',
      username: 'kavya_12',
      level: 0,
    });
    expect(read('scratch', scratchEntryDescription('ravi.k', 4))).toEqual({
      code: 'scratch',
      username: 'ravi.k',
      level: 4,
    });
    expect(read('scratch', scratchEntryDescription('ravi', null))).toEqual({
      code: 'scratch',
      username: 'ravi',
      level: null,
    });
    expect(read('withdrawal', withdrawalEntryDescription(7, sbi))).toEqual({
      code: 'withdrawal',
      id: 7,
      bank: 'State Bank of India',
      account: 'XXXX1365',
    });
    expect(
      read('withdrawal', withdrawalEntryDescription(8, { bankName: 'Canara Bank', accNo: '', upiId: null })),
    ).toEqual({
      code: 'withdrawal',
      id: 8,
      bank: 'Canara Bank',
      account: '',
    });
    expect(read('withdrawal', withdrawalEntryDescription(9, upi))).toEqual({
      code: 'withdrawal',
      id: 9,
      bank: 'UPI ravi.kumar@okaxis',
      account: '',
    });
  });

  it('leaves an adjustment reason, and a text of another shape, as it is', () => {
    expect(entryDescriptionOf('adjustment', 'Scratch card: kavya became Promoter')).toBeNull();
    expect(entryDescriptionOf('quiz', 'Noon session, set 1: You scored 1 out of 2')).toBeNull();
    expect(entryDescriptionOf('scratch', 'Scratch card: kavya became a star')).toBeNull();
    expect(entryDescriptionOf('withdrawal', 'Paid by hand')).toBeNull();
  });
});
