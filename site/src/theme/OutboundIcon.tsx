import { Icon } from './Icon';

/** The "opens in a new tab" mark of external links, with text for screen readers. */
export function OutboundIcon() {
  return (
    <>
      <Icon name="outbound" size={15} className="icon outbound" />
      <span className="sr-only">(opens new window)</span>
    </>
  );
}
