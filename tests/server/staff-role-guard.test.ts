import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isStaffRole, staffRoles } from '../../contract/staff-rules.ts';
import { roles } from '../../contract/user.ts';
import { declareRequestUser, type AuthenticatedUser } from '../../server/auth/authentication.ts';
import { requireStaff } from '../../server/staff/staff-rules.ts';

/** The staff guard alone, behind a stand-in for the signed-in scope that signs everyone in with `role`. */
async function answerFor(role: string): Promise<number> {
  const app = Fastify();
  declareRequestUser(app);
  app.addHook('onRequest', async (request) => {
    // Any role string, also one the contract does not know yet: the guard must judge it by its list alone.
    request.user = { role } as unknown as AuthenticatedUser;
  });
  requireStaff(app);
  app.get('/api/staff/probe', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/api/staff/probe' });
  await app.close();
  return response.statusCode;
}

describe('who passes the staff guard', () => {
  it('lets exactly the listed roles through', () => {
    expect(roles.filter(isStaffRole)).toEqual([...staffRoles]);
    expect(staffRoles).toEqual(['staff', 'admin']);
  });

  it('refuses a role nobody has added to the list, and no role at all', () => {
    expect(isStaffRole('guest')).toBe(false);
    expect(isStaffRole('parent')).toBe(false);
    expect(isStaffRole('')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });

  it('answers 403 to a parent and to a role outside the list, and lets staff and admins in', async () => {
    expect(await answerFor('staff')).toBe(200);
    expect(await answerFor('admin')).toBe(200);
    expect(await answerFor('parent')).toBe(403);
    expect(await answerFor('guest')).toBe(403);
  });
});
