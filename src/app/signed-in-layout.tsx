import { failedWritePlace } from './failed-write-place.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import { AskNameGate } from '../features/profile/ask-name-gate.tsx';
import { unreadLabel } from '../features/chat/chat-queries.ts';
import { useUnreadMessageTotal } from '../features/chat/use-conversations.ts';
import { useUnreadNotificationCount } from '../features/notifications/use-notifications.ts';
import { useSession } from '../db/use-session.ts';
import { areaLabels, navLabels } from '../i18n/area-labels.ts';
import { AppBar } from '../ui/app-bar.tsx';
import { BottomNav, BottomNavLink } from '../ui/bottom-nav.tsx';
import {
  BellIcon,
  BoardIcon,
  BriefcaseIcon,
  CalendarIcon,
  ChatIcon,
  HomeIcon,
  LanguageIcon,
  MoreIcon,
  ProfileIcon,
  SearchIcon,
  SignOutIcon,
  SunIcon,
} from '../ui/icons.tsx';
import { Menu, closeMenuOf } from '../ui/menu.tsx';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { OutboxIndicator } from '../ui/outbox-indicator.tsx';
import { useOnline } from '../sync/use-online.ts';
import { useOutboxSummary } from '../sync/use-outbox.ts';
import { AboutBuild } from '../pwa/about-build.tsx';
import { usePersistentStorage } from '../pwa/use-persistent-storage.ts';
import { BrandMark } from './brand.tsx';
import './layout.css';

/** Everything behind sign-in: app bar with the account menu, the screen, the bottom navigation. */
export function SignedInLayout() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const signOut = useSignOut();
  usePersistentStorage();
  // After a sign-in on this page (a signed-in start registers them in src/main.tsx); on demand, as the first screen's
  // code carries neither the engine nor the API client. Registering again changes nothing.
  useEffect(() => void import('./sync-features.ts').then(({ registerSyncFeatures }) => registerSyncFeatures()), []);
  const kindergarten = session.status === 'signed-in' ? session.user.kindergarten.name : '';
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const unreadMessages = useUnreadMessageTotal(userId);
  const unreadMessagesText = unreadLabel(unreadMessages);
  const unreadNotifications = useUnreadNotificationCount(userId);
  // Staff and admins get their workspace as a tab of its own; parents never see it.
  const staff = session.status === 'signed-in' && session.user.role !== 'parent';
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <AppBar
        start={
          <Link to="/" className="brand" aria-label={i18n._(areaLabels.home)}>
            <BrandMark />
          </Link>
        }
        title={<span className="text-muted">{kindergarten}</span>}
        end={
          <>
            <Link to="/search" className="app-bar__action" aria-label={t`Search`}>
              <SearchIcon />
            </Link>
            <Link
              to="/notifications"
              className="app-bar__action"
              aria-label={unreadNotifications ? t`Notifications, ${unreadNotifications} unread` : t`Notifications`}
            >
              <BellIcon />
              {unreadNotifications > 0 && (
                <span className="app-bar__badge">{unreadNotifications > 99 ? '99+' : unreadNotifications}</span>
              )}
            </Link>
            <Menu label={t`Account menu`} icon={<MoreIcon />}>
              <Link to="/languages" className="menu__item" onClick={(event) => closeMenuOf(event.currentTarget)}>
                <LanguageIcon size={20} />
                {i18n._(areaLabels.language)}
              </Link>
              <Link to="/kigapp" className="menu__item" onClick={(event) => closeMenuOf(event.currentTarget)}>
                <SunIcon size={20} />
                <Trans>Kita as an app</Trans>
              </Link>
              <button
                type="button"
                className="menu__item"
                onClick={(event) => {
                  closeMenuOf(event.currentTarget);
                  void signOut();
                }}
              >
                <SignOutIcon size={20} />
                <Trans>Sign out</Trans>
              </button>
              <AboutBuild className="menu__about" />
            </Menu>
          </>
        }
      />
      <SyncStatus />
      <Outlet />
      <AskNameGate />
      <BottomNav label={t`Main navigation`}>
        <BottomNavLink to="/" icon={<HomeIcon />} label={i18n._(navLabels.home)} />
        <BottomNavLink to="/blackboard" icon={<BoardIcon />} label={i18n._(navLabels.blackboard)} />
        <BottomNavLink to="/events" icon={<CalendarIcon />} label={i18n._(navLabels.events)} />
        <BottomNavLink
          to="/chat"
          icon={<ChatIcon />}
          label={i18n._(navLabels.chat)}
          badge={{ count: unreadMessages, label: t`${unreadMessagesText} unread messages` }}
        />
        {staff && <BottomNavLink to="/staff" icon={<BriefcaseIcon />} label={i18n._(navLabels.staff)} />}
        <BottomNavLink to="/profile" icon={<ProfileIcon />} label={i18n._(navLabels.profile)} />
      </BottomNav>
    </>
  );
}

/**
 * Offline banner and "N changes waiting" under the app bar, on every signed-in screen. "Show" leads to the screen of
 * the oldest refused change, where it can be retried, edited or discarded.
 */
function SyncStatus() {
  const online = useOnline();
  const { waiting, failed, firstFailed } = useOutboxSummary();
  return (
    <div className="sync-strip" data-no-snapshot>
      <OfflineBanner offline={!online} />
      <OutboxIndicator
        waiting={waiting}
        failed={failed}
        failedAction={
          <>
            {' · '}
            <Link {...failedWritePlace(firstFailed)}>
              <Trans>Show</Trans>
            </Link>
          </>
        }
      />
    </div>
  );
}
