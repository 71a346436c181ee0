import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { demoPassword, registerParent } from './accounts.ts';

const admin = 'leitung@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';

export type Headers = { Authorization: string };

export async function bearerOf(request: APIRequestContext, username: string, password = demoPassword) {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { Authorization: `Bearer ${(await answer.json()).token as string}` };
}

async function posted<T>(request: APIRequestContext, url: string, headers: Headers, data?: unknown): Promise<T> {
  const answer = await request.post(url, { headers: { ...headers, 'Idempotency-Key': randomUUID() }, data });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/**
 * A new parent of Kita Sonnenblume with one child in a group of its own, made by the admin: what is addressed to
 * that group reaches this family alone, so a journey changes nothing the demo accounts or other journeys see.
 */
export async function familyOfItsOwn(request: APIRequestContext, tag: string, parentName: string) {
  const adminHeaders = await bearerOf(request, admin);
  const { group } = await posted<{ group: { id: string } }>(request, '/api/admin/groups', adminHeaders, {
    name: `Igel ${tag}`,
  });
  const childFirstName = `Lotta ${tag}`;
  const { child } = await posted<{ child: { id: string } }>(request, '/api/admin/children', adminHeaders, {
    first_name: childFirstName,
    last_name: 'Brandt',
    group_id: group.id,
  });
  const parent = await registerParent(request, 'de', parentName);
  const parentId = (
    (await (await request.get('/api/user', { headers: { Authorization: `Bearer ${parent.token}` } })).json()) as {
      id: string;
    }
  ).id;
  await posted(request, `/api/admin/children/${child.id}/guardians`, adminHeaders, {
    user_id: parentId,
    relation: 'Mutter',
  });
  return {
    parent: { ...parent, id: parentId, name: parentName },
    child: { id: child.id, firstName: childFirstName },
    groupId: group.id,
  };
}

/** Staff write a news item or an event for the given groups and publish it; answers its id. */
export async function publishedItem(
  request: APIRequestContext,
  kind: 'news' | 'event',
  fields: Record<string, unknown> & { title: string; group_ids: string[] },
): Promise<string> {
  const staffHeaders = await bearerOf(request, staff);
  const id = uuidv7();
  await posted(request, `/api/staff/${kind}`, staffHeaders, { id, ...fields });
  await posted(request, `/api/staff/${kind}/${id}/publish`, staffHeaders);
  return id;
}
