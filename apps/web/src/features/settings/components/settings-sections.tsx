import {
  programmeSettingsUpdateSchema,
  type ProgrammeSettingsView,
  scratchRangesSchema,
  TDS_ROUNDINGS,
  type TdsRounding,
  z,
} from '@portal/shared';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { useFieldMeta } from '../../../components/form/form-context';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { type SchemaFormApi, useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { TextWithData } from '../../../components/ui/data-text';
import { cn } from '../../../lib/class-names';
import { useSaveProgrammeSettings } from '../api/programme-settings';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { promoterLevelText } from '../../../lib/promoter-level';
import { walletNameText } from '../../../lib/wallet-name';

const update = programmeSettingsUpdateSchema.shape;
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

interface SectionProps {
  settings: ProgrammeSettingsView;
  /** Admins read the settings; only the super admin changes them. */
  readOnly: boolean;
}

/** One titled card holding one form; saving sends only that section's values. */
function Section<TInput extends FieldValues, TOutput extends FieldValues>({
  title,
  saveLabel,
  description,
  form,
  readOnly,
  children,
}: {
  title: string;
  /** The save button's text ('Save earning'). */
  saveLabel: string;
  description: ReactNode;
  form: SchemaFormApi<TInput, TOutput>;
  readOnly: boolean;
  children: ReactNode;
}) {
  const save = useSaveProgrammeSettings();
  return (
    <CardSection title={title} description={description}>
      <SchemaForm<TInput, TOutput>
        form={form}
        onSubmit={async (values) => {
          const saved = await save.mutateAsync(values);
          form.reset(form.getValues());
          return saved;
        }}
      >
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
          {children}
          {!readOnly && (
            <div className="flex justify-end">
              <SubmitButton>{saveLabel}</SubmitButton>
            </div>
          )}
        </fieldset>
      </SchemaForm>
    </CardSection>
  );
}

/**
 * A level's row: its name above three boxes on a phone, beside them from a tablet's width. On a
 * phone a label may take two lines ('Sets per session'): each label keeps two lines' height with
 * its text at the bottom, so the three boxes stay level.
 */
const ROW = cn(
  'grid grid-cols-3 gap-3 sm:grid-cols-[8rem_repeat(3,minmax(0,1fr))] sm:items-start',
  'max-sm:[&_label]:flex max-sm:[&_label]:min-h-10 max-sm:[&_label]:items-end',
);
const ROW_LABEL = 'col-span-3 text-sm font-medium text-slate-800 sm:col-span-1 sm:pt-8';

// ---- earning -------------------------------------------------------------------------------------

const earningSchema = z.object({
  levels: update.levels.unwrap(),
  referral_bonus: update.referral_bonus.unwrap(),
  grow_share_percent: update.grow_share_percent.unwrap(),
});

export function EarningSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(earningSchema, {
    id: 'settings-earning',
    defaultValues: {
      levels: settings.levels.map((row) => ({
        level: row.level,
        base: text(row.base),
        cap: text(row.cap),
        sets_per_session: text(row.sets_per_session),
      })),
      referral_bonus: settings.referral_bonus.map((row) => ({ level: row.level, amount: text(row.amount) })),
      grow_share_percent: text(settings.grow_share_percent),
    },
  });
  return (
    <Section
      title={t('settings.earning.title')}
      saveLabel={t('settings.earning.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.earning.description')}
    >
      {settings.levels.map((row, index) => (
        <div key={row.level} role="group" aria-labelledby={`settings-level-${row.level}`} className={ROW}>
          <p id={`settings-level-${row.level}`} className={ROW_LABEL}>
            {t(...promoterLevelText(row.level))}
          </p>
          <TextField name={`levels.${index}.base`} label={t('settings.earning.base')} inputMode="decimal" />
          <TextField name={`levels.${index}.cap`} label={t('settings.earning.cap')} inputMode="decimal" />
          <TextField
            name={`levels.${index}.sets_per_session`}
            label={t('settings.earning.sets')}
            inputMode="numeric"
          />
        </div>
      ))}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {settings.referral_bonus.map((row, index) => (
          <TextField
            key={row.level}
            name={`referral_bonus.${index}.amount`}
            label={t('settings.earning.bonus', { level: t(...promoterLevelText(row.level)) })}
            inputMode="decimal"
          />
        ))}
      </div>
      <TextField
        name="grow_share_percent"
        label={t('settings.earning.growShare')}
        inputMode="numeric"
        className="sm:max-w-48"
      />
    </Section>
  );
}

