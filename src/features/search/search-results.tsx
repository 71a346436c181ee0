import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { KindergartenTime } from '../../i18n/kindergarten-time.ts';
import { SearchHitItem } from './search-hit-item.tsx';
import type { SearchAnswer } from './search-index.ts';
import { searchKindLabels, searchKindOrder } from './search-labels.ts';
import type { SearchKind } from './search-documents.ts';
import '../../ui/card.css';

function SearchGroup({ kind, answer, time }: { kind: SearchKind; answer: SearchAnswer; time: KindergartenTime }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const hits = answer.hits.filter((hit) => hit.kind === kind);
  if (hits.length === 0) return null;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 className="search-group__title" id={headingId}>
        {i18n._(searchKindLabels[kind])} <span className="search-group__count">{hits.length}</span>
      </h2>
      <ul className="list list--boxed">
        {hits.map((hit) => (
          <SearchHitItem key={hit.id} hit={hit} time={time} />
        ))}
      </ul>
    </section>
  );
}

/** The best matches grouped by kind of item. */
export function SearchResults({ answer, time }: { answer: SearchAnswer; time: KindergartenTime }) {
  const shown = answer.hits.length;
  const total = answer.total;
  return (
    <div className="search-results">
      {searchKindOrder.map((kind) => (
        <SearchGroup key={kind} kind={kind} answer={answer} time={time} />
      ))}
      {total > shown && (
        <p className="search-results__more">
          <Trans>
            The best {shown} of {total} results are shown. Add a word to narrow the search.
          </Trans>
        </p>
      )}
    </div>
  );
}
