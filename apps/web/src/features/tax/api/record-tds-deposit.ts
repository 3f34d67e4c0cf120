import { MESSAGES, type TdsDeposit, type tdsDepositInputSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { invalidateTax } from './tax-queries';

/**
 * POST tds-deposits: a deposit of deducted tax made with a challan, which moves the amount out of
 * the payable (docs/decisions/179-tax-register-and-deposits.md). Its refusals (more than is
 * payable, a challan already recorded, a date in the future) come as 422s under the fields.
 */
export function useRecordTdsDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof tdsDepositInputSchema>) =>
      api.post<TdsDeposit>('tds-deposits', input),
    onSuccess: () => toast.success(MESSAGES.created),
    onSettled: () => invalidateTax(queryClient),
  });
}
