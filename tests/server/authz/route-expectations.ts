import { v7 as uuidv7 } from 'uuid';

/**
 * Who may call each route of the server: the table tests/server/authorization-matrix.test.ts checks against every
 * route the real app registers. A route without an entry fails that test, so no new route escapes it.
 *
 * ADDING A ROUTE is one line, keyed `'METHOD /path/:param'` exactly as registered (HEAD copies of GET are skipped):
 *
 *   'GET /api/staff/absences': { access: 'staff' },
 *   'POST /api/chat/rooms/:id/messages': { access: 'family', params: async (w) => ({ id: w.roomId }), body: () => ({ message: 'Hallo' }) },
 *
 * `access` says who may call it; the test derives each identity's expected status from it (see `expectedStatus`):
 * - public:       everyone, with or without a token → `ok`
 * - signedIn:     any live token → `ok`; anonymous and revoked tokens → 401
 * - kindergarten: a resource of Kita Sonnenblume everyone there sees → `ok`; the parent of Kita Regenbogen → 404
 * - family:       a resource of `parent`'s family (w.childId, w.absence()) → `ok` for that parent, staff and admin;
 *                 the other parent there and the Regenbogen parent → 404 (it does not exist for them)
 * - author:       written by `parent`, seen by the whole kindergarten: the author, staff and admins (moderation) → `ok`;
 *                 the other parent → 403; the Regenbogen parent → 404
 * - authorOnly:   like author, but staff and admins may not either (editing another's words) → 403
 * - member:       a chat room (w.chatRoomId) whose members are `parent` and `staff` → `ok` for them; anyone else of
 *                 the kindergarten, an admin too, → 403 `not_a_member`; Kita Regenbogen → 404
 * - staff:        staff and admins of the kindergarten → `ok`; parents → 403
 * - admin:        admins → `ok`; staff and parents → 403
 * Kita Regenbogen's staff and admin (foreignStaff, foreignAdmin) get 404 for every route that names a Sonnenblume
 * resource in its path (`params`): it does not exist for them; a staff or admin route without `params` works on
 * their own kindergarten → `ok` (a role the route refuses stays 403). A body naming a Sonnenblume row (a child, a
 * group) is an `expect` override.
 * `params` fills the path's `:params` from the world (fresh resources for calls that change or delete them), `body`
 * gives a valid JSON body, `form` a multipart one; `expect` overrides single identities where the rule differs,
 * with a comment saying why. `session: 'fresh-token'` runs the call on a new sign-in of the identity (logout), and
 * `'throwaway-user'` on a new account of the same role and kindergarten (deleting the account).
 */

export const identities = [
  'anonymous',
  'revoked',
  'parent',
  'otherParent',
  'foreignParent',
  'foreignStaff',
  'foreignAdmin',
  'staff',
  'admin',
] as const;
export type Identity = (typeof identities)[number];

export type Access =
  'public' | 'signedIn' | 'kindergarten' | 'family' | 'author' | 'authorOnly' | 'member' | 'staff' | 'admin';

/** The identity making the call (absent for anonymous calls). */
export type Caller = { id: string; kindergartenId: string; role: 'parent' | 'staff' | 'admin' } | null;

/**
 * Resources of Kita Sonnenblume the entries point at. The functions create a fresh one, through the API as `parent`,
 * for every call (a call may change or delete it).
 */
