import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import type { ConfirmationRow } from './publication-model.ts';

/** "Answered by Anna Schmidt on 3 March" under a child's answer another guardian of the family gave. */
export function AnsweredBy({ answer, userId }: { answer: ConfirmationRow; userId: string }) {
  const time = useKindergartenTime();
  const name = useLiveQuery(async () => (await db.users.get(answer.user_id))?.name ?? '', [answer.user_id]);
  if (answer.user_id === userId || answer.version === 0) return null;
  const when = time.dateTime(answer.updated_at, { day: 'numeric', month: 'long' });
  return (
    <span className="answer-slot__by" data-testid="answered-by">
      {name ? (
        <Trans>
          Answered by {name} on {when}
        </Trans>
      ) : (
        <Trans>Answered by another guardian on {when}</Trans>
      )}
    </span>
  );
}
