import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SearchHit } from './search-index.ts';

/** Opens the item a result stands for: the post, the comments, the publication, the menu's day, the chat room. */
export function SearchHitLink({ hit, children }: { hit: SearchHit; children: ReactNode }) {
  const className = 'search-hit__link';
  switch (hit.kind) {
    case 'post':
      return (
        <Link to="/blackboard/$id" params={{ id: hit.rowId }} className={className}>
          {children}
        </Link>
      );
    case 'comment':
      return (
        <Link to="/blackboard/$id/comments" params={{ id: hit.parentId ?? '' }} className={className}>
          {children}
        </Link>
      );
    case 'news':
      return (
        <Link to="/news/$id" params={{ id: hit.rowId }} className={className}>
          {children}
        </Link>
      );
    case 'event':
      return (
        <Link to="/events/$id" params={{ id: hit.rowId }} className={className}>
          {children}
        </Link>
      );
    case 'menu':
      return (
        <Link to="/menu" search={{ day: hit.date }} className={className}>
          {children}
        </Link>
      );
    case 'message':
      return (
        <Link to="/chat/room/$id" params={{ id: hit.parentId ?? '' }} className={className}>
          {children}
        </Link>
      );
  }
}
