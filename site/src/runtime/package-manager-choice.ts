import { PM_TABS_CLASS } from '../shared/controls';
import { PACKAGE_MANAGERS, type PackageManager } from '../shared/package-manager';
import { STORED } from '../shared/storage';
import { storageKey } from './storage-key';

/** The remembered choice, if any (storage may be unavailable). */
export function storedPackageManager(): PackageManager | undefined {
  try {
    const value = localStorage.getItem(storageKey(STORED.packageManager));
    return PACKAGE_MANAGERS.find((pm) => pm === value);
  } catch {
    return undefined;
  }
}

/** Checks `pm`'s tab in every group under `root`. */
export function showPackageManager(root: ParentNode, pm: PackageManager): void {
  root
    .querySelectorAll<HTMLInputElement>(`.${PM_TABS_CLASS} input[value="${pm}"]`)
    .forEach((input) => (input.checked = true));
}

/**
 * Shows the remembered choice in every group under `root`, and from now on remembers a
 * choice the reader makes and shows it everywhere (one listener, on the document).
 */
export function followPackageManagerChoice(root: ParentNode): void {
  const stored = storedPackageManager();
  if (stored) showPackageManager(root, stored);
  addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches?.(`.${PM_TABS_CLASS} input`)) return;
    const pm = PACKAGE_MANAGERS.find((p) => p === input.value);
    if (!pm) return;
    showPackageManager(document, pm);
    try {
      localStorage.setItem(storageKey(STORED.packageManager), pm);
    } catch {
      // Not remembered (storage unavailable): this page still shows it everywhere.
    }
  });
}
