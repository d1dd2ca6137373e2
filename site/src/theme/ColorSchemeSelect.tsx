import { Icon } from './Icon';
import { useState } from 'react';
import { COLOR_SCHEMES, COLOR_SCHEME_LABELS } from '../shared/color-scheme';
import { storedColorScheme } from '../runtime/index';

/**
 * The light/dark switch: System (the default), Light or Dark, as a native select, like
 * Starlight's. The boot script follows its changes (`followColorSchemeChoice`), so it
 * works before the app has loaded, and the head script paints the pick before the first
 * paint.
 */
export function ColorSchemeSelect() {
  // The pick lives in the reader's storage, which the server cannot read: the browser
  // starts from it (the boot script shows it in the select already). Hydrating, React
  // sets the select to this value, so a pick made meanwhile is not put back to System
  // (the event React replays after hydrating would then carry the old value).
  const [initial] = useState(() =>
    typeof window === 'undefined' ? 'system' : storedColorScheme(),
  );
  return (
    <span className="color-scheme">
      <Icon name="scheme" className="color-scheme-icon" />
      <select className="color-scheme-select" aria-label="Color scheme" defaultValue={initial}>
        {COLOR_SCHEMES.map((scheme) => (
          <option key={scheme} value={scheme}>
            {COLOR_SCHEME_LABELS[scheme]}
          </option>
        ))}
      </select>
      <Icon name="chevron" className="color-scheme-chevron" />
    </span>
  );
}
