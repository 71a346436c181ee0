import { Icon, type IconProps } from '../../ui/icons.tsx';

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
  </Icon>
);

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13" />
  </Icon>
);

export const TranslateIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h9M8.5 3v2c0 4-2 7-5 8.5M6 9c1 2.5 3 4 5.5 4.5M13 21l4-9 4 9m-6.8-3h5.6" />
  </Icon>
);