// ---- scratch cards -------------------------------------------------------------------------------

/** An empty "To" is a range without an upper end. */
const scratchSchema = z.object({
  scratch_ranges: z.preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.map((row: Record<string, unknown>) => ({ ...row, to: row.to === '' ? null : row.to }))
        : rows,
    scratchRangesSchema,
  ),
});

export function ScratchSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(scratchSchema, {
    id: 'settings-scratch',
    defaultValues: {
      scratch_ranges: settings.scratch_ranges.map((range) => ({
        level: text(range.level),
        from: text(range.from),
        to: text(range.to),
        amount: text(range.amount),
        message: range.message,
      })),
    },
  });
  return (
    <Section
      title={t('settings.scratch.title')}
      saveLabel={t('settings.scratch.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.scratch.description')}
    >
      <ScratchRanges readOnly={readOnly} />
    </Section>
  );
}

function ScratchRanges({ readOnly }: { readOnly: boolean }) {
  const t = useT();
  const { control } = useFormContext<{ scratch_ranges: Record<string, string>[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'scratch_ranges' });
  return (
    <>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={t('settings.scratch.range', { number: index + 1 })}
          className="grid grid-cols-2 gap-3 rounded-lg border border-slate-100 p-3 sm:grid-cols-[6rem_6rem_6rem_8rem_minmax(0,1fr)_auto] sm:items-start"
        >
          <TextField
            name={`scratch_ranges.${index}.level`}
            label={t('settings.scratch.level')}
            inputMode="numeric"
          />
          <TextField
            name={`scratch_ranges.${index}.from`}
            label={t('settings.scratch.from')}
            inputMode="numeric"
          />
          <TextField
            name={`scratch_ranges.${index}.to`}
            label={t('settings.scratch.to')}
            inputMode="numeric"
            placeholder="∞"
          />
          <TextField
            name={`scratch_ranges.${index}.amount`}
            label={t('settings.scratch.amount')}
            inputMode="decimal"
          />
          <TextField
            name={`scratch_ranges.${index}.message`}
            label={t('settings.scratch.message')}
            className="col-span-2 sm:col-span-1"
          />
          {!readOnly && (
            <Button
              variant="secondary"
              size="sm"
              className="self-end sm:mb-0.5"
              onClick={() => remove(index)}
              aria-label={t('settings.scratch.remove', { number: index + 1 })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {!readOnly && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => append({ level: '0', from: '1', to: '', amount: '', message: '' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('settings.scratch.add')}
        </Button>
      )}
    </>
  );
}

// ---- additional scratch referral accounts --------------------------------------------------------

const extraAccountsSchema = z.object({
  additional_scratch_referrals: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[\s,]+/)
            .map((code) => code.trim())
            .filter(Boolean)
        : value,
    update.additional_scratch_referrals.unwrap(),
  ),
});

export function ExtraAccountsSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(extraAccountsSchema, {
    id: 'settings-extra-accounts',
    defaultValues: {
      additional_scratch_referrals: settings.additional_scratch_referrals
        .map((account) => account.promoter_code)
        .join('\n'),
    },
  });
  return (
    <Section
      title={t('settings.extra.title')}
      saveLabel={t('settings.extra.save')}
      form={form}
      readOnly={readOnly}
      description={
        settings.additional_scratch_referrals.length > 0 ? (
          <TextWithData
            id="settings.extra.now"
            data={{
              accounts: settings.additional_scratch_referrals
                .map((account) => `${account.username} (${account.promoter_code})`)
                .join(', '),
            }}
          />
        ) : (
          t('settings.extra.description')
        )
      }
    >
      <TextAreaField
        name="additional_scratch_referrals"
        label={t('settings.extra.codes')}
        rows={3}
        hint={t('settings.extra.hint')}
      />
    </Section>
  );
}

