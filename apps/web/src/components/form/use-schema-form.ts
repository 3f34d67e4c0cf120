import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaFormOptions<TInput extends FieldValues> {
  /** Names the form: the form element's id and the prefix of its fields' ids. */
  id: string;
  defaultValues: DefaultValues<TInput>;
}

/** A form built from one shared schema: its values, checks and types all come from it. */
export type SchemaFormApi<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & { formId: string };

/**
 * The one way to set up a form (render it with <SchemaForm>). The shared zod schema checks it;
 * fields are checked when they lose focus and on submit, never while typing
 * (docs/product/screens.md, Forms), and after a submit again on blur. Focus on an error goes to the
 * first field in page order, which <SchemaForm> does, rather than react-hook-form's registration
 * order.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  { id, defaultValues }: SchemaFormOptions<TInput>,
): SchemaFormApi<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues,
  });
  return { ...form, formId: id };
}
