/** Element ids shared by the prerendered HTML and the browser runtime. */
export const APP_ROOT_ID = 'app';
export const HYDRATION_DATA_ID = '__hydration_data';
/** What the boot script needs to start the app (`BootData`), written into each page. */
export const BOOT_DATA_ID = '__boot_data';

/**
 * The boot script's data. The site's chunk is named here, not imported by the boot
 * script: a content edit then changes that chunk's name (and the pages') but not the
 * boot script's or the app's, so returning readers keep them cached.
 */
export interface BootData {
  /** The site's chunk (its data and pages), which starts the app when it runs. */
  site: string;
  /** Every chunk the page needs once the app starts, preloaded then. */
  preload: string[];
}
