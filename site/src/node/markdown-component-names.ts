// (A module without Node's built-ins: the config's schema imports it, whose types the
// browser's code reads.)

/**
 * Components a maintainer writes in Markdown as tags (`<Badge text="new"/>`): the
 * site's own, and those a site registers in its config (`components`).
 */
export const BUILT_IN_COMPONENTS = ['Badge'] as const;

/** Names the Markdown pipeline gives its own components: no registered one may take them. */
export const PIPELINE_COMPONENTS = ['Toc', 'StaticHtml', 'DemoBlock'] as const;

/** A component's name in Markdown: PascalCase, as a React component's (lowercase is HTML). */
export const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;
