import { chatLimits } from '#contract/chat-rules';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../db/kita-db.ts';
import { useOnline } from '../../sync/use-online.ts';
import { fetchChatUser, fetchOlderMessages, fetchRoom } from './chat-fetch.ts';
import { unsentPrivateRoomId } from './chat-people.ts';
import {
  latestMessages,
  membershipOf,
  privateRoomWith,
  roomMessages,
  type Message,
  type Person,
  type Room,
  type RoomMember,
} from './chat-queries.ts';

/** A group room by id (/chat/room/{id}) or a private conversation by the other person's id (/chat/{id}). */
export type ConversationTarget = { roomId: string } | { partnerId: string };

const pageSize = chatLimits.messagePageSize;

interface Header {
  room: Room | undefined;
  member: RoomMember | undefined;
  partner: Person | undefined;
}

async function headerOf(target: ConversationTarget, userId: string): Promise<Header> {
  if ('roomId' in target) {
    const room = await db.rooms.get(target.roomId);
    const live = room && !room.deleted_at ? room : undefined;
    return { room: live, member: live && (await membershipOf(live.id, userId)), partner: undefined };
  }
  const [room, partner] = await Promise.all([
    privateRoomWith(userId, target.partnerId),
    db.users.get(target.partnerId),
  ]);
  return { room, member: room && (await membershipOf(room.id, userId)), partner };
}

/** The newest `limit` messages (and whether the device holds older ones), plus a private chat's not yet sent first messages. */
async function pageOf(roomId: string | undefined, partnerId: string | undefined, limit: number) {
  const stored = roomId ? await latestMessages(roomId, limit + 1) : [];
  const hasOlderHere = stored.length > limit;
  const page = hasOlderHere ? stored.slice(1) : stored;
  const unsent = partnerId ? await roomMessages(unsentPrivateRoomId(partnerId)).toArray() : [];
  const messages = unsent.length
    ? [...page, ...unsent].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    : page;
  const senders = [...new Set(messages.map((message) => message.sender_id))];
  const people = await db.users.bulkGet(senders);
  const names = new Map(people.flatMap((person) => (person ? [[person.id, person.name] as const] : [])));
  return { messages, hasOlderHere, names };
}

export interface ConversationState {
  /**
   * `loading`: nothing on the device yet and a fetch may bring it; `missing`: the server knows no such room or person
   * for this user; `offline`: not on the device and the server cannot be asked now (offline or failing), so nobody
   * can tell yet — `retry` asks again.
   */
  status: 'loading' | 'ready' | 'missing' | 'offline';
  retry: () => void;
  header: Header | undefined;
  messages: Message[];
  names: Map<string, string>;
  /** Older messages exist (here or on the server, as far as known). */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The server could not be asked for older messages (offline, error); scrolling up again retries. */
  olderFailed: boolean;
  loadOlder: () => void;
}

/**
 * One conversation from the device: the newest page first, older pages from the device as the user scrolls up, and
 * from the server with the cursor once the device runs out. A room opened by a deep link that the device does not
 * know yet is fetched once (GET /api/room/{id}).
 */
export function useConversation(target: ConversationTarget, userId: string): ConversationState {
  const online = useOnline();
  const targetKey = 'roomId' in target ? `room:${target.roomId}` : `user:${target.partnerId}`;
  const partnerId = 'partnerId' in target ? target.partnerId : undefined;
  const [limit, setLimit] = useState<number>(pageSize);
  const [serverHasOlder, setServerHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [fetchState, setFetchState] = useState<'idle' | 'fetching' | 'done' | 'failed' | 'gone'>('idle');
  const header = useLiveQuery(() => headerOf(target, userId), [targetKey, userId]);
  // A group room's messages are read alongside its header (not after it): one IndexedDB round trip less on opening.
  const roomId = 'roomId' in target ? (header && !header.room ? undefined : target.roomId) : header?.room?.id;
  const page = useLiveQuery(() => pageOf(roomId, partnerId, limit), [roomId, partnerId, limit]);

  useEffect(() => {
    setLimit(pageSize);
    setServerHasOlder(true);
    setFetchState('idle');
  }, [targetKey]);

  // A deep link to a room or a person the device does not have (yet): ask the server once (GET /api/room/{id} or
  // GET /api/user/{id}); a 403/404 means there is nothing to open, anything else may pass (retry, or on reconnect).
  const wantedRoomId = 'roomId' in target ? target.roomId : undefined;
  const absent = header !== undefined && (wantedRoomId ? !header.room : !header.partner);
  useEffect(() => {
    if (!absent || fetchState !== 'idle' || !online) return;
    setFetchState('fetching');
    (wantedRoomId ? fetchRoom(wantedRoomId, userId) : fetchChatUser(partnerId!, userId)).then(
      () => setFetchState('done'),
      (error: unknown) => {
        const status = (error as { status?: number }).status;
        if (status !== 403 && status !== 404) console.warn('chat: conversation not fetched', error);
        setFetchState(status === 403 || status === 404 ? 'gone' : 'failed');
      },
    );
  }, [absent, wantedRoomId, partnerId, fetchState, online, userId]);
  // Coming back online asks again after a failure.
  useEffect(() => {
    if (online) setFetchState((state) => (state === 'failed' ? 'idle' : state));
  }, [online]);
  const retry = useCallback(() => setFetchState((state) => (state === 'failed' ? 'idle' : state)), []);

  const busy = useRef(false);
  const messages = page?.messages;
  const loadOlder = useCallback(() => {
    if (busy.current || !page) return;
    if (page.hasOlderHere) return setLimit((current) => current + pageSize);
    const oldest = page.messages.find((message) => message.version > 0);
    if (!roomId || !oldest || !serverHasOlder) return;
    busy.current = true;
    setLoadingOlder(true);
    fetchOlderMessages(roomId, oldest.id, userId)
      .then((more) => {
        setServerHasOlder(more);
        setOlderFailed(false);
        setLimit((current) => current + pageSize);
      })
      .catch((error: unknown) => {
        console.warn('chat: older messages not fetched', error);
        setOlderFailed(true);
      })
      .finally(() => {
        busy.current = false;
        setLoadingOlder(false);
      });
  }, [page, roomId, serverHasOlder, userId]);

  let status: ConversationState['status'] = 'ready';
  if (header === undefined || page === undefined) status = 'loading';
  else if (absent) {
    if (fetchState === 'gone' || fetchState === 'done') status = 'missing';
    else if (fetchState === 'failed' || !online) status = 'offline';
    else status = 'loading';
  }
  return {
    status,
    retry,
    header,
    messages: messages ?? [],
    names: page?.names ?? new Map(),
    hasOlder: !!page && (page.hasOlderHere || (!!roomId && serverHasOlder && page.messages.length >= pageSize)),
    loadingOlder,
    olderFailed,
    loadOlder,
  };
}
