import { useLiveQuery } from 'dexie-react-hooks';
import type { PublicationKind } from '#contract/publication-rules';
import { answersResponseSchema, type AnswersResponse } from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { failedOffline, useServerQuery } from '../../api/server-query.ts';
import { db } from '../../db/kita-db.ts';
import { readLocalAnswers } from './local-item-answers.ts';

export type ItemAnswers =
  | { status: 'loading' }
  /** `local`: read from this device because the server could not be reached. */
  | { status: 'ready'; data: AnswersResponse; refreshing: boolean; local?: boolean }
  | { status: 'failed'; reason: 'offline' | 'not-found' | 'error' };

/** The server's answer, or offline what this device has synced (null: nothing). */
async function readAnswers(kind: PublicationKind, id: string, signal: AbortSignal) {
  try {
    const data = await apiRequest(`/api${staffPaths.answers(kind, id)}`, {
      background: true,
      signal,
      schema: answersResponseSchema,
    });
    return { data, local: false };
  } catch (error) {
    const local = failedOffline(error) ? await readLocalAnswers(kind, id).catch(() => null) : null;
    if (local) return { data: local, local: true };
    throw error;
  }
}

const reasonOf = (error: unknown) =>
  failedOffline(error) ? 'offline' : error instanceof ApiError && error.status === 404 ? 'not-found' : 'error';

/**
 * The tracking view's data: GET /api/staff/{kind}/{id}/answers (names of guardians and of those who have not
 * answered come from the server). Fetched again whenever an answer to this item reaches the device (sync or
 * realtime), and whenever a read of it does, so the view follows answers and reads.
 */
export function useItemAnswers(kind: PublicationKind, id: string): { state: ItemAnswers; reload: () => void } {
  const answersSeen = useLiveQuery(async () => {
    const [answers, reads] = await Promise.all([
      db.confirmations
        .where(kind === 'news' ? 'news_id' : 'event_id')
        .equals(id)
        .toArray(),
      db.item_reads.where('[item_kind+item_id]').equals([kind, id]).toArray(),
    ]);
    return [...answers, ...reads]
      .map((row) => `${row.id}:${row.version}`)
      .sort()
      .join(',');
  }, [kind, id]);
  const query = useServerQuery({
    queryKey: ['staff', 'answers', kind, id, answersSeen],
    queryFn: ({ signal }) => readAnswers(kind, id, signal),
    placeholderData: (previous) => previous,
  });
  const reload = () => void query.refetch();
  const reason = query.isError ? reasonOf(query.error) : null;
  // A refresh that fails offline keeps what is on screen.
  if (query.data && (reason === null || reason === 'offline'))
    return {
      state: {
        status: 'ready',
        data: query.data.data,
        refreshing: query.isFetching,
        local: query.data.local || undefined,
      },
      reload,
    };
  if (reason && !query.isFetching) return { state: { status: 'failed', reason }, reload };
  return { state: { status: 'loading' }, reload };
}
