/** The one error body every endpoint answers with (docs/product/roles.md, Status codes). */
export interface ErrorBody {
  /** In the reader's language: the signed-in account's, else Accept-Language's (decision 144). */
  message: string;
  /** The message's stable code, whatever the language; absent when the message has none yet. */
  code?: string;
  errors?: Record<string, string[]>;
  /** A 422's codes, field → the code of each message in `errors` (`null` where one has none). */
  codes?: Record<string, (string | null)[]>;
}

export function firstFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
