export { LazyLoad } from './LazyLoad';
export type { LazyLoadProps } from './LazyLoad';
export { LazyLoad as default } from './LazyLoad';
