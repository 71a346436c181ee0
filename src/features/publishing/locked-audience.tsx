import { Trans } from '@lingui/react/macro';
import type { GroupRow } from './use-groups.ts';
import '../../ui/field.css';

/**
 * The audience of a published item, shown and not offered: parents were told already, so the server keeps it
 * (`audience_locked`). Who else should know needs a new item.
 */
export function LockedAudience({ groupIds, groups }: { groupIds: string[]; groups: GroupRow[] | undefined }) {
  const chosen = groupIds
    .map((id) => groups?.find((group) => group.id === id))
    .filter((group): group is GroupRow => group !== undefined);
  return (
    <div className="staff-fieldset" role="group" aria-labelledby="locked-audience-label" data-testid="locked-audience">
      <p id="locked-audience-label" className="field__label">
        <Trans>Who receives it</Trans>
      </p>
      {groupIds.length === 0 ? (
        <p>
          <Trans>The whole kindergarten</Trans>
        </p>
      ) : (
        <ul className="staff-locked-groups">
          {chosen.map((group) => (
            <li key={group.id}>
              <span className="staff-group-dot" style={{ background: group.color }} aria-hidden="true" />
              {group.name}
            </li>
          ))}
        </ul>
      )}
      <p className="field__hint">
        <Trans>Parents were told already, so the audience stays as it is. To reach others, publish a new item.</Trans>
      </p>
    </div>
  );
}
