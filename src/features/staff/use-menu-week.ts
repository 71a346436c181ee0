import { useCallback, useEffect, useState } from 'react';
import type { StaffMenuWeekResponse } from '#contract/staff-menu';
import { staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';

export type MenuWeek =
  { status: 'loading' } | { status: 'ready'; data: StaffMenuWeekResponse } | { status: 'failed'; offline: boolean };

/** GET /api/staff/menu for the week of `weekStart`, drafts included. */
export function useStaffMenuWeek(weekStart: string): {
  state: MenuWeek;
  reload: () => void;
  replace: (data: StaffMenuWeekResponse) => void;
} {
  const [state, setState] = useState<MenuWeek>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    apiRequest<StaffMenuWeekResponse>(`/api${staffPaths.menuWeek}?week=${weekStart}`, { background: true }).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current && setState({ status: 'failed', offline: error instanceof ApiError && error.kind === 'offline' }),
    );
    return () => {
      current = false;
    };
  }, [weekStart, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: StaffMenuWeekResponse) => setState({ status: 'ready', data }), []);
  return { state, reload, replace };
}
