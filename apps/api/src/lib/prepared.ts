import { fillPlaceholders } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

/**
 * Statements built once per shape (docs/decisions/171-statements-built-once-per-shape.md).
 * Drizzle writes a statement's SQL text afresh on every call, about 0.2 ms of CPU for a list
 * page, more than the rest of the request. A hot read whose text depends only on a few choices
 * (which filters are set, the sort, where the page starts) is built once per `shape` with
 * `sql.placeholder` for every value, kept, and run with the values of each call.
 *
 * The build sees the shape only, never the values: a value cannot end up written into a kept
 * statement, and two calls with one shape cannot need two texts. A value the build asks for and
 * the call does not give is refused by drizzle ("No value for placeholder").
 */

/** What a built statement offers: drizzle's select builders (`prepare('')` is an unnamed statement). */
export interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
  toSQL(): { sql: string; params: unknown[] };
}

type Prepared<Row> = ReturnType<Preparable<Row>['prepare']>;

/** Shapes kept per connection pool; a list has a few dozen, so this bound is never reached in use. */
const MAX_SHAPES = 500;

export function preparedByShape<Shape, Row>(build: (q: Queryable, shape: Shape) => Preparable<Row>) {
  // Per pool (the primary, the replica) or transaction: a statement is bound to its session.
  const kept = new WeakMap<Queryable, Map<string, Prepared<Row>>>();
  const run = (q: Queryable, shape: Shape, values: Record<string, unknown>): Promise<Row[]> => {
    let byShape = kept.get(q);
    if (!byShape) kept.set(q, (byShape = new Map()));
    const key = JSON.stringify(shape);
    let statement = byShape.get(key);
    if (!statement) {
      if (byShape.size >= MAX_SHAPES) byShape.clear();
      // An unnamed statement: PostgreSQL plans it for its values on every run, as before.
      statement = build(q, shape).prepare('');
      byShape.set(key, statement);
    }
    return statement.execute(values);
  };
  /** The statement's text and values, as they are sent (for EXPLAIN in tests and benchmarks). */
  const sqlOf = (q: Queryable, shape: Shape, values: Record<string, unknown>) => {
    const { sql, params } = build(q, shape).toSQL();
    return { sql, params: fillPlaceholders(params, values) };
  };
  return Object.assign(run, { sqlOf });
}

/** A statement of one shape, built once per pool (preparedByShape). */
export function preparedOnce<Row>(build: (q: Queryable) => Preparable<Row>) {
  const statement = preparedByShape((q, _shape: 'one') => build(q));
  return (q: Queryable, values: Record<string, unknown>) => statement(q, 'one', values);
}
