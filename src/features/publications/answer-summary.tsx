import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { useFileUrl } from '../../api/use-file-url.ts';
import { AnswerStatusPill, AnswerSyncBadge, hasQueuedSignature } from './answer-parts.tsx';
import type { ConfirmationRow, Publication } from './publication-model.ts';
import '../../ui/field.css';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';

/** One submitted answer: for whom, the status, the answers to the item's questions, the message and the signature. */
export function AnswerSummary({
  item,
  answer,
  childName,
  entry,
}: {
  item: Publication;
  answer: ConfirmationRow;
  childName: string | null;
  entry: OutboxEntry | undefined;
}) {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const questions = item.questions.filter((question) => answer.answers[question.id] !== undefined);
  const show = (value: string | boolean) => (value === true ? t`Yes` : value === false ? t`No` : value);
  return (
    <article className="answer-summary stack" data-testid="answer-summary">
      <header className="answer-summary__head">
        <h2 className="answer-summary__who">{childName ?? <Trans>Your answer</Trans>}</h2>
        <AnswerStatusPill answer={answer} />
        <AnswerSyncBadge entry={entry} />
      </header>
      <p className="field__hint">
        <Trans>
          Last changed{' '}
          {time.dateTime(answer.updated_at, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </Trans>
      </p>
      {questions.length > 0 && (
        <dl className="answer-facts">
          {questions.map((question) => (
            <div key={question.id} className="answer-facts__row">
              <dt>{question.label}</dt>
              <dd>{show(answer.answers[question.id]!)}</dd>
            </div>
          ))}
        </dl>
      )}
      {answer.feedback && (
        <div>
          <h3 className="field__label">
            <Trans>Your message</Trans>
          </h3>
          <p className="feedback-text">{answer.feedback}</p>
        </div>
      )}
      {answer.status === 'confirmed' && (answer.signature_file_id || hasQueuedSignature(entry)) && (
        <div>
          <h3 className="field__label">
            <Trans>Signature</Trans>
          </h3>
          {answer.signature_file_id ? (
            <SignatureImage fileId={answer.signature_file_id} />
          ) : (
            <p className="field__hint">
              <Trans>Your signature is sent with the answer.</Trans>
            </p>
          )}
        </div>
      )}
    </article>
  );
}

function SignatureImage({ fileId }: { fileId: string }) {
  const { t } = useLingui();
  const file = useFileUrl(fileId);
  if (file.status !== 'ready')
    return <div className="signature-image signature-image--placeholder" aria-hidden="true" />;
  return <img className="signature-image" src={file.url} alt={t`Your signature`} />;
}
