import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { SearchResults } from './search-results.tsx';
import { useSearch } from './use-search.ts';
import '../../ui/field.css';
import './search.css';

interface SearchScreenProps {
  /** The query in the address (`?q=`), so back and forward return to it. */
  query: string;
  onQueryChange: (query: string) => void;
}

/** `/search`: one field that finds posts, comments, news, events, menu days and chat messages on this device. */
export function SearchScreen({ query, onQueryChange }: SearchScreenProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Search`);
  const inputId = useId();
  const [text, setText] = useState(query);
  // Back and forward change the address under a mounted screen.
  useEffect(() => setText(query), [query]);
  const { index, answer, retry } = useSearch(text);
  const time = useKindergartenTime();
  const typed = text.trim();
  const asked = typed !== '';
  const building = index === 'building';
  const status =
    index === 'failed'
      ? t`Search is not available right now.`
      : !asked || answer === null
        ? building
          ? t`Preparing search on this device…`
          : ''
        : building
          ? i18n._(plural(answer.total, { one: '# result so far', other: '# results so far' }))
          : i18n._(plural(answer.total, { one: '# result', other: '# results' }));
  return (
    <Page withNav title={<Trans>Search</Trans>}>
      <form role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <label className="field__label" htmlFor={inputId}>
          <Trans>Search posts, news, events, menus and chats</Trans>
        </label>
        <div className="search-form__control">
          <SearchIcon className="search-form__icon" size={20} />
          <input
            id={inputId}
            className="field__input search-form__input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onQueryChange(event.target.value);
            }}
          />
        </div>
      </form>
      <p className="search-status" role="status">
        {status}
      </p>
      {index === 'failed' ? (
        <EmptyState
          title={<Trans>Search could not start</Trans>}
          action={
            <Button type="button" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>Everything else works as usual. Reload the page if it happens again.</Trans>
        </EmptyState>
      ) : !asked ? (
        <EmptyState icon={<SearchIcon size={36} />} title={<Trans>Find anything on this device</Trans>}>
          <Trans>Type a word from a post, a message or a menu. Search works offline and finds translations too.</Trans>
        </EmptyState>
      ) : answer === null ? (
        <Skeleton lines={4} label={t`Searching`} />
      ) : answer.total === 0 ? (
        <EmptyState title={<Trans>Nothing found for “{typed}”</Trans>}>
          {building ? (
            <Trans>This device is still preparing search; results may appear in a moment.</Trans>
          ) : (
            <Trans>Try a shorter or different word. Only items stored on this device are searched.</Trans>
          )}
        </EmptyState>
      ) : (
        <SearchResults answer={answer} time={time} />
      )}
    </Page>
  );
}
