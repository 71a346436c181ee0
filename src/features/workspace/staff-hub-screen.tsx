import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AbsenceIcon, MenuPlateIcon, ProfileIcon } from '../../ui/icons.tsx';
import { CheckIcon, PencilIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { QuietHoursCard } from './quiet-hours-card.tsx';
import { StaffOnly } from './staff-gate.tsx';
import '../../ui/tiles.css';
import './staff.css';

interface Tile {
  to: LinkProps['to'];
  label: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  tint: string;
}

/**
 * `/staff`: the workspace's start, in the order of a working day: publish, answers, today, menu. `drafts` lists the
 * signed-in member's unfinished publications (the publishing feature draws it; the route passes it in).
 */
export function StaffHubScreen({ drafts }: { drafts: (userId: string) => ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Staff workspace`);
  return (
    <StaffOnly>
      {(viewer) => {
        const tiles: Tile[] = [
          {
            to: '/staff/publish',
            label: <Trans>Publish</Trans>,
            hint: <Trans>News or event</Trans>,
            icon: <PencilIcon />,
            tint: 'var(--tile-sun)',
          },
          {
            to: '/staff/answers',
            label: <Trans>Answers</Trans>,
            hint: <Trans>Who has answered</Trans>,
            icon: <CheckIcon />,
            tint: 'var(--tile-sky)',
          },
          {
            to: '/staff/today',
            label: <Trans>Today</Trans>,
            hint: <Trans>Absences by group</Trans>,
            icon: <AbsenceIcon />,
            tint: 'var(--tile-rose)',
          },
          {
            to: '/staff/menu',
            label: <Trans>Menu</Trans>,
            hint: <Trans>Edit the week</Trans>,
            icon: <MenuPlateIcon />,
            tint: 'var(--tile-leaf)',
          },
        ];
        if (viewer.role === 'admin') {
          // The admin area (families, people, codes) is its own part of the app, under /admin.
          tiles.push({
            to: '/admin',
            label: <Trans>Admin</Trans>,
            hint: <Trans>Families and people</Trans>,
            icon: <ProfileIcon />,
            tint: 'var(--tile-lilac)',
          });
        }
        return (
          <Page
            withNav
            title={<Trans>Staff workspace</Trans>}
            lead={<Trans>Hello {viewer.name}. What would you like to do?</Trans>}
          >
            <div className="stack stack--lg">
              <nav aria-label={t`Staff workspace`}>
                <ul className="tiles staff-tiles">
                  {tiles.map((tile) => (
                    <li key={String(tile.to)}>
                      <Link to={tile.to} className="tile staff-tile" style={{ ['--tile-bg' as string]: tile.tint }}>
                        <span className="tile__icon">{tile.icon}</span>
                        <span className="staff-tile__text">
                          <span className="staff-tile__label">{tile.label}</span>
                          <span className="staff-tile__hint">{tile.hint}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {drafts(viewer.userId)}
              <QuietHoursCard />
            </div>
          </Page>
        );
      }}
    </StaffOnly>
  );
}
