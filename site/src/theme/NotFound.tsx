import { SiteLink } from './SiteLink';

/**
 * The view of every path that has no page. One fixed message: the server renders
 * it once (404.html) for every path, so it must not depend on the path or chance.
 */
export default function NotFound() {
  return (
    <div className="content not-found">
      <h1>404</h1>
      <blockquote>
        <p>There&apos;s nothing here.</p>
      </blockquote>
      <SiteLink href="/">Take me home.</SiteLink>
    </div>
  );
}
