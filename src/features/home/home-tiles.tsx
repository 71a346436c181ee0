import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { areaLabels } from '../../i18n/area-labels.ts';
import {
  AbsenceIcon,
  BoardIcon,
  CalendarIcon,
  ChatIcon,
  HistoryIcon,
  Icon,
  MenuPlateIcon,
  ProfileIcon,
  SettingsIcon,
} from '../../ui/icons.tsx';
import '../../ui/tiles.css';

const LetterIcon = () => (
  <Icon>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

interface Tile {
  to: LinkProps['to'];
  label: MessageDescriptor;
  icon: ReactNode;
  tint: string;
}

// Every area of the app, in the order a parent needs them during the day.
// The news archive is reached from here and from the start page's news card, not from the bottom bar.
const tiles: Tile[] = [
  { to: '/blackboard', label: areaLabels.blackboard, icon: <BoardIcon />, tint: 'var(--tile-sun)' },
  { to: '/news', label: msg`News archive`, icon: <LetterIcon />, tint: 'var(--tile-sand)' },
  { to: '/events', label: areaLabels.events, icon: <CalendarIcon />, tint: 'var(--tile-sky)' },
  { to: '/menu', label: areaLabels.menu, icon: <MenuPlateIcon />, tint: 'var(--tile-leaf)' },
  { to: '/report-absence', label: areaLabels.reportAbsence, icon: <AbsenceIcon />, tint: 'var(--tile-rose)' },
  { to: '/absence-history', label: areaLabels.absenceHistory, icon: <HistoryIcon />, tint: 'var(--tile-lilac)' },
  { to: '/chat', label: areaLabels.chat, icon: <ChatIcon />, tint: 'var(--tile-sky)' },
  { to: '/profile', label: areaLabels.profile, icon: <ProfileIcon />, tint: 'var(--tile-sand)' },
  { to: '/languages', label: areaLabels.language, icon: <SettingsIcon />, tint: 'var(--tile-leaf)' },
];

export function HomeTiles() {
  const { i18n } = useLingui();
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={String(tile.to)}>
          <Link to={tile.to} className="tile" style={{ ['--tile-bg' as string]: tile.tint }}>
            <span className="tile__icon">{tile.icon}</span>
            <span>{i18n._(tile.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