// ---- withdrawals --------------------------------------------------------------------------------

const withdrawalSchema = z.object({
  withdrawal: update.withdrawal.unwrap(),
  // A PAN on the bank details before any withdrawal (docs/decisions/175-pan-on-bank-details.md).
  pan_required_for_withdrawal: update.pan_required_for_withdrawal.unwrap(),
});

export function WithdrawalSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(withdrawalSchema, {
    id: 'settings-withdrawal',
    defaultValues: {
      withdrawal: settings.withdrawal.map((rule) => ({
        wallet_type: rule.wallet_type,
        min_amount: text(rule.min_amount),
        cooldown_days: text(rule.cooldown_days),
      })),
      pan_required_for_withdrawal: settings.pan_required_for_withdrawal,
    },
  });
  return (
    <Section
      title={t('settings.withdrawal.title')}
      saveLabel={t('settings.withdrawal.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.withdrawal.description')}
    >
      {settings.withdrawal.map((rule, index) => (
        <div
          key={rule.wallet_type}
          className="grid grid-cols-1 gap-3 sm:grid-cols-[8rem_repeat(2,minmax(0,1fr))]"
        >
          <p className="pt-2 text-sm font-medium text-slate-800">{t(...walletNameText(rule.wallet_type))}</p>
          <TextField
            name={`withdrawal.${index}.min_amount`}
            label={t('settings.withdrawal.minimum')}
            inputMode="decimal"
          />
          <TextField
            name={`withdrawal.${index}.cooldown_days`}
            label={t('settings.withdrawal.cooldown')}
            inputMode="numeric"
          />
        </div>
      ))}
      <CheckboxField name="pan_required_for_withdrawal" label={t('settings.withdrawal.panRequired')} />
    </Section>
  );
}

// ---- tax at source --------------------------------------------------------------------------------

/**
 * A blank rate is no rate: the shared schema coerces to a number, which would read '' as 0 %, so
 * the form sends a blank as missing and the rate's own message names it.
 */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const taxRowsSchema = z.preprocess(
  (rows) =>
    Array.isArray(rows)
      ? rows.map((row: Record<string, unknown>) => ({
          ...row,
          rate_with_pan: blankAsMissing(row.rate_with_pan),
          rate_without_pan: blankAsMissing(row.rate_without_pan),
        }))
      : rows,
  update.tds.unwrap(),
);

const taxSchema = z.object({
  tds: taxRowsSchema,
  tds_rounding: update.tds_rounding.unwrap(),
  tds_deductor: update.tds_deductor.unwrap(),
});

const ROUNDING_LABELS: Record<TdsRounding, MessageKey> = {
  rupee: 'settings.tds.roundingRupee',
  paise: 'settings.tds.roundingPaisa',
};

/** What a TAN looks like, shown as data in the hint (the shared message names the same one). */
const TAN_EXAMPLE = 'CHEA12345B';

/**
 * Tax deducted at source on withdrawals (docs/decisions/178-tax-at-source.md): per wallet the
 * section, the rates with and without a PAN and the threshold per payee per financial year; the
 * rounding of each payment's tax; the deductor the statements name.
 */
