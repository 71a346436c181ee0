import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../db/use-session.ts';
import { areaLabels } from '../../i18n/area-labels.ts';
import { AboutBuild } from '../../pwa/about-build.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SignOutIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { downloadMyData } from './account-calls.ts';
import { AccountForms } from './account-forms.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { DeleteAccountButton } from './delete-account-dialog.tsx';
import { DownloadIcon } from './profile-icons.tsx';
import { AccountCard, InformationCard, SettingsCard } from './profile-sections.tsx';
import { ReadReceiptsToggle } from './read-receipts-toggle.tsx';
import './profile.css';

interface ProfileScreenProps {
  /** The push switch (features/push), placed by the route: a feature never imports another. */
  pushToggle: ReactNode;
  onSignOut: () => Promise<void>;
}

/** `/profile`: who I am, my settings, my data and the way out. */
export function ProfileScreen({ pushToggle, onSignOut }: ProfileScreenProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [downloading, setDownloading] = useState(false);
  const title = i18n._(areaLabels.profile);
  useDocumentTitle(title);

  if (session.status !== 'signed-in') {
    return (
      <Page withNav title={title}>
        <Skeleton label={t`Loading`} />
      </Page>
    );
  }
  const user = session.user;

  async function download() {
    setDownloading(true);
    await downloadMyData().catch(() => undefined);
    setDownloading(false);
  }

  return (
    <Page withNav title={title}>
      <div className="profile">
        <AccountCard user={user} />
        <AccountForms user={user} />
        <Card aria-label={t`Push notifications`}>{pushToggle}</Card>
        <Card aria-label={t`Read receipts`}>
          <ReadReceiptsToggle user={user} />
        </Card>
        <SettingsCard user={user} />
        <InformationCard />
        <CalendarFeedCard />
        <Card aria-labelledby="profile-data" className="profile-data">
          <h2 id="profile-data" className="profile-subheading">
            <Trans>Your data</Trans>
          </h2>
          <p className="text-muted">
            <Trans>Download a copy of everything the app stores about you and your children, as a JSON file.</Trans>
          </p>
          <div className="profile-data__actions">
            <Button variant="secondary" busy={downloading} onClick={() => void download()} data-testid="download-data">
              <DownloadIcon size={20} />
              <Trans>Download my data</Trans>
            </Button>
            <DeleteAccountButton />
          </div>
        </Card>
        <Button variant="secondary" block onClick={() => void onSignOut()}>
          <SignOutIcon size={20} />
          <Trans>Sign out</Trans>
        </Button>
        <AboutBuild className="profile-about" />
      </div>
    </Page>
  );
}
