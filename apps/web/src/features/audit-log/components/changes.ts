/**
 * An audit row's before and after values as the changes a reader looks for
 * (docs/decisions/184-audit-log-on-screen.md): each key of `after` whose value differs from
 * `before`'s (every key of `before` for a deletion), nested objects read as dotted keys
 * (`withdrawal.min`), a value that is not an object as one change without a key.
 */
export interface Change {
  /** The changed key, dotted for a nested one; '' when the value itself is not an object. */
  key: string;
  /** The value before, as text; null when the key had none (added). */
  before: string | null;
  /** The value after, as text; null when the key has none now (removed). */
  after: string | null;
}

/** How deep nested objects are read as dotted keys; deeper ones show as JSON. */
const MAX_DEPTH = 3;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as the log shows it: text as it is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

/** An object's values by dotted key, nested objects opened up to MAX_DEPTH levels. */
function flatten(value: Plain, prefix = '', depth = 1): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(item) && depth < MAX_DEPTH && Object.keys(item).length > 0)
      for (const [inner, innerValue] of flatten(item, path, depth + 1)) flat.set(inner, innerValue);
    else flat.set(path, item);
  }
  return flat;
}

const textOrNull = (value: unknown) => (value === undefined ? null : valueText(value));

export function changesOf(before: unknown, after: unknown): Change[] {
  const none = (value: unknown) => value === null || value === undefined;
  if (none(before) && none(after)) return [];
  const objects = (none(before) || isPlainObject(before)) && (none(after) || isPlainObject(after));
  if (!objects) {
    if (valueText(before) === valueText(after)) return [];
    return [
      {
        key: '',
        before: none(before) ? null : valueText(before),
        after: none(after) ? null : valueText(after),
      },
    ];
  }
  const old = flatten((before ?? {}) as Plain);
  const now = flatten((after ?? {}) as Plain);
  // A key `after` leaves out was not written, not removed: a change often records the whole record
  // before it and only the fields it set after it (user.update). With no `after` at all (a
  // deletion), every key went.
  const keys = none(after) ? [...old.keys()] : [...now.keys()];
  return keys
    .filter((key) => JSON.stringify(old.get(key)) !== JSON.stringify(now.get(key)))
    .map((key) => ({ key, before: textOrNull(old.get(key)), after: textOrNull(now.get(key)) }));
}
