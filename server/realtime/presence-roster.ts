/** Who is on a presence channel, across every instance that shares this roster. */
export type PresenceMember = { user_id: string; user_info: unknown };

export type PresenceSnapshot = { ids: string[]; hash: Record<string, unknown>; count: number };

/**
 * The members of presence channels, counted per user: a user is present while any instance holds a socket of theirs
 * on the channel. The hub calls `join` for a user's first socket on this instance and `leave` for their last one.
 */
export interface PresenceRoster {
  /** Records the member here; `first` when no instance had them on the channel before. */
  join(channel: string, member: PresenceMember): Promise<{ first: boolean }>;
  /** Forgets this instance's member; `last` when no instance has them on the channel any more. */
  leave(channel: string, userId: string): Promise<{ last: boolean }>;
  members(channel: string): Promise<PresenceSnapshot>;
  close(): Promise<void>;
}

export function snapshotOf(members: Iterable<[string, unknown]>): PresenceSnapshot {
  const hash = Object.fromEntries(members);
  const ids = Object.keys(hash);
  return { ids, hash, count: ids.length };
}

/** One instance's roster, in memory: enough when this process is the only one. */
export function memoryPresenceRoster(): PresenceRoster {
  const rosters = new Map<string, Map<string, unknown>>();
  return {
    async join(channel, member) {
      let roster = rosters.get(channel);
      if (!roster) rosters.set(channel, (roster = new Map()));
      const first = !roster.has(member.user_id);
      roster.set(member.user_id, member.user_info);
      return { first };
    },
    async leave(channel, userId) {
      const roster = rosters.get(channel);
      const last = roster?.delete(userId) ?? false;
      if (roster?.size === 0) rosters.delete(channel);
      return { last };
    },
    async members(channel) {
      return snapshotOf(rosters.get(channel) ?? []);
    },
    async close() {},
  };
}
