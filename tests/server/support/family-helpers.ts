import type { FastifyInstance } from 'fastify';
import type { FamilyInviteCreated, FamilyInviteInput } from '#contract/family';
import { knownPassword } from './fixture.ts';
import { bearer } from './test-app.ts';

/** A family invite made through the API by the guardian holding `token`. */
export async function inviteGuardian(
  app: FastifyInstance,
  token: string,
  input: Partial<FamilyInviteInput> & { child_ids: string[] },
) {
  return app.inject({
    method: 'POST',
    url: '/api/family-invites',
    headers: bearer(token),
    payload: { relation: 'grandparent', receives_letters: true, may_answer: true, ...input },
  });
}

export async function createdInvite(
  app: FastifyInstance,
  token: string,
  input: Partial<FamilyInviteInput> & { child_ids: string[] },
) {
  const response = await inviteGuardian(app, token, input);
  if (response.statusCode !== 200) throw new Error(`invite answered ${response.statusCode}: ${response.body}`);
  return response.json<FamilyInviteCreated>();
}

/** Registers a new account with `code`; the answer's body. */
export async function registerWithCode(app: FastifyInstance, code: string, username: string, name = 'Opa Berg') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, name, password: knownPassword, code, accept_terms_and_conditions: true },
  });
  return response.json<{ status: string; code?: string; token?: string }>();
}
