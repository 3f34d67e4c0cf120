import { useFormState } from 'react-hook-form';
import { useT } from '../../lib/i18n/language-provider';
import { Button, type ButtonProps } from '../ui/button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Stays disabled until a field was changed (an edit form with nothing to save). */
  requireChanges?: boolean;
}

/**
 * The submit button of a <SchemaForm>: 'processing...' and disabled while it submits
 * (docs/product/screens.md, Forms).
 */
export function SubmitButton({ requireChanges = false, disabled, children, ...props }: SubmitButtonProps) {
  const { isSubmitting, isDirty } = useFormState();
  const t = useT();
  return (
    <Button type="submit" disabled={disabled || isSubmitting || (requireChanges && !isDirty)} {...props}>
      {isSubmitting ? t('common.processing') : children}
    </Button>
  );
}