export function TaxAtSourceSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(taxSchema, {
    id: 'settings-tax',
    defaultValues: {
      tds: settings.tds.map((rule) => ({
        wallet_type: rule.wallet_type,
        section: rule.section,
        rate_with_pan: text(rule.rate_with_pan),
        rate_without_pan: text(rule.rate_without_pan),
        threshold: text(rule.threshold),
      })),
      tds_rounding: settings.tds_rounding,
      tds_deductor: { ...settings.tds_deductor },
    },
  });
  return (
    <Section
      title={t('settings.tds.title')}
      saveLabel={t('settings.tds.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.tds.description')}
    >
      {settings.tds.map((rule, index) => (
        <div
          key={rule.wallet_type}
          role="group"
          aria-labelledby={`settings-tds-${rule.wallet_type}`}
          className={cn(
            'grid grid-cols-2 gap-3 sm:grid-cols-[8rem_repeat(4,minmax(0,1fr))] sm:items-start',
            // Two lines' height for every label, text at the bottom, so the boxes stay level.
            '[&_label]:flex [&_label]:min-h-10 [&_label]:items-end',
          )}
        >
          <p
            id={`settings-tds-${rule.wallet_type}`}
            className="col-span-2 text-sm font-medium text-slate-800 sm:col-span-1 sm:pt-14"
          >
            {t(...walletNameText(rule.wallet_type))}
          </p>
          <TextField
            name={`tds.${index}.section`}
            label={t('settings.tds.section')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            name={`tds.${index}.rate_with_pan`}
            label={t('settings.tds.rateWithPan')}
            inputMode="decimal"
          />
          <TextField
            name={`tds.${index}.rate_without_pan`}
            label={t('settings.tds.rateWithoutPan')}
            inputMode="decimal"
          />
          <TextField
            name={`tds.${index}.threshold`}
            label={t('settings.tds.threshold')}
            inputMode="decimal"
          />
        </div>
      ))}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          name="tds_rounding"
          label={t('settings.tds.rounding')}
          options={TDS_ROUNDINGS.map((value) => ({ value, label: t(ROUNDING_LABELS[value]) }))}
        />
        <TextField name="tds_deductor.name" label={t('settings.tds.deductorName')} autoComplete="off" />
        <TextField
          name="tds_deductor.tan"
          label={t('settings.tds.deductorTan')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={<TextWithData id="settings.tds.tanHint" data={{ example: TAN_EXAMPLE }} />}
        />
      </div>
    </Section>
  );
}

// ---- PIN fees -----------------------------------------------------------------------------------

const pinFeesSchema = z.object({ pin_fees: update.pin_fees.unwrap() });

export function PinFeesSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(pinFeesSchema, {
    id: 'settings-pin-fees',
    defaultValues: {
      pin_fees: settings.pin_fees.map((row) => ({ level: row.level, fee: text(row.fee) })),
    },
  });
  return (
    <Section
      title={t('settings.pinFees.title')}
      saveLabel={t('settings.pinFees.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.pinFees.description')}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {settings.pin_fees.map((row, index) => (
          <TextField
            key={row.level}
            name={`pin_fees.${index}.fee`}
            label={t('settings.pinFees.fee', { level: t(...promoterLevelText(row.level)) })}
            inputMode="decimal"
          />
        ))}
      </div>
    </Section>
  );
}

// ---- PINs and learning --------------------------------------------------------------------------

const rulesSchema = z.object({
  pin_auto_raise_minutes: update.pin_auto_raise_minutes.unwrap(),
  pin_auto_reject_days: update.pin_auto_reject_days.unwrap(),
  training_pass_percent: update.training_pass_percent.unwrap(),
  training_retry_wait_minutes: update.training_retry_wait_minutes.unwrap(),
  quiz_questions_per_attempt: update.quiz_questions_per_attempt.unwrap(),
});

export function RulesSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(rulesSchema, {
    id: 'settings-rules',
    defaultValues: {
      pin_auto_raise_minutes: text(settings.pin_auto_raise_minutes),
      pin_auto_reject_days: text(settings.pin_auto_reject_days),
      training_pass_percent: text(settings.training_pass_percent),
      training_retry_wait_minutes: text(settings.training_retry_wait_minutes),
      quiz_questions_per_attempt: text(settings.quiz_questions_per_attempt),
    },
  });
  return (
    <Section
      title={t('settings.rules.title')}
      saveLabel={t('settings.rules.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.rules.description')}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="pin_auto_raise_minutes" label={t('settings.rules.autoRaise')} inputMode="numeric" />
        <TextField name="pin_auto_reject_days" label={t('settings.rules.autoReject')} inputMode="numeric" />
        <TextField name="training_pass_percent" label={t('settings.rules.passMark')} inputMode="numeric" />
        <TextField
          name="training_retry_wait_minutes"
          label={t('settings.rules.retryWait')}
          inputMode="numeric"
        />
        <TextField
          name="quiz_questions_per_attempt"
          label={t('settings.rules.questions')}
          inputMode="numeric"
        />
      </div>
    </Section>
  );
}

