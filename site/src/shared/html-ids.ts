/** Element ids shared by the prerendered HTML and the browser runtime. */
export const APP_ROOT_ID = 'app';
export const HYDRATION_DATA_ID = '__hydration_data';
