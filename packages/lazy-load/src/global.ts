// Entry of the browser global build: `window.LazyLoad` is the component itself.
export { LazyLoad as default } from './LazyLoad';
