import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import { relationLabel } from './family-labels.ts';
import './family.css';

/**
 * The guardians of one child from the synced rows: name, relation, whether letters reach them and whether they may
 * answer. For staff places that show a child.
 */
export function ChildGuardians({ childId }: { childId: string }) {
  const { t, i18n } = useLingui();
  const rows = useLiveQuery(async () => {
    const links = (await db.guardians.where('child_id').equals(childId).toArray()).filter((g) => !g.deleted_at);
    const users = await db.users.bulkGet(links.map((link) => link.user_id));
    return links.map((link, index) => ({ link, name: users[index]?.name ?? '' }));
  }, [childId]);
  if (rows === undefined) return null;
  if (rows.length === 0)
    return (
      <p className="text-muted" data-testid="child-guardians">
        <Trans>No guardians linked yet.</Trans>
      </p>
    );
  const yesNo = (value: boolean) => (value ? t`yes` : t`no`);
  return (
    <ul className="child-guardians" data-testid="child-guardians" aria-label={t`Guardians`}>
      {rows.map(({ link, name }) => {
        const relation = relationLabel(link.relation);
        return (
          <li key={link.id}>
            <strong>{name || t`Unnamed guardian`}</strong>
            {link.relation && <> · {typeof relation === 'string' ? relation : i18n._(relation)}</>}
            <span className="child-guardians__facts">
              <Trans>
                Letters: {yesNo(link.receives_letters)} · May answer: {yesNo(link.may_answer)}
              </Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
