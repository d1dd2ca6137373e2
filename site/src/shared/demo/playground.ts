import LZString from 'lz-string';
import type { CodesandboxOptions, DemoCode, DemoOptions } from './demo';
import { IMPORT, demoImportGlobals, demoModule, moduleOfMarkup } from './demo-module';
import type { DocumentedPackage } from '../documented-packages';

/**
 * Scripts every CodePen/JSFiddle export loads, pinned: React 18's UMD builds (React 19
 * ships none) and each documented package's browser build, at its version.
 */
export function baseScripts(packages: readonly DocumentedPackage[]): string[] {
  return [
    'https://unpkg.com/react@18.3.1/umd/react.production.min.js',
    'https://unpkg.com/react-dom@18.3.1/umd/react-dom.production.min.js',
    ...packages.map((p) => `https://unpkg.com/${p.name}@${p.version}/${p.browser.file}`),
  ];
}

/** `Default, { a, b as c }` / `Default, * as NS` → declarations from a global. */
function declarationsOf(clause: string, global: string): string[] {
  const out: string[] = [];
  const named = /\{([^}]*)\}/.exec(clause);
  if (named) {
    const names = named[1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => n.replace(/\s+as\s+/, ': '));
    out.push(`const { ${names.join(', ')} } = ${global};`);
  }
  // What is left: a default import, a namespace, or both, comma-separated.
  for (const part of clause.replace(/\{[^}]*\}/, '').split(',')) {
    const name = part.trim().replace(/\*\s+as\s+/, '');
    if (name) out.push(`const ${name} = ${global};`);
  }
  return out;
}

/**
 * A module (plain JSX) as a classic script for CodePen and JSFiddle: imports become
 * reads of the UMD globals, the default export is rendered into `#app`. Wrapped in a
 * block so its names cannot clash with the globals.
 */
export function globalScript(script: string, packages: readonly DocumentedPackage[]): string {
  const globals = demoImportGlobals(packages);
  let component = 'Demo';
  let body = script.replace(IMPORT, (_, clause: string | undefined, from: string) =>
    clause && globals[from] ? declarationsOf(clause, globals[from]).join('\n') : '',
  );
  body = body
    .replace(/export\s+default\s+(function|class)\s+([\w$]+)/, (_, kind: string, name: string) => {
      component = name;
      return `${kind} ${name}`;
    })
    .replace(/export\s+default\s+function\s*\(/, 'function Demo(')
    .replace(/export\s+default\s+([\w$]+)\s*;?[ \t]*$/m, (_, name: string) => {
      component = name;
      return '';
    })
    .replace(/export\s+default\s+/, 'const Demo = ')
    .replace(/^export\s+(?=(const|let|function|class)\b)/gm, '');
  const indented = body
    .trim()
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
  // JSX reads a lower-case name as an HTML tag: such a component is rendered by reference.
  const element = /^[a-z]/.test(component)
    ? `window.React.createElement(${component})`
    : `<${component} />`;
  return `{\n${indented}\n\n  window.ReactDOM.createRoot(document.getElementById('app')).render(${element});\n}\n`;
}

/** The exported script of a demo (markup demos become modules first). */
function scriptOf(code: DemoCode, packages: readonly DocumentedPackage[]): string {
  return globalScript(
    code.kind === 'markup' ? moduleOfMarkup(code.source, packages) : code.script,
    packages,
  );
}

export const APP_HTML = '<div id="app"></div>';

/** CodePen: one field, `data`, holding the pen as JSON. */
export function codepenFields(
  code: DemoCode,
  options: DemoOptions,
  packages: readonly DocumentedPackage[],
) {
  return {
    data: JSON.stringify({
      js: scriptOf(code, packages),
      css: code.css,
      html: APP_HTML,
      layout: 'left',
      editors: '101',
      js_external: [...baseScripts(packages), ...options.jsLibs].join(';'),
      css_external: options.cssLibs.join(';'),
      js_pre_processor: 'babel',
    }),
  };
}

/** JSFiddle: the three panes, the Babel + JSX panel (3), and the resources. */
export function jsfiddleFields(
  code: DemoCode,
  options: DemoOptions,
  packages: readonly DocumentedPackage[],
) {
  return {
    js: scriptOf(code, packages),
    css: code.css,
    html: APP_HTML,
    panel_js: '3',
    resources: [...baseScripts(packages), ...options.jsLibs, ...options.cssLibs].join(','),
  };
}

/** Versions written into a sandbox's package.json (the documented packages carry theirs). */
export interface SandboxVersions {
  react: string;
  reactDom: string;
  vite: string;
  pluginReact: string;
}

/**
 * lz-string `compressToBase64`, made URL-safe as CodeSandbox expects: `+/` → `-_`, and
 * no padding (the only "=" of base64).
 */
export function compressParameters(json: string): string {
  return LZString.compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

export function decompressParameters(parameters: string): string | null {
  return LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
}

/** A complete Vite + React project that installs and starts. */
export function sandboxFiles(
  code: DemoCode,
  options: DemoOptions,
  versions: SandboxVersions,
  packages: readonly DocumentedPackage[],
) {
  const ext = code.language;
  const title = `${packages.map((p) => p.name).join(', ') || 'React'} demo`;
  const pkg = {
    // A package name of the title: lower case, a-z, 0-9 and dashes.
    name: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: {
      react: versions.react,
      'react-dom': versions.reactDom,
      ...Object.fromEntries(packages.map((p) => [p.name, p.version])),
      ...options.codesandbox.deps,
    },
    devDependencies: { vite: versions.vite, '@vitejs/plugin-react': versions.pluginReact },
  };
  const head = [
    ...options.cssLibs.map((href) => `    <link rel="stylesheet" href="${href}" />`),
    ...options.jsLibs.map((src) => `    <script src="${src}"></script>`),
  ].join('\n');
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>${title}</title>\n${head ? `${head}\n` : ''}  </head>\n  <body>\n    ${APP_HTML}\n    <script type="module" src="/src/main.${ext}"></script>\n  </body>\n</html>\n`,
    'vite.config.js': `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n`,
    [`src/main.${ext}`]: `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './styles.css';\n\ncreateRoot(document.getElementById('app')${ext === 'tsx' ? '!' : ''}).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n`,
    [`src/App.${ext}`]: demoModule(code, packages),
    'src/styles.css': code.css,
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, { content, isBinary: false }]),
  );
}

/** CodeSandbox: `parameters` (the compressed files), and query, embed, json only when set. */
export function codesandboxFields(
  code: DemoCode,
  options: DemoOptions,
  versions: SandboxVersions,
  packages: readonly DocumentedPackage[],
) {
  const { query, embed, json }: CodesandboxOptions = options.codesandbox;
  const fields: Record<string, string> = {
    parameters: compressParameters(
      JSON.stringify({ files: sandboxFiles(code, options, versions, packages) }),
    ),
  };
  if (query) fields.query = query;
  if (embed) fields.embed = embed;
  if (json) fields.json = json;
  return fields;
}
