import { describe, expect, it } from 'vitest';
import * as shared from '../index.js';
import { listQuerySchema } from '../common/list-query.js';
import { z } from '../zod.js';
import { loadMessageCatalogue } from './catalogues.js';
import { ENGLISH_MESSAGES, type MessageCode } from './english.js';
import { formatMessage, messageKey, parseMessageKey, placeholdersOf, textOfMessage } from './translate.js';
import { zodIssueMessageKey } from './zod-issues.js';

/**
 * A zod check without a message of its own fails with a message key of the catalogue, never with
 * zod's built-in English (docs/decisions/155-zod-issues-by-code.md).
 */
const tamil = await loadMessageCatalogue('ta');

type Issue = z.core.$ZodRawIssue;

/** The code and the English text of a key, its placeholders filled: fails on a text of no code. */
function englishOf(key: string): { code: MessageCode; text: string } {
  const parsed = parseMessageKey(key);
  expect(parsed, `${key} is no message key`).not.toBeNull();
  expect(Object.keys(ENGLISH_MESSAGES), key).toContain(parsed!.code);
  const code = parsed!.code as MessageCode;
  // Every placeholder of the text gets its value.
  expect(Object.keys(parsed!.params).sort(), key).toEqual(placeholdersOf(ENGLISH_MESSAGES[code]));
  return { code, text: formatMessage(ENGLISH_MESSAGES[code], parsed!.params) };
}

const base = { input: 'x', path: [] };
/**
 * A sample of every kind of issue zod raises, keyed by its code: a kind a later zod adds fails
 * the typecheck here until it has its samples.
 */
const SAMPLES: Record<z.core.$ZodIssueCode, [Issue, string][]> = {
  invalid_type: [
    [{ ...base, code: 'invalid_type', expected: 'string', input: undefined }, 'This field is required'],
    [{ ...base, code: 'invalid_type', expected: 'number', input: null }, 'This field is required'],
    [{ ...base, code: 'invalid_type', expected: 'number', input: Number.NaN }, 'Enter a number'],
    [{ ...base, code: 'invalid_type', expected: 'int', input: 1.5 }, 'Enter a whole number'],
    [{ ...base, code: 'invalid_type', expected: 'string', input: 5 }, 'Must be text'],
    [{ ...base, code: 'invalid_type', expected: 'boolean', input: 'yes' }, 'Must be true or false'],
    [{ ...base, code: 'invalid_type', expected: 'array', input: 'x' }, 'Must be a list'],
    [{ ...base, code: 'invalid_type', expected: 'object', input: 'x' }, 'Invalid value'],
  ],
  too_big: [
    [{ ...base, code: 'too_big', origin: 'number', maximum: 100, inclusive: true }, 'Must be at most 100'],
    [{ ...base, code: 'too_big', origin: 'int', maximum: 7, inclusive: false }, 'Must be less than 7'],
    [
      { ...base, code: 'too_big', origin: 'string', maximum: 50, inclusive: true },
      'Must be at most 50 characters',
    ],
    [
      { ...base, code: 'too_big', origin: 'string', maximum: 6, inclusive: true, exact: true },
      'Must be exactly 6 characters',
    ],
    [{ ...base, code: 'too_big', origin: 'array', maximum: 3, inclusive: true }, 'Give at most 3 items'],
    [{ ...base, code: 'too_big', origin: 'date', maximum: 3, inclusive: true }, 'Invalid value'],
  ],
  too_small: [
    [{ ...base, code: 'too_small', origin: 'number', minimum: 1, inclusive: true }, 'Must be at least 1'],
    [{ ...base, code: 'too_small', origin: 'number', minimum: 0, inclusive: false }, 'Must be more than 0'],
    [{ ...base, code: 'too_small', origin: 'string', minimum: 1, inclusive: true }, 'This field is required'],
    [
      { ...base, code: 'too_small', origin: 'string', minimum: 3, inclusive: true },
      'Must be at least 3 characters',
    ],
    [{ ...base, code: 'too_small', origin: 'array', minimum: 1, inclusive: true }, 'Give at least one item'],
    [{ ...base, code: 'too_small', origin: 'set', minimum: 2, inclusive: true }, 'Give at least 2 items'],
    [
      { ...base, code: 'too_small', origin: 'array', minimum: 4, inclusive: true, exact: true },
      'Give exactly 4 items',
    ],
  ],
  invalid_format: [
    [{ ...base, code: 'invalid_format', format: 'email' }, 'Enter a valid email address'],
    [{ ...base, code: 'invalid_format', format: 'url' }, 'Enter a valid web address'],
    [{ ...base, code: 'invalid_format', format: 'date' }, 'Enter a valid date (YYYY-MM-DD)'],
    [{ ...base, code: 'invalid_format', format: 'datetime' }, 'Enter a valid date and time'],
    [
      { ...base, code: 'invalid_format', format: 'regex', pattern: '/^a$/' },
      'This is not in the expected format',
    ],
    [{ ...base, code: 'invalid_format', format: 'uuid' }, 'This is not in the expected format'],
  ],
  not_multiple_of: [[{ ...base, code: 'not_multiple_of', divisor: 5, input: 7 }, 'Must be a multiple of 5']],
  unrecognized_keys: [
    [
      { ...base, code: 'unrecognized_keys', keys: ['colour', 'size'], input: { colour: 1, size: 2 } },
      'Not accepted here: colour, size',
    ],
  ],
  invalid_union: [
    [{ ...base, code: 'invalid_union', errors: [] }, 'Invalid value'],
    [{ ...base, code: 'invalid_union', errors: [], options: ['a', 'b'] }, 'Choose one of: a, b'],
  ],
  invalid_key: [[{ ...base, code: 'invalid_key', origin: 'record', issues: [] }, 'Invalid value']],
  invalid_element: [
    [{ ...base, code: 'invalid_element', origin: 'set', key: 1, issues: [] }, 'Invalid value'],
  ],
  invalid_value: [
    [{ ...base, code: 'invalid_value', values: ['ready'] }, 'The only accepted value is ready'],
    [{ ...base, code: 'invalid_value', values: ['asc', 'desc'] }, 'Choose one of: asc, desc'],
  ],
  custom: [[{ ...base, code: 'custom' }, 'Invalid value']],
};

