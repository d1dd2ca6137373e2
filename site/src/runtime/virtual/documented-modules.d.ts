// The types of `virtual:documented-modules` (site-modules.ts), mapped by `paths` in tsconfig.base.json.

/** Each documented package's module, by its name: what an edited demo may import of them. */
declare const modules: Readonly<Record<string, unknown>>;
export default modules;
