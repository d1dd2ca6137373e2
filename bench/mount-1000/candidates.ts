/** The ways of rendering 1,000 lazy items that the mount bench compares. */
export const CANDIDATES = {
  'lazy-load':
    '<LazyLoad placeholder={<div style={{height: 40}} />}>, as the docs show it (2 elements)',
  'lazy-load-sized': '<LazyLoad style={{height: 40}}>, the wrapper sized itself (1 element)',
  'react-intersection-observer':
    'react-intersection-observer 11: useInView({ triggerOnce: true }) on a sized div (1 element)',
} as const;

export type CandidateKind = keyof typeof CANDIDATES;

/** The peer every ratio is taken against. */
export const BASELINE: CandidateKind = 'react-intersection-observer';
