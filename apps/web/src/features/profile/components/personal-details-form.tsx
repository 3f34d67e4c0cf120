import { type PersonalDetailsInput, personalDetailsSchema, type Profile } from '@portal/shared';
import {
  PersonalDetailsFields,
  personalDetailsValuesOf,
} from '../../../components/form/personal-details-fields';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useUpdatePersonalDetails } from '../api/update-personal-details';

/** A user's personal details: the registration fields but the account ones. */
export function PersonalDetailsForm({ user }: { user: Profile }) {
  const t = useT();
  const updatePersonalDetails = useUpdatePersonalDetails();
  const form = useSchemaForm(personalDetailsSchema, {
    id: 'profile',
    defaultValues: personalDetailsValuesOf(user),
  });

  const submit = async (values: PersonalDetailsInput) => {
    form.reset(personalDetailsValuesOf(await updatePersonalDetails.mutateAsync(values)));
  };

  return (
    <CardSection title={t('profile.personal.title')} description={t('profile.personal.description')}>
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-5">
        <PersonalDetailsFields />
        <div className="flex justify-end">
          <SubmitButton requireChanges className="w-full sm:w-auto">
            {t('profile.personal.save')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </CardSection>
  );
}
