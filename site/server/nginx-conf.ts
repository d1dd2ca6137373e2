import { DEMO_FRAME_FILE } from '../src/shared/demo/demo-frame';
import type { Redirect } from './redirects';
import {
  contentSecurityPolicy,
  DEMO_FRAME_CONTENT_SECURITY_POLICY,
  IMMUTABLE,
  securityHeaders,
} from './security-headers';
import type { ExtraSources } from './csp-sources';

/** nginx's quoting of a location or value that holds a space, a quote or a brace. */
const quoted = (text: string) => (/[\s"'{};]/.test(text) ? `"${text.replace(/"/g, '\\"')}"` : text);

/**
 * The nginx server block that serves a build as `npm start` does: its headers from the one
 * source (security-headers.ts), its redirects as `_redirects` has them (paths as browsers
 * ask for them, targets URL-encoded), its files under `base`. deploy/nginx.conf is this
 * for the docs at "/" (site/server/nginx-conf.test.ts keeps it so); `npm run build:site --
 * --base /x/` then `node site/bin/site.mjs nginx` prints the one for another base.
 */
export function nginxConf(
  base: string,
  redirects: ReadonlyMap<string, Redirect>,
  csp: ExtraSources = {},
): string {
  const assets = `${base}assets/`;
  // (The policy is a header of its own below: by path.)
  const everyResponse = Object.entries(securityHeaders(csp)).filter(
    ([name]) => name !== 'Content-Security-Policy',
  );
  const root =
    base === '/'
      ? ['    root /srv/docs/dist;']
      : [
          `    # The folder that holds ${base.slice(1, -1)}/, a copy of dist/: URLs under ${base} are its files.`,
          '    root /srv/docs;',
        ];
  return [
    '# nginx configuration for the documentation site: serves the built `dist/` folder the',
    '# way `npm start` does (site/server/server.ts), made from the same sources by',
    '# site/server/nginx-conf.ts (site/server/nginx-conf.test.ts checks this file is its',
    '# output for the docs at "/"; `node site/bin/site.mjs nginx` prints it for a build).',
    '#',
    '# Install: copy this file to /etc/nginx/sites-enabled/docs.conf (it is read',
    "# inside Debian's `http { }` block, which provides mime.types), set `listen`,",
    '# `server_name` and `root` below, then `nginx -t && systemctl reload nginx`.',
    '# e2e/nginx.spec.ts runs this file against a fresh build and rewrites the `listen`',
    '# and `root` lines, so keep each of them on one line.',
    '',
    `# Cache-Control by status and path. Hashed files under ${assets} never change: cache`,
    '# them for a year. HTML, redirects and every error (a missing chunk included) revalidate,',
    '# so a redeploy is seen at once. A map is used because nginx drops inherited',
    '# `add_header` lines in any location that sets its own.',
    'map "$status $uri" $lazy_load_docs_cache_control {',
    `    "~^(200|304) ${assets}"  "${IMMUTABLE}";`,
    '    default                 "no-cache";',
    '}',
    '',
    "# The Content-Security-Policy by path: the edited examples' frame has its own",
    '# (DEMO_FRAME_CONTENT_SECURITY_POLICY in site/server/security-headers.ts, the one source',
    "# of the site's headers).",
    'map $uri $lazy_load_docs_csp {',
    `    ${base}${DEMO_FRAME_FILE}  "${DEMO_FRAME_CONTENT_SECURITY_POLICY}";`,
    `    default           "${contentSecurityPolicy(csp)}";`,
    '}',
    '',
    `# Files under ${assets} are readable from any origin: the frame's opaque origin loads its`,
    '# module scripts with CORS. (An empty value sends no header.)',
    'map "$status $uri" $lazy_load_docs_cors {',
    `    "~^(200|206|304) ${assets}"  "*";`,
    '    default                     "";',
    '}',
    '',
    'server {',
    '    listen 80;',
    '    server_name _;',
    ...root,
    '',
    `    # Redirects send a relative Location (\`${base}v1/\`), like the Node server.`,
    '    absolute_redirect off;',
    '    server_tokens off;',
    '    charset utf-8;',
    '',
    '    # The headers of site/server/security-headers.ts, on every response ("always":',
    '    # errors and redirects included). No location below may use add_header.',
    '    add_header Cache-Control $lazy_load_docs_cache_control always;',
    '    add_header Content-Security-Policy $lazy_load_docs_csp always;',
    '    add_header Access-Control-Allow-Origin $lazy_load_docs_cors always;',
    ...everyResponse.map(([name, value]) => `    add_header ${name} "${value}" always;`),
    '',
    '    # The build writes a .gz copy next to each file: send it to clients that accept',
    '    # gzip, without compressing on the fly. The .br copies stay unused: brotli_static',
    "    # is not part of Debian's nginx-light. To use them, install the separate package",
    '    # libnginx-mod-http-brotli-static and add `brotli_static on;` here.',
    '    gzip off;',
    '    gzip_static on;',
    '    gzip_vary on;',
    '',
    '    # Never follow a symbolic link inside the folder (one could point anywhere).',
    '    disable_symlinks on from=$document_root;',
    '',
    '    # Unknown paths: status 404 with the prerendered not-found page.',
    `    error_page 404 ${base}404.html;`,
    '',
    '    # dist/_redirects, with the same statuses; the query string is kept.',
    ...[...redirects].flatMap(([from, { to, status }]) => [
      `    location = ${quoted(from)} {`,
      `        return ${status} ${quoted(`${to}$is_args$args`)};`,
      '    }',
    ]),
    '',
    `    # Pages and other files${base === '/' ? ' at the top' : ` under ${base}`}: only real files answer, nothing is guessed`,
    `    # (\`${base}404\` and \`${base}v1/index\` are 404s; no directory listings).`,
    `    location ${base} {`,
    "        # Dotfiles and source maps stay private; the build's .br/.gz copies are only",
    '        # ever sent as an encoding of their file (gzip_static), never as files.',
    '        location ~ /\\.|\\.map$|\\.(br|gz)$ {',
    '            return 404;',
    '        }',
    `        # \`${base}v1/\` is v1/index.html. try_files serves it here: the \`index\` directive`,
    `        # would redirect internally to ${base}v1/index.html and hit the 301 above.`,
    '        location ~ /$ {',
    '            try_files ${uri}index.html =404;',
    '        }',
    "        # Pages' Markdown twins (config llms): text/markdown, as npm start and static hosts",
    "        # send them (Debian's mime.types knows no .md).",
    '        location ~ \\.md$ {',
    '            types { }',
    '            default_type "text/markdown; charset=utf-8";',
    '            try_files $uri =404;',
    '        }',
    '        try_files $uri =404;',
    '    }',
    ...(base === '/'
      ? []
      : [
          '',
          `    # Outside ${base}, nothing is the site's.`,
          '    location / {',
          '        return 404;',
          '    }',
        ]),
    '',
    '    # Hashed chunks, styles and images. `^~`: no regex location outside applies here.',
    `    location ^~ ${assets} {`,
    '        # A missing chunk is a plain 404: the browser must never get the HTML page as a script.',
    '        error_page 404 @missing_asset;',
    '        location ~ /\\.|\\.map$|\\.(br|gz)$|/$ {',
    '            return 404;',
    '        }',
    '        try_files $uri =404;',
    '    }',
    '',
    '    location @missing_asset {',
    '        # No types: the text is text/plain whatever the requested name ends with.',
    '        types { }',
    '        default_type text/plain;',
    '        return 404 "Not found";',
    '    }',
    '}',
    '',
  ].join('\n');
}
