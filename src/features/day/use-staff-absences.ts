import { useLiveQuery } from 'dexie-react-hooks';
import { staffAbsencesResponseSchema, type StaffAbsencesResponse } from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { failedOffline, useServerQuery } from '../../api/server-query.ts';
import { db } from '../../db/kita-db.ts';

export type StaffAbsences =
  { status: 'loading' } | { status: 'ready'; data: StaffAbsencesResponse } | { status: 'failed'; offline: boolean };

/**
 * GET /api/staff/absences for a day: that day's and its week's absences by group, late ones marked by the server.
 * Asked again whenever an absence reaches this device (staff receive every absence of the kindergarten through
 * sync and the staff channel), so a family's report appears without reloading.
 */
export function useStaffAbsences(date: string): { state: StaffAbsences; reload: () => void } {
  const changes = useLiveQuery(async () => {
    const newest = await db.absences.orderBy('version').last();
    return `${await db.absences.count()}:${newest?.version ?? 0}`;
  });
  const query = useServerQuery({
    queryKey: ['staff', 'absences', date, changes],
    queryFn: ({ signal }) =>
      apiRequest(`/api${staffPaths.absences}?date=${date}`, {
        background: true,
        signal,
        schema: staffAbsencesResponseSchema,
      }),
    // The previous answer stays on screen while the next one (a new absence arrived) is asked for.
    placeholderData: (previous) => previous,
  });
  const offline = failedOffline(query.error);
  // Keep what is on screen when a refresh fails offline; say so only when there is nothing to show.
  const state: StaffAbsences =
    query.data && (!query.isError || offline)
      ? { status: 'ready', data: query.data }
      : query.isError && !query.isFetching
        ? { status: 'failed', offline }
        : { status: 'loading' };
  return { state, reload: () => void query.refetch() };
}
