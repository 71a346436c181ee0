import { useCallback } from 'react';
import { staffMenuWeekResponseSchema, type StaffMenuWeekResponse } from '#contract/staff-menu';
import { staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { failedOffline, serverQueryClient, useServerQuery } from '../../api/server-query.ts';

export type MenuWeek =
  { status: 'loading' } | { status: 'ready'; data: StaffMenuWeekResponse } | { status: 'failed'; offline: boolean };

const menuWeekKey = (weekStart: string) => ['staff', 'menu-week', weekStart] as const;

/** GET /api/staff/menu for the week of `weekStart`, drafts included. */
export function useStaffMenuWeek(weekStart: string): {
  state: MenuWeek;
  reload: () => void;
  replace: (data: StaffMenuWeekResponse) => void;
} {
  const query = useServerQuery({
    queryKey: menuWeekKey(weekStart),
    queryFn: ({ signal }) =>
      apiRequest(`/api${staffPaths.menuWeek}?week=${weekStart}`, {
        background: true,
        signal,
        schema: staffMenuWeekResponseSchema,
      }),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (data: StaffMenuWeekResponse) => serverQueryClient.setQueryData(menuWeekKey(weekStart), data),
    [weekStart],
  );
  const state: MenuWeek =
    query.isSuccess && !query.isError
      ? { status: 'ready', data: query.data }
      : query.isError && !query.isFetching
        ? { status: 'failed', offline: failedOffline(query.error) }
        : { status: 'loading' };
  return { state, reload, replace };
}
