import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { SiteConfig } from '../config-schema';
import type { SiteLogo } from '../../shared/types';
import { SiteBuildError } from '../errors';

/**
 * The config's logo with its size, read from the light file: the navbar gives the image
 * its height, and the browser its width before it loads (no layout shift). Both files
 * exist: loadConfig checked them.
 */
export function logoOf(
  config: Pick<SiteConfig, 'logo'>,
  docsDir: string,
  configFile: string,
): SiteLogo | undefined {
  if (config.logo === undefined) return undefined;
  const { light, dark } =
    typeof config.logo === 'string' ? { light: config.logo, dark: config.logo } : config.logo;
  let size: { width?: number; height?: number };
  try {
    size = imageSize(readFileSync(join(docsDir, 'public', light)));
  } catch {
    size = {};
  }
  if (!size.width || !size.height)
    throw new SiteBuildError(
      configFile,
      undefined,
      'config field "logo"',
      `not an image with a size (SVG with width/height or a viewBox, PNG, JPEG, WebP…): ${light}`,
    );
  return { light, dark, width: size.width, height: size.height };
}
