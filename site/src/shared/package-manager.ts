/**
 * Package-manager tabs (```bash npm2yarn): one npm command, shown for npm, yarn, pnpm
 * and bun; the reader's choice remembered across blocks and visits. Shared by the build
 * (the tabs; it writes each manager's commands in node/markdown/npm-commands.ts) and by
 * the boot script and the app (the choice): the list and the type, nothing more.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
