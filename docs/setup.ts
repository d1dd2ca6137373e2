import type { SetupHook } from '@lazy-load/site/config';

/**
 * Runs once in the browser before the app starts: the place for analytics or router
 * hooks. Receives the router (push/replace) and the site data. An error here is
 * logged and the site still starts.
 */
const setup: SetupHook = () => {};

export default setup;
