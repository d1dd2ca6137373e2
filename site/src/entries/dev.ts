// Dev's entry: the app at once, without the boot script (see site.ts).
import { isPageModule, PAGE_DATA_EXPORTS } from './page-module';
import { followColorSchemeChoice } from '../runtime/color-scheme';
import { smoothScrollAfterLoad } from '../runtime/smooth-scroll';
import { allowMotionAfterLoad } from '../runtime/motion';
import './site';

// Dev renders the app at once, without the boot script: the picker is followed here.
followColorSchemeChoice();
smoothScrollAfterLoad();
allowMotionAfterLoad();

// A page's module exports data beside its components: React Fast Refresh (the React
// plugin's runtime asks this hook) would give up on it for them, and reload the page.
// They update through the page's own handler instead (hot-pages.ts), so an edit shows
// in place, every demo keeping its state.
Object.assign(window, {
  __getReactRefreshIgnoredExports: ({ id }: { id: string }) =>
    isPageModule(id) ? [...PAGE_DATA_EXPORTS] : [],
});
