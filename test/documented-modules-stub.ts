// Stands in for the build's `virtual:documented-modules` in unit tests: the docs' package.
import * as library from '@lazy-load/react';

export default { '@lazy-load/react': library };
