import { useFormContext } from 'react-hook-form';
import { useSharedMessageText } from '../../lib/i18n/language-provider';
import { useFieldMeta } from './form-context';

/** A checkbox bound to a boolean of its <SchemaForm>, its label beside it and any error below. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  const messageText = useSharedMessageText();
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800"
      >
        <input
          id={id}
          type="checkbox"
          className="size-5 rounded border-slate-300 accent-indigo-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={hint || error ? `${id}-hint` : undefined}
          {...register(name)}
        />
        {label}
      </label>
      {(hint || error) && (
        <p id={`${id}-hint`} className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
          {error ? messageText(error) : hint}
        </p>
      )}
    </div>
  );
}
