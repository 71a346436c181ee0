import { v7 as uuidv7 } from 'uuid';
import { blackboardImages, blackboardPosts, comments } from '../db/schema/index.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import { notAfter } from './demo-calendar.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import type { PictureName } from './pictures.ts';
import type { SeedTx } from './seed-tx.ts';
import { storeBoardPicture } from './store-file.ts';

type PostSeed = {
  kindergarten: KindergartenKey;
  author: DemoAccountKey;
  daysAgo: number;
  hour: number;
  title: string;
  description: string;
  pictures: PictureName[];
  comments: Array<{ author: DemoAccountKey; hoursLater: number; text: string }>;
};

const posts: PostSeed[] = [
  {
    kindergarten: 'sonnenblume',
    author: 'erzieherin',
    daysAgo: 2,
    hour: 14,
    pictures: ['sunny-garden'],
    title: 'Unser Gemüsebeet wächst',
    description:
      'Die Marienkäfer haben diese Woche im Garten Radieschen, Karotten und Kapuzinerkresse gesät. Jeden Morgen wird gegossen – die Kinder sind mit Feuereifer dabei!\n\nWer zu Hause noch Gießkannen in Kindergröße übrig hat, darf sie gern mitbringen.',
    comments: [
      {
        author: 'eltern',
        hoursLater: 4,
        text: 'Mia erzählt jeden Abend von den Radieschen 😊 Wir bringen am Montag eine Gießkanne mit.',
      },
      { author: 'yilmaz', hoursLater: 6, text: 'Elif war so stolz! Vielen Dank für die schönen Ideen.' },
      { author: 'leitung', hoursLater: 20, text: 'Danke für die Gießkannen-Spenden, wir haben jetzt schon fünf!' },
    ],
  },
  {
    kindergarten: 'sonnenblume',
    author: 'eltern',
    daysAgo: 3,
    hour: 20,
    pictures: [],
    title: 'Matschhosen und Gummistiefel abzugeben',
    description:
      'Paul ist herausgewachsen: zwei Matschhosen (Größe 104 und 110) und Gummistiefel Größe 27, alles gut erhalten. Gern einfach bei mir melden oder beim Abholen ansprechen.',
    comments: [
      { author: 'yilmaz', hoursLater: 13, text: 'Wir hätten Interesse an der Matschhose in Größe 110!' },
      { author: 'eltern', hoursLater: 15, text: 'Sehr gern, ich lege sie morgen in Elifs Fach.' },
    ],
  },
  {
    kindergarten: 'sonnenblume',
    author: 'leitung',
    daysAgo: 5,
    hour: 16,
    pictures: ['painting-house', 'painting-family'],
    title: 'Kunstausstellung im Flur',
    description:
      'Im Eingangsbereich hängen ab sofort die Bilder unserer Sonnenkäfer und Marienkäfer zum Thema „Mein Zuhause“. Schauen Sie beim Bringen oder Abholen gern vorbei – die Künstlerinnen und Künstler führen Sie bestimmt mit Freude herum.',
    comments: [
      { author: 'eltern', hoursLater: 3, text: 'Wunderschön! Paul hat uns sein Bild gleich gezeigt.' },
      {
        author: 'erzieherin',
        hoursLater: 18,
        text: 'Die Kinder haben zwei Wochen daran gearbeitet und sind sehr stolz.',
      },
    ],
  },
  {
    kindergarten: 'sonnenblume',
    author: 'erzieherin',
    daysAgo: 9,
    hour: 13,
    pictures: ['rainbow'],
    title: 'Regenbogen-Projekt der Marienkäfer',
    description:
      'Nach dem Regenschauer am Dienstag stand ein riesiger Regenbogen über dem Garten. Daraus ist unser neues Projekt entstanden: Wir mischen Farben, experimentieren mit Prismen und lernen die Farben in allen Sprachen unserer Gruppe.',
    comments: [
      {
        author: 'yilmaz',
        hoursLater: 5,
        text: 'Elif hat uns die Farben auf Deutsch und Türkisch vorgesungen. Gökkuşağı! 🌈',
      },
    ],
  },
  {
    kindergarten: 'sonnenblume',
    author: 'leitung',
    daysAgo: 12,
    hour: 17,
    pictures: ['balloons'],
    title: 'Rückblick: Großelternnachmittag',
    description:
      'Über 40 Omas und Opas waren zu Besuch – es wurde gesungen, gebastelt und sehr viel Kuchen gegessen. Herzlichen Dank an alle, die gebacken und beim Aufräumen geholfen haben!',
    comments: [
      { author: 'eltern', hoursLater: 2, text: 'Meine Eltern schwärmen immer noch davon. Danke an das ganze Team!' },
    ],
  },
  {
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    daysAgo: 1,
    hour: 15,
    pictures: ['painting-family'],
    title: 'Unsere kleinen Künstler',
    description: 'Die Wolkenschäfchen haben diese Woche Familienbilder gemalt. Ab Montag hängen sie in der Garderobe.',
    comments: [{ author: 'regenbogenEltern', hoursLater: 5, text: 'Noah hat uns alle gemalt – sogar unsere Katze!' }],
  },
  {
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    daysAgo: 3,
    hour: 12,
    pictures: ['sunny-garden'],
    title: 'Matschtag im Garten',
    description: 'Heute war Matschtag! Bitte denken Sie daran, Wechselkleidung und Matschhosen wieder aufzufüllen.',
    comments: [
      { author: 'regenbogenEltern', hoursLater: 7, text: 'Die Wäsche hat sich gelohnt 😄 Neue Sachen kommen morgen.' },
    ],
  },
  {
    kindergarten: 'regenbogen',
    author: 'regenbogenEltern',
    daysAgo: 4,
    hour: 21,
    pictures: [],
    title: 'Fahrgemeinschaft zum Waldtag?',
    description:
      'Wir fahren zum Waldtag mit dem Auto und haben noch zwei Kindersitze frei. Wer mitfahren möchte, meldet sich einfach hier.',
    comments: [
      {
        author: 'regenbogenTeam',
        hoursLater: 11,
        text: 'Danke, Herr Weber! Wir hängen zusätzlich eine Liste an der Pinnwand aus.',
      },
    ],
  },
  {
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    daysAgo: 8,
    hour: 10,
    pictures: ['rainbow'],
    title: 'Ein Regenbogen für den Regenbogen',
    description: 'Passender könnte es nicht sein: Heute Morgen stand ein Regenbogen direkt über unserer Kita.',
    comments: [],
  },
];

