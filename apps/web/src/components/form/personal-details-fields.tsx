import {
  DEFAULT_NATIONALITY,
  districtsOf,
  type Language,
  LANGUAGES,
  type PersonalDetailsInput,
  type personalDetailsSchema,
  STATE_NAMES,
} from '@portal/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { MessageKey } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/language-provider';
import { DateField } from './date-field';
import { FormGrid } from './form-grid';
import { optionsOf } from './select-input';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const STATE_OPTIONS = optionsOf(STATE_NAMES);
/** The mother tongues as the shown language names them; the value stays the English name. */
const LANGUAGE_NAMES: Record<Language, MessageKey> = {
  Hindi: 'form.language.hindi',
  Kannada: 'form.language.kannada',
  Malayalam: 'form.language.malayalam',
  Tamil: 'form.language.tamil',
  Telugu: 'form.language.telugu',
  English: 'form.language.english',
};

/** What the form holds before the schema checks it (the parsed output narrows nationality to 'India'). */
export type PersonalDetailsFormValues = z.input<typeof personalDetailsSchema>;

/** The 10-digit mobile number every account has, admins included. */
export function MobileField() {
  const t = useT();
  return (
    <TextField
      name="mobile"
      label={t('form.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
    />
  );
}

/** First name, last name and mobile: all an admin account has (docs/product). */
export function NameAndMobileFields() {
  const t = useT();
  return (
    <>
      <TextField name="first_name" label={t('form.firstName')} autoComplete="given-name" />
      <TextField name="last_name" label={t('form.lastName')} autoComplete="family-name" />
      <MobileField />
    </>
  );
}

/**
 * The personal details of the registration form, shared by registration, profile settings and
 * the admin's user dialog. Renders inside a <SchemaForm>.
 */
export function PersonalDetailsFields() {
  const t = useT();
  const { setValue, control } = useFormContext<PersonalDetailsFormValues>();
  const state = useWatch({ control, name: 'state' });

  return (
    <FormGrid>
      <TextField name="first_name" label={t('form.firstName')} autoComplete="given-name" />
      <TextField name="last_name" label={t('form.lastName')} autoComplete="family-name" />
      <DateField name="dob" label={t('form.dob')} autoComplete="bday" />
      <MobileField />
      <TextField name="nationality" label={t('form.nationality')} readOnly />
      <SelectField
        name="state"
        label={t('form.state')}
        options={STATE_OPTIONS}
        placeholder={t('form.selectState')}
        // A district belongs to one state: choosing another state clears it.
        onValueChange={() => setValue('district', '')}
      />
      <SelectField
        name="district"
        label={t('form.district')}
        options={optionsOf(districtsOf(state))}
        placeholder={t('form.selectDistrict')}
        disabled={!state}
        hint={state ? undefined : t('form.chooseStateFirst')}
      />
      <TextField name="city" label={t('form.city')} autoComplete="address-level2" />
      <TextField
        name="pin_code"
        label={t('form.pinCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
      <SelectField
        name="language"
        label={t('form.motherTongue')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_NAMES[language]) }))}
        placeholder={t('form.selectLanguage')}
      />
    </FormGrid>
  );
}

/** A stored mother tongue's key in the catalogue, or null for a value that is none of the list. */
export function languageNameKey(language: string | null | undefined): MessageKey | null {
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? LANGUAGE_NAMES[language as Language]
    : null;
}

/** Form values from a stored profile, where unset fields are null. */
export function personalDetailsValuesOf(profile: {
  [K in keyof PersonalDetailsInput]?: string | null;
}): PersonalDetailsFormValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    dob: profile.dob?.slice(0, 10) ?? '',
    mobile: profile.mobile ?? '',
    nationality: profile.nationality || DEFAULT_NATIONALITY,
    state: profile.state ?? '',
    district: profile.district ?? '',
    city: profile.city ?? '',
    pin_code: profile.pin_code ?? '',
    language: profile.language ?? '',
  };
}
