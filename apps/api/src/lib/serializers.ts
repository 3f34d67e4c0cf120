import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers written by a compiled serializer (docs/decisions/171-statements-built-once-per-shape.md).
 * Each route's zod response schema becomes JSON Schema once, when the route is added, and
 * fast-json-stringify writes the answer from it: only the schema's fields, as zod's check
 * writes them, without zod walking every value of every answer (a tenth of a list page's CPU).
 *
 * Where `checked` (tests and development), zod still checks every answer and the two writings
 * must say the same, so a schema the compiled writer would get wrong fails a test instead of
 * reaching a client. A schema JSON Schema cannot say (a transform, a date) keeps zod's writer.
 */
export function responseSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const compiled = compiledWriter(route.schema);
    if (!compiled) return viaZod;
    if (!checked) return compiled;
    return (data: unknown) => {
      // zod's check first: an answer that breaks its schema is refused as before.
      const expected = viaZod(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${written} where zod wrote ${expected}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify for a zod schema, or undefined where JSON Schema cannot say it. */
export function compiledWriter(schema: unknown): ((data: unknown) => string) | undefined {
  const zodSchema = schema instanceof z.ZodType ? schema : undefined;
  if (!zodSchema) return undefined;
  try {
    const json = z.toJSONSchema(zodSchema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJsonStringify(nullableAsTypes(json) as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes `x.nullable()` as `anyOf: [x, {type: 'null'}]`, which fast-json-stringify answers by
 * validating each branch; for a plain value it is the same as `type: [x's type, 'null']`.
 */
function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableAsTypes(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const branches = object.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch) => isNullType(branch));
    const other = branches[1 - nullIndex] as Record<string, unknown> | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && PRIMITIVES.has(other.type)) {
      const { anyOf: _anyOf, ...rest } = object;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return object;
}

function isNullType(branch: unknown): boolean {
  return Boolean(branch) && typeof branch === 'object' && (branch as { type?: unknown }).type === 'null';
}
