import { describe, expect, it } from 'vitest';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../src/db/kita-db.ts';
import { readLocalAnswers } from '../../src/features/publishing/local-item-answers.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { kindergartenId } from './support/rows.ts';

freshDatabasePerTest();

const stamp = '2026-11-18T09:00:00.000Z';
const synced = { created_at: stamp, updated_at: stamp, version: 5, deleted_at: null };
const id = (n: number) => `0192f5d2-7a3b-7c4d-8e5f-0000000001${String(n).padStart(2, '0')}`;
const letter: SyncRows['news'] = {
  id: id(1),
  kindergarten_id: kindergartenId,
  author_id: null,
  title: 'Ausflug',
  body: '',
  group_ids: [],
  attachment_file_id: null,
  requires_confirmation: true,
  requires_signature: false,
  deadline: null,
  questions: [],
  published_at: stamp,
  ...synced,
};
const child = (n: number, first_name: string): SyncRows['children'] => ({
  id: id(n),
  kindergarten_id: kindergartenId,
  group_id: null,
  first_name,
  last_name: 'Berg',
  birth_date: null,
  ...synced,
});
const person = (n: number, name: string): SyncRows['users'] => ({
  id: id(n),
  kindergarten_id: kindergartenId,
  name,
  role: 'parent',
  job_title: '',
  contact_public: false,
  phone: '',
  ...synced,
});
const link = (n: number, childN: number, userN: number): SyncRows['guardians'] => ({
  id: id(n),
  child_id: id(childN),
  user_id: id(userN),
  relation: '',
  receives_letters: true,
  may_answer: true,
  ...synced,
});

describe('the tracking view offline', () => {
  it('counts and reminds as the server does when a parent account was removed: its links stay, it answers for nobody', async () => {
    const [mia, paul] = [child(10, 'Mia'), child(11, 'Paul')];
    // The father's account was removed: its row left the device with the sync, his guardianships of both did not.
    await db.news.put(letter);
    await db.children.bulkPut([mia, paul]);
    await db.users.bulkPut([person(20, 'Anna Berg')]);
    await db.guardians.bulkPut([link(30, 10, 20), link(31, 10, 21), link(32, 11, 21)]);
    await db.confirmations.put({
      id: id(40),
      kindergarten_id: kindergartenId,
      user_id: id(20),
      news_id: letter.id,
      event_id: null,
      child_id: mia.id,
      status: 'confirmed',
      feedback: '',
      answers: {},
      signature_file_id: null,
      ...synced,
    });

    const tracked = await readLocalAnswers('news', letter.id);
    expect(tracked?.counts).toEqual({
      confirmed: 1,
      cancelled: 0,
      answered: 1,
      pending: 1,
      audience_children: 2,
      families: 2,
    });
    expect(tracked?.pending).toEqual([
      {
        child: { id: paul.id, first_name: 'Paul', last_name: 'Berg', group_id: null, group_name: null },
        guardians: [],
      },
    ]);
    expect(tracked?.answers.map((entry) => [entry.child?.first_name, entry.user.name])).toEqual([['Mia', 'Anna Berg']]);
  });
});
