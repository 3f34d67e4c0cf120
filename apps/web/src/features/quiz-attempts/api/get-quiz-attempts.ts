import { attemptLogQuerySchema, attemptLogRowSchema } from '@portal/shared';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint, type EndpointFilterKey } from '../../../lib/list-endpoint';

/** GET quiz-attempts (admins): every promotion attempt; with `exports`, quiz_attempts.xlsx. */
export const attemptsEndpoint = defineListEndpoint({
  path: 'quiz-attempts',
  querySchema: attemptLogQuerySchema,
  rowSchema: attemptLogRowSchema,
  exportList: 'quiz_attempts',
});
export type AttemptFilterKey = EndpointFilterKey<typeof attemptsEndpoint>;
export type AttemptList = EndpointList<typeof attemptsEndpoint>;

export function useAttemptList(): AttemptList {
  return useListQuery(attemptsEndpoint);
}
