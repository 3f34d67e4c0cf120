import { PinStatus, type UserPinRequest } from '@portal/shared';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/class-names';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';

/** The request lifecycle of docs/product/pins-and-levels.md, as the user lives it. */
function stepsOf(request: UserPinRequest): { label: MessageKey; done: boolean }[] {
  return [
    { label: 'myPins.steps.requested', done: true },
    { label: 'myPins.steps.termsRaised', done: request.terms_raised_at !== null },
    { label: 'myPins.steps.termsAccepted', done: request.terms_accepted_at !== null },
    {
      label: 'myPins.steps.pinIssued',
      done: request.status === PinStatus.Approved || request.status === PinStatus.Activated,
    },
    { label: 'myPins.steps.activated', done: request.status === PinStatus.Activated },
  ];
}

/** Where an open or activated request stands: five steps, the next one marked as current. */
export function PinSteps({ request }: { request: UserPinRequest }) {
  const t = useT();
  const steps = stepsOf(request);
  const current = steps.findIndex((step) => !step.done);
  return (
    <ol aria-label={t('myPins.steps.label')} className="grid grid-cols-5 gap-1">
      {steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={index === current ? 'step' : undefined}
          className="flex min-w-0 flex-col items-center gap-1.5 text-center"
        >
          <span className="flex w-full items-center">
            <span
              aria-hidden="true"
              className={cn(
                'h-0.5 flex-1',
                index === 0 ? 'invisible' : step.done ? 'bg-emerald-500' : 'bg-slate-200',
              )}
            />
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                step.done && 'bg-emerald-500 text-white',
                index === current && 'bg-indigo-600 text-white ring-4 ring-indigo-100',
                !step.done && index !== current && 'bg-slate-100 text-slate-500',
              )}
            >
              {step.done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'h-0.5 flex-1',
                index === steps.length - 1
                  ? 'invisible'
                  : steps[index + 1]!.done
                    ? 'bg-emerald-500'
                    : 'bg-slate-200',
              )}
            />
          </span>
          <span
            className={cn(
              'text-[11px] leading-tight sm:text-xs',
              index === current
                ? 'font-semibold text-indigo-700'
                : step.done
                  ? 'text-slate-700'
                  : 'text-slate-500',
            )}
          >
            {t(step.label)}
            <span className="sr-only">
              {step.done ? t('myPins.steps.done') : index === current ? t('myPins.steps.next') : ''}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
