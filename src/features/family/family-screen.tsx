import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FamilyInviteCreated } from '#contract/family';
import { useSession } from '../../db/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { FamilyInviteForm } from './family-invite-form.tsx';
import { FamilyInviteShare } from './family-invite-share.tsx';
import { FamilyInvitesList } from './family-invites-list.tsx';
import { RedeemFamilyCode } from './redeem-family-code.tsx';
import './family.css';

/** `/profile/family`: invite a second guardian to one's children, see and withdraw pending invites, redeem a code. */
export function FamilyScreen() {
  const { t } = useLingui();
  const title = t`Family`;
  useDocumentTitle(title);
  const session = useSession();
  const [created, setCreated] = useState<FamilyInviteCreated | null>(null);
  if (session.status !== 'signed-in')
    return (
      <Page withNav title={title}>
        <Skeleton label={t`Loading`} />
      </Page>
    );
  const { children } = session.user;
  const childName = (id: string) => children.find((child) => child.id === id)?.first_name ?? '';
  return (
    <Page withNav>
      <div className="stack stack--lg family">
        <div className="stack">
          <ButtonLink to="/profile" variant="ghost" className="back-link">
            <ArrowLeftIcon size={20} />
            <Trans>Profile</Trans>
          </ButtonLink>
          <h1 className="page__title">{title}</h1>
          <p className="page__lead">
            <Trans>Invite the other parent or a grandparent to your children.</Trans>
          </p>
        </div>
        <Card aria-labelledby="family-invite-title">
          <h2 id="family-invite-title" className="family-subheading">
            <Trans>Invite a guardian</Trans>
          </h2>
          {children.length === 0 ? (
            <p className="text-muted">
              <Trans>
                Once the kindergarten has linked your children to your account, you can invite others to them.
              </Trans>
            </p>
          ) : created ? (
            <FamilyInviteShare created={created} />
          ) : (
            <FamilyInviteForm children={children} onCreated={setCreated} />
          )}
        </Card>
        <Card aria-labelledby="family-pending-title">
          <h2 id="family-pending-title" className="family-subheading">
            <Trans>Pending invites</Trans>
          </h2>
          <FamilyInvitesList key={created?.invite.id ?? 'none'} childName={childName} />
        </Card>
        <Card aria-labelledby="family-redeem-title">
          <h2 id="family-redeem-title" className="family-subheading">
            <Trans>Received a family code?</Trans>
          </h2>
          <RedeemFamilyCode />
        </Card>
      </div>
    </Page>
  );
}
