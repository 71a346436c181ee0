import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../server/db/client.ts';
import { events, news, type PublicationQuestion } from '../../../server/db/schema/index.ts';
import { picture } from '../../../server/seed/pictures.ts';
import type { Fixture } from './fixture.ts';
import { bearer } from './test-app.ts';

export type ItemOptions = {
  title?: string;
  groupIds?: string[];
  requiresConfirmation?: boolean;
  requiresSignature?: boolean;
  deadline?: Date | null;
  questions?: PublicationQuestion[];
  published?: boolean;
  kindergartenId?: string;
};

const hour = 3_600_000;

function columns(fixture: Fixture, options: ItemOptions) {
  return {
    id: uuidv7(),
    kindergartenId: options.kindergartenId ?? fixture.kindergarten.id,
    authorId: options.kindergartenId ? null : fixture.staff.id,
    title: options.title ?? `Ausflug ${Math.random().toString(36).slice(2, 7)}`,
    body: 'Bitte geben Sie uns Bescheid.',
    groupIds: options.groupIds ?? [],
    requiresConfirmation: options.requiresConfirmation ?? true,
    requiresSignature: options.requiresSignature ?? false,
    deadline: options.deadline === undefined ? new Date(Date.now() + 48 * hour) : options.deadline,
    questions: options.questions ?? [],
    publishedAt: options.published === false ? null : new Date(Date.now() - hour),
  };
}

/** A news item of the fixture's kindergarten (published, asking for an answer, deadline in two days by default). */
export async function createNews(db: Db, fixture: Fixture, options: ItemOptions = {}): Promise<string> {
  const values = columns(fixture, options);
  await db.insert(news).values(values);
  return values.id;
}

/** An event like `createNews`, starting at `startsAt` (default: in three days, 9:00–12:00 UTC). */
export async function createEvent(
  db: Db,
  fixture: Fixture,
  options: ItemOptions & { startsAt?: Date; endsAt?: Date | null; location?: string } = {},
): Promise<string> {
  const startsAt = options.startsAt ?? new Date(Date.now() + 72 * hour);
  const values = {
    ...columns(fixture, options),
    startsAt,
    endsAt: options.endsAt === undefined ? new Date(startsAt.getTime() + 3 * hour) : options.endsAt,
    location: options.location ?? 'Turnhalle',
  };
  await db.insert(events).values(values);
  return values.id;
}

/** A real PNG as signature_pad's toDataURL() gives it. */
export const signatureDataUrl = () => `data:image/png;base64,${picture('signature').data.toString('base64')}`;

export function answer(
  app: FastifyInstance,
  token: string,
  path: { kind: 'news' | 'event'; id: string; action?: 'confirmation' | 'cancel' },
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/${path.kind}/${path.id}/${path.action ?? 'confirmation'}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

export function get(app: FastifyInstance, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}
