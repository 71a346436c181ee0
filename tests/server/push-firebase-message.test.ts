import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BatchResponse, TokenMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import { locales } from '#contract/locales';
import { pushMessageDataSchema } from '#contract/push';
import { buildFcmMessage } from '../../server/push/fcm-message.ts';
import { firebasePushSender } from '../../server/push/firebase-push-sender.ts';
import { logOnlyPushSender } from '../../server/push/log-only-push-sender.ts';
import { localizeNotification, type NotificationText } from '../../server/push/notification-texts.ts';
import type { PushNotification } from '../../server/push/push-sender.ts';
import { readServiceAccount } from '../../server/push/service-account.ts';

const account = {
  projectId: 'kita-demo',
  clientEmail: 'push@kita-demo.iam.gserviceaccount.com',
  privateKey: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n',
};
const chatPush: PushNotification = {
  kind: 'message',
  title: 'Neue Nachricht in Igel',
  body: 'Anna Berg: Hallo',
  url: '/chat/room/0190d2c0-0000-7000-8000-000000000001',
  locale: 'de',
  tag: 'room:0190d2c0-0000-7000-8000-000000000001',
  notification_id: '0190d2c0-0000-7000-8000-000000000002',
};

/** A logger that keeps what it was told, as pino would print it. */
function recordingLog() {
  const lines: { context: Record<string, unknown>; text: string }[] = [];
  const record = (context: Record<string, unknown>, text: string) => void lines.push({ context, text });
  const log = { info: record, error: record, warn: record, debug: record } as unknown as Parameters<
    typeof logOnlyPushSender
  >[0];
  return { log, lines };
}

