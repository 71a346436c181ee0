import { useContentTranslations } from '../../db/use-content-translations.ts';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { useNewMarks } from '../reads/use-new-marks.ts';
import { PostListRow } from './post-list-row.tsx';
import { useWindowVirtualiser } from './use-window-virtualiser.ts';

// Matches .post-row's height (6.5rem) at the default font size; the real height is measured from a rendered row.
const estimatedRowHeight = 104;

/**
 * Posts as a window-scrolled, virtualised list: only the rows near the viewport exist in the DOM, so 2,000 posts
 * open and scroll like 20. Each row reads its own post (small live queries), the list only holds ids and the visible rows' translations.
 */
export function VirtualPostList({ ids, label }: { ids: readonly string[]; label: string }) {
  const outbox = useEntitiesOutbox('blackboard_posts');
  const isNew = useNewMarks('post');
  const { listRef, range, rowHeight, measureRef } = useWindowVirtualiser(ids.length, estimatedRowHeight);
  // The translations of the rows in the DOM only, read together.
  const translations = useContentTranslations('blackboard_posts', ids.slice(range.start, range.end));
  const rows = [];
  for (let index = range.start; index < range.end; index++) {
    const id = ids[index]!;
    rows.push(
      <li
        key={id}
        ref={index === range.start ? measureRef : undefined}
        className="post-list__item"
        style={{ transform: `translateY(${index * rowHeight}px)` }}
        aria-setsize={ids.length}
        aria-posinset={index + 1}
      >
        <PostListRow id={id} entry={outbox.get(id)} translations={translations} isNew={isNew} />
      </li>,
    );
  }
  return (
    <ul ref={listRef} className="post-list" aria-label={label} style={{ height: ids.length * rowHeight }}>
      {rows}
    </ul>
  );
}
