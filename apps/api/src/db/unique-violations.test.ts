import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { mapUniqueViolations, violatedUniqueConstraint } from './unique-violations.js';

const FIELDS = { users_mobile_key: { field: 'mobile', message: 'This mobile number is already registered' } };

/** The shape both drivers give: node-postgres errors directly, drizzle wraps them in `cause`. */
const violation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });

describe('violatedUniqueConstraint', () => {
  it('names the constraint of a unique violation, also when wrapped', () => {
    expect(violatedUniqueConstraint(violation('users_mobile_key'))).toBe('users_mobile_key');
    const wrapped = new Error('Failed query', { cause: violation('users_mobile_key') });
    expect(violatedUniqueConstraint(wrapped)).toBe('users_mobile_key');
  });

  it('answers null for any other error', () => {
    expect(violatedUniqueConstraint(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
    expect(violatedUniqueConstraint(null)).toBeNull();
  });
});

describe('mapUniqueViolations', () => {
  it('answers what the work answers', async () => {
    await expect(mapUniqueViolations(FIELDS, async () => 42)).resolves.toBe(42);
  });

  it('turns a mapped constraint into a 422 naming the field', async () => {
    const error = await mapUniqueViolations(FIELDS, async () => {
      throw new Error('Failed query', { cause: violation('users_mobile_key') });
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 422,
      fieldErrors: { mobile: ['This mobile number is already registered'] },
    });
  });

  it('rethrows unmapped violations and other errors unchanged', async () => {
    const unmapped = violation('sessions_pkey');
    await expect(mapUniqueViolations(FIELDS, () => Promise.reject(unmapped))).rejects.toBe(unmapped);
    const other = new Error('boom');
    await expect(mapUniqueViolations(FIELDS, () => Promise.reject(other))).rejects.toBe(other);
  });
});
