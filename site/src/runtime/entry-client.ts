import { followColorSchemeChoice } from './color-scheme';
import './site-entry';
import { smoothScrollAfterLoad } from './smooth-scroll';

// Dev renders the app at once, without the boot script: the picker is followed here.
followColorSchemeChoice();
smoothScrollAfterLoad();
