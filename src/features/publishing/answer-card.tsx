import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackedAnswer } from '#contract/staff';
import type { SyncRows } from '#contract/sync-rows';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { SignatureImage } from './signature-image.tsx';

type Question = SyncRows['news']['questions'][number];

/** One family's answer for one child: status, when, feedback, the answers to the questions and the signature. */
export function AnswerCard({ answer, questions }: { answer: TrackedAnswer; questions: Question[] }) {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const { confirmation, child, user } = answer;
  const when = time.dateTime(answer.answered_at);
  const childName = child ? `${child.first_name} ${child.last_name}` : user.name;
  const valueOf = (value: string | boolean | undefined) =>
    value === undefined || value === '' ? '—' : typeof value === 'boolean' ? (value ? t`Yes` : t`No`) : value;
  return (
    <article className="answer-card" aria-label={childName}>
      <header className="answer-card__head">
        <div>
          <h3 className="answer-card__child">{childName}</h3>
          <p className="text-muted answer-card__meta">
            {child?.group_name && <>{child.group_name} · </>}
            <Trans>
              by {user.name}, {when}
            </Trans>
          </p>
        </div>
        <span className={`staff-status staff-status--${confirmation.status}`}>
          {confirmation.status === 'confirmed' ? <Trans>Confirmed</Trans> : <Trans>Cancelled</Trans>}
        </span>
      </header>
      {(questions.length > 0 || confirmation.feedback) && (
        <dl className="answer-card__facts">
          {questions.map((question) => (
            <div key={question.id}>
              <dt>{question.label}</dt>
              <dd>{valueOf(confirmation.answers[question.id])}</dd>
            </div>
          ))}
          {confirmation.feedback && (
            <div>
              <dt>
                <Trans>Feedback</Trans>
              </dt>
              <dd className="answer-card__feedback">{confirmation.feedback}</dd>
            </div>
          )}
        </dl>
      )}
      {confirmation.signature_file_id && (
        <figure className="answer-card__signature">
          <SignatureImage fileId={confirmation.signature_file_id} signer={user.name} />
          <figcaption className="text-muted">
            <Trans>Signed by {user.name}</Trans>
          </figcaption>
        </figure>
      )}
    </article>
  );
}
