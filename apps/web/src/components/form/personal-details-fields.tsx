import {
  DEFAULT_NATIONALITY,
  districtsOf,
  LANGUAGES,
  type PersonalDetailsInput,
  type personalDetailsSchema,
  STATE_NAMES,
} from '@portal/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from './date-field';
import { FormGrid } from './form-grid';
import { optionsOf } from './select-input';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const STATE_OPTIONS = optionsOf(STATE_NAMES);
const LANGUAGE_OPTIONS = optionsOf(LANGUAGES);

/** What the form holds before the schema checks it (the parsed output narrows nationality to 'India'). */
export type PersonalDetailsFormValues = z.input<typeof personalDetailsSchema>;

/** The 10-digit mobile number every account has, admins included. */
export function MobileField() {
  return (
    <TextField
      name="mobile"
      label="Mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
    />
  );
}

/** First name, last name and mobile: all an admin account has (docs/product). */
export function NameAndMobileFields() {
  return (
    <>
      <TextField name="first_name" label="First Name" autoComplete="given-name" />
      <TextField name="last_name" label="Last Name" autoComplete="family-name" />
      <MobileField />
    </>
  );
}

/**
 * The personal details of the registration form, shared by registration, profile settings and
 * the admin's user dialog. Renders inside a <SchemaForm>.
 */
export function PersonalDetailsFields() {
  const { setValue, control } = useFormContext<PersonalDetailsFormValues>();
  const state = useWatch({ control, name: 'state' });

  return (
    <FormGrid>
      <TextField name="first_name" label="First Name" autoComplete="given-name" />
      <TextField name="last_name" label="Last Name" autoComplete="family-name" />
      <DateField name="dob" label="Date of Birth" autoComplete="bday" />
      <MobileField />
      <TextField name="nationality" label="Nationality" readOnly />
      <SelectField
        name="state"
        label="State"
        options={STATE_OPTIONS}
        placeholder="Select state"
        // A district belongs to one state: choosing another state clears it.
        onValueChange={() => setValue('district', '')}
      />
      <SelectField
        name="district"
        label="District"
        options={optionsOf(districtsOf(state))}
        placeholder="Select district"
        disabled={!state}
        hint={state ? undefined : 'Choose a state first'}
      />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <TextField
        name="pin_code"
        label="Pin Code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
      <SelectField
        name="language"
        label="Mother Tongue"
        options={LANGUAGE_OPTIONS}
        placeholder="Select language"
      />
    </FormGrid>
  );
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