export type World = {
  kindergartenId: string;
  parentUserId: string;
  /** A child of `parent`. */
  childId: string;
  /** Published to the whole kindergarten, asking for an answer, deadline ahead. */
  newsId: string;
  eventId: string;
  /** A board image's file: every member of the kindergarten may fetch it. */
  fileId: string;
  post: () => Promise<{ id: string; imageId: string; fileId: string }>;
  comment: () => Promise<{ postId: string; id: string }>;
  absence: () => Promise<string>;
  /** A date `days` from today in the kindergarten's calendar. */
  day: (days: number) => string;
  /** A small real PNG. */
  png: Uint8Array;
  /** A group chat room with `parent` and `staff` as its members (no one else, not the admin). */
  chatRoomId: string;
  /** A staff account of Kita Sonnenblume everyone there may write to privately. */
  chatStaffId: string;
  /** Admin resources, made by Sonnenblume's admin: a group (kept), an invite code (kept) and fresh ones. */
  groupId: string;
  inviteCodeId: string;
  group: () => Promise<string>;
  child: () => Promise<string>;
  /** A fresh child with `parent` linked as its guardian. */
  guardedChild: () => Promise<{ id: string; userId: string }>;
  inviteCode: () => Promise<string>;
  /** A fresh family invite by `parent` to their child. */
  familyInvite: () => Promise<string>;
  room: () => Promise<string>;
  /** A fresh group chat room with `parent` in it. */
  roomWithMember: () => Promise<{ id: string; userId: string }>;
  /** A fresh staff account of Kita Sonnenblume. */
  staffAccount: () => Promise<string>;
  /** A fresh news or event draft by `staff`, and a fresh published one. */
  draft: (kind: 'news' | 'event') => Promise<string>;
  published: (kind: 'news' | 'event') => Promise<string>;
  /** A fresh menu day (a date of its own far ahead), as its date. */
  menuDay: () => Promise<string>;
  /** A tiny PDF. */
  pdf: Uint8Array;
  /** A fresh roll call by `staff` for today with `childId` in it, and that child's entry. */
  rollCall: () => Promise<{ id: string; entryId: string }>;
};

export type Upload = { field: string; name: string; data: Uint8Array; type: string };

export type RouteExpectation = {
  access: Access;
  params?: (w: World, me: Caller) => Promise<Record<string, string>> | Record<string, string>;
  body?: (w: World, me: Caller) => unknown;
  form?: (w: World, me: Caller) => { fields: Record<string, string>; files?: Upload[] };
  query?: string;
  /** The success status; 200 unless said. */
  ok?: number;
  expect?: Partial<Record<Identity, number>>;
  session?: 'fresh-token' | 'throwaway-user';
};

/** The status `who` must get from a route of `expectation`. */
export function expectedStatus(expectation: RouteExpectation, who: Identity): number {
  const ok = expectation.ok ?? 200;
  const override = expectation.expect?.[who];
  if (override !== undefined) return override;
  const { access } = expectation;
  if (access === 'public') return ok;
  if (who === 'anonymous' || who === 'revoked') return 401;
  if (who === 'foreignStaff' || who === 'foreignAdmin') {
    if (access === 'signedIn') return ok;
    if (access === 'admin' && who === 'foreignStaff') return 403;
    if (access === 'staff' || access === 'admin') return expectation.params ? 404 : ok;
    return 404;
  }
  switch (access) {
    case 'signedIn':
      return ok;
    case 'kindergarten':
      return who === 'foreignParent' ? 404 : ok;
    case 'family':
      return who === 'foreignParent' || who === 'otherParent' ? 404 : ok;
    case 'author':
      return who === 'foreignParent' ? 404 : who === 'otherParent' ? 403 : ok;
    case 'authorOnly':
      return who === 'foreignParent' ? 404 : who === 'parent' ? ok : 403;
    case 'member':
      return who === 'foreignParent' ? 404 : who === 'parent' || who === 'staff' ? ok : 403;
    case 'staff':
      return who === 'staff' || who === 'admin' ? ok : 403;
    case 'admin':
      return who === 'admin' ? ok : 403;
  }
}

const id = async (w: World) => ({ id: (await w.post()).id });
// A child is reported absent once per day (contract/absence-overlap.ts): each call its own days, beyond the demo's
// announced absences (up to about three weeks ahead), which fall on other dates each day the suite runs.
let absenceDay = 60;
const absenceBody = (w: World) => {
  const day = w.day(absenceDay++);
  return { child_id: w.childId, from: day, to: day, reason: 'sick', note: 'Fieber' };
};
const answerBody = (w: World, me: Caller) => (me?.role === 'parent' ? { child_id: w.childId } : {});
/** A parent answers for their own children (another's child is refused); staff and admins have none, so cannot answer. */
const answerExpect = { otherParent: 422, staff: 403, admin: 403 } as const;

