import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * How answers are written (docs/decisions/171-statements-built-once-per-shape.md). Each handler
 * answers exactly its response schema's fields, built by its module's mapper, so in production the
 * answer is written by `JSON.stringify` alone: zod walking every value of every answer cost a
 * tenth of a list page's CPU, and a compiled writer (fast-json-stringify) was slower still once
 * every route had its own.
 *
 * Where `checked` (tests and development), zod checks every answer as before, and the answer as
 * written must be exactly what zod makes of it: a field the schema does not name, a value zod
 * would change, or a value that breaks the schema fails the request, so no test passes with an
 * answer production would write differently.
 */
export function responseSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!checked) return (data: unknown) => JSON.stringify(data);
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (data: unknown) => {
      // zod's check first: an answer that breaks its schema is refused as before.
      const expected = viaZod(data);
      const written = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} answers what its schema does not say: it would write ${written} where the schema makes ${expected}`,
        );
      }
      return written;
    };
  };
}
