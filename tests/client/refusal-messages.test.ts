import { readdirSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { explainRefusal, refusalMessages } from '../../src/api/refusal-messages.ts';

/** Every `<domain>FailureCodes` list the contract exports: what the server may refuse with, by feature. */
async function contractFailureLists(): Promise<[string, readonly string[]][]> {
  const contractDir = new URL('../../contract/', import.meta.url);
  const lists: [string, readonly string[]][] = [];
  for (const file of readdirSync(contractDir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(new URL(file, contractDir).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const domain = /^(\w+)FailureCodes$/.exec(name)?.[1];
      if (domain && Array.isArray(value)) lists.push([domain, value as string[]]);
    }
  }
  return lists;
}

describe('the one table of refusal messages', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('has a message for every failure code the contract declares', async () => {
    const lists = await contractFailureLists();
    expect(lists.length).toBeGreaterThanOrEqual(8);
    const missing = lists.flatMap(([domain, codes]) => {
      const table = (refusalMessages as Record<string, Record<string, unknown>>)[domain];
      return codes.filter((code) => !table || !Object.hasOwn(table, code)).map((code) => `${domain}: ${code}`);
    });
    expect(missing).toEqual([]);
  });

  it("says a feature's code in that feature's words, the same code elsewhere in its own", () => {
    const body = (code: string) => ({ message: 'English', code, errors: {} });
    expect(explainRefusal('blackboard', body('id_taken'))).toBe(
      'This post or comment already exists. Please discard it and write it again.',
    );
    expect(explainRefusal('answer', body('id_taken'))).toBe(
      'This answer clashes with another one. Please discard it and answer again.',
    );
  });

  it('explains a refused call, an outbox entry and an answer body alike, and says nothing for an unknown code', () => {
    const refused = { status: 422, message: 'English', code: 'menu_week_empty' };
    const said = 'This week has no menu yet.';
    expect(explainRefusal('staff', new ApiError('validation', 422, 'English', refused))).toBe(said);
    expect(explainRefusal('staff', refused)).toBe(said);
    expect(explainRefusal('staff', { code: 'no_such_code' })).toBeNull();
    expect(explainRefusal('staff', new Error('offline'))).toBeNull();
  });

  it('puts the idempotency codes before every feature', () => {
    expect(explainRefusal('chat', { code: 'idempotency_key_in_use' })).toBe(
      'This change is still being saved. It will be sent again in a moment.',
    );
  });
});
