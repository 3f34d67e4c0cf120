import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { endOfIndiaDayExclusive, startOfIndiaDay } from '@portal/shared';

/** Escapes LIKE wildcards so a search for '50%' matches the text '50%'. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** fromdate/todate select whole India-time days, both ends inclusive (DESIGN §3). */
export function dateRangeConditions(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${startOfIndiaDay(from).toISOString()}`);
  if (to) conditions.push(sql`${column} < ${endOfIndiaDayExclusive(to).toISOString()}`);
  return conditions;
}

export function offsetOf(pageNumber: number, pageSize: number): number {
  return (pageNumber - 1) * pageSize;
}
