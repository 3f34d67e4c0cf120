import { type CreateAdminInput, createAdminSchema } from '@portal/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { FormGrid } from '../../../components/form/form-grid';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/language-provider';
import { useCreateAdmin } from '../api/create-admin';

const EMPTY: CreateAdminInput = {
  first_name: '',
  last_name: '',
  mobile: '',
  username: '',
  password: '',
  password_confirmation: '',
};

/** The super admin's 'Create Admin' button and its form. */
export function CreateAdminDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden="true" />
        {t('users.createAdmin.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('users.createAdmin.title')}
        description={t('users.createAdmin.description')}
      >
        {open && <CreateAdminForm onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function CreateAdminForm({ onCreated, onCancel }: { onCreated(): void; onCancel(): void }) {
  const t = useT();
  const createAdmin = useCreateAdmin();
  const form = useSchemaForm(createAdminSchema, { id: 'create-admin', defaultValues: EMPTY });

  const submit = async (values: CreateAdminInput) => {
    await createAdmin.mutateAsync(values);
    onCreated();
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <FormGrid>
        <TextField name="first_name" label={t('users.createAdmin.firstName')} autoComplete="off" />
        <TextField name="last_name" label={t('users.createAdmin.lastName')} autoComplete="off" />
        <TextField
          name="mobile"
          label={t('users.createAdmin.mobile')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
        <TextField
          name="username"
          label={t('auth.field.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField name="password" label={t('auth.field.password')} autoComplete="new-password" />
        <PasswordField
          name="password_confirmation"
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
        />
      </FormGrid>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t('users.createAdmin.cancel')}
        </Button>
        <SubmitButton>{t('users.createAdmin.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
