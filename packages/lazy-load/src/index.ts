export { LazyLoad } from './LazyLoad.js';
export type { LazyLoadProps } from './LazyLoad.js';
export { LazyLoad as default } from './LazyLoad.js';
