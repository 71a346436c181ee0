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
  MenuPlateIcon,
  ProfileIcon,
  SettingsIcon,
} from '../../ui/icons.tsx';
import '../../ui/tiles.css';

interface Tile {
  to: LinkProps['to'];
  label: keyof typeof areaLabels;
  icon: ReactNode;
  tint: string;
}

// Every area of spec §2, in the order a parent needs them during the day.
const tiles: Tile[] = [
  { to: '/blackboard', label: 'blackboard', icon: <BoardIcon />, tint: 'var(--tile-sun)' },
  { to: '/events', label: 'events', icon: <CalendarIcon />, tint: 'var(--tile-sky)' },
  { to: '/menu', label: 'menu', icon: <MenuPlateIcon />, tint: 'var(--tile-leaf)' },
  { to: '/report-absence', label: 'reportAbsence', icon: <AbsenceIcon />, tint: 'var(--tile-rose)' },
  { to: '/absence-history', label: 'absenceHistory', icon: <HistoryIcon />, tint: 'var(--tile-lilac)' },
  { to: '/chat', label: 'chat', icon: <ChatIcon />, tint: 'var(--tile-sky)' },
  { to: '/profile', label: 'profile', icon: <ProfileIcon />, tint: 'var(--tile-sand)' },
  { to: '/languages', label: 'language', icon: <SettingsIcon />, tint: 'var(--tile-leaf)' },
];

export function HomeTiles() {
  const { i18n } = useLingui();
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link to={tile.to} className="tile" style={{ ['--tile-bg' as string]: tile.tint }}>
            <span className="tile__icon">{tile.icon}</span>
            <span>{i18n._(areaLabels[tile.label])}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
