import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSession } from '../../db/use-session.ts';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import { AnswerSummary } from './answer-summary.tsx';
import { answerWindow, type PublicationKind } from './publication-model.ts';
import { usePublicationDetail } from './use-publication.ts';
import './publications.css';

/** /news/{id}-feedback: what the user has answered to one item. */
export function FeedbackScreen({ kind, id, notFound }: { kind: PublicationKind; id: string; notFound: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const detail = usePublicationDetail(kind, id, user);
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, user?.id);
  const outbox = useEntitiesOutbox('confirmations');
  useDocumentTitle(t`Your answer`);

  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  const back =
    kind === 'news' ? ({ to: '/news/$id', params: { id } } as const) : ({ to: '/events/$id', params: { id } } as const);
  const answer =
    kind === 'news'
      ? ({ to: '/news/$id/confirm', params: { id } } as const)
      : ({ to: '/events/$id/confirm', params: { id } } as const);
  const names = new Map(detail.children.map((child) => [child.id, child.firstName]));
  const answers = [...detail.answers.values()].sort((a, b) =>
    (names.get(a.child_id ?? '') ?? '').localeCompare(names.get(b.child_id ?? '') ?? ''),
  );
  const open = answerWindow(detail.item, new Date()) === 'open';

  return (
    <Page withNav>
      <div className="stack stack--lg">
        <ButtonLink {...back} variant="ghost" className="back-link">
          <ArrowLeftIcon size={20} />
          <span className="back-link__label">{detail.item.title}</span>
        </ButtonLink>
        <div className="page__header">
          <h1 className="page__title">
            <Trans>Your answer</Trans>
          </h1>
          <p className="page__lead">{detail.item.title}</p>
        </div>
        {answers.length === 0 ? (
          <EmptyState
            title={<Trans>You have not answered yet</Trans>}
            action={
              open ? (
                <ButtonLink {...answer}>
                  <Trans>Answer now</Trans>
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <>
            {answers.map((row) => (
              <AnswerSummary
                key={row.id}
                item={detail.item}
                answer={row}
                childName={row.child_id ? (names.get(row.child_id) ?? null) : null}
                entry={outbox.get(row.id)}
              />
            ))}
            {open && (
              <ButtonLink {...answer} variant="secondary">
                <Trans>Change answer</Trans>
              </ButtonLink>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
