import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export function List(props: HTMLAttributes<HTMLUListElement>) {
  return <ul className="list" {...props} />;
}

interface ListRowContentProps {
  start?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  end?: ReactNode;
}

/** The inside of a row; the caller decides whether the row is a link, a button or static text. */
export function ListRowContent({ start, primary, secondary, end }: ListRowContentProps) {
  return (
    <>
      {start}
      <span className="list__main">
        <span>{primary}</span>
        {secondary && <span className="list__secondary">{secondary}</span>}
      </span>
      {end && <span className="list__end">{end}</span>}
    </>
  );
}

export function ListItem(props: HTMLAttributes<HTMLLIElement>) {
  return <li className="list__item" {...props} />;
}
