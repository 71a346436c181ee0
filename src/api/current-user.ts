import type { UserResponse } from '#contract/user';
import { apiRequest } from './api-client.ts';

/** GET /api/user, checked against the contract: this row is what every guard and screen trusts afterwards. */
export async function fetchCurrentUser(options: { background?: boolean } = {}): Promise<UserResponse> {
  const answer = await apiRequest<unknown>('/api/user', options);
  // After the answer, not beside the request: the schema needs full zod, which an offline start never loads.
  const { userResponseSchema } = await import('#contract/user');
  return userResponseSchema.parse(answer);
}
