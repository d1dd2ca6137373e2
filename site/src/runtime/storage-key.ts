import { DEFAULT_STORAGE_PREFIX, STORAGE_PREFIX_ATTRIBUTE, type STORED } from '../shared/storage';

/** The key `name` is kept under on this site (shared/storage.ts). */
export function storageKey(name: (typeof STORED)[keyof typeof STORED]): string {
  const prefix = document.documentElement.getAttribute(STORAGE_PREFIX_ATTRIBUTE);
  return `${prefix ?? DEFAULT_STORAGE_PREFIX}:${name}`;
}
