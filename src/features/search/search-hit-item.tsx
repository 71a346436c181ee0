import type { KindergartenTime } from '../../i18n/kindergarten-time.ts';
import type { SearchHit } from './search-index.ts';
import type { SnippetPart } from './search-snippet.ts';
import { SearchHitLink } from './search-hit-link.tsx';

/** Text parts as React text: the user's words are never parsed as markup, the matched ones are wrapped in `<mark>`. */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text));
}

function dateOf(hit: SearchHit, time: KindergartenTime): string {
  if (hit.kind === 'menu')
    return time.day(hit.date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return time.dateTime(hit.date, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function SearchHitItem({ hit, time }: { hit: SearchHit; time: KindergartenTime }) {
  return (
    <li className="search-hit">
      <SearchHitLink hit={hit}>
        {hit.title.length > 0 && (
          <span className="search-hit__title">
            <Marked parts={hit.title} />
          </span>
        )}
        {hit.snippet.length > 0 && (
          <span className="search-hit__snippet" lang={hit.snippetLang ?? undefined}>
            <Marked parts={hit.snippet} />
          </span>
        )}
        <time className="search-hit__date" dateTime={hit.date}>
          {dateOf(hit, time)}
        </time>
      </SearchHitLink>
    </li>
  );
}
