// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ICONS, iconSprite } from '../shared/icons';
import { iconSpriteFile, iconSpriteUrl } from './icon-sprite';

describe('the icons’ sprite', () => {
  it('has a symbol per icon, named and framed as the icon', () => {
    const sprite = iconSprite();
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="([\d ]+)">/g)];
    expect(symbols.map(([, id]) => id)).toEqual(Object.keys(ICONS));
    for (const [, id, viewBox] of symbols)
      expect(viewBox).toBe(ICONS[id as keyof typeof ICONS].viewBox);
  });

  it('is a file named by its content, under assets/, at the site’s base', () => {
    const { fileName, source } = iconSpriteFile();
    expect(source).toBe(iconSprite());
    expect(fileName).toMatch(/^assets\/icons\.[\w-]{8}\.svg$/);
    expect(iconSpriteFile().fileName).toBe(fileName);
    expect(iconSpriteUrl('/')).toBe(`/${fileName}`);
    expect(iconSpriteUrl('/react/')).toBe(`/react/${fileName}`);
  });
});
