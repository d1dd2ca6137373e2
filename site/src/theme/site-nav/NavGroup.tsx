import { Icon } from '../Icon';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavItem, NavLink } from '../../shared/types';
import { useAfterNavigation } from '../after-navigation';
import { SiteLink } from '../SiteLink';

type Group = Exclude<NavItem, NavLink>;

/**
 * A nav item that holds a list: a native `<details>` disclosure, so it opens with a
 * click, Enter or Space before the app has loaded. Once it runs: Escape closes it and
 * gives focus back to its button, a click or focus elsewhere closes it, arrow keys move
 * between its links, and a navigation closes it.
 */
export function NavGroup({ group }: { group: Group }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };
  useAfterNavigation(close);
  useEffect(() => {
    const outside = (event: Event) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const root = details.current;
    if (!root?.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      root.querySelector('summary')?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...root.querySelectorAll<HTMLElement>('.nav-group-list a')];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links[(at + step + links.length) % links.length]?.focus();
  }

  const current = group.items.some((item) => item.link === pathname);
  return (
    <details className="nav-group" ref={details} onKeyDown={onKeyDown}>
      <summary className={current ? 'nav-link nav-group-current' : 'nav-link'}>
        {group.text}
        <Icon name="disclosure" />
      </summary>
      <ul className="nav-group-list">
        {group.items.map((item) => (
          <li key={item.link}>
            <SiteLink href={item.link} className="nav-group-link">
              {item.text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
