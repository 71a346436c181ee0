import type { FastifyInstance } from 'fastify';
import type { StaffErrorResponse } from '#contract/staff';
import { isStaffRole, type StaffFailureCode } from '#contract/staff-rules';

export type StaffRejectionStatus = 403 | 409 | 413 | 422;
export type StaffRejected = { rejected: StaffErrorResponse; status: StaffRejectionStatus };

const statusOf: Record<StaffFailureCode, StaffRejectionStatus> = {
  staff_only: 403,
  group_not_found: 422,
  attachment_not_found: 422,
  attachment_not_pdf: 422,
  attachment_too_large: 422,
  attachment_missing: 422,
  storage_quota_exceeded: 422,
  audience_locked: 422,
  id_taken: 409,
  answer_not_requested: 422,
  not_published: 422,
  deadline_passed: 422,
  menu_week_empty: 422,
  menu_week_not_empty: 409,
};

export function staffRejection(
  code: StaffFailureCode,
  field: string,
  message: string,
  status = statusOf[code],
): StaffRejected {
  return { rejected: { message, code, errors: { [field]: [message] } }, status };
}

export const isStaffRejected = <T extends object>(result: T | StaffRejected): result is StaffRejected =>
  'rejected' in result;

/**
 * Every route of `scope` is for the roles of `staffRoles`: anyone else gets 403 `staff_only` before anything is read
 * (the signed-in scope answered 401 already for a missing token).
 */
export function requireStaff(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (isStaffRole(request.user?.role)) return;
    const { rejected, status } = staffRejection('staff_only', 'role', 'Only staff and admins may do this.');
    return reply.code(status).send(rejected);
  });
}