// ---- registration ---------------------------------------------------------------------------------

const registrationRulesSchema = z.object({ minimum_age: update.minimum_age.unwrap() });

/** Who may register: the minimum age (docs/decisions/172-minimum-age-as-a-setting.md). */
export function RegistrationSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(registrationRulesSchema, {
    id: 'settings-registration',
    defaultValues: { minimum_age: text(settings.minimum_age) },
  });
  return (
    <Section
      title={t('settings.registration.title')}
      saveLabel={t('settings.registration.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.registration.description')}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="minimum_age" label={t('settings.registration.minimumAge')} inputMode="numeric" />
      </div>
    </Section>
  );
}

// ---- grievance officer ------------------------------------------------------------------------

const grievanceOfficerSchema = z.object({ grievance_officer: update.grievance_officer.unwrap() });

/**
 * Who promoters complain to: named on the public pages and on Contact Us once a name is saved
 * (docs/decisions/176-grievance-officer-in-the-settings.md).
 */
export function GrievanceOfficerSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(grievanceOfficerSchema, {
    id: 'settings-grievance-officer',
    defaultValues: { grievance_officer: { ...settings.grievance_officer } },
  });
  return (
    <Section
      title={t('settings.grievance.title')}
      saveLabel={t('settings.grievance.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.grievance.description')}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField name="grievance_officer.name" label={t('settings.grievance.name')} autoComplete="off" />
        <TextField
          name="grievance_officer.phone"
          label={t('settings.grievance.phone')}
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          name="grievance_officer.email"
          label={t('settings.grievance.email')}
          type="email"
          autoComplete="off"
        />
      </div>
    </Section>
  );
}

// ---- grievance deadlines ----------------------------------------------------------------------

const grievanceDeadlinesSchema = z.object({ grievance_deadlines: update.grievance_deadlines.unwrap() });

/** 0 Sunday … 6 Saturday, as the working days' boxes list them. */
const WEEKDAYS: readonly MessageKey[] = [
  'settings.deadlines.sunday',
  'settings.deadlines.monday',
  'settings.deadlines.tuesday',
  'settings.deadlines.wednesday',
  'settings.deadlines.thursday',
  'settings.deadlines.friday',
  'settings.deadlines.saturday',
];

/**
 * The grievance desk's deadlines (docs/decisions/181-grievance-tickets.md): acknowledgement within
 * working hours, counted on the working days between the day's start and end hours (India time);
 * resolution within calendar days. A ticket keeps the deadlines it was raised with.
 */
export function GrievanceDeadlinesSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const deadlines = settings.grievance_deadlines;
  const form = useSchemaForm(grievanceDeadlinesSchema, {
    id: 'settings-grievance-deadlines',
    defaultValues: {
      grievance_deadlines: {
        acknowledge_working_hours: text(deadlines.acknowledge_working_hours),
        resolve_days: text(deadlines.resolve_days),
        day_starts: text(deadlines.day_starts),
        day_ends: text(deadlines.day_ends),
        working_days: deadlines.working_days.map(String),
      },
    },
  });
  return (
    <Section
      title={t('settings.deadlines.title')}
      saveLabel={t('settings.deadlines.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.deadlines.description')}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          name="grievance_deadlines.acknowledge_working_hours"
          label={t('settings.deadlines.acknowledgeHours')}
          inputMode="numeric"
        />
        <TextField
          name="grievance_deadlines.resolve_days"
          label={t('settings.deadlines.resolveDays')}
          inputMode="numeric"
        />
        <TextField
          name="grievance_deadlines.day_starts"
          label={t('settings.deadlines.dayStarts')}
          inputMode="numeric"
        />
        <TextField
          name="grievance_deadlines.day_ends"
          label={t('settings.deadlines.dayEnds')}
          inputMode="numeric"
        />
      </div>
      <WorkingDays />
    </Section>
  );
}

