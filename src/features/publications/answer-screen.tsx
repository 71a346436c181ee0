import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isPastDeadline, publicationLimits } from '#contract/publication-rules';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useSession } from '../../db/use-session.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useNow } from '../../ui/use-now.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import { useContentTranslations, useTranslatedItem, type TranslatedItem } from '../../db/use-content-translations.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import { answerPublication } from './answer-commands.ts';
import { answersToSend, checkAnswerForm, type AnswerFormErrorKey, type AnswerFormValues } from './answer-form-check.ts';
import { answerWindow, slotKey, type PublicationKind } from './publication-model.ts';
import { refusalMessages } from '../../api/refusal-messages.ts';
import { publicationMessages } from './publication-messages.ts';
import { BackToList } from './publication-screen.tsx';
import { QuestionField } from './question-field.tsx';
import { SignatureField } from './signature-field.tsx';
import { usePublicationDetail, type PublicationDetail } from './use-publication.ts';
import '../../ui/choice.css';
import './publications.css';
import { useRecordRead } from '../reads/use-record-read.ts';

/** /events/{id}/confirm (and /news/{id}/confirm): confirm or cancel, per child, with answers and signature. */
export function AnswerScreen({ kind, id, notFound }: { kind: PublicationKind; id: string; notFound: ReactNode }) {
  const { t, i18n } = useLingui();
  const time = useKindergartenTime();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const detail = usePublicationDetail(kind, id, user);
  useRecordRead(kind, detail?.item.published_at ? detail.item.id : undefined);
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, user?.id);
  const now = useNow();
  const table = kind === 'news' ? 'news' : 'events';
  const translated = useTranslatedItem(table, detail?.item, useContentTranslations(table, [id]));
  const shownTitle = detail ? translated.text('title', detail.item.title) : '';
  useDocumentTitle(detail ? t`Answer: ${shownTitle}` : t`Answer`);

  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail || !user) {
    return (
      <Page withNav>
        <Skeleton lines={8} label={t`Loading`} />
      </Page>
    );
  }
  const opens = answerWindow(detail.item, new Date(now));
  // Only parents of a child in the item's audience answer (the server refuses everyone else).
  const state = opens === 'open' && detail.children.length === 0 ? 'not-for-you' : opens;
  const back =
    kind === 'news' ? ({ to: '/news/$id', params: { id } } as const) : ({ to: '/events/$id', params: { id } } as const);
  if (state !== 'open') {
    return (
      <Page withNav>
        <div className="stack stack--lg">
          <BackToList kind={kind} />
          <EmptyState
            level={1}
            title={state === 'closed' ? <Trans>The deadline has passed</Trans> : <Trans>No answer needed</Trans>}
            action={
              <ButtonLink {...back} variant="secondary">
                <Trans>Back to “{shownTitle}”</Trans>
              </ButtonLink>
            }
          >
            {state === 'not-for-you' ? (
              i18n._(refusalMessages.answer.not_in_audience)
            ) : state === 'closed' && detail.item.deadline && isPastDeadline(detail.item.deadline, new Date(now)) ? (
              <Trans>
                Answers to “{detail.item.title}” were possible until {time.deadline(detail.item.deadline)}. Please
                contact the kindergarten if something has changed.
              </Trans>
            ) : state === 'closed' ? (
              i18n._(publicationMessages.eventOver)
            ) : (
              <Trans>“{detail.item.title}” does not ask for an answer.</Trans>
            )}
          </EmptyState>
        </div>
      </Page>
    );
  }
  return (
    <AnswerForm
      kind={kind}
      detail={detail}
      translated={translated}
      answerer={{ userId: user.id, kindergartenId: user.kindergarten.id }}
    />
  );
}

function initialValues(detail: PublicationDetail): AnswerFormValues {
  const slots = detail.children.length ? detail.children.map((child) => slotKey(child.id)) : [slotKey(null)];
  const unanswered = slots.filter((slot) => !detail.answers.has(slot));
  const chosen = unanswered.length ? unanswered : slots;
  const first = chosen.map((slot) => detail.answers.get(slot)).find(Boolean);
  return {
    status: first?.status ?? null,
    childIds: detail.children.length ? chosen : [],
    answers: { ...(first?.answers ?? {}) },
    feedback: first?.feedback ?? '',
    signature: null,
  };
}