export async function seedBlackboard(tx: SeedTx, world: DemoWorld): Promise<{ postIds: string[] }> {
  const postIds: string[] = [];
  for (const post of posts) {
    const kindergartenId = world.kindergartens[post.kindergarten].id;
    const createdAt = notAfter(world.calendar.at(-post.daysAgo, post.hour), world.calendar.now);
    const authorId = world.users[post.author];
    const postId = uuidv7();
    postIds.push(postId);
    await tx.insert(blackboardPosts).values({
      id: postId,
      kindergartenId,
      authorId,
      title: post.title,
      description: post.description,
      createdAt,
      updatedAt: createdAt,
    });
    for (const [position, name] of post.pictures.entries()) {
      const fileId = await storeBoardPicture(tx, { kindergartenId, ownerId: authorId, picture: name, createdAt });
      await tx
        .insert(blackboardImages)
        .values({ id: uuidv7(), postId, fileId, position, createdAt, updatedAt: createdAt });
    }
    for (const comment of post.comments) {
      const at = notAfter(new Date(createdAt.getTime() + comment.hoursLater * 3_600_000), world.calendar.now);
      await tx.insert(comments).values({
        id: uuidv7(),
        postId,
        authorId: world.users[comment.author],
        comment: comment.text,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return { postIds };
}
