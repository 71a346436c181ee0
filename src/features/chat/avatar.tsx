import { initialsOf } from './chat-people.ts';

/** Initials in a circle; the name is said by the text beside it, so the avatar itself is hidden from readers. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`chat-avatar chat-avatar--${size}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
