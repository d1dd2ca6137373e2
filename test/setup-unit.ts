import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when Vitest globals are on; they are not.
afterEach(cleanup);
