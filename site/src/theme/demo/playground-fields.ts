import { sandboxVersions } from 'virtual:sandbox-versions';
import type { DemoProps } from '../../shared/demo';
import type { Playground } from '../../shared/playground-forms';
import { codepenFields, codesandboxFields, jsfiddleFields } from '../../shared/playground';

export type PlaygroundFields = Record<Playground, Record<string, string>>;

/**
 * The fields each playground's form posts, for the code as the reader has it
 * (`current`, edited or not) and the demo's options. A chunk of its own (with
 * lz-string): a reader who never opens a playground never downloads it.
 */
export default function playgroundFields(current: DemoProps, demo: DemoProps): PlaygroundFields {
  return {
    codepen: codepenFields(current, demo, sandboxVersions.library),
    jsfiddle: jsfiddleFields(current, demo, sandboxVersions.library),
    codesandbox: codesandboxFields(current, demo, sandboxVersions),
  };
}
