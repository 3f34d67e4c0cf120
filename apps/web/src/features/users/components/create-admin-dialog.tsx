import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateAdminInput, createAdminSchema, MESSAGES } from '@portal/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { PasswordInput } from '../../../components/form/password-input';
import { TextInput } from '../../../components/form/text-input';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import { createAdmin } from '../api/create-admin';
import { FormGrid } from '../../../components/form/form-grid';

const EMPTY: CreateAdminInput = {
  first_name: '',
  last_name: '',
  mobile: '',
  username: '',
  password: '',
  password_confirmation: '',
};
const FIELDS = Object.keys(EMPTY);

/** The super admin's 'Create Admin' button and its form. */
export function CreateAdminDialog({ onCreated }: { onCreated(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden="true" />
        Create Admin
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Create Admin"
        description="The new admin can sign in at once with this username and password."
      >
        {open && (
          <CreateAdminForm
            onCancel={() => setOpen(false)}
            onCreated={() => {
              setOpen(false);
              onCreated();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function CreateAdminForm({ onCreated, onCancel }: { onCreated(): void; onCancel(): void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateAdminInput>({
    resolver: zodResolver(createAdminSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createAdmin(values);
      onCreated();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const field = (name: keyof CreateAdminInput) => ({
    id: `create-admin-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormGrid>
        <FormField id="create-admin-first_name" label="First Name" error={errors.first_name?.message}>
          <TextInput autoComplete="off" {...field('first_name')} />
        </FormField>
        <FormField id="create-admin-last_name" label="Last Name" error={errors.last_name?.message}>
          <TextInput autoComplete="off" {...field('last_name')} />
        </FormField>
        <FormField id="create-admin-mobile" label="Mobile" error={errors.mobile?.message}>
          <TextInput type="tel" inputMode="numeric" maxLength={10} autoComplete="off" {...field('mobile')} />
        </FormField>
        <FormField id="create-admin-username" label="Username" error={errors.username?.message}>
          <TextInput autoComplete="off" autoCapitalize="none" spellCheck={false} {...field('username')} />
        </FormField>
        <FormField id="create-admin-password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField
          id="create-admin-password_confirmation"
          label="Confirm Password"
          error={errors.password_confirmation?.message}
        >
          <PasswordInput autoComplete="new-password" {...field('password_confirmation')} />
        </FormField>
      </FormGrid>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? MESSAGES.processing : 'Create Admin'}
        </Button>
      </div>
    </form>
  );
}
