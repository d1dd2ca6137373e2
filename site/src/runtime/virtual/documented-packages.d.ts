// The types of `virtual:documented-packages` (site-modules.ts), mapped by `paths` in tsconfig.base.json.
import type { DocumentedPackage } from '../../shared/documented-packages';
import type { SandboxVersions } from '../../shared/demo/playground';

/** The packages the docs document (the site config's `packages`), as the browser knows them. */
export declare const packages: readonly DocumentedPackage[];
/** The versions a playground's project pins beside theirs (React's, Vite's…). */
export declare const sandboxVersions: SandboxVersions;
