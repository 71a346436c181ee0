import type { PublicationKind } from '#contract/publication-rules';

/** What one signed-in page can write to (page-commands.ts reads it from the page's IndexedDB). */
export interface WriteTargets {
  userId: string;
  role: string;
  childIds: string[];
  postIds: string[];
  /** Group rooms the user is a member of. */
  roomIds: string[];
  /** Open answer slots: one per item asking for an answer and applicable child (or the user, child null). */
  slots: { kind: PublicationKind; itemId: string; childId: string | null }[];
}

/** One write through the app's commands; `text` is unique per run, page and write. */
export type ChaosWrite =
  | { type: 'absence'; text: string; childId: string; day: string }
  | { type: 'comment'; text: string; postId: string }
  | { type: 'message'; text: string; roomId: string }
  | { type: 'confirmation'; text: string; kind: PublicationKind; itemId: string; childId: string | null };

export type ChaosTable = 'absences' | 'comments' | 'messages' | 'confirmations';
export const chaosTables: readonly ChaosTable[] = ['absences', 'comments', 'messages', 'confirmations'];
export const tableOf: Record<ChaosWrite['type'], ChaosTable> = {
  absence: 'absences',
  comment: 'comments',
  message: 'messages',
  confirmation: 'confirmations',
};

export interface ChaosRow {
  id: string;
  text: string;
  version: number;
}

export type ChaosRows = Record<ChaosTable, ChaosRow[]> & { outbox: number };

/** `globalThis.kitaChaos` in the page. */
export interface PageChaos {
  targets(): Promise<WriteTargets>;
  /** Runs the commands one after another, then asks the engine to drain; answers the new rows' ids. */
  write(items: ChaosWrite[]): Promise<string[]>;
  rows(marker: string): Promise<ChaosRows>;
  /** Asks the engine to send what waits now, as when the app comes back to the screen. */
  nudge(): void;
}