/** The messages of a failed parse, with zod's configuration (the shared error map) in force. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("zod's issues by code (docs/decisions/155-zod-issues-by-code.md)", () => {
  const cases = Object.entries(SAMPLES).flatMap(([kind, samples]) =>
    samples.map(([issue, english]): [string, string, Issue] => [kind, english, issue]),
  );
  it.each(cases)(
    '%s reads as a code of the catalogue, its placeholders filled: %s',
    (_kind, english, issue) => {
      expect(englishOf(zodIssueMessageKey(issue)).text).toBe(english);
    },
  );

  it('is the error map of every schema: a check without a message reads as a key, in Tamil too', () => {
    const pageSize = z.coerce.number().int().min(1).max(100);
    expect(messagesOf(pageSize, '1000')).toEqual(['validation.at_most?max=100']);
    expect(messagesOf(pageSize, '0')).toEqual(['validation.at_least?min=1']);
    expect(messagesOf(pageSize, '2.5')).toEqual(['validation.whole_number']);
    expect(messagesOf(pageSize, 'ten')).toEqual(['validation.number']);
    expect(messagesOf(z.enum(['asc', 'desc']), 'up')).toEqual(['validation.one_of?options=asc%2C+desc']);
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['validation.required']);
    expect(messagesOf(z.object({}).strict(), { colour: 1 })).toEqual([
      'validation.unknown_fields?keys=colour',
    ]);
    expect(messagesOf(z.string().trim().min(1), '  ')).toEqual(['validation.required']);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual(['common.too_long?max=3']);
    expect(messagesOf(z.email(), 'nobody')).toEqual(['validation.email']);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['validation.more_than?min=0']);

    expect(textOfMessage(tamil, messagesOf(pageSize, '1000')[0]!)).toBe('அதிகபட்சம் 100 ஆக இருக்க வேண்டும்');
    expect(textOfMessage(tamil, messagesOf(z.enum(['asc', 'desc']), 'up')[0]!)).toBe(
      'இவற்றில் ஒன்றைத் தேர்ந்தெடுக்கவும்: asc, desc',
    );
  });

  it('leaves a check’s own message as it is', () => {
    const schema = z.number().max(5, { error: messageKey('amount.too_large', { max: 5 }) });
    expect(messagesOf(schema, 6)).toEqual(['amount.too_large?max=5']);
    expect(messagesOf(z.string({ error: messageKey('content.title_required') }), undefined)).toEqual([
      'content.title_required',
    ]);
  });

  it('no schema of the shared package fails with a text that is no key of the catalogue', () => {
    const BAD_VALUES: unknown[] = [
      undefined,
      null,
      '',
      '  ',
      'x',
      'x'.repeat(5000),
      '{',
      -1,
      0,
      1.5,
      1e15,
      Number.NaN,
      true,
      [],
      [1, 'x'],
      {},
      { unknown: 1 },
    ];
    const schemas = Object.entries(shared as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    );
    schemas.push([
      'listQuerySchema',
      listQuerySchema({ filter: z.object({ level: z.coerce.number().int() }).strict(), sortKeys: ['id'] }),
    ]);
    expect(schemas.length).toBeGreaterThan(50);

    const uncoded = new Set<string>();
    let failures = 0;
    for (const [name, schema] of schemas) {
      const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      const inputs = [
        ...BAD_VALUES,
        // Each field of an object given the same wrong value, so its own checks run.
        ...BAD_VALUES.map((value) => Object.fromEntries(shape.map((field) => [field, value]))),
      ];
      for (const input of inputs) {
        let messages: string[];
        try {
          messages = messagesOf(schema, input);
        } catch {
          continue; // a transform that cannot take the value at all: no message to read
        }
        failures += messages.length;
        for (const message of messages) {
          const key = parseMessageKey(message);
          if (!key || !(key.code in ENGLISH_MESSAGES)) uncoded.add(`${name}: ${message}`);
        }
      }
    }
    expect(failures).toBeGreaterThan(200);
    expect([...uncoded]).toEqual([]);
  });
});
