import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { msg } from '@lingui/core/macro';
import { childrenAffectedByMenu } from '#contract/child-record-rules';
import { db } from '../../db/kita-db.ts';
import { allergenLabel } from '../../i18n/allergen-labels.ts';
import { ChildCardLink } from './child-card-link.tsx';
import './children.css';

const affectedTitle = msg`Children with an allergy to this day's menu`;

interface NamedChild {
  id: string;
  name: string;
  group: string;
}

/** The synced children of the device with their group's name, by group and then by name. */
function useChildrenByGroup(): NamedChild[] | undefined {
  const { t } = useLingui();
  const noGroup = t`No group`;
  return useLiveQuery(async () => {
    const [children, groups] = await Promise.all([db.children.toArray(), db.groups.toArray()]);
    const groupNames = new Map(groups.filter((g) => !g.deleted_at).map((g) => [g.id, g.name]));
    return children
      .filter((child) => !child.deleted_at)
      .map((child) => ({
        id: child.id,
        name: `${child.first_name} ${child.last_name}`.trim(),
        group: (child.group_id && groupNames.get(child.group_id)) || noGroup,
      }))
      .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  }, [noGroup]);
}

/**
 * Beside a day's menu for staff: the children with an allergy to something the day declares, with their group and
 * those allergens, each a link to the child's card. From the device's synced rows, so it works on an outing.
 */
export function AffectedChildren({ allergens }: { allergens: readonly string[] }) {
  const { i18n } = useLingui();
  const children = useChildrenByGroup();
  const records = useLiveQuery(() => db.child_records.toArray(), []);
  if (!children || !records || allergens.length === 0) return null;
  const live = records.filter((record) => !record.deleted_at);
  const affected = childrenAffectedByMenu(allergens, children, live);
  if (affected.length === 0) return null;
  return (
    <section className="menu-affected" aria-label={i18n._(affectedTitle)}>
      <h3 className="menu-affected__title">{i18n._(affectedTitle)}</h3>
      <ul>
        {affected.map(({ child, allergens: matched }) => (
          <li key={child.id} data-child-id={child.id}>
            <ChildCardLink childId={child.id}>{child.name}</ChildCardLink> ({child.group}):{' '}
            <strong>{matched.map((code) => allergenLabel((d) => i18n._(d), code)).join(', ')}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
