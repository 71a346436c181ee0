import type { ReactNode } from 'react';
import './page.css';

interface PageProps {
  title?: ReactNode;
  lead?: ReactNode;
  /** Leaves room for the fixed bottom navigation. */
  withNav?: boolean;
  children: ReactNode;
}

/** The main landmark of a screen, with its one h1. */
export function Page({ title, lead, withNav, children }: PageProps) {
  return (
    <main className={withNav ? 'page page--with-nav' : 'page'} id="main">
      {(title || lead) && (
        <div className="page__header">
          {title && <h1 className="page__title">{title}</h1>}
          {lead && <p className="page__lead">{lead}</p>}
        </div>
      )}
      {children}
    </main>
  );
}
