import { readFileSync } from 'node:fs';
import { builtinResolvers, parse, type Documentation } from 'react-docgen';

export interface PropDoc {
  name: string;
  type: string;
  defaultValue?: string;
  required: boolean;
  description: string;
  since?: string;
}

export interface ComponentDoc {
  name: string;
  description: string;
  props: PropDoc[];
  /** Whether the props also take every HTML attribute (passed to the element). */
  htmlAttributes: boolean;
}

const TAG = /^@(\w+)\s*(.*)$/;

/** Splits a TSDoc comment into its text and its tags (`@default`, `@since`…). */
function splitTags(comment: string): { text: string; tags: Record<string, string> } {
  const tags: Record<string, string> = {};
  const text: string[] = [];
  for (const line of comment.split('\n')) {
    const tag = TAG.exec(line.trim());
    if (tag) tags[tag[1]!] = tag[2]!.trim();
    else text.push(line.trim());
  }
  return { text: text.join(' ').replace(/\s+/g, ' ').trim(), tags };
}

type TsType = NonNullable<Documentation['props']>[string]['tsType'];

function typeText(type: TsType): string {
  if (!type) return 'unknown';
  return 'raw' in type && type.raw ? type.raw : type.name;
}

/** The documentation of every component a module exports, from its types and TSDoc. */
export function componentDocs(file: string): ComponentDoc[] {
  const source = readFileSync(file, 'utf8');
  const found = parse(source, {
    filename: file,
    resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
  });
  return found.map((doc) => ({
    name: doc.displayName ?? 'Component',
    description: splitTags(doc.description ?? '').text,
    htmlAttributes: (doc.composes ?? []).length > 0,
    props: Object.entries(doc.props ?? {}).map(([name, prop]) => {
      const { text, tags } = splitTags(prop.description ?? '');
      const fallback = tags.default;
      return {
        name,
        type: typeText(prop.tsType),
        defaultValue:
          typeof prop.defaultValue?.value === 'string' ? prop.defaultValue.value : fallback,
        required: prop.required ?? false,
        description: text,
        since: tags.since,
      };
    }),
  }));
}
