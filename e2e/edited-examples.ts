// Code a reader might type into an example, shared by the Playwright and WebKit suites.

/** Example 3 (rootMargin) with `margin`, its content `spacer` px below its top. */
export const earlyExample = (margin: string, spacer: number) => `import { useState } from 'react';
import { LazyLoad } from '@lazy-load/react';

export default function Early() {
  const [early, setEarly] = useState(null);
  return (
    <>
      <div style={{ height: ${spacer} }} />
      <LazyLoad
        rootMargin="${margin}"
        placeholder={<p>Not loaded yet.</p>}
        onVisible={(entry) => setEarly(Math.round(entry.boundingClientRect.top - window.innerHeight))}
      >
        <p>{early > 0 ? \`Loaded \${early} px before it scrolled into view.\` : 'Loaded as it scrolled into view.'}</p>
      </LazyLoad>
    </>
  );
}`;
