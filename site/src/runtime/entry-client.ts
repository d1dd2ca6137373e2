import { followColorSchemeChoice } from './color-scheme';
import { startApp } from './start';

// Dev renders the app at once, without the boot script: the picker is followed here.
followColorSchemeChoice();
void startApp();
