import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { notifySuccess } from '../../api/notify.ts';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls } from './admin-calls.ts';
import { ChildForm, childInput } from './child-form.tsx';
import { childName, useAdminData } from './use-admin-data.ts';

/** `/admin/children`: every child with group and guardians; add a child. */
export function ChildrenScreen() {
  const { t } = useLingui();
  const data = useAdminData();
  return (
    <AdminFrame title={t`Children and guardians`}>
      <Card aria-labelledby="new-child">
        <h2 id="new-child" className="admin-section-title">
          <Trans>New child</Trans>
        </h2>
        {data && (
          <ChildForm
            groups={data.groups}
            submitLabel={t`Add child`}
            onSave={async (values) => {
              await adminCalls.createChild(childInput(values));
              notifySuccess(t`The child has been added.`);
            }}
          />
        )}
      </Card>
      <Card flush aria-label={t`All children`}>
        {!data ? (
          <Skeleton label={t`Loading`} />
        ) : data.children.length === 0 ? (
          <EmptyState title={<Trans>No children yet.</Trans>} />
        ) : (
          <List>
            {data.children.map((child) => {
              const group = data.groups.find((g) => g.id === child.group_id)?.name ?? t`No group`;
              const guardians = data.guardians.filter((g) => g.child_id === child.id).length;
              return (
                <ListItem key={child.id}>
                  <Link to="/admin/children/$id" params={{ id: child.id }} className="list__row">
                    <ListRowContent
                      primary={childName(child)}
                      secondary={
                        <Trans>
                          {group} · {guardians} guardians
                        </Trans>
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
