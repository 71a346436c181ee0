import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { StaffAbsencesResponse } from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { db } from '../../db/kita-db.ts';

export type StaffAbsences =
  { status: 'loading' } | { status: 'ready'; data: StaffAbsencesResponse } | { status: 'failed'; offline: boolean };

/**
 * GET /api/staff/absences for a day: that day's and its week's absences by group, late ones marked by the server.
 * Asked again whenever an absence reaches this device (staff receive every absence of the kindergarten through
 * sync and the staff channel), so a family's report appears without reloading.
 */
export function useStaffAbsences(date: string): { state: StaffAbsences; reload: () => void } {
  const [state, setState] = useState<StaffAbsences>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const changes = useLiveQuery(async () => {
    const newest = await db.absences.orderBy('version').last();
    return `${await db.absences.count()}:${newest?.version ?? 0}`;
  });
  useEffect(() => {
    let current = true;
    apiRequest<StaffAbsencesResponse>(`/api${staffPaths.absences}?date=${date}`, { background: true }).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        const offline = error instanceof ApiError && error.kind === 'offline';
        // Keep what is on screen when a refresh fails offline; say so only when there is nothing to show.
        setState((previous) => (previous.status === 'ready' && offline ? previous : { status: 'failed', offline }));
      },
    );
    return () => {
      current = false;
    };
  }, [date, attempt, changes]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}
