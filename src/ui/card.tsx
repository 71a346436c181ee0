import type { HTMLAttributes } from 'react';
import './card.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** No padding, for lists that run to the card's edges. */
  flush?: boolean;
  as?: 'section' | 'div' | 'article';
}

export function Card({ flush, as: Element = 'section', className, ...props }: CardProps) {
  return <Element className={['card', flush && 'card--flush', className].filter(Boolean).join(' ')} {...props} />;
}
