import { createHash } from 'node:crypto';
import { withBase } from '../shared/base';
import { iconSprite } from '../shared/icons';

/**
 * The icons' sprite as the build writes it: named by its content (cached a year, as
 * every hashed asset, and renamed when an icon changes), under `assets/`.
 */
export function iconSpriteFile(): { fileName: string; source: string } {
  const source = iconSprite();
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/icons.${hash}.svg`, source };
}

/** The sprite's URL on a site served under `base`. */
export const iconSpriteUrl = (base: string) => withBase(base, `/${iconSpriteFile().fileName}`);
