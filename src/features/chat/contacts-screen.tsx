import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { mayWritePrivately } from '#contract/chat-rules';
import { db } from '../../db/kita-db.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Avatar } from './avatar.tsx';
import { matchesSearch } from './chat-people.ts';
import type { Person } from './chat-queries.ts';
import { useChatViewer, type ChatViewer } from './use-chat-viewer.ts';
import '../../ui/field.css';
import '../../ui/card.css';
import './chat.css';

/** The people of the user's kindergarten they may write to (contract/chat-rules.ts), staff first, then by name. */
async function contactsOf(viewer: ChatViewer): Promise<Person[]> {
  const [people, kindergarten] = await Promise.all([
    db.users.where('kindergarten_id').equals(viewer.kindergartenId).toArray(),
    db.kindergartens.get(viewer.kindergartenId),
  ]);
  const allowParentChat = kindergarten?.allow_parent_chat ?? false;
  const me = { id: viewer.userId, role: viewer.role };
  return people
    .filter((person) => !person.deleted_at && mayWritePrivately(me, person, allowParentChat))
    .sort((a, b) => Number(a.role === 'parent') - Number(b.role === 'parent') || a.name.localeCompare(b.name));
}

/** /chat/users: whom the user may write to, with a search; a tap opens the private conversation. */
export function ContactsScreen() {
  const { t } = useLingui();
  const viewer = useChatViewer();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const contacts = useLiveQuery(
    async () => (viewer ? contactsOf(viewer) : undefined),
    [viewer?.userId, viewer?.kindergartenId, viewer?.role],
  );
  useDocumentTitle(t`New message`);
  const shown = contacts?.filter(
    (person) => matchesSearch(person.name, search) || matchesSearch(person.job_title, search),
  );
  const roleLabel = (person: Person) =>
    person.job_title ||
    (person.role === 'parent' ? t`Parent` : person.role === 'admin' ? t`Kindergarten lead` : t`Team`);
  return (
    <Page withNav>
      <div className="stack">
        <div className="row">
          <ButtonLink
            to="/chat"
            variant="ghost"
            className="chat-header__back"
            aria-label={t`Back to the conversations`}
          >
            <ArrowLeftIcon size={20} />
          </ButtonLink>
          <h1 className="page__title">
            <Trans>New message</Trans>
          </h1>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            <Trans>Search people</Trans>
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        {!shown ? (
          <Skeleton lines={5} label={t`Loading`} />
        ) : shown.length === 0 ? (
          <p className="text-muted" role="status">
            {contacts?.length ? (
              <Trans>Nobody matches your search.</Trans>
            ) : (
              <Trans>There is nobody you can write to yet.</Trans>
            )}
          </p>
        ) : (
          <ul className="list list--boxed" aria-label={t`People`}>
            {shown.map((person) => (
              <li key={person.id} className="chat-row" data-user-id={person.id}>
                <Link to="/chat/$id" params={{ id: person.id }} className="chat-row__link">
                  <Avatar name={person.name} />
                  <span className="chat-row__main">
                    <span className="chat-row__title">{person.name}</span>
                    <span className="chat-row__preview">{roleLabel(person)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
