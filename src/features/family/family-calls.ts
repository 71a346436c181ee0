import {
  familyInviteCreatedSchema,
  familyInviteListSchema,
  familyRedeemedSchema,
  type FamilyInviteInput,
} from '#contract/family';
import { apiRequest } from '../../api/api-client.ts';
import { explainRefusal } from '../../api/refusal-messages.ts';
import { requestPull } from '../../sync/sync-runtime.ts';

/**
 * Family invites go straight to the server (online only): the code exists only once the server made it, and redeeming
 * one changes which children the device may see, so a pull follows.
 */
export const familyCalls = {
  pending: (signal?: AbortSignal) =>
    apiRequest('/api/family-invites', { background: true, signal, schema: familyInviteListSchema }).then(
      (answer) => answer.invites,
    ),
  create: (input: FamilyInviteInput) =>
    apiRequest('/api/family-invites', {
      method: 'POST',
      body: input,
      quiet: true,
      schema: familyInviteCreatedSchema,
    }),
  withdraw: (id: string) =>
    apiRequest(`/api/family-invites/${id}/withdraw`, { method: 'POST', quiet: true, schema: familyInviteListSchema }),
  async redeem(code: string) {
    const answer = await apiRequest('/api/family-invites/redeem', {
      method: 'POST',
      body: { code },
      quiet: true,
      schema: familyRedeemedSchema,
    });
    requestPull();
    return answer;
  },
};

/** A refused family call in the user's language (family codes, or the invite-code words of registration). */
export const explainFamilyRefusal = (error: unknown) =>
  explainRefusal('family', error) ?? explainRefusal('auth', error);
