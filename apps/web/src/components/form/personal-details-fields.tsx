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
import { FormField } from './form-field';
import { optionsOf, SelectInput } from './select-input';
import { TextInput } from './text-input';
import { FormGrid } from './form-grid';

const STATE_OPTIONS = optionsOf(STATE_NAMES);
const LANGUAGE_OPTIONS = optionsOf(LANGUAGES);

/** What the form holds before the schema checks it (the parsed output narrows nationality to 'India'). */
export type PersonalDetailsFormValues = z.input<typeof personalDetailsSchema>;

export const PERSONAL_DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'mobile',
  'nationality',
  'state',
  'district',
  'city',
  'pin_code',
  'language',
] as const satisfies readonly (keyof PersonalDetailsInput)[];

/**
 * The personal details of the registration form, shared by registration, profile settings and
 * the admin's user dialog. Renders inside a react-hook-form <FormProvider>.
 */
export function PersonalDetailsFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<PersonalDetailsFormValues>();
  const state = useWatch({ control, name: 'state' });
  const id = (field: keyof PersonalDetailsInput) => `${idPrefix}-${field}`;
  const text = (field: keyof PersonalDetailsInput) => ({
    id: id(field),
    error: errors[field]?.message,
    ...register(field),
  });

  return (
    <FormGrid>
      <FormField id={id('first_name')} label="First Name" error={errors.first_name?.message}>
        <TextInput autoComplete="given-name" {...text('first_name')} />
      </FormField>
      <FormField id={id('last_name')} label="Last Name" error={errors.last_name?.message}>
        <TextInput autoComplete="family-name" {...text('last_name')} />
      </FormField>
      <FormField id={id('dob')} label="Date of Birth" error={errors.dob?.message}>
        <TextInput type="date" autoComplete="bday" {...text('dob')} />
      </FormField>
      <FormField id={id('mobile')} label="Mobile" error={errors.mobile?.message}>
        <TextInput
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...text('mobile')}
        />
      </FormField>
      <FormField id={id('nationality')} label="Nationality" error={errors.nationality?.message}>
        <TextInput readOnly {...text('nationality')} />
      </FormField>
      <FormField id={id('state')} label="State" error={errors.state?.message}>
        <SelectInput
          id={id('state')}
          options={STATE_OPTIONS}
          placeholder="Select state"
          error={errors.state?.message}
          {...register('state', {
            // A district belongs to one state: choosing another state clears it.
            onChange: () => setValue('district', ''),
          })}
        />
      </FormField>
      <FormField
        id={id('district')}
        label="District"
        error={errors.district?.message}
        hint={state ? undefined : 'Choose a state first'}
      >
        <SelectInput
          id={id('district')}
          options={optionsOf(districtsOf(state))}
          placeholder="Select district"
          disabled={!state}
          error={errors.district?.message}
          {...register('district')}
        />
      </FormField>
      <FormField id={id('city')} label="City" error={errors.city?.message}>
        <TextInput autoComplete="address-level2" {...text('city')} />
      </FormField>
      <FormField id={id('pin_code')} label="Pin Code" error={errors.pin_code?.message}>
        <TextInput inputMode="numeric" autoComplete="postal-code" maxLength={6} {...text('pin_code')} />
      </FormField>
      <FormField id={id('language')} label="Mother Tongue" error={errors.language?.message}>
        <SelectInput
          id={id('language')}
          options={LANGUAGE_OPTIONS}
          placeholder="Select language"
          error={errors.language?.message}
          {...register('language')}
        />
      </FormField>
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
