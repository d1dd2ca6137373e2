/**
 * The playgrounds a demo opens in, by a form each demo block renders: their names and
 * where each form posts (the addresses the original site's forms used). The fields come
 * later, from playground.ts, loaded as a demo nears the viewport.
 */
export const PLAYGROUNDS = ['codepen', 'jsfiddle', 'codesandbox'] as const;
export type Playground = (typeof PLAYGROUNDS)[number];

export const PLAYGROUND_ACTIONS: Record<Playground, string> = {
  codepen: 'https://codepen.io/pen/define',
  jsfiddle: 'https://jsfiddle.net/api/post/library/pure/',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
};

export const PLAYGROUND_NAMES: Record<Playground, string> = {
  codepen: 'CodePen',
  jsfiddle: 'JSFiddle',
  codesandbox: 'CodeSandbox',
};