describe('the message sent to Firebase Cloud Messaging', () => {
  it('is data-only, string-valued, with a day to live and high urgency for chat messages', () => {
    expect(buildFcmMessage('token-1', chatPush)).toEqual({
      token: 'token-1',
      data: { ...chatPush },
      webpush: { headers: { TTL: '86400', Urgency: 'high' } },
    });
    const { notification_id: _omitted, ...withoutId } = chatPush;
    const news = buildFcmMessage('token-2', { ...withoutId, kind: 'news' });
    expect(news.data).not.toHaveProperty('notification_id');
    expect(news.webpush?.headers?.Urgency).toBe('normal');
    // What the service worker parses (contract/push.ts) is exactly what is sent.
    expect(pushMessageDataSchema.parse(buildFcmMessage('t', chatPush).data)).toEqual(chatPush);
  });

  it('goes out in batches of 500, reports dead tokens as invalid and logs without token contents', async () => {
    const batches: TokenMessage[][] = [];
    const sendEach = async (messages: TokenMessage[]): Promise<BatchResponse> => {
      batches.push(messages);
      const responses = messages.map((message) =>
        message.token.startsWith('gone')
          ? { success: false, error: { code: 'messaging/registration-token-not-registered' } }
          : message.token.startsWith('busy')
            ? { success: false, error: { code: 'messaging/server-unavailable' } }
            : { success: true, messageId: `projects/kita-demo/messages/${message.token}` },
      );
      return { responses, successCount: 0, failureCount: 0 } as unknown as BatchResponse;
    };
    const { log, lines } = recordingLog();
    const tokens = [...Array.from({ length: 501 }, (_, i) => `ok-${i}`), 'gone-1', 'busy-1'];
    const results = await firebasePushSender(account, log, async () => sendEach).send(tokens, chatPush);

    expect(batches.map((batch) => batch.length)).toEqual([500, 3]);
    expect(batches[1]![2]).toEqual(buildFcmMessage('busy-1', chatPush));
    expect(results.filter((result) => result.delivered)).toHaveLength(501);
    expect(results.find((result) => result.token === 'gone-1')).toEqual({
      token: 'gone-1',
      delivered: false,
      invalid: true,
      error: 'messaging/registration-token-not-registered',
    });
    expect(results.find((result) => result.token === 'busy-1')).toMatchObject({ delivered: false, invalid: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.context).toMatchObject({
      push: { kind: 'message', title: chatPush.title, url: chatPush.url, devices: 503 },
      delivered: 501,
    });
    expect(JSON.stringify(lines)).not.toMatch(/ok-1|gone-1|busy-1/);
  });

  it('loads firebase-admin once, and again after a failed load', async () => {
    let loads = 0;
    const { log } = recordingLog();
    const sender = firebasePushSender(account, log, async () => {
      loads += 1;
      if (loads === 1) throw new Error('no network');
      return async (messages) => ({ responses: messages.map(() => ({ success: true })) }) as unknown as BatchResponse;
    });
    await expect(sender.send(['a'], chatPush)).rejects.toThrow('no network');
    await sender.send(['a'], chatPush);
    await sender.send(['b'], chatPush);
    expect(loads).toBe(2);
  });
});

describe('an install without FIREBASE_SERVICE_ACCOUNT', () => {
  it('sends nothing, keeps the tokens and logs what it would have sent', async () => {
    const { log, lines } = recordingLog();
    const results = await logOnlyPushSender(log).send(['secret-token'], chatPush);
    expect(results).toEqual([
      { token: 'secret-token', delivered: false, invalid: false, error: 'push not configured' },
    ]);
    expect(lines[0]!.context).toMatchObject({ push: { title: chatPush.title, url: chatPush.url, devices: 1 } });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});

describe('FIREBASE_SERVICE_ACCOUNT', () => {
  const key = {
    type: 'service_account',
    project_id: 'kita-demo',
    client_email: account.clientEmail,
    private_key: account.privateKey,
  };

  it('is read from inline JSON or from a file path', async () => {
    expect(readServiceAccount(JSON.stringify(key))).toEqual(account);
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kita-push-')), 'key.json');
    await fs.writeFile(file, JSON.stringify(key));
    expect(readServiceAccount(file)).toEqual(account);
  });

  it('stops with a message naming what is wrong', () => {
    expect(() => readServiceAccount('/nowhere/key.json')).toThrow(
      /cannot read a service account key from \/nowhere\/key.json/,
    );
    expect(() => readServiceAccount(JSON.stringify({ ...key, private_key: '' }))).toThrow(/has no "private_key"/);
  });
});

describe('notification texts', () => {
  const english = (text: NotificationText) => localizeNotification(text, 'en');
  const samples: NotificationText[] = [
    { key: 'message.private', params: { sender: '«S»', preview: '«P»' } },
    { key: 'message.room', params: { room: '«R»', sender: '«S»', preview: '«P»' } },
    { key: 'news.published', params: { title: '«T»' } },
    { key: 'event.published', params: { title: '«T»' } },
    { key: 'event.reminder', params: { title: '«T»' } },
    { key: 'blackboard.post', params: { author: '«A»', title: '«T»' } },
    { key: 'blackboard.comment', params: { author: '«A»', preview: '«P»' } },
  ];

  it.each([...locales])('%s says every text with every parameter filled in', (locale) => {
    for (const text of samples) {
      const { title, body } = localizeNotification(text, locale);
      const shown = `${title}\n${body}`;
      expect(shown, `${locale} ${text.key}`).not.toMatch(/\{\w+\}/);
      for (const value of Object.values(text.params)) expect(shown, `${locale} ${text.key}`).toContain(value);
      if (locale !== 'en') expect(title, `${locale} ${text.key} is translated`).not.toBe(english(text).title);
    }
  });

  it('flattens line breaks and cuts overlong user text', () => {
    const { body } = localizeNotification(
      { key: 'message.private', params: { sender: 'Anna', preview: `Zeile 1\n\nZeile 2 ${'x'.repeat(500)}` } },
      'de',
    );
    expect(body.startsWith('Zeile 1 Zeile 2 x')).toBe(true);
    expect(body).toHaveLength(240);
    expect(body.endsWith('…')).toBe(true);
  });
});
