import { validationError } from '../lib/errors.js';

/** A unique constraint's name → the form field it guards and the message shown under it. */
export type UniqueFields = Readonly<Record<string, { field: string; message: string }>>;

/** The unique constraint a PostgreSQL error names, if it is a unique violation (23505). */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return null;
}

/**
 * Runs `work`; a unique violation of a constraint in `fields` becomes a 422 naming the field.
 * Services check uniqueness first for a friendly answer; this covers the race where two requests
 * pass that check together and the database's constraint refuses the second.
 */
export async function mapUniqueViolations<T>(fields: UniqueFields, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    const known = constraint && Object.hasOwn(fields, constraint) ? fields[constraint] : undefined;
    if (known) throw validationError({ [known.field]: [known.message] });
    throw error;
  }
}
