// Characters that VuePress 1 (the original site's engine) turns into `-` in a heading's
// id, plus whitespace: the ids, and so the deep links, stay the original's.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’–—<>,.?/]+/g;

/** The slug of a heading, as VuePress made it: `Bundler (Vite, Rollup)` → `bundler-vite-rollup`. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(CONTROL, '')
    // A run of separators is one `-` (the class holds `-`, so no `--` is left).
    .replace(SEPARATORS, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return /^\d/.test(slug) ? `_${slug}` : slug;
}

/** Hands out unique slugs within one page: a repeated slug gets `-2`, `-3`, … */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
