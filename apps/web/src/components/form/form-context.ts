import { createContext, useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/** The id of the form a field renders in: every field's id is `${formId}-${name}`. */
export const FormIdContext = createContext<string | null>(null);

/**
 * What a field needs from the form around it (a <SchemaForm>): its id and its first error. The
 * field re-renders only when its own state changes.
 */
export function useFieldMeta(name: string) {
  const formId = useContext(FormIdContext);
  if (formId === null) throw new Error(`Field "${name}" must render inside a <SchemaForm>`);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const { error } = getFieldState(name, formState);
  return { id: `${formId}-${name}`, error: error?.message };
}
