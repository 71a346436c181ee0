import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isPastDeadline } from '#contract/publication-rules';
import { notifySuccess } from '../../api/notify.ts';
import { useSession } from '../../db/use-session.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { discardOutboxEntry, retryOutboxEntry } from '../../sync/outbox-actions.ts';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { useOnline } from '../../sync/use-online.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { AnsweredBy } from './answered-by.tsx';
import { Card } from '../../ui/card.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ArrowLeftIcon, PencilIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { FailedChangePanel } from '../../ui/failed-change-panel.tsx';
import { useNow } from '../../ui/use-now.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import { useContentTranslations, useTranslatedItem } from '../../db/use-content-translations.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import { DocumentIcon } from './publication-icons.tsx';
import { AnswerStatusPill, AnswerSyncBadge, hasQueuedSignature } from './answer-parts.tsx';
import { explainAnswerError } from './answer-error.ts';
import { answerWindow, isEvent, slotKey, type PublicationKind } from './publication-model.ts';
import { formatFileSize } from '../../i18n/file-size.ts';
import { publicationMessages } from './publication-messages.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { CalendarButton } from './calendar-button.tsx';
import { useMapTemplate } from './use-map-template.ts';
import { mapLink } from '#contract/map-link';
import { usePublicationDetail } from './use-publication.ts';
import '../../ui/field.css';
import '../../ui/facts.css';
import './publications.css';
import { useRecordRead } from '../reads/use-record-read.ts';

export function BackToList({ kind }: { kind: PublicationKind }) {
  return kind === 'news' ? (
    <ButtonLink to="/news" variant="ghost" className="back-link">
      <ArrowLeftIcon size={20} />
      <Trans>All news</Trans>
    </ButtonLink>
  ) : (
    <ButtonLink to="/events" variant="ghost" className="back-link">
      <ArrowLeftIcon size={20} />
      <Trans>Events</Trans>
    </ButtonLink>
  );
}

