import type { UserResponse } from '#contract/user';
import { apiRequest } from './api-client.ts';

/** GET /api/user, checked against the contract: this row is what every guard and screen trusts afterwards. */
export async function fetchCurrentUser(options: { background?: boolean } = {}): Promise<UserResponse> {
  // Loaded with the answer, not beside the request: the schema needs full zod, which an offline start never loads.
  return apiRequest('/api/user', {
    ...options,
    schema: () => import('#contract/user').then((m) => m.userResponseSchema),
  });
}
