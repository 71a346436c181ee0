import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../db/use-session.ts';
import { areaLabels } from '../../i18n/area-labels.ts';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { HomeTiles } from './home-tiles.tsx';
import { useDashboard } from './use-dashboard.ts';
import './home.css';

/** The signed-in start page: who and where I am, the day at a glance from local data, and a way into every area. */
export function HomeScreen() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const dashboard = useDashboard(user);
  useDocumentTitle(i18n._(areaLabels.home));

  if (session.status !== 'signed-in') {
    return (
      <Page withNav>
        <Skeleton label={t`Loading`} />
      </Page>
    );
  }
  const { name, kindergarten, children } = session.user;
  return (
    <Page withNav>
      <div className="home-hero">
        {/* A new account has no name until the profile is filled in. */}
        <h1>{name ? <Trans>Hello, {name}!</Trans> : <Trans>Hello!</Trans>}</h1>
        <p className="text-muted">{kindergarten.name}</p>
        {children.length > 0 && (
          <ul className="home-children" aria-label={t`Your children`}>
            {children.map((child) => (
              <li key={child.id}>
                {child.first_name}
                {child.group && <span>· {child.group.name}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <h2 className="visually-hidden">{t`Today`}</h2>
      {dashboard ? <DashboardCards dashboard={dashboard} /> : <Skeleton label={t`Loading`} />}
      <h2 className="visually-hidden">{t`Areas`}</h2>
      <HomeTiles />
    </Page>
  );
}