/** /news/{id} and /events/{id}: the item, its attachment, whether and by when it needs an answer, the user's answers. */
export function PublicationScreen({ kind, id, notFound }: { kind: PublicationKind; id: string; notFound: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const time = useKindergartenTime();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const detail = usePublicationDetail(kind, id, user);
  // A draft staff preview is no read.
  useRecordRead(kind, detail?.item.published_at ? detail.item.id : undefined);
  const outbox = useEntitiesOutbox('confirmations');
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, user?.id);
  const now = useNow();
  const online = useOnline();
  const mapTemplate = useMapTemplate();
  const table = kind === 'news' ? 'news' : 'events';
  const translated = useTranslatedItem(table, detail?.item, useContentTranslations(table, [id]));
  useDocumentTitle(detail ? translated.text('title', detail.item.title) : kind === 'news' ? t`News` : t`Event`);

  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  const { item, attachment, children, answers } = detail;
  // Only parents of a child in the item's audience are asked; staff follow the answers in their workspace.
  const state = children.length === 0 ? 'not-requested' : answerWindow(item, new Date(now));
  const slots = children.map((child) => ({ key: slotKey(child.id), name: child.firstName }));
  const anyAnswer = answers.size > 0;
  const deadlinePassed = item.deadline !== null && isPastDeadline(item.deadline, new Date(now));
  const failed = [...answers.values()]
    .map((answer) => outbox.get(answer.id))
    .find((entry) => entry?.status === 'failed');
  const pdfLink =
    kind === 'news'
      ? ({ to: '/news/{$id}-pdf', params: { id } } as const)
      : ({ to: '/events/{$id}-pdf', params: { id } } as const);
  const answerLink =
    kind === 'news'
      ? ({ to: '/news/$id/confirm', params: { id } } as const)
      : ({ to: '/events/$id/confirm', params: { id } } as const);

  return (
    <Page withNav>
      <article className="stack stack--lg" aria-labelledby="item-title" data-testid="publication">
        <BackToList kind={kind} />
        <header className="stack item-head">
          <h1 id="item-title" className="page__title item-head__title" lang={translated.lang}>
            {translated.text('title', item.title)}
          </h1>
          {isEvent(item) ? (
            <dl className="facts">
              <div>
                <dt>
                  <Trans>When</Trans>
                </dt>
                <dd>{time.eventWhen(item)}</dd>
              </div>
              {item.location && (
                <div>
                  <dt>
                    <Trans>Where</Trans>
                  </dt>
                  <dd lang={translated.lang}>
                    <a
                      href={mapLink(item.location, mapTemplate)}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="event-map-link"
                      aria-label={t`${translated.text('location', item.location)} (open in a map)`}
                    >
                      {translated.text('location', item.location)}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          ) : (
            item.published_at && (
              <p className="item-head__meta">
                <time dateTime={item.published_at}>
                  {time.dateTime(item.published_at, { day: 'numeric', month: 'long', year: 'numeric' })}
                </time>
              </p>
            )
          )}
          <TranslationNote item={translated} />
        </header>

        {state !== 'not-requested' && (
          <Card className="answer-card stack" aria-labelledby="answer-heading">
            <h2 id="answer-heading" className="answer-card__title">
              {item.requires_signature ? (
                <Trans>Your answer and signature are requested</Trans>
              ) : (
                <Trans>Your answer is requested</Trans>
              )}
            </h2>
            {state === 'closed' && !deadlinePassed ? (
              <p className="answer-card__deadline answer-card__deadline--closed">
                {i18n._(publicationMessages.eventOver)}
              </p>
            ) : (
              item.deadline && (
                <p
                  className={
                    state === 'closed' ? 'answer-card__deadline answer-card__deadline--closed' : 'answer-card__deadline'
                  }
                >
                  {state === 'closed' ? (
                    <Trans>
                      The deadline passed on {time.deadline(item.deadline)}. Answers can no longer be given or changed.
                    </Trans>
                  ) : (
                    <Trans>
                      Please answer by {time.deadline(item.deadline)}. You can change your answer until then.
                    </Trans>
                  )}
                </p>
              )
            )}
            <ul className="answer-slots" aria-label={t`Answers`}>
              {slots.map((slot) => {
                const answer = answers.get(slot.key);
                const entry = answer ? outbox.get(answer.id) : undefined;
                const signed = Boolean(answer?.signature_file_id) || hasQueuedSignature(entry);
                return (
                  <li key={slot.key} className="answer-slot" data-testid="answer-slot">
                    <span className="answer-slot__name">
                      {slot.name}
                      {answer && user && <AnsweredBy answer={answer} userId={user.id} />}
                    </span>
                    <span className="answer-slot__state">
                      <AnswerStatusPill answer={answer} />
                      {signed && answer?.status === 'confirmed' && (
                        <span className="answer-slot__signed">
                          <Trans>signed</Trans>
                        </span>
                      )}
                      <AnswerSyncBadge entry={entry} />
                    </span>
                  </li>
                );
              })}
            </ul>
            {failed && (
              <FailedChangePanel
                reason={explainAnswerError(failed.lastError)}
                onRetry={() => retryOutboxEntry(failed.id)}
                onDiscard={async () => {
                  await discardOutboxEntry(failed.id);
                  notifySuccess(publicationMessages.discarded);
                }}
              />
            )}
            <div className="item-actions">
              {state === 'open' && (
                <ButtonLink {...answerLink} variant="primary" data-testid="answer-link">
                  <PencilIcon size={20} />
                  {anyAnswer ? <Trans>Change answer</Trans> : <Trans>Answer now</Trans>}
                </ButtonLink>
              )}
              {kind === 'news' && anyAnswer && (
                <ButtonLink to="/news/{$id}-feedback" params={{ id }} variant="ghost">
                  <Trans>Your submitted answer</Trans>
                  <ChevronRightIcon size={18} />
                </ButtonLink>
              )}
            </div>
          </Card>
        )}

        {item.body && (
          <Card as="div" className="item-text" lang={translated.lang}>
            {translated.text('body', item.body)}
          </Card>
        )}

        {isEvent(item) && anyAnswer && [...answers.values()].some((answer) => answer.feedback) && (
          <Card className="stack" aria-labelledby="feedback-heading">
            <h2 id="feedback-heading" className="answer-card__title">
              <Trans>Your message to the kindergarten</Trans>
            </h2>
            {[...answers.values()]
              .filter((answer) => answer.feedback)
              .map((answer) => (
                <p key={answer.id} className="feedback-text">
                  {answer.feedback}
                </p>
              ))}
          </Card>
        )}

        <div className="item-links">
          {isEvent(item) && <CalendarButton event={item} />}
          {attachment && (
            <ButtonLink {...pdfLink} variant="secondary" block data-testid="open-pdf">
              <DocumentIcon size={20} />
              <span className="item-links__text">
                <Trans>Open the attached PDF</Trans>
                <span className="item-links__hint">
                  {attachment.name}
                  {attachment.size > 0 && ` · ${formatFileSize(attachment.size, locale)}`}
                </span>
              </span>
            </ButtonLink>
          )}
          {anyAnswer && <ReceiptButton kind={kind} id={id} variant="ghost" />}
          {anyAnswer && !online && (
            <p className="field__hint">
              <Trans>The receipt is made by the server: download it when you are online.</Trans>
            </p>
          )}
        </div>
      </article>
    </Page>
  );
}
