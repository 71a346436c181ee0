import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FamilyInvite } from '#contract/family';
import { useServerQuery } from '../../api/server-query.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { explainFamilyRefusal, familyCalls } from './family-calls.ts';
import { relationLabels } from './family-labels.ts';

/** The user's invites not used yet, each withdrawable. */
export function FamilyInvitesList({ childName }: { childName: (id: string) => string }) {
  const { t, i18n } = useLingui();
  const time = useKindergartenTime();
  const read = useServerQuery({ queryKey: ['family-invites'], queryFn: ({ signal }) => familyCalls.pending(signal) });
  const [error, setError] = useState<string | null>(null);

  async function withdraw(invite: FamilyInvite) {
    setError(null);
    try {
      await familyCalls.withdraw(invite.id);
      await read.refetch();
    } catch (failure) {
      setError(explainFamilyRefusal(failure) ?? t`The invite could not be withdrawn. Please try again.`);
    }
  }

  if (read.isPending) return <Skeleton lines={2} label={t`Loading`} />;
  if (read.isError)
    return (
      <div className="stack">
        <p>{t`Your pending invites could not be loaded.`}</p>
        <Button variant="secondary" onClick={() => void read.refetch()}>{t`Try again`}</Button>
      </div>
    );
  if (read.data.length === 0) return <p className="text-muted">{t`No pending invites.`}</p>;
  return (
    <ul className="family-invites" data-testid="family-invites">
      {read.data.map((invite) => (
        <li key={invite.id} className="family-invites__item">
          <span>
            <strong>{i18n._(relationLabels[invite.relation])}</strong> · {invite.child_ids.map(childName).join(', ')}
            <span className="text-muted family-invites__until">
              <Trans>valid until {time.dateTime(invite.expires_at, { day: 'numeric', month: 'long' })}</Trans>
            </span>
          </span>
          <Button variant="secondary" onClick={() => void withdraw(invite)}>
            <Trans>Withdraw</Trans>
          </Button>
        </li>
      ))}
      {error && (
        <li role="alert" className="field__error">
          {error}
        </li>
      )}
    </ul>
  );
}
