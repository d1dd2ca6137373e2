// The types of `virtual:search-index` (site-modules.ts), mapped by `paths` in tsconfig.base.json.

/** The local search's MiniSearch index of every page, serialized (`MiniSearch.loadJSON`). */
declare const json: string;
export default json;
