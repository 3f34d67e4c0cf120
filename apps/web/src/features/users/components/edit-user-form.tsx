import { type AdminUpdateUserInput, adminUpdateUserSchema, type UserRow } from '@portal/shared';
import {
  PersonalDetailsFields,
  personalDetailsValuesOf,
} from '../../../components/form/personal-details-fields';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/language-provider';
import { useUpdateUser } from '../api/update-user';

interface EditUserFormProps {
  user: UserRow;
  onSaved(user: UserRow): void;
  onCancel(): void;
}

export function EditUserForm({ user, onSaved, onCancel }: EditUserFormProps) {
  const t = useT();
  const updateUser = useUpdateUser();
  const form = useSchemaForm(adminUpdateUserSchema, {
    id: 'edit-user',
    defaultValues: personalDetailsValuesOf(user),
  });

  const submit = async (input: AdminUpdateUserInput) => {
    onSaved(await updateUser.mutateAsync({ id: user.id, input }));
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-5">
      <PersonalDetailsFields />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t('users.edit.cancel')}
        </Button>
        <SubmitButton>{t('users.edit.save')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
