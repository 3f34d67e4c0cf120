import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/language-provider';
import { TextInput, type TextInputProps } from './text-input';

/**
 * A password box with the show/hide toggle (docs/product/screens.md, Forms), whose labels 'Show
 * password' and 'Hide password' are written on the toggle itself, not only told to screen readers.
 * Other languages say it in a word or two, so the label fits beside the box. The label says what a press will do, so the button carries no pressed state as well.
 */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} className="pr-36 sm:pr-34" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={props.id}
        className="absolute inset-y-1 right-1 inline-flex items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-indigo-700 hover:bg-indigo-50 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {visible ? (
          <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Eye className="size-4 shrink-0" aria-hidden="true" />
        )}
        {t(visible ? 'form.password.hide' : 'form.password.show')}
      </button>
    </div>
  );
}
