import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledWriter, responseSerializerCompiler } from './serializers.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const account = z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() });

describe('responseSerializerCompiler', () => {
  it('writes only the schema’s fields, as zod does, in production', () => {
    const write = responseSerializerCompiler({ checked: false })(route(z.object({ data: z.array(account) })));
    const written = write({ data: [{ id: 7, name: 'Ravi', mobile: null, password_hash: 'secret' }] });
    expect(JSON.parse(written)).toEqual({ data: [{ id: 7, name: 'Ravi', mobile: null }] });
    expect(written).not.toContain('secret');
  });

  it('still refuses, where checked, an answer that breaks its schema', () => {
    const write = responseSerializerCompiler({ checked: true })(route(account));
    expect(() => write({ id: 1.5, name: 'Ravi', mobile: null })).toThrow();
    expect(JSON.parse(write({ id: 2, name: 'Asha', mobile: '9876543210', extra: 1 }))).toEqual({
      id: 2,
      name: 'Asha',
      mobile: '9876543210',
    });
  });
});

describe('compiledWriter', () => {
  it('is fast-json-stringify for a schema JSON Schema can say', () => {
    expect(compiledWriter(account)?.({ id: 1, name: 'A', mobile: null })).toBe(
      '{"id":1,"name":"A","mobile":null}',
    );
  });

  it('leaves to zod a schema JSON Schema cannot say', () => {
    expect(compiledWriter(z.object({ at: z.date() }))).toBeUndefined();
    expect(compiledWriter(z.string().transform((value) => value.length))).toBeUndefined();
    expect(compiledWriter({ type: 'object' })).toBeUndefined();
  });
});
