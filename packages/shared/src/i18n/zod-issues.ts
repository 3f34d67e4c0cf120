import type { z } from 'zod';
import type { MessageCode } from './english.js';
import { messageKey, type MessageParams } from './translate.js';

type Issue = z.core.$ZodRawIssue;
type IssueOf<Code extends Issue['code']> = Extract<Issue, { code: Code }>;

const key = (code: MessageCode, params?: MessageParams) => messageKey(code, params);

const SIZED_AS_TEXT = new Set(['string']);
const SIZED_AS_ITEMS = new Set(['array', 'set']);
const NUMERIC = new Set(['number', 'int', 'bigint']);

function invalidType(issue: IssueOf<'invalid_type'>): string {
  // Nothing given (a missing field, a JSON null) is the same to a reader: the field is empty.
  if (issue.input === undefined || issue.input === null) return key('validation.required');
  switch (issue.expected) {
    case 'number':
      return key('validation.number');
    case 'int':
    case 'bigint':
      return key('validation.whole_number');
    case 'string':
      return key('validation.text');
    case 'boolean':
      return key('validation.true_or_false');
    case 'array':
    case 'tuple':
    case 'set':
      return key('validation.list');
    case 'date':
      return key('common.date_invalid');
    default:
      return key('common.invalid_value');
  }
}

function tooBig(issue: IssueOf<'too_big'>): string {
  const max = String(issue.maximum);
  if (SIZED_AS_TEXT.has(issue.origin))
    return issue.exact ? key('validation.length', { length: max }) : key('common.too_long', { max });
  if (SIZED_AS_ITEMS.has(issue.origin))
    return issue.exact
      ? key('validation.items_exactly', { count: max })
      : key('validation.items_at_most', { max });
  if (NUMERIC.has(issue.origin))
    return issue.inclusive ? key('validation.at_most', { max }) : key('validation.less_than', { max });
  return key('common.invalid_value');
}

function tooSmall(issue: IssueOf<'too_small'>): string {
  const min = String(issue.minimum);
  if (SIZED_AS_TEXT.has(issue.origin)) {
    if (issue.exact) return key('validation.length', { length: min });
    // `.min(1)` on a text: an empty (or, trimmed, blank) field.
    if (Number(issue.minimum) <= 1) return key('validation.required');
    return key('validation.too_short', { min });
  }
  if (SIZED_AS_ITEMS.has(issue.origin)) {
    if (issue.exact) return key('validation.items_exactly', { count: min });
    return Number(issue.minimum) <= 1
      ? key('validation.items_required')
      : key('validation.items_at_least', { min });
  }
  if (NUMERIC.has(issue.origin))
    return issue.inclusive ? key('validation.at_least', { min }) : key('validation.more_than', { min });
  return key('common.invalid_value');
}

function invalidFormat(issue: IssueOf<'invalid_format'>): string {
  switch (issue.format) {
    case 'email':
      return key('validation.email');
    case 'url':
      return key('validation.url');
    case 'date':
      return key('common.date_invalid');
    case 'datetime':
      return key('validation.date_time');
    default:
      return key('validation.format');
  }
}

const listOf = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

/**
 * The message key of a zod issue raised by a check that gave no message of its own
 * (docs/decisions/155-zod-issues-by-code.md): `z.number().max(100)` fails with
 * `validation.at_most?max=100`, which the API and the web show in the reader's language like any
 * schema's key, so zod's built-in English ('Too big: expected number to be <=100') never reaches a
 * reader. A check's own `error` still wins: zod asks this map only when the schema has none.
 */
export function zodIssueMessageKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return key('validation.multiple_of', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return key('validation.unknown_fields', { keys: issue.keys.join(', ') });
    case 'invalid_value':
      return issue.values.length === 1
        ? key('validation.must_be', { value: String(issue.values[0]) })
        : key('validation.one_of', { options: listOf(issue.values) });
    case 'invalid_union': {
      // A discriminated union names the values its key may take.
      const options = (issue as { options?: readonly unknown[] }).options;
      return options?.length
        ? key('validation.one_of', { options: listOf(options) })
        : key('common.invalid_value');
    }
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return key('common.invalid_value');
    default:
      // A kind of issue a later zod adds: a coded message still, never zod's English.
      return key('common.invalid_value');
  }
}
