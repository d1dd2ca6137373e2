import { iconHref, type IconName } from '../shared/icons';

/**
 * An icon of the site's sprite (shared/icons.ts), drawn in the text's colour and hidden
 * from assistive technology: the same markup as the Markdown pipeline's (rehype-site.ts).
 */
export function Icon({
  name,
  size,
  className,
}: {
  name: IconName;
  size: number;
  className?: string;
}) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width={size} height={size}>
      <use href={iconHref(__ICON_SPRITE_URL__, name)} />
    </svg>
  );
}
