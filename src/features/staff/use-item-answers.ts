import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PublicationKind } from '#contract/publication-rules';
import type { AnswersResponse } from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { db } from '../../db/kita-db.ts';
import { readLocalAnswers } from './local-item-answers.ts';

export type ItemAnswers =
  | { status: 'loading' }
  /** `local`: read from this device because the server could not be reached. */
  | { status: 'ready'; data: AnswersResponse; refreshing: boolean; local?: boolean }
  | { status: 'failed'; reason: 'offline' | 'not-found' | 'error' };

/**
 * The tracking view's data: GET /api/staff/{kind}/{id}/answers (names of guardians and of those who have not
 * answered come from the server). Fetched again whenever an answer to this item reaches the device (sync or
 * realtime), so the view follows answers live.
 */
export function useItemAnswers(kind: PublicationKind, id: string): { state: ItemAnswers; reload: () => void } {
  const [state, setState] = useState<ItemAnswers>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const answersSeen = useLiveQuery(async () => {
    const rows = await db.confirmations
      .where(kind === 'news' ? 'news_id' : 'event_id')
      .equals(id)
      .toArray();
    return rows
      .map((row) => `${row.id}:${row.version}`)
      .sort()
      .join(',');
  }, [kind, id]);

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }));
    apiRequest<AnswersResponse>(`/api${staffPaths.answers(kind, id)}`, { background: true }).then(
      (data) => current && setState({ status: 'ready', data, refreshing: false }),
      async (error: unknown) => {
        if (!current) return;
        const reason =
          error instanceof ApiError && error.kind === 'offline'
            ? 'offline'
            : error instanceof ApiError && error.status === 404
              ? 'not-found'
              : 'error';
        const local = reason === 'offline' ? await readLocalAnswers(kind, id).catch(() => null) : null;
        if (!current) return;
        if (local) setState({ status: 'ready', data: local, refreshing: false, local: true });
        else
          setState((previous) =>
            previous.status === 'ready' && reason === 'offline'
              ? { ...previous, refreshing: false }
              : { status: 'failed', reason },
          );
      },
    );
    return () => {
      current = false;
    };
  }, [kind, id, attempt, answersSeen]);

  return { state, reload: () => setAttempt((n) => n + 1) };
}
