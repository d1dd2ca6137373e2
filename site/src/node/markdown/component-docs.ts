import { readFileSync } from 'node:fs';
import { builtinResolvers, ERROR_CODES, parse, type Documentation } from 'react-docgen';

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
function splitTags(comment = ''): { text: string; tags: Record<string, string> } {
  const tags: Record<string, string> = {};
  const text: string[] = [];
  for (const line of comment.split('\n')) {
    const tag = TAG.exec(line.trim());
    // (The tag's value is trimmed already: the line is, and `\s*` takes the space before it.)
    if (tag) tags[tag[1]!] = tag[2]!;
    else text.push(line);
  }
  // Lines joined, their indentation and blank lines collapsed into single spaces.
  return { text: text.join(' ').replace(/\s+/g, ' ').trim(), tags };
}

type TsType = NonNullable<Documentation['props']>[string]['tsType'];

/** A compound type as written (`'a' | 'b'`, `() => void`), a simple one by its name. */
function typeText(type: TsType): string {
  if (!type) return 'unknown';
  return (type as { raw?: string }).raw || type.name;
}

/** The documentation of every component a module exports, from its types and TSDoc. */
export function componentDocs(file: string): ComponentDoc[] {
  let found: Documentation[];
  try {
    found = parse(readFileSync(file), {
      filename: file,
      resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
    });
  } catch (error) {
    // react-docgen throws for a module without components: for the caller, that is none.
    if ((error as { code?: string }).code === ERROR_CODES.MISSING_DEFINITION) return [];
    throw error;
  }
  return found.map((doc) => ({
    name: doc.displayName ?? 'Component',
    description: splitTags(doc.description).text,
    htmlAttributes: (doc.composes ?? []).length > 0,
    props: Object.entries(doc.props ?? {}).map(([name, prop]) => {
      const { text, tags } = splitTags(prop.description);
      const fallback = tags.default;
      return {
        name,
        type: typeText(prop.tsType),
        defaultValue:
          typeof prop.defaultValue?.value === 'string' ? prop.defaultValue.value : fallback,
        required: prop.required === true,
        description: text,
        since: tags.since,
      };
    }),
  }));
}
