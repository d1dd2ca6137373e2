import type {
  Blockquote,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { SiteBuildError } from '../errors';

/** The containers a maintainer may write (VuePress/VitePress syntax), and their default titles. */
export const ADMONITIONS = {
  info: 'INFO',
  tip: 'TIP',
  warning: 'WARNING',
  danger: 'DANGER',
  details: 'Details',
} as const;

type Kind = keyof typeof ADMONITIONS | 'important';

/**
 * GitHub's alerts (`> [!NOTE]` alone on a quote's first line), as READMEs pasted into
 * docs write them: each an admonition of ours, titled as GitHub titles it. IMPORTANT has
 * no `:::` kind of its own; it gets one for its colour.
 */
const ALERTS: Record<string, { kind: Kind; title: string }> = {
  NOTE: { kind: 'info', title: 'Note' },
  TIP: { kind: 'tip', title: 'Tip' },
  IMPORTANT: { kind: 'important', title: 'Important' },
  WARNING: { kind: 'warning', title: 'Warning' },
  CAUTION: { kind: 'danger', title: 'Caution' },
};

/** `[!NOTE]` (any case), alone on its line. */
const ALERT = /^\[!([a-z]+)\][ \t]*$/i;

interface Admonition {
  kind: Kind;
  /** The title as written (it may have inline code, emphasis…), or the kind's default. */
  title: PhrasingContent[];
  children: RootContent[];
}

const text = (value: string): Text => ({ type: 'text', value });

/** Splits a paragraph at its first line break: that line's nodes, and the rest. */
function firstLine(p: Paragraph): [PhrasingContent[], Paragraph | undefined] {
  for (const [i, child] of p.children.entries()) {
    const cut = child.type === 'text' ? child.value.indexOf('\n') : -1;
    if (cut === -1) continue;
    const value = (child as Text).value;
    const line = [...p.children.slice(0, i), ...(cut ? [text(value.slice(0, cut))] : [])];
    const rest = [
      ...(value.length > cut + 1 ? [text(value.slice(cut + 1))] : []),
      ...p.children.slice(i + 1),
    ];
    return [line, rest.length ? { ...p, children: rest } : undefined];
  }
  return [p.children, undefined];
}

/** The element an admonition becomes: a note with a title, or a disclosure. */
function admonitionNode({ kind, title, children }: Admonition): RootContent {
  const details = kind === 'details';
  const heading: Paragraph = {
    type: 'paragraph',
    children: title,
    data: { hName: details ? 'summary' : 'p', hProperties: { className: ['admonition-title'] } },
  };
  return {
    type: 'blockquote',
    children: [heading, ...(children as Paragraph[])],
    data: {
      hName: details ? 'details' : 'div',
      hProperties: {
        className: ['admonition', kind],
        ...(details ? {} : { role: 'note' }),
      },
    },
  };
}

/**
 * The admonition a GitHub alert becomes, or nothing: a quote whose first line is
 * `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (another name leaves
 * a quote a quote, as on GitHub).
 */
function alertOf(quote: Blockquote): RootContent | undefined {
  const [first, ...more] = quote.children;
  if (first?.type !== 'paragraph') return undefined;
  const [line, rest] = firstLine(first);
  const marker = line.length === 1 && line[0]!.type === 'text' ? ALERT.exec(line[0].value) : null;
  const alert = marker && ALERTS[marker[1]!.toUpperCase()];
  if (!alert) return undefined;
  return admonitionNode({
    kind: alert.kind,
    title: [text(alert.title)],
    children: [...(rest ? [rest] : []), ...more],
  });
}

/** The note or disclosure a container becomes; another name is a mistake, reported. */
function admonitionOf(node: ContainerDirective, file: VFile): RootContent {
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
  if (!(node.name in ADMONITIONS)) {
    file.data.problems!.push(
      new SiteBuildError(
        file.path,
        node.position?.start.line,
        `containers are ${['demo', ...Object.keys(ADMONITIONS)].join(', ')}`,
        `unknown container "::: ${node.name}"`,
      ),
    );
  }
  const kind = node.name as keyof typeof ADMONITIONS;
  return admonitionNode({
    kind,
    title: labelled ? first.children : [text(ADMONITIONS[kind] ?? kind)],
    children: labelled ? rest : node.children,
  });
}

/**
 * `::: tip`, `::: warning`, `::: danger`, `::: info` and `::: details`, with an optional
 * title after the marker, closed by a line of `:::` (VuePress/VitePress syntax), nested
 * or not, as `remarkContainers` parsed them. Each becomes plain HTML: a note
 * (`role="note"`) or a `<details>`; no script. So do GitHub's alerts (`> [!NOTE]`). A
 * container of another name (demos are gone by now) is a mistake, reported at its line.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const found: [Blockquote | ContainerDirective, Parent, number][] = [];
    visit(tree, ['blockquote', 'containerDirective'], (node, index, parent) => {
      found.push([node as Blockquote | ContainerDirective, parent!, index!]);
    });
    // Innermost first: a container's children are final before it is made a note.
    for (const [node, parent, index] of found.reverse()) {
      parent.children[index] =
        (node.type === 'blockquote' ? alertOf(node) : admonitionOf(node, file)) ?? node;
    }
  };
}