function AnswerForm({
  kind,
  detail,
  translated,
  answerer,
}: {
  kind: PublicationKind;
  detail: PublicationDetail;
  translated: TranslatedItem;
  answerer: { userId: string; kindergartenId: string };
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const time = useKindergartenTime();
  const { item, children, answers } = detail;
  const [values, setValues] = useState<AnswerFormValues>(() => initialValues(detail));
  const [errors, setErrors] = useState<Map<AnswerFormErrorKey, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const feedbackId = useId();
  const perChild = children.length > 0;
  const set = (change: Partial<AnswerFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAnswerForm(item, values, perChild);
    const next = new Map(found.map(([key, kind]) => [key, i18n._(publicationMessages[kind])] as const));
    setErrors(next);
    if (found.length) {
      // The first field with an error takes the focus, so a screen reader hears why nothing happened.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const draft = {
        status: values.status!,
        feedback: values.feedback.trim(),
        answers: answersToSend(item, values),
        signature: values.signature,
      };
      const childIds = perChild ? values.childIds : [null];
      for (const childId of childIds) {
        await answerPublication(kind, item, { ...draft, childId }, answerer, answers.get(slotKey(childId)));
      }
      notifySuccess(
        values.status === 'confirmed' ? publicationMessages.confirmedSaved : publicationMessages.cancelledSaved,
      );
      // News and events alike: back to the item, where the new answer shows.
      if (kind === 'news') await navigate({ to: '/news/$id', params: { id: item.id } });
      else await navigate({ to: '/events/$id', params: { id: item.id } });
    } catch (error) {
      console.error(error);
      notifyError(publicationMessages.saveFailed);
      setSaving(false);
    }
  };

  return (
    <Page withNav>
      <form
        ref={formRef}
        className="stack stack--lg answer-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="answer-title"
      >
        <BackToList kind={kind} />
        <div className="page__header">
          <h1 id="answer-title" className="page__title" lang={translated.lang}>
            {translated.text('title', item.title)}
          </h1>
          <TranslationNote item={translated} />
          {item.deadline && (
            <p className="page__lead">
              <Trans>You can change your answer until {time.deadline(item.deadline)}.</Trans>
            </p>
          )}
        </div>

        {perChild && (
          <fieldset className="choice-group" aria-describedby={describedBy(errors.has('children') && 'children-error')}>
            <legend className="field__label">
              <Trans>For which children?</Trans>
            </legend>
            <div className="choice-group__options">
              {children.map((child) => {
                const answer = answers.get(slotKey(child.id));
                return (
                  <label key={child.id} className="choice">
                    <input
                      type="checkbox"
                      checked={values.childIds.includes(child.id)}
                      aria-invalid={errors.has('children') || undefined}
                      onChange={(event) =>
                        set({
                          childIds: event.target.checked
                            ? [...values.childIds, child.id]
                            : values.childIds.filter((other) => other !== child.id),
                        })
                      }
                    />
                    <span className="choice__text">
                      {child.firstName}
                      <span className="choice__hint">
                        {answer?.status === 'confirmed' ? (
                          <Trans>Confirmed</Trans>
                        ) : answer?.status === 'cancelled' ? (
                          <Trans>Cancelled</Trans>
                        ) : (
                          <Trans>No answer yet</Trans>
                        )}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id="children-error" message={errors.get('children')} />
          </fieldset>
        )}

        <fieldset className="choice-group" aria-describedby={describedBy(errors.has('status') && 'status-error')}>
          <legend className="field__label">
            <Trans>Your answer</Trans>
          </legend>
          <div className="choice-group__options">
            <label className="choice" data-tone="yes">
              <input
                type="radio"
                name="status"
                data-testid="answer-confirm"
                checked={values.status === 'confirmed'}
                aria-invalid={errors.has('status') || undefined}
                onChange={() => set({ status: 'confirmed' })}
              />
              <span className="choice__text">
                {kind === 'event' ? <Trans>Yes, we take part</Trans> : <Trans>I confirm</Trans>}
              </span>
            </label>
            <label className="choice" data-tone="no">
              <input
                type="radio"
                name="status"
                data-testid="answer-cancel"
                checked={values.status === 'cancelled'}
                aria-invalid={errors.has('status') || undefined}
                onChange={() => set({ status: 'cancelled' })}
              />
              <span className="choice__text">
                {kind === 'event' ? <Trans>No, we cannot come</Trans> : <Trans>I decline</Trans>}
              </span>
            </label>
          </div>
          <FieldError id="status-error" message={errors.get('status')} />
        </fieldset>

        {values.status === 'confirmed' && item.questions.length > 0 && (
          <div className="stack">
            {item.questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                translated={translated}
                value={values.answers[question.id]}
                error={errors.get(`answers.${question.id}`)}
                onChange={(value) => set({ answers: { ...values.answers, [question.id]: value } })}
              />
            ))}
          </div>
        )}

        <TextAreaField
          id={feedbackId}
          label={<Trans>Message to the kindergarten (optional)</Trans>}
          rows={3}
          maxLength={publicationLimits.feedbackMaxLength}
          value={values.feedback}
          error={errors.get('feedback')}
          onChange={(event) => set({ feedback: event.target.value })}
        />

        {values.status === 'confirmed' && item.requires_signature && (
          <SignatureField
            onChange={(signature) => {
              set({ signature });
              // The request to sign goes as soon as there is a signature, not at the next submit.
              if (signature)
                setErrors((current) =>
                  current.has('signature') ? new Map([...current].filter(([key]) => key !== 'signature')) : current,
                );
            }}
            error={errors.get('signature')}
          />
        )}

        <Button type="submit" block busy={saving} data-testid="answer-submit">
          {values.status === 'cancelled' ? <Trans>Send cancellation</Trans> : <Trans>Send confirmation</Trans>}
        </Button>
        <p className="field__hint answer-form__note">{t`Your answer is saved on this device at once and sent as soon as there is a connection.`}</p>
      </form>
    </Page>
  );
}
