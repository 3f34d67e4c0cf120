import {
  programmeSettingsUpdateSchema,
  promoterLevelLabel,
  type ProgrammeSettingsView,
  scratchRangesSchema,
  WALLET_TYPE_LABELS,
  z,
} from '@portal/shared';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { type SchemaFormApi, useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { useSaveProgrammeSettings } from '../api/programme-settings';

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
  description,
  form,
  readOnly,
  children,
}: {
  title: string;
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
              <SubmitButton>Save {title.toLowerCase()}</SubmitButton>
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
      title="Earning"
      form={form}
      readOnly={readOnly}
      description="What one promotion video pays at each level (base, plus a bonus per active direct referral of level 1 or more, never above the cap), how many sets a session has, and the share of each payout that goes to the Grow wallet."
    >
      {settings.levels.map((row, index) => (
        <div key={row.level} role="group" aria-labelledby={`settings-level-${row.level}`} className={ROW}>
          <p id={`settings-level-${row.level}`} className={ROW_LABEL}>
            {promoterLevelLabel(row.level)}
          </p>
          <TextField name={`levels.${index}.base`} label="Base (₹)" inputMode="decimal" />
          <TextField name={`levels.${index}.cap`} label="Cap (₹)" inputMode="decimal" />
          <TextField name={`levels.${index}.sets_per_session`} label="Sets per session" inputMode="numeric" />
        </div>
      ))}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {settings.referral_bonus.map((row, index) => (
          <TextField
            key={row.level}
            name={`referral_bonus.${index}.amount`}
            label={`Bonus per ${promoterLevelLabel(row.level)} referral (₹)`}
            inputMode="decimal"
          />
        ))}
      </div>
      <TextField
        name="grow_share_percent"
        label="Grow share (%)"
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
      title="Scratch cards"
      form={form}
      readOnly={readOnly}
      description="When a referral activates a PIN, their sponsor gets a scratch card. A range says: for the sponsor's Nth activated referral at this level (From–To; To empty for no end), the card pays this amount with this message. Ranges of one level must not overlap."
    >
      <ScratchRanges readOnly={readOnly} />
    </Section>
  );
}

