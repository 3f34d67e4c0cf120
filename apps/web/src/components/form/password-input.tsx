import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextInput, type TextInputProps } from './text-input';

/** A password box with the show/hide toggle of the specification §2. */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Hide password' : 'Show password';
  return (
    <div className="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {visible ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
}
