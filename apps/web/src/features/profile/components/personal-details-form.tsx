import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type PersonalDetailsInput, personalDetailsSchema, type Profile } from '@portal/shared';
import { FormProvider, useForm } from 'react-hook-form';
import {
  PERSONAL_DETAIL_FIELDS,
  PersonalDetailsFields,
  type PersonalDetailsFormValues,
  personalDetailsValuesOf,
} from '../../../components/form/personal-details-fields';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { applyServerErrors, focusFirstClientError } from '../../../lib/form-errors';
import { updatePersonalDetails } from '../api/update-personal-details';

export function PersonalDetailsForm({ user, onSaved }: { user: Profile; onSaved(profile: Profile): void }) {
  const form = useForm<PersonalDetailsFormValues, unknown, PersonalDetailsInput>({
    resolver: zodResolver(personalDetailsSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: personalDetailsValuesOf(user),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;

  const onSubmit = handleSubmit(async (values, event) => {
    try {
      const profile = await updatePersonalDetails(values);
      reset(personalDetailsValuesOf(profile));
      onSaved(profile);
    } catch (error) {
      applyServerErrors(error, setError, PERSONAL_DETAIL_FIELDS, event?.target as HTMLFormElement);
    }
  }, focusFirstClientError);

  return (
    <CardSection title="Personal details" description="Keep your contact and address details up to date.">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <PersonalDetailsFields idPrefix="profile" />
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting || !isDirty} className="w-full sm:w-auto">
              {isSubmitting ? MESSAGES.processing : 'Save details'}
            </Button>
          </div>
        </form>
      </FormProvider>
    </CardSection>
  );
}
