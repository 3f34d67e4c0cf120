import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializers.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const account = z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() });

describe('responseSerializerCompiler', () => {
  const checked = responseSerializerCompiler({ checked: true })(route(z.object({ data: z.array(account) })));

  it('writes an answer that is exactly its schema', () => {
    const answer = { data: [{ id: 7, name: 'Ravi', mobile: null }] };
    expect(JSON.parse(checked(answer))).toEqual(answer);
  });

  it('fails, where checked, an answer with a field its schema does not name', () => {
    expect(() => checked({ data: [{ id: 7, name: 'Ravi', mobile: null, password_hash: 'secret' }] })).toThrow(
      /answers what its schema does not say/,
    );
  });

  it('fails, where checked, an answer that breaks its schema', () => {
    expect(() => checked({ data: [{ id: 1.5, name: 'Ravi', mobile: null }] })).toThrow();
  });

  it('writes the answer as it is in production, without zod', () => {
    const production = responseSerializerCompiler({ checked: false })(route(account));
    expect(production({ id: 2, name: 'Asha', mobile: '9876543210' })).toBe(
      '{"id":2,"name":"Asha","mobile":"9876543210"}',
    );
  });
});
