/** Demo blocks: their options and code, as the build passes them to each one. */
import type { DemoOptions } from '../../node/config-schema';

/** Options a demo takes, from the site config's `demo` defaults and the container. */
export type { DemoOptions };
/** Extra npm dependencies of an exported sandbox, and the define API's optional fields. */
export type CodesandboxOptions = DemoOptions['codesandbox'];

export type DemoLanguage = 'jsx' | 'tsx';

/** A demo's code: what is shown and copied, and what the exports are made of. */
export interface DemoCode {
  /** `markup`: JSX written directly; `module`: a module with a default-exported component. */
  kind: 'markup' | 'module';
  language: DemoLanguage;
  /** The source exactly as written (the markup, or the module's code). */
  source: string;
  /** The module as plain JSX (TypeScript removed): what CodePen and JSFiddle get. */
  script: string;
  css: string;
}

export interface DemoProps extends DemoOptions, DemoCode {
  /** The demo's place among its page's demos (0-based): its loader's, too. */
  index: number;
}

/** `demo-1` for the first demo of a page: its element ids and chunk names start so. */
export function demoId(index: number): string {
  return `demo-${index + 1}`;
}
