import { v7 as uuidv7 } from 'uuid';
import { messages } from '../db/schema/index.ts';
import type { ConversationKey } from './chat-history.ts';
import { notAfter } from './demo-calendar.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoWorld } from './demo-world.ts';
import { farmTripLetter } from './parent-letter.ts';
import type { PictureName } from './pictures.ts';
import { storeBoardPicture, storeFile } from './store-file.ts';
import type { SeedTx } from './seed-tx.ts';

type AttachmentLine = {
  conversation: ConversationKey;
  daysAgo: number;
  time: string;
  sender: DemoAccountKey;
  caption: string;
  file: { picture: PictureName } | { pdf: 'farmTripLetter' };
};

/** A photo and a PDF in the Marienkäfer room, stored as an upload stores them, so a new user sees both kinds. */
const attachmentLines: AttachmentLine[] = [
  {
    conversation: 'ladybirdsGroup',
    daysAgo: 3,
    time: '12:20',
    sender: 'leitung',
    caption: 'Hier noch einmal der Elternbrief zum Ausflug auf den Bauernhof.',
    file: { pdf: 'farmTripLetter' },
  },
  {
    conversation: 'ladybirdsGroup',
    daysAgo: 2,
    time: '14:31',
    sender: 'erzieherin',
    caption: '',
    file: { picture: 'sunny-garden' },
  },
];

export async function seedChatAttachments(
  tx: SeedTx,
  world: DemoWorld,
  roomIds: Record<ConversationKey, string>,
): Promise<number> {
  const kindergartenId = world.kindergartens.sonnenblume.id;
  for (const line of attachmentLines) {
    const [hour, minute] = line.time.split(':').map(Number) as [number, number];
    const sentAt = notAfter(world.calendar.at(-line.daysAgo, hour, minute), world.calendar.now);
    const owner = { kindergartenId, ownerId: world.users[line.sender], createdAt: sentAt };
    const fileId =
      'picture' in line.file
        ? await storeBoardPicture(tx, { ...owner, picture: line.file.picture })
        : await storeFile(tx, {
            ...owner,
            name: 'Elternbrief-Bauernhof.pdf',
            mime: 'application/pdf',
            data: await farmTripLetter({
              tripStart: world.calendar.weekdayAt(11, 8, 30),
              tripEnd: world.calendar.weekdayAt(11, 15, 0),
              deadline: world.calendar.weekdayAt(7, 12, 0),
              lead: 'Sabine Hoffmann',
            }),
          });
    await tx.insert(messages).values({
      id: uuidv7(),
      roomId: roomIds[line.conversation],
      senderId: owner.ownerId,
      message: line.caption,
      attachmentFileId: fileId,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
  }
  return attachmentLines.length;
}
