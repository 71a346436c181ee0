import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyReadEntry } from '#contract/staff';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Card } from '../../ui/card.tsx';

/** The audience's families who opened the item (first read first) and those who have not, per family. */
export function ReadFamilies({ families }: { families: FamilyReadEntry[] }) {
  const read = families.filter((family) => family.read_at !== null);
  const unread = families.filter((family) => family.read_at === null);
  return (
    <section className="stack" aria-labelledby="families-read">
      <h2 id="families-read" className="staff-section-title">
        <Trans>Read ({read.length})</Trans>
      </h2>
      <FamilyList families={read} testId="families-read" empty={<Trans>No family has opened it yet.</Trans>} />
      <h2 id="families-unread" className="staff-section-title">
        <Trans>Not read yet ({unread.length})</Trans>
      </h2>
      <FamilyList families={unread} testId="families-unread" empty={<Trans>Every family has opened it.</Trans>} />
    </section>
  );
}

function FamilyList({
  families,
  testId,
  empty,
}: {
  families: FamilyReadEntry[];
  testId: string;
  empty: React.ReactNode;
}) {
  const { t } = useLingui();
  const time = useKindergartenTime();
  if (families.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <Card flush>
      <ul className="list" data-testid={testId}>
        {families.map((family) => {
          const names = family.children.map((child) => `${child.first_name} ${child.last_name}`).join(', ');
          const parents = family.guardians.map((guardian) => guardian.name).join(', ');
          const at = family.read_at ? time.dateTime(family.read_at, { dateStyle: 'medium', timeStyle: 'short' }) : null;
          return (
            <li key={family.children[0]?.id ?? names} className="list__item pending-row">
              <span className="list__main">
                <span>{names}</span>
                <span className="list__secondary">
                  {parents || t`No guardian with an account`}
                  {at && <> · {t`opened ${at}`}</>}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
