import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUpdateUserInput, adminUpdateUserSchema, MESSAGES, type UserRow } from '@portal/shared';
import { FormProvider, useForm } from 'react-hook-form';
import {
  PERSONAL_DETAIL_FIELDS,
  PersonalDetailsFields,
  type PersonalDetailsFormValues,
  personalDetailsValuesOf,
} from '../../../components/form/personal-details-fields';
import { Button } from '../../../components/ui/button';
import { applyServerErrors, focusFirstClientError } from '../../../lib/form-errors';
import { updateUser } from '../api/update-user';

interface EditUserFormProps {
  user: UserRow;
  onSaved(user: UserRow): void;
  onCancel(): void;
}

export function EditUserForm({ user, onSaved, onCancel }: EditUserFormProps) {
  const form = useForm<PersonalDetailsFormValues, unknown, AdminUpdateUserInput>({
    resolver: zodResolver(adminUpdateUserSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: personalDetailsValuesOf(user),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values, event) => {
    try {
      onSaved(await updateUser(user.id, values));
    } catch (error) {
      applyServerErrors(error, setError, PERSONAL_DETAIL_FIELDS, event?.target as HTMLFormElement);
    }
  }, focusFirstClientError);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <PersonalDetailsFields idPrefix="edit-user" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? MESSAGES.processing : 'Save changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
