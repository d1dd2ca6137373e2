/** Element ids shared by the prerendered HTML and the browser runtime. */
export const APP_ROOT_ID = 'app';
export const HYDRATION_DATA_ID = '__hydration_data';
/** The chunks a page needs once the app starts, preloaded by the boot script then. */
export const BOOT_DATA_ID = '__boot_data';