function ScratchRanges({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<{ scratch_ranges: Record<string, string>[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'scratch_ranges' });
  return (
    <>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={`Range ${index + 1}`}
          className="grid grid-cols-2 gap-3 rounded-lg border border-slate-100 p-3 sm:grid-cols-[6rem_6rem_6rem_8rem_minmax(0,1fr)_auto] sm:items-start"
        >
          <TextField name={`scratch_ranges.${index}.level`} label="Level" inputMode="numeric" />
          <TextField name={`scratch_ranges.${index}.from`} label="From" inputMode="numeric" />
          <TextField name={`scratch_ranges.${index}.to`} label="To" inputMode="numeric" placeholder="∞" />
          <TextField name={`scratch_ranges.${index}.amount`} label="Amount (₹)" inputMode="decimal" />
          <TextField
            name={`scratch_ranges.${index}.message`}
            label="Message"
            className="col-span-2 sm:col-span-1"
          />
          {!readOnly && (
            <Button
              variant="secondary"
              size="sm"
              className="self-end sm:mb-0.5"
              onClick={() => remove(index)}
              aria-label={`Remove range ${index + 1}`}
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
          Add a range
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
      title="Additional scratch referral accounts"
      form={form}
      readOnly={readOnly}
      description={
        settings.additional_scratch_referrals.length > 0
          ? `Now: ${settings.additional_scratch_referrals.map((account) => `${account.username} (${account.promoter_code})`).join(', ')}.`
          : 'Accounts that also receive a scratch card for every activation, by promoter code.'
      }
    >
      <TextAreaField
        name="additional_scratch_referrals"
        label="Promoter codes (one per line)"
        rows={3}
        hint="Each must be the code of an active account."
      />
    </Section>
  );
}

// ---- withdrawals --------------------------------------------------------------------------------

const withdrawalSchema = z.object({ withdrawal: update.withdrawal.unwrap() });

export function WithdrawalSection({ settings, readOnly }: SectionProps) {
  const form = useSchemaForm(withdrawalSchema, {
    id: 'settings-withdrawal',
    defaultValues: {
      withdrawal: settings.withdrawal.map((rule) => ({
        wallet_type: rule.wallet_type,
        min_amount: text(rule.min_amount),
        cooldown_days: text(rule.cooldown_days),
      })),
    },
  });
  return (
    <Section
      title="Withdrawals"
      form={form}
      readOnly={readOnly}
      description="Per wallet: the least a promoter may withdraw, and how many days after a request (not rejected) the next one is allowed."
    >
      {settings.withdrawal.map((rule, index) => (
        <div
          key={rule.wallet_type}
          className="grid grid-cols-1 gap-3 sm:grid-cols-[8rem_repeat(2,minmax(0,1fr))]"
        >
          <p className="pt-2 text-sm font-medium text-slate-800">{WALLET_TYPE_LABELS[rule.wallet_type]}</p>
          <TextField name={`withdrawal.${index}.min_amount`} label="Minimum (₹)" inputMode="decimal" />
          <TextField
            name={`withdrawal.${index}.cooldown_days`}
            label="Cool-down (days)"
            inputMode="numeric"
          />
        </div>
      ))}
    </Section>
  );
}

// ---- PIN fees -----------------------------------------------------------------------------------

const pinFeesSchema = z.object({ pin_fees: update.pin_fees.unwrap() });

export function PinFeesSection({ settings, readOnly }: SectionProps) {
  const form = useSchemaForm(pinFeesSchema, {
    id: 'settings-pin-fees',
    defaultValues: {
      pin_fees: settings.pin_fees.map((row) => ({ level: row.level, fee: text(row.fee) })),
    },
  });
  return (
    <Section
      title="PIN fees"
      form={form}
      readOnly={readOnly}
      description="What a PIN for each level costs. The request dialog and the raised terms show the promoter this fee."
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {settings.pin_fees.map((row, index) => (
          <TextField
            key={row.level}
            name={`pin_fees.${index}.fee`}
            label={`${promoterLevelLabel(row.level)} (₹)`}
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
      title="PINs and learning"
      form={form}
      readOnly={readOnly}
      description="The PIN timers, the training quiz's pass mark and how long a failed one waits before its retry, and how many questions a promotion quiz asks."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="pin_auto_raise_minutes"
          label="Raise terms automatically after (minutes)"
          inputMode="numeric"
        />
        <TextField
          name="pin_auto_reject_days"
          label="Reject pending requests after (days)"
          inputMode="numeric"
        />
        <TextField name="training_pass_percent" label="Training pass mark (%)" inputMode="numeric" />
        <TextField
          name="training_retry_wait_minutes"
          label="Training quiz retry wait (minutes)"
          inputMode="numeric"
        />
        <TextField
          name="quiz_questions_per_attempt"
          label="Questions per promotion quiz"
          inputMode="numeric"
        />
      </div>
    </Section>
  );
}

// ---- gates ----------------------------------------------------------------------------------------

const gatesSchema = z.object({
  daily_video_gate: update.daily_video_gate.unwrap(),
  training_gate: update.training_gate.unwrap(),
});

/** What comes before promotion videos: a section of its own, so saving another never rewrites it. */
export function GatesSection({ settings, readOnly }: SectionProps) {
  const form = useSchemaForm(gatesSchema, {
    id: 'settings-gates',
    defaultValues: { daily_video_gate: settings.daily_video_gate, training_gate: settings.training_gate },
  });
  return (
    <Section
      title="Before promotion videos"
      form={form}
      readOnly={readOnly}
      description="What a promoter must have done before promotion videos open; otherwise they see a page saying so."
    >
      <CheckboxField
        name="daily_video_gate"
        label="Today's daily video must be watched before promotion videos"
      />
      <CheckboxField
        name="training_gate"
        label="The 7-day training must be complete before promotion videos"
      />
    </Section>
  );
}
