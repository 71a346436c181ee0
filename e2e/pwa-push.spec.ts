import { expect, test } from '@playwright/test';
import type { PushMessageData } from '../contract/push.ts';
import { demoPassword, signIn } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const roomId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

test('a push shows a notification whose tap opens the chat room it names, in the user’s language', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, 'familie.yilmaz@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/\/tr$/);
  await waitForServiceWorkerControl(page);

  // Deliver a push as the server sends it through FCM (data-only, contract/push.ts), through DevTools.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((candidate: { isDeleted: boolean }) => !candidate.isDeleted);
      if (active) resolve(active);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const { registrationId, scopeURL } = await registration;
  const data: PushMessageData = {
    kind: 'message',
    title: 'Gruppe Sonnenblume',
    body: 'Morgen Ausflug!',
    url: `/chat/room/${roomId}`,
    locale: 'tr',
    tag: `room-${roomId}`,
  };
  const payload = { data, from: '1234567890', fcmMessageId: 'e2e' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(scopeURL).origin,
    registrationId,
    data: JSON.stringify(payload),
  });

  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await expect
    .poll(
      () =>
        worker!.evaluate(async () =>
          (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data as unknown,
          })),
        ),
      { timeout: 10_000 },
    )
    .toEqual([{ title: 'Gruppe Sonnenblume', body: 'Morgen Ausflug!', data: { path: `/tr/chat/room/${roomId}` } }]);

  // The tap, as the browser would dispatch it to the worker.
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`/tr/chat/room/${roomId}$`), { timeout: 10_000 });
});
