import type { ReactNode } from 'react';

export interface BadgeProps {
  /** Colour and meaning. */
  type?: 'tip' | 'warning' | 'error';
  text?: string;
  /** CSS vertical-align of the badge. */
  vertical?: 'top' | 'middle' | 'bottom' | 'baseline';
  children?: ReactNode;
}

/** A small label next to a heading or a word: `<Badge type="warning" text="beta"/>`. */
export default function Badge({ type = 'tip', text, vertical = 'top', children }: BadgeProps) {
  return (
    <span className={`badge ${type}`} style={{ verticalAlign: vertical }}>
      {text ?? children}
    </span>
  );
}
