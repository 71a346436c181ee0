import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls } from './admin-calls.ts';
import { NameForm } from './name-form.tsx';
import { useAdminData } from './use-admin-data.ts';

/** `/admin/groups`: create, rename and delete groups (a group with children cannot go). */
export function GroupsScreen() {
  const { t } = useLingui();
  const data = useAdminData();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <AdminFrame title={t`Groups`}>
      <Card aria-labelledby="new-group">
        <h2 id="new-group" className="admin-section-title">
          <Trans>New group</Trans>
        </h2>
        <NameForm
          label={t`Group name`}
          of="group"
          submitLabel={t`Create group`}
          onSave={async (name) => {
            await adminCalls.createGroup({ name });
            notifySuccess(t`The group has been created.`);
          }}
        />
      </Card>
      <Card aria-labelledby="group-list">
        <h2 id="group-list" className="admin-section-title">
          <Trans>All groups</Trans>
        </h2>
        {!data ? (
          <Skeleton label={t`Loading`} />
        ) : data.groups.length === 0 ? (
          <EmptyState title={<Trans>No groups yet.</Trans>} />
        ) : (
          <ul className="admin-list">
            {data.groups.map((group) => {
              const count = data.children.filter((child) => child.group_id === group.id).length;
              const rooms = data.rooms.filter((room) => room.group_id === group.id).length;
              return (
                <li key={group.id}>
                  {editing === group.id ? (
                    <div className="admin-list__main">
                      <NameForm
                        label={t`Group name`}
                        of="group"
                        initial={group.name}
                        submitLabel={t`Save`}
                        onSave={async (name) => {
                          await adminCalls.updateGroup(group.id, { name });
                          notifySuccess(t`The group has been saved.`);
                          setEditing(null);
                        }}
                      />
                    </div>
                  ) : (
                    <>
                      <span className="admin-list__main">
                        <strong>{group.name}</strong>
                        <span className="admin-muted">
                          {rooms > 0 ? (
                            <Trans>
                              {count} children · {rooms} chat rooms
                            </Trans>
                          ) : (
                            <Trans>{count} children</Trans>
                          )}
                        </span>
                      </span>
                      <span className="admin-row-actions">
                        <Button
                          variant="secondary"
                          onClick={() => setEditing(group.id)}
                          aria-label={t`Rename ${group.name}`}
                        >
                          <Trans>Rename</Trans>
                        </Button>
                        <ConfirmButton
                          label={t`Delete ${group.name}`}
                          title={<Trans>Delete the group {group.name}?</Trans>}
                          text={<Trans>Only a group without children and without a chat room can be deleted.</Trans>}
                          confirmLabel={<Trans>Delete</Trans>}
                          onConfirm={async () => {
                            await adminCalls.deleteGroup(group.id).then(
                              () => notifySuccess(t`The group has been deleted.`),
                              () => undefined,
                            );
                          }}
                        >
                          <Trans>Delete</Trans>
                        </ConfirmButton>
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </AdminFrame>
  );
}
