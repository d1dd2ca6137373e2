import { Icon } from './Icon';
import { useRef } from 'react';
import { useSidebar, useSiteData } from '../runtime/index';
import { ColorSchemeSelect } from './ColorSchemeSelect';
import { useAfterNavigation } from './after-navigation';
import { SiteLink } from './SiteLink';
import { withBase } from '../shared/base';
import type { SiteNavViews } from './parts';

/**
 * Fixed top bar: the site title (home), the nav links and the colour-scheme picker. On
 * a phone they fold into a disclosure menu, which is a native `<details>` so it works
 * before hydration (the title keeps the width).
 */
export function Navbar() {
  const { title, themeConfig, logo, base } = useSiteData();
  // (On a site with nav groups or search, their chunk comes with the layout's: routes.tsx.)
  const { views } = useSidebar<SiteNavViews>();
  const NavGroup = views?.NavGroup;
  const Search = themeConfig.search ? views?.Search : undefined;
  const menu = useRef<HTMLDetailsElement>(null);
  useAfterNavigation(() => {
    if (menu.current) menu.current.open = false;
  });

  const links = (
    <ul className="nav-links">
      {themeConfig.nav.map((item) => (
        <li key={item.text}>
          {'items' in item ? (
            NavGroup && <NavGroup group={item} />
          ) : (
            <SiteLink href={item.link} className="nav-link">
              {item.text}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <header className="navbar">
      <nav aria-label="Main" className="navbar-inner">
        <SiteLink href="/" className="site-name">
          {logo &&
            (logo.light === logo.dark
              ? [[logo.light, 'logo']]
              : [
                  [logo.light, 'logo logo-light'],
                  [logo.dark, 'logo logo-dark'],
                ]
            ).map(([file, className]) => (
              // Decorative: the title beside it names the link. (The site's look
              // stylesheet shows one file per colour scheme.)
              <img
                key={className}
                className={className}
                src={withBase(base, file!)}
                alt=""
                width={logo.width}
                height={logo.height}
              />
            ))}
          {title}
        </SiteLink>
        {Search && <Search />}
        <div className="nav-wide">
          {links}
          <ColorSchemeSelect />
        </div>
        <details className="nav-menu" ref={menu}>
          <summary aria-label="Menu">
            <Icon name="menu" />
          </summary>
          <div className="nav-menu-panel">
            {links}
            <ColorSchemeSelect />
          </div>
        </details>
      </nav>
    </header>
  );
}
