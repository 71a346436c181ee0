import { Trans } from '@lingui/react/macro';
import type { UserRow } from '../../db/kita-db.ts';
import { Card } from '../../ui/card.tsx';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';

/** The user's own name and password, each its own form: changing one never sends the other. */
export function AccountForms({ user }: { user: UserRow }) {
  return (
    <>
      <Card aria-labelledby="profile-name-form" className="profile-form">
        <h2 id="profile-name-form" className="profile-subheading">
          <Trans>Change your name</Trans>
        </h2>
        <NameForm initial={user.name} submitLabel={<Trans>Save name</Trans>} />
      </Card>
      <Card aria-labelledby="profile-password-form" className="profile-form">
        <h2 id="profile-password-form" className="profile-subheading">
          <Trans>Change password</Trans>
        </h2>
        <PasswordForm />
      </Card>
    </>
  );
}
