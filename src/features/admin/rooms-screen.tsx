import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SyncRow } from '#contract/sync-rows';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls } from './admin-calls.ts';
import { NameForm } from './name-form.tsx';
import { useAdminData } from './use-admin-data.ts';

/** Which group the room belongs to (a group cannot be deleted while a room belongs to it). */
function RoomGroupForm({
  groups,
  initial,
  onSave,
}: {
  groups: SyncRow<'groups'>[];
  initial: string;
  onSave: (groupId: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [groupId, setGroupId] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="admin-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await onSave(groupId).catch(() => undefined);
        setBusy(false);
      }}
    >
      <label className="admin-select">
        <span className="field__label">{t`The room belongs to`}</span>
        <select value={groupId} onChange={(event) => setGroupId(event.target.value)}>
          <option value="">{t`No group`}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" busy={busy} disabled={groupId === initial}>
        <Trans>Save group</Trans>
      </Button>
    </form>
  );
}

/** `/admin/rooms`: the group chat rooms; create one. */
export function RoomsScreen() {
  const { t } = useLingui();
  const data = useAdminData();
  return (
    <AdminFrame title={t`Chat rooms`}>
      <Card aria-labelledby="new-room">
        <h2 id="new-room" className="admin-section-title">
          <Trans>New chat room</Trans>
        </h2>
        <NameForm
          label={t`Room name`}
          of="room"
          submitLabel={t`Create room`}
          onSave={async (name) => {
            await adminCalls.createRoom({ name });
            notifySuccess(t`The chat room has been created.`);
          }}
        />
      </Card>
      <Card flush aria-label={t`Chat rooms`}>
        {!data ? (
          <Skeleton label={t`Loading`} />
        ) : data.rooms.length === 0 ? (
          <EmptyState title={<Trans>No chat rooms yet.</Trans>} />
        ) : (
          <List>
            {data.rooms.map((room) => {
              const count = data.members.filter((m) => m.room_id === room.id).length;
              const group = data.groups.find((g) => g.id === room.group_id)?.name;
              return (
                <ListItem key={room.id}>
                  <Link to="/admin/rooms/$id" params={{ id: room.id }} className="list__row">
                    <ListRowContent
                      primary={room.name}
                      secondary={
                        group ? (
                          <Trans>
                            {group} · {count} members
                          </Trans>
                        ) : (
                          <Trans>{count} members</Trans>
                        )
                      }
                      end={<ChevronRightIcon size={20} />}
                    />
                  </Link>
                </ListItem>
              );
            })}
          </List>
        )}
      </Card>
    </AdminFrame>
  );
}

/** `/admin/rooms/$id`: rename, members in and out, delete. */
export function RoomScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const data = useAdminData();
  const [userId, setUserId] = useState('');
  const [adding, setAdding] = useState(false);
  const room = data?.rooms.find((r) => r.id === id);
  const title = room?.name ?? t`Chat room`;
  if (!data)
    return (
      <AdminFrame title={title}>
        <Skeleton label={t`Loading`} />
      </AdminFrame>
    );
  if (!room)
    return (
      <AdminFrame title={title}>
        <EmptyState title={<Trans>This chat room does not exist (any more).</Trans>} />
      </AdminFrame>
    );
  const memberIds = data.members.filter((m) => m.room_id === id).map((m) => m.user_id);
  const nameOf = (uid: string) => data.users.find((u) => u.id === uid)?.name || t`Unnamed account`;
  return (
    <AdminFrame title={title}>
      <Card aria-labelledby="room-name">
        <h2 id="room-name" className="admin-section-title">
          <Trans>Name</Trans>
        </h2>
        <NameForm
          label={t`Room name`}
          of="room"
          initial={room.name}
          submitLabel={t`Save`}
          onSave={async (name) => {
            await adminCalls.updateRoom(id, { name });
            notifySuccess(t`The chat room has been saved.`);
          }}
        />
      </Card>
      <Card aria-labelledby="room-group">
        <h2 id="room-group" className="admin-section-title">
          <Trans>Group</Trans>
        </h2>
        <RoomGroupForm
          key={room.group_id ?? ''}
          groups={data.groups}
          initial={room.group_id ?? ''}
          onSave={async (groupId) => {
            await adminCalls.updateRoom(id, { name: room.name, group_id: groupId || null });
            notifySuccess(t`The chat room has been saved.`);
          }}
        />
      </Card>
      <Card aria-labelledby="room-members">
        <h2 id="room-members" className="admin-section-title">
          <Trans>Members</Trans>
        </h2>
        {memberIds.length === 0 ? (
          <p className="admin-muted">
            <Trans>No members yet.</Trans>
          </p>
        ) : (
          <ul className="admin-list">
            {memberIds.map((uid) => (
              <li key={uid}>
                <span className="admin-list__main">{nameOf(uid)}</span>
                <Button
                  variant="ghost"
                  aria-label={t`Remove ${nameOf(uid)} from the room`}
                  onClick={() =>
                    void adminCalls.removeMember(id, uid).then(
                      () => notifySuccess(t`The member has been removed.`),
                      () => undefined,
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="admin-form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!userId) return;
            setAdding(true);
            await adminCalls.addMember(id, userId).then(
              () => notifySuccess(t`The member has been added.`),
              () => undefined,
            );
            setAdding(false);
            setUserId('');
          }}
        >
          <label className="admin-select">
            <span className="field__label">{t`Add a person`}</span>
            <select value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">{t`Choose a person`}</option>
              {data.users
                .filter((u) => !memberIds.includes(u.id))
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name || t`Unnamed account`}
                  </option>
                ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" busy={adding} disabled={!userId}>
            <Trans>Add member</Trans>
          </Button>
        </form>
      </Card>
      <Card aria-label={t`Delete room`}>
        <ConfirmButton
          title={<Trans>Delete the room {title}?</Trans>}
          text={<Trans>Its members lose the room and its messages.</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          onConfirm={async () => {
            if (
              await adminCalls.deleteRoom(id).then(
                () => true,
                () => false,
              )
            ) {
              notifySuccess(t`The chat room has been deleted.`);
              await navigate({ to: '/admin/rooms' });
            }
          }}
        >
          <Trans>Delete room</Trans>
        </ConfirmButton>
      </Card>
    </AdminFrame>
  );
}
