import { packages, sandboxVersions } from 'virtual:documented-packages';
import type { DemoProps } from '../../shared/demo/demo';
import type { Playground } from '../../shared/demo/playground-forms';
import { codepenFields, codesandboxFields, jsfiddleFields } from '../../shared/demo/playground';

export type PlaygroundFields = Record<Playground, Record<string, string>>;

/**
 * The fields each playground's form posts, for the code as the reader has it
 * (`current`, edited or not) and the demo's options. A chunk of its own (with
 * lz-string): a reader who never opens a playground never downloads it.
 */
export default function playgroundFields(current: DemoProps, demo: DemoProps): PlaygroundFields {
  return {
    codepen: codepenFields(current, demo, packages),
    jsfiddle: jsfiddleFields(current, demo, packages),
    codesandbox: codesandboxFields(current, demo, sandboxVersions, packages),
  };
}
