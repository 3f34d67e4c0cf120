import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger.js';

describe('serializeError', () => {
  it('keeps the query, its placeholders and the cause, and drops the bound values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (id)=(5b0e5f5e-secret-session) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "sessions" ("id", "user_id") values ($1, $2)',
      ['5b0e5f5e-secret-session', 7],
      cause,
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('5b0e5f5e-secret-session');
    expect(text).toContain('insert into \\"sessions\\" (\\"id\\", \\"user_id\\") values ($1, $2)');
    expect(text).toContain('duplicate key value violates unique constraint');
    // The original error is left as it was: only the log line loses the values.
    expect(error.params).toEqual(['5b0e5f5e-secret-session', 7]);
  });

  it('leaves other values alone', () => {
    expect(serializeError('plain text')).toBe('plain text');
    expect(JSON.stringify(serializeError(new TypeError('boom')))).toContain('boom');
  });
});