/** Writing and tracking news or events (staff-publication-routes.ts, staff-tracking-routes.ts). */
function staffPublicationEntries(kind: 'news' | 'event'): Record<string, RouteExpectation> {
  const item = (w: World) => (kind === 'news' ? w.newsId : w.eventId);
  const fields = () => ({
    title: 'Laternenumzug',
    body: 'Bitte Laternen mitbringen.',
    ...(kind === 'event' ? { starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString(), location: 'Garten' } : {}),
  });
  const draft = async (w: World) => ({ id: await w.draft(kind) });
  return {
    [`POST /api/staff/${kind}`]: { access: 'staff', body: fields },
    [`POST /api/staff/${kind}/:id`]: { access: 'staff', params: draft, body: fields },
    [`POST /api/staff/${kind}/:id/publish`]: { access: 'staff', params: draft },
    [`POST /api/staff/${kind}/:id/unpublish`]: {
      access: 'staff',
      params: async (w) => ({ id: await w.published(kind) }),
    },
    [`DELETE /api/staff/${kind}/:id`]: { access: 'staff', params: draft },
    [`GET /api/staff/${kind}/:id/answers`]: { access: 'staff', params: (w) => ({ id: item(w) }) },
    [`POST /api/staff/${kind}/:id/remind`]: { access: 'staff', params: (w) => ({ id: item(w) }) },
    [`GET /api/staff/${kind}/:id/answers.csv`]: { access: 'staff', params: (w) => ({ id: item(w) }) },
    [`GET /api/staff/${kind}/:id/answers.pdf`]: { access: 'staff', params: (w) => ({ id: item(w) }) },
  };
}

