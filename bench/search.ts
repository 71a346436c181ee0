import { pathToFileURL } from 'node:url';
import { createSearchIndex } from '../src/features/search/search-index.ts';
import type { SearchDocument, SearchKind } from '../src/features/search/search-documents.ts';
import { benchText } from './fixtures/bench-text.ts';
import { largeKindergartenContent } from './fixtures/kindergarten-content.ts';
import { seededRandom, type SeededRandom } from './fixtures/seeded-random.ts';
import { figureTable, median, type Figure } from './support/figures.ts';

/**
 * Offline search over the benchmark kindergarten's texts (its 2,000 posts, 4,000 comments and 20,000 messages, with
 * news, events and menu days in proportion; a Turkish translation for every third item, as a kindergarten with a
 * few Turkish-reading families has): how long the index takes to build from them, and how soon a query has its
 * first results, median and p95 of 30 runs each, in Node with the module the search worker runs.
 */
const firstResultsTargetMs = 100;
const runs = 30;
const turkish = 'bugün yarın çocuklar ebeveynler teşekkürler yaz şenliği orman ziyaret doğum günü pasta'.split(' ');

function documentsOf(random: SeededRandom): SearchDocument[] {
  const { posts, comments, messages } = largeKindergartenContent;
  const counts: [SearchKind, number, boolean][] = [
    ['post', posts, true],
    ['comment', comments, false],
    ['message', messages, false],
    ['news', 200, true],
    ['event', 100, true],
    ['menu', 250, false],
  ];
  return counts.flatMap(([kind, count, titled]) =>
    Array.from({ length: count }, (_, n) => {
      const translated = n % 3 === 0;
      return {
        id: `${kind}:${n}`,
        kind,
        rowId: random.uuid(),
        parentId: null,
        date: new Date(Date.UTC(2026, 0, 15) + n * 60_000).toISOString(),
        title: titled ? benchText(random, 2, 6) : '',
        text: benchText(random, kind === 'message' ? 3 : 8, kind === 'message' ? 25 : 60),
        translation: translated ? Array.from({ length: random.int(4, 20) }, () => random.pick(turkish)).join(' ') : '',
        translationLang: translated ? 'tr' : null,
      };
    }),
  );
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

export async function benchSearch(): Promise<Figure[]> {
  const bench = 'search';
  const documents = documentsOf(seededRandom(18));
  const builds: number[] = [];
  let index = createSearchIndex();
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    index = createSearchIndex();
    for (let start = 0; start < documents.length; start += 2000) index.put(documents.slice(start, start + 2000));
    builds.push(performance.now() - started);
  }
  const queries: [string, string[]][] = [
    ['prefix while typing (g, gu, gum, gumm)', ['g', 'gu', 'gum', 'gumm']],
    ['two words, the last one typed so far', ['Ausflug wa']],
    ['a word only in translations (şenliği)', ['şenliği']],
    ['a rare word with a typo (Zahnputzzet)', ['Zahnputzzet']],
    ['a word in no item', ['Schwimmbad']],
  ];
  const figures: Figure[] = [
    { bench, name: `documents indexed`, value: documents.length, unit: '' },
    { bench, name: 'build the index, median of 5', value: median(builds), unit: 'ms' },
  ];
  for (const [name, typed] of queries) {
    const times: number[] = [];
    // CPU time beside wall time: on a shared machine the wall time is mostly waiting for a core.
    const cpuTimes: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run += 1) {
      for (const query of typed) {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        total = index.search(query, { limit: 100 }).total;
        times.push(performance.now() - started);
        const cpu = process.cpuUsage(cpuBefore);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
    }
    figures.push(
      {
        bench,
        name: `first results, ${name}: median (${total} found)`,
        value: median(times),
        unit: 'ms',
        target: firstResultsTargetMs,
      },
      { bench, name: `first results, ${name}: p95`, value: p95(times), unit: 'ms', target: firstResultsTargetMs },
      { bench, name: `first results, ${name}: CPU time, median`, value: median(cpuTimes), unit: 'ms' },
    );
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`\n${figureTable(await benchSearch())}`);
}
