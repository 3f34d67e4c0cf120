import { type AdminPersonalDetailsInput, adminPersonalDetailsSchema, type Profile } from '@portal/shared';
import { FormGrid } from '../../../components/form/form-grid';
import { NameAndMobileFields } from '../../../components/form/personal-details-fields';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useUpdatePersonalDetails } from '../api/update-personal-details';

function adminDetailsOf(profile: Profile): AdminPersonalDetailsInput {
  return { first_name: profile.first_name, last_name: profile.last_name, mobile: profile.mobile ?? '' };
}

/**
 * An admin's or the super admin's personal details: names and mobile, all such an account has
 * (docs/product/accounts.md); no birth date, address or language to fill in before saving.
 */
export function AdminPersonalDetailsForm({ user }: { user: Profile }) {
  const t = useT();
  const updatePersonalDetails = useUpdatePersonalDetails();
  const form = useSchemaForm(adminPersonalDetailsSchema, {
    id: 'profile',
    defaultValues: adminDetailsOf(user),
  });

  const submit = async (values: AdminPersonalDetailsInput) => {
    form.reset(adminDetailsOf(await updatePersonalDetails.mutateAsync(values)));
  };

  return (
    <CardSection title={t('profile.personal.title')} description={t('profile.personal.adminDescription')}>
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-5">
        <FormGrid>
          <NameAndMobileFields />
        </FormGrid>
        <div className="flex justify-end">
          <SubmitButton requireChanges className="w-full sm:w-auto">
            {t('profile.personal.save')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </CardSection>
  );
}