/**
 * One box per day of the week; the form holds the ticked days' numbers. A tick is checked at once
 * (nothing is being typed): a message appearing or going when the next box takes focus would move
 * the boxes under the pointer.
 */
function WorkingDays() {
  const t = useT();
  const name = 'grievance_deadlines.working_days';
  const { register, trigger } = useFormContext();
  const { id, error } = useFieldMeta(name);
  const messageText = useSharedMessageText();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex min-w-0 flex-col gap-1">
      <legend className="text-sm font-medium text-slate-700">{t('settings.deadlines.workingDays')}</legend>
      <div className="flex flex-wrap gap-x-5">
        {WEEKDAYS.map((day, index) => (
          <label
            key={day}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              value={String(index)}
              className="size-5 rounded border-slate-300 accent-indigo-600"
              {...register(name, { onChange: () => void trigger(name) })}
            />
            {t(day)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {messageText(error)}
        </p>
      )}
    </fieldset>
  );
}

/** The grievance desk's settings: the officer promoters complain to, and the deadlines of their tickets. */
export function GrievanceSections(props: SectionProps) {
  return (
    <>
      <GrievanceOfficerSection {...props} />
      <GrievanceDeadlinesSection {...props} />
    </>
  );
}

// ---- gates ----------------------------------------------------------------------------------------

const gatesSchema = z.object({
  daily_video_gate: update.daily_video_gate.unwrap(),
  training_gate: update.training_gate.unwrap(),
});

/** What comes before promotion videos: a section of its own, so saving another never rewrites it. */
export function GatesSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const form = useSchemaForm(gatesSchema, {
    id: 'settings-gates',
    defaultValues: { daily_video_gate: settings.daily_video_gate, training_gate: settings.training_gate },
  });
  return (
    <Section
      title={t('settings.gates.title')}
      saveLabel={t('settings.gates.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.gates.description')}
    >
      <CheckboxField name="daily_video_gate" label={t('settings.gates.daily')} />
      <CheckboxField name="training_gate" label={t('settings.gates.training')} />
    </Section>
  );
}

// ---- fraud signals ----------------------------------------------------------------------------

const fraudSchema = z.object({ fraud: update.fraud.unwrap() });

/**
 * The fraud signals' thresholds (docs/decisions/186-fraud-signals.md): registrations from one
 * address, and under one promoter, within an hour; the seconds a quiz question needs to be read
 * (0 turns that signal off) and how many quizzes answered faster flag an account.
 */
export function FraudSignalsSection({ settings, readOnly }: SectionProps) {
  const t = useT();
  const { fraud } = settings;
  const form = useSchemaForm(fraudSchema, {
    id: 'settings-fraud',
    defaultValues: {
      fraud: {
        ip_registrations_per_hour: text(fraud.ip_registrations_per_hour),
        sponsor_registrations_per_hour: text(fraud.sponsor_registrations_per_hour),
        quiz_min_seconds_per_question: text(fraud.quiz_min_seconds_per_question),
        fast_quizzes: text(fraud.fast_quizzes),
      },
    },
  });
  return (
    <Section
      title={t('settings.fraud.title')}
      saveLabel={t('settings.fraud.save')}
      form={form}
      readOnly={readOnly}
      description={t('settings.fraud.description')}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="fraud.ip_registrations_per_hour"
          label={t('settings.fraud.ipRegistrations')}
          inputMode="numeric"
        />
        <TextField
          name="fraud.sponsor_registrations_per_hour"
          label={t('settings.fraud.sponsorRegistrations')}
          inputMode="numeric"
        />
        <TextField
          name="fraud.quiz_min_seconds_per_question"
          label={t('settings.fraud.quizSeconds')}
          inputMode="numeric"
        />
        <TextField name="fraud.fast_quizzes" label={t('settings.fraud.fastQuizzes')} inputMode="numeric" />
      </div>
    </Section>
  );
}

/** Who may register, and the signs of one person registering many accounts. */
export function RegistrationSections(props: SectionProps) {
  return (
    <>
      <RegistrationSection {...props} />
      <FraudSignalsSection {...props} />
    </>
  );
}
