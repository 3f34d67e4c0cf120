import type { FormHTMLAttributes, ReactNode } from 'react';
import { useRef } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, focusFirstInvalidField } from '../../lib/form-errors';
import { FormIdContext } from './form-context';
import type { SchemaFormApi } from './use-schema-form';

interface SchemaFormProps<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'id' | 'children'
> {
  form: SchemaFormApi<TInput, TOutput>;
  /** Receives the values the schema parsed; a rejected 422 lands under the fields. */
  onSubmit(values: TOutput): unknown;
  children: ReactNode;
}

/**
 * A <form> for a useSchemaForm form: its fields (TextField, SelectField, PasswordField, DateField)
 * take their id, value and error from it. A server 422 goes under the fields shown (first message
 * each, docs/product/screens.md, Forms); any other failure was already toasted by the API client.
 */
export function SchemaForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  ...props
}: SchemaFormProps<TInput, TOutput>) {
  const element = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        applyServerErrors(error, form.setError, element.current);
      }
    },
    (errors) => focusFirstInvalidField(element.current, Object.keys(errors)),
  );
  return (
    <FormProvider {...form}>
      <FormIdContext value={form.formId}>
        <form ref={element} id={form.formId} noValidate onSubmit={submit} {...props}>
          {children}
        </form>
      </FormIdContext>
    </FormProvider>
  );
}
