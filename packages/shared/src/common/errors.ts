/** The one error body every endpoint answers with (docs/product/roles.md, Status codes). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export function firstFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
