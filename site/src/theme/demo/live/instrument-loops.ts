import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import MagicString from 'magic-string';
import { LOOP_GUARD } from '../../../shared/demo/demo-frame';

/**
 * Puts a call to the guard at the start of each loop's body in `js` (plain JavaScript:
 * an edited example once compiled), naming the loop's line as the reader sees it
 * (`lineOffset`: the lines the compiler put above theirs). A loop that never ends then
 * stops with a `RunawayLoop` error, shown in place, instead of freezing the tab.
 */
export function guardLoops(js: string, lineOffset = 0): string {
  // Parsed as what it runs as: the body of a function (`new Function`), a script (acorn's default).
  const tree = parse(js, {
    ecmaVersion: 'latest',
    allowReturnOutsideFunction: true,
    locations: true,
  });
  const out = new MagicString(js);
  const guard = (loop: { loc?: { start: { line: number } } | null }, body: BodyNode) => {
    const call = `${LOOP_GUARD}(${Math.max(1, loop.loc!.start.line - lineOffset)});`;
    if (body.type === 'BlockStatement') out.appendLeft(body.start + 1, call);
    else {
      out.appendLeft(body.start, `{${call}`);
      out.appendRight(body.end, '}');
    }
  };
  const loop = (node: LoopNode) => guard(node, node.body);
  simple(tree, {
    ForStatement: loop,
    ForInStatement: loop,
    ForOfStatement: loop,
    WhileStatement: loop,
    DoWhileStatement: loop,
  });
  return out.toString();
}

type LoopNode = { body: BodyNode; loc?: { start: { line: number } } | null };
type BodyNode = { type: string; start: number; end: number };
