// Entry of the browser global build: `window.LazyLoad` is the component itself, and
// also carries it by name, so `const { LazyLoad } = window.LazyLoad` works as in ESM.
import { LazyLoad } from './LazyLoad.js';

export default Object.assign(LazyLoad, { LazyLoad });
