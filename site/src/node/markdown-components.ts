import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from './config-schema';
import { BUILT_IN_COMPONENTS } from './markdown-component-names';

/** A component pages may use as a tag, and the module that default-exports it. */
export interface MarkdownComponent {
  name: string;
  file: string;
}

const BUILT_IN_FILES: Record<(typeof BUILT_IN_COMPONENTS)[number], string> = {
  Badge: fileURLToPath(new URL('../theme/Badge.tsx', import.meta.url)),
};

/** The site's own components, then those its config registers (files resolved). */
export function markdownComponentsOf(config: SiteConfig, docsDir: string): MarkdownComponent[] {
  return [
    ...BUILT_IN_COMPONENTS.map((name) => ({ name, file: BUILT_IN_FILES[name] })),
    ...Object.entries(config.components).map(([name, file]) => ({
      name,
      file: resolve(docsDir, file),
    })),
  ];
}
