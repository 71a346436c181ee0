import { useId, type ReactNode } from 'react';
import './app-bar.css';

interface MenuProps {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * A menu on the Popover API: the browser gives light dismiss, Escape and top-layer stacking without JavaScript
 * state (https://developer.mozilla.org/docs/Web/API/Popover_API).
 */
export function Menu({ label, icon, children }: MenuProps) {
  const id = useId();
  return (
    <>
      <button type="button" className="icon-button" popoverTarget={id} aria-label={label} title={label}>
        {icon}
      </button>
      <div id={id} popover="auto" className="menu">
        {children}
      </div>
    </>
  );
}

/** Closes the surrounding popover when used: the popover API only closes on outside clicks by itself. */
export function closeMenuOf(element: HTMLElement): void {
  element.closest<HTMLElement>('[popover]')?.hidePopover();
}