export const routeExpectations: Record<string, RouteExpectation> = {
  // Visitors (auth-routes.ts): answer 200 with status failed/success; rate limits are tested in auth-rate-limit.test.ts.
  'GET /api/health': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  // Off without METRICS_TOKEN, as here: 404 to everyone. With it, only that token opens it (tests/server/metrics.test.ts).
  'GET /metrics': { access: 'public', ok: 404 },
  'GET /api/translation/info': { access: 'public' },
  'POST /api/login': { access: 'public', body: () => ({ username: 'nobody@example.org', password: 'whatever-1' }) },
  'POST /api/register': {
    access: 'public',
    body: () => ({
      username: 'nobody@example.org',
      name: 'Niemand',
      password: 'whatever-1',
      code: 'NOPE',
      accept_terms_and_conditions: true,
    }),
  },
  'POST /api/forgot-password': { access: 'public', body: () => ({ username: 'nobody@example.org' }) },
  'POST /api/reset-password': {
    access: 'public',
    body: () => ({ username: 'nobody@example.org', code: '123456', password: 'Whatever-123' }),
  },

  // The signed-in user's own things.
  'POST /api/logout': { access: 'signedIn', session: 'fresh-token' },
  'GET /api/user': { access: 'signedIn' },
  'DELETE /api/user': { access: 'signedIn', session: 'throwaway-user', body: () => ({ password: 'Throwaway-Pass-1' }) },
  'GET /api/user/export': { access: 'signedIn' },
  'POST /api/user/update-language': { access: 'signedIn', body: () => ({ iso: 'de' }) },
  'POST /api/user/update-google-language': { access: 'signedIn', body: () => ({ iso: 'none' }) },
  // Switched on again: the seeded people keep sending read receipts.
  'POST /api/user/read-receipts': { access: 'signedIn', body: () => ({ enabled: true }) },
  // The user's own name and password, tried on a throwaway account so the seeded people keep theirs.
  'POST /api/user/update-profile': {
    access: 'signedIn',
    session: 'throwaway-user',
    body: () => ({ name: 'Wegwerf Neu' }),
  },
  'POST /api/user/update-password': {
    access: 'signedIn',
    session: 'throwaway-user',
    body: () => ({ current_password: 'Throwaway-Pass-1', password: 'Throwaway-Pass-2' }),
  },
  'POST /api/change-push-notification': { access: 'signedIn', body: () => ({ push_notification: true }) },
  'POST /api/fcm-token': { access: 'signedIn', body: (_w, me) => ({ fcmToken: `fcm-${me?.id ?? 'none'}` }) },
  'DELETE /api/fcm-token': { access: 'signedIn', body: (_w, me) => ({ fcmToken: `fcm-${me?.id ?? 'none'}` }) },
  'GET /api/realtime': { access: 'signedIn' },
  'POST /broadcasting/auth': {
    access: 'signedIn',
    body: (_w, me) => ({
      socket_id: '1234.5678',
      channel_name: `private-App.Models.User.${me?.id ?? '00000000-0000-0000-0000-000000000000'}`,
    }),
  },
  'GET /api/event-notifications': { access: 'signedIn' },

  // What the kindergarten shares, filtered to what the caller may see.
  'GET /api/sync': { access: 'signedIn' },
  'POST /api/menu': { access: 'signedIn', body: (w) => ({ startDate: w.day(0), endDate: w.day(6) }) },
  'GET /api/news': { access: 'signedIn' },
  'GET /api/news/feedbacks': { access: 'signedIn' },
  'GET /api/news/feedbacks/': { access: 'signedIn' },
  'GET /api/events/feedbacks': { access: 'signedIn' },
  'GET /api/events/feedbacks/': { access: 'signedIn' },
  'GET /api/events/calendar': { access: 'signedIn' },
  'GET /api/absence-history': { access: 'signedIn' },
  'GET /api/absence-history/': { access: 'signedIn' },

  // Files: bytes only for who may see the row.
  'GET /api/files/:id': { access: 'kindergarten', params: (w) => ({ id: w.fileId }) },

  // Blackboard (blackboard-routes.ts, comment-routes.ts).
  'POST /api/blackboard': {
    access: 'signedIn',
    form: (w) => ({ fields: { kindergarten_id: w.kindergartenId, title: 'Flohmarkt', description: 'Am Samstag' } }),
    // The post goes to the caller's own kindergarten; naming another one is refused.
    expect: { foreignParent: 404, foreignStaff: 404, foreignAdmin: 404 },
  },
  'GET /api/blackboard/:id': { access: 'kindergarten', params: id },
  'POST /api/blackboard/:id': {
    access: 'authorOnly',
    params: id,
    form: () => ({ fields: { title: 'Flohmarkt', description: 'Verschoben' } }),
  },
  'DELETE /api/blackboard/:id': { access: 'author', params: id },
  'POST /api/blackboard/:id/image': {
    access: 'authorOnly',
    params: id,
    form: (w) => ({ fields: {}, files: [{ field: 'image', name: 'garten.png', data: w.png, type: 'image/png' }] }),
  },
  'DELETE /api/blackboard/:id/image/:imageId': {
    access: 'authorOnly',
    params: async (w) => {
      const post = await w.post();
      return { id: post.id, imageId: post.imageId };
    },
  },
  'GET /api/blackboards/:kindergartenId': {
    access: 'kindergarten',
    params: (w) => ({ kindergartenId: w.kindergartenId }),
  },
  'GET /api/user/:userId/blackboards/:kindergartenId': {
    access: 'kindergarten',
    params: (w) => ({ userId: w.parentUserId, kindergartenId: w.kindergartenId }),
  },
  'GET /api/blackboard/:id/comments': { access: 'kindergarten', params: id },
  'POST /api/blackboard/:id/comment': { access: 'kindergarten', params: id, body: () => ({ comment: 'Gern!' }) },
  'DELETE /api/blackboard/:id/comment/:commentId': {
    access: 'author',
    params: async (w) => {
      const comment = await w.comment();
      return { id: comment.postId, commentId: comment.id };
    },
  },

  // Absences (absence-routes.ts): a family's own, and every family's for staff.
  'POST /api/report-absence': {
    access: 'family',
    body: absenceBody,
    // Not their child: refused as an invalid field, the same answer as for a child id that does not exist.
    expect: { otherParent: 422, foreignParent: 422, foreignStaff: 422, foreignAdmin: 422 },
  },
  'GET /api/absence-history/:id': { access: 'family', params: async (w) => ({ id: await w.absence() }) },
  'POST /api/absence-history/:id': {
    access: 'family',
    params: async (w) => ({ id: await w.absence() }),
    body: absenceBody,
  },
  // Withdrawing: the child's guardians and staff, like a change.
  'DELETE /api/absence-history/:id': { access: 'family', params: async (w) => ({ id: await w.absence() }) },

  // News and events (publication-*-routes.ts).
  'GET /api/news/:id': { access: 'kindergarten', params: (w) => ({ id: w.newsId }) },
  'GET /api/event/:id': { access: 'kindergarten', params: (w) => ({ id: w.eventId }) },
  'GET /api/news/:id/is-confirmed': { access: 'kindergarten', params: (w) => ({ id: w.newsId }) },
  'GET /api/event/:id/is-confirmed': { access: 'kindergarten', params: (w) => ({ id: w.eventId }) },
  'GET /api/news/feedback/:id': { access: 'kindergarten', params: (w) => ({ id: w.newsId }) },
  'GET /api/event/feedback/:id': { access: 'kindergarten', params: (w) => ({ id: w.eventId }) },
  'GET /api/news/:id/receipt.pdf': { access: 'kindergarten', params: (w) => ({ id: w.newsId }) },
  'GET /api/event/:id/receipt.pdf': { access: 'kindergarten', params: (w) => ({ id: w.eventId }) },
  // Calendar files (calendar-routes.ts, calendar-feed-routes.ts). The feed's secret is its only credential: an unknown
  // one is a 404 whoever asks, with or without a token.
  'GET /api/event/:id.ics': { access: 'kindergarten', params: (w) => ({ id: w.eventId }) },
  'GET /api/calendar-feed': { access: 'signedIn' },
  'POST /api/calendar-feed': { access: 'signedIn', body: () => ({}) },
  'DELETE /api/calendar-feed': { access: 'signedIn' },
  'GET /api/map-link': { access: 'signedIn' },
  'POST /api/notifications/read-all': { access: 'signedIn', body: () => ({ before: '2020-01-01T00:00:00.000Z' }) },
  // Reads (item-read-routes.ts): of a news item the whole of Sonnenblume sees; Regenbogen finds no such item.
  'POST /api/reads': {
    access: 'kindergarten',
    body: (w) => ({ id: uuidv7(), item_kind: 'news', item_id: w.newsId, read_at: new Date().toISOString() }),
    expect: { foreignStaff: 404, foreignAdmin: 404 },
  },
  'GET /calendar/:secret.ics': { access: 'public', ok: 404, params: () => ({ secret: 'x'.repeat(43) }) },
  'POST /api/news/:id/confirmation': {
    access: 'kindergarten',
    params: (w) => ({ id: w.newsId }),
    body: answerBody,
    expect: answerExpect,
  },
  'POST /api/news/:id/cancel': {
    access: 'kindergarten',
    params: (w) => ({ id: w.newsId }),
    body: answerBody,
    expect: answerExpect,
  },
  'POST /api/event/:id/confirmation': {
    access: 'kindergarten',
    params: (w) => ({ id: w.eventId }),
    body: answerBody,
    expect: answerExpect,
  },
  'POST /api/event/:id/cancel': {
    access: 'kindergarten',
    params: (w) => ({ id: w.eventId }),
    body: answerBody,
    expect: answerExpect,
  },

  // Admin area (admin-*-routes.ts): admins only; staff and parents 403 before the input is read. Writes get fresh rows.
  'POST /api/admin/groups': { access: 'admin', body: () => ({ name: 'Bären' }) },
  'PATCH /api/admin/groups/:id': {
    access: 'admin',
    params: (w) => ({ id: w.groupId }),
    body: () => ({ name: 'Füchse', color: '#f80' }),
  },
  'DELETE /api/admin/groups/:id': { access: 'admin', params: async (w) => ({ id: await w.group() }) },
  'POST /api/admin/children': {
    access: 'admin',
    body: (w) => ({ first_name: 'Ben', last_name: 'Kurz', group_id: w.groupId }),
    // Regenbogen's admin naming a Sonnenblume group: it does not exist for them.
    expect: { foreignAdmin: 404 },
  },
  'PATCH /api/admin/children/:id': {
    access: 'admin',
    params: async (w) => ({ id: await w.child() }),
    body: () => ({ birth_date: '2021-05-04' }),
  },
  'DELETE /api/admin/children/:id': { access: 'admin', params: async (w) => ({ id: await w.child() }) },
  'POST /api/admin/children/:id/guardians': {
    access: 'admin',
    params: async (w) => ({ id: await w.child() }),
    body: (w) => ({ user_id: w.parentUserId, relation: 'Vater' }),
  },
  'DELETE /api/admin/children/:id/guardians/:userId': { access: 'admin', params: (w) => w.guardedChild() },
  // A guardian's own invites: everyone has a list (theirs); only a guardian of the child may invite to it.
  'GET /api/family-invites': { access: 'signedIn' },
  'POST /api/family-invites': {
    access: 'family',
    body: (w) => ({ child_ids: [w.childId], relation: 'grandparent', receives_letters: true, may_answer: true }),
    // Not the caller's child (or not a guardian at all): 422 family_child_not_yours, said in words, not hidden.
    expect: { otherParent: 422, foreignParent: 422, staff: 422, admin: 422, foreignStaff: 422, foreignAdmin: 422 },
  },
  'POST /api/family-invites/:id/withdraw': {
    access: 'family',
    params: async (w) => ({ id: await w.familyInvite() }),
    // Only the inviter: staff and admins do not see a family's invites either.
    expect: { staff: 404, admin: 404 },
  },
  // An unknown code for everyone signed in, refused in words (a real code is taken in tests/server/family-invites).
  'POST /api/family-invites/redeem': { access: 'signedIn', ok: 422, body: () => ({ code: 'NOPE-NOPE-NOPE' }) },
  'GET /api/admin/invite-codes': { access: 'admin' },
  'GET /api/admin/invite-codes/:id': { access: 'admin', params: (w) => ({ id: w.inviteCodeId }) },
  'POST /api/admin/invite-codes': {
    access: 'admin',
    body: (w) => ({ role: 'parent', child_ids: [w.childId], max_uses: 1, valid_days: 7 }),
    // A code for a Sonnenblume child, made by Regenbogen's admin: the child does not exist for them.
    expect: { foreignAdmin: 404 },
  },
  'POST /api/admin/invite-codes/:id/revoke': { access: 'admin', params: async (w) => ({ id: await w.inviteCode() }) },
  'GET /api/admin/people': { access: 'admin' },
  'PATCH /api/admin/staff/:id': {
    access: 'admin',
    params: async (w) => ({ id: await w.staffAccount() }),
    body: () => ({ job_title: 'Erzieherin', contact_public: true }),
  },
  'DELETE /api/admin/staff/:id': { access: 'admin', params: async (w) => ({ id: await w.staffAccount() }) },
  // Opening hours only: the name and the parent-chat rule stay as the other rows expect them.
  'PATCH /api/admin/kindergarten': { access: 'admin', body: () => ({ opening_hours: 'Mo–Fr 7–17 Uhr' }) },
  // Regenbogen's admin gets its own kindergarten's figures: the call names no kindergarten.
  'GET /api/admin/storage': { access: 'admin' },
  'POST /api/admin/rooms': {
    access: 'admin',
    body: (w) => ({ name: 'Igel-Eltern', group_id: w.groupId }),
    expect: { foreignAdmin: 404 },
  },
  'PATCH /api/admin/rooms/:id': {
    access: 'admin',
    params: async (w) => ({ id: await w.room() }),
    body: () => ({ name: 'Igel' }),
  },
  'DELETE /api/admin/rooms/:id': { access: 'admin', params: async (w) => ({ id: await w.room() }) },
  'POST /api/admin/rooms/:id/members': {
    access: 'admin',
    params: async (w) => ({ id: await w.room() }),
    body: (w) => ({ user_id: w.parentUserId }),
  },
  'DELETE /api/admin/rooms/:id/members/:userId': { access: 'admin', params: (w) => w.roomWithMember() },

  // Staff workspace (staff-*-routes.ts): staff and admins; parents 403. Drafts and menu days are fresh per call.
  'POST /api/staff/attachments': {
    access: 'staff',
    form: (w) => ({
      fields: {},
      files: [{ field: 'file', name: 'elternbrief.pdf', data: w.pdf, type: 'application/pdf' }],
    }),
  },
  ...staffPublicationEntries('news'),
  ...staffPublicationEntries('event'),
  'GET /api/staff/absences': { access: 'staff', query: 'date=' + new Date().toISOString().slice(0, 10) },
  'POST /api/staff/absences': {
    access: 'staff',
    body: (w) => ({ ...absenceBody(w), note: 'Angerufen' }),
    // A Sonnenblume child named by Regenbogen's team: it does not exist for them.
    expect: { foreignStaff: 404, foreignAdmin: 404 },
  },
  'GET /api/staff/menu': { access: 'staff' },
  // A day of the caller's own kindergarten: Regenbogen's team writes its own menu.
  'POST /api/staff/menu/days/:date': {
    access: 'staff',
    params: (w) => ({ date: w.day(30) }),
    body: () => ({ lunch: 'Gemüsesuppe', allergens: ['celery'], vegetarian: true }),
    expect: { foreignStaff: 200, foreignAdmin: 200 },
  },
  'DELETE /api/staff/menu/days/:date': { access: 'staff', params: async (w) => ({ date: await w.menuDay() }) },
  // Next week from this one (the demo menu covers this week in both kindergartens).
  'POST /api/staff/menu/copy-week': { access: 'staff', body: (w) => ({ week_start: w.day(7), replace: true }) },
  'POST /api/staff/menu/publish-week': { access: 'staff', body: (w) => ({ week_start: w.day(0) }) },
  // A week with nothing to discard still answers its (published) days.
  'POST /api/staff/menu/discard-week': { access: 'staff', body: (w) => ({ week_start: w.day(0) }) },
  // Roll calls (staff-roll-call-routes.ts): staff only; parents 403. A roll call of Sonnenblume is 404 elsewhere.
  'POST /api/staff/roll-calls': {
    access: 'staff',
    body: (w) => ({
      id: uuidv7(),
      group_id: null,
      label: 'Waldtag',
      day: w.day(0),
      entries: [{ id: uuidv7(), child_id: w.childId, reported_absent: false }],
    }),
    // The body names a Sonnenblume child: not one of Regenbogen's.
    expect: { foreignStaff: 422, foreignAdmin: 422 },
  },
  'POST /api/staff/roll-calls/:id': {
    access: 'staff',
    params: async (w) => ({ id: (await w.rollCall()).id }),
    body: () => ({ note: 'Bus um 9:10' }),
  },
  'POST /api/staff/roll-calls/:id/close': { access: 'staff', params: async (w) => ({ id: (await w.rollCall()).id }) },
  'POST /api/staff/roll-call-entries/:id': {
    access: 'staff',
    params: async (w) => ({ id: (await w.rollCall()).entryId }),
    body: () => ({ present: true, note: '' }),
  },
  'GET /api/staff/quiet-hours': { access: 'staff' },
  'POST /api/staff/quiet-hours': { access: 'staff', body: () => ({ enabled: true, from: '20:00', until: '07:00' }) },

  // Chat (chat-routes.ts, chat-message-routes.ts): rooms for their members only (ADR 0005); people of one's own kindergarten.
  'GET /api/rooms': { access: 'signedIn' },
  'GET /api/room/:id': { access: 'member', params: (w) => ({ id: w.chatRoomId }) },
  'GET /api/messages/:roomId': { access: 'member', params: (w) => ({ roomId: w.chatRoomId }), query: 'limit=10' },
  'GET /api/chat/users': { access: 'signedIn', query: 'q=a' },
  'GET /api/message-notifications': { access: 'signedIn' },
  'GET /api/user/:id': { access: 'kindergarten', params: (w) => ({ id: w.chatStaffId }) },
  'POST /api/new-message': {
    access: 'member',
    body: (w) => ({ message: 'Morgen bringe ich Kuchen mit.', room_id: w.chatRoomId }),
  },
  'POST /api/private-message-send': {
    access: 'kindergarten',
    body: (w) => ({ message: 'Kurze Frage zum Ausflug', receiver_id: w.parentUserId }),
    // To `parent`: staff and admins may; `parent` not to themselves; another parent not while the kindergarten keeps
    // parent chat off (the demo default); Kita Regenbogen does not find the person.
    expect: { parent: 403, otherParent: 403 },
  },
  'POST /api/room/:id/read': { access: 'member', params: (w) => ({ id: w.chatRoomId }), body: () => ({}) },

  // Child records (child-record-routes.ts): the child's guardians and the admin write, staff only read.
  'PUT /api/child-records/:childId': {
    access: 'family',
    params: (w) => ({ childId: w.childId }),
    body: () => ({
      allergens: ['nuts'],
      pickup_persons: [{ name: 'Oma Ilse', relation: 'Oma', phone: '0171 1234567', may_pick_up: true }],
    }),
    expect: { staff: 403 },
  },
  'GET /api/child-records/:childId/history': { access: 'family', params: (w) => ({ childId: w.childId }) },
  // The file is the uploader's alone until a message carries it (the matrix test below checks who may read it then).
  'POST /api/chat/attachments': {
    access: 'signedIn',
    form: (w) => ({
      fields: { id: crypto.randomUUID() },
      files: [{ field: 'file', name: 'attest.pdf', data: w.pdf, type: 'application/pdf' }],
    }),
  },
};
