// The types of `virtual:sandbox-versions` (vite-plugin.ts), mapped by `paths` in tsconfig.base.json.
import type { SandboxVersions } from '../../shared/playground';

/** The versions a playground's project pins (the library's, React's, Vite's…). */
export declare const sandboxVersions: SandboxVersions;
