/**
 * What a reader sees, as geometry: a page function that returns what is wrong with the
 * layout of the page it runs in, each problem a sentence (an empty list: nothing). Run by
 * the Playwright suite (e2e/page-layout.spec.ts) and the WebKit suite (e2e/webkit), at
 * every width, so the three engines are held to one rule:
 * - nothing is wider than the screen;
 * - one outline per screen: where "On this page" shows, the page's own [[toc]] does not;
 * - the text column's blocks (code, titled code, tabs, demos, admonitions, tables, the
 *   table of contents) and the footer start and end on the column's edges: one gutter;
 * - no copy button, nor the language label beside it, lies over a line of code;
 * - in an API table, names and defaults stay whole on one line, and no word breaks;
 * - no heading's permalink hangs off the screen's left edge.
 *
 * (No function is declared inside it, not even an arrow function given a name: the WebKit
 * suite runs under tsx, which would name each with a helper the page does not have.)
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const overflow = document.documentElement.scrollWidth - viewport;
  if (overflow > 0) problems.push(`the page is ${overflow} px wider than the screen`);

  const outline = document.querySelector('.outline');
  const toc = document.querySelector('.table-of-contents');
  if (outline && outline.getClientRects().length > 0 && toc && toc.getClientRects().length > 0)
    problems.push('the outline shows twice: "On this page" beside the [[toc]]');

  const content = document.querySelector<HTMLElement>('.content');
  if (content) {
    const box = content.getBoundingClientRect();
    const style = getComputedStyle(content);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const outer = '.code-block, .pm-tabs, section.demo, .admonition, .table-of-contents, table';
    for (const block of content.querySelectorAll<HTMLElement>(outer)) {
      // Only the outermost: a code block in a demo or in tabs is part of that block.
      if (block.parentElement!.closest(outer) || block.getClientRects().length === 0) continue;
      const edges = block.getBoundingClientRect();
      const name = `${block.tagName.toLowerCase()}.${[...block.classList].join('.')}`;
      if (Math.abs(edges.left - left) > 0.5)
        problems.push(`${name} starts at ${edges.left} px, the text at ${left} px`);
      // A plain Markdown table is as wide as its content, up to the column.
      const full = !(block.tagName === 'TABLE' && !block.classList.contains('api-table'));
      if (full ? Math.abs(edges.right - right) > 0.5 : edges.right > right + 0.5)
        problems.push(`${name} ends at ${edges.right} px, the text at ${right} px`);
    }
    for (const footer of document.querySelectorAll<HTMLElement>('.page-footer, .prev-next')) {
      const edges = footer.getBoundingClientRect();
      const own = getComputedStyle(footer);
      const start = edges.left + parseFloat(own.paddingLeft);
      const end = edges.right - parseFloat(own.paddingRight);
      if (Math.abs(start - left) > 0.5 || Math.abs(end - right) > 0.5)
        problems.push(
          `.${footer.className} spans ${start}–${end} px, the text ${left}–${right} px`,
        );
    }
  }

  for (const button of document.querySelectorAll<HTMLElement>('.copy-button')) {
    if (button.getClientRects().length === 0) continue;
    const block = button.closest<HTMLElement>('.code-block, .demo-code')!;
    const covers = [{ what: 'copy button', rect: button.getBoundingClientRect() }];
    // The language label beside it (a ::before of its code block), where shown.
    const labelled = block.matches('.code-block')
      ? block
      : block.querySelector<HTMLElement>('.code-block');
    if (labelled?.dataset.lang) {
      const label = getComputedStyle(labelled, '::before');
      if (label.display !== 'none' && label.content !== 'none') {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${label.fontSize} ${label.fontFamily}`;
        const width = context.measureText(labelled.dataset.lang).width;
        const edges = labelled.getBoundingClientRect();
        const right = edges.right - parseFloat(label.right);
        const top = edges.top + parseFloat(label.top);
        const height = parseFloat(label.lineHeight);
        covers.push({
          what: `"${labelled.dataset.lang}" label`,
          rect: new DOMRect(right - width, top, width, height),
        });
      }
    }
    const clip = block.closest('.demo-code')?.getBoundingClientRect();
    for (const line of block.querySelectorAll<HTMLElement>('pre .line')) {
      const pre = line.closest('pre')!;
      const frame = pre.getBoundingClientRect();
      // What of the line shows: within the <pre>'s padding box (it scrolls), and within
      // a demo's code (it clips what is collapsed).
      const shownLeft = Math.max(frame.left + pre.clientLeft, clip?.left ?? -Infinity);
      const shownRight = Math.min(
        frame.left + pre.clientLeft + pre.clientWidth,
        clip?.right ?? Infinity,
      );
      const shownTop = Math.max(frame.top + pre.clientTop, clip?.top ?? -Infinity);
      const shownBottom = Math.min(
        frame.top + pre.clientTop + pre.clientHeight,
        clip?.bottom ?? Infinity,
      );
      const range = document.createRange();
      range.selectNodeContents(line);
      for (const text of range.getClientRects()) {
        if (text.width === 0 || text.height === 0) continue;
        const textLeft = Math.max(text.left, shownLeft);
        const textRight = Math.min(text.right, shownRight);
        const textTop = Math.max(text.top, shownTop);
        const textBottom = Math.min(text.bottom, shownBottom);
        if (textLeft >= textRight || textTop >= textBottom) continue;
        for (const { what, rect } of covers) {
          if (
            rect.left < textRight - 0.5 &&
            rect.right > textLeft + 0.5 &&
            rect.top < textBottom - 0.5 &&
            rect.bottom > textTop + 0.5
          )
            problems.push(`a ${what} covers "${line.textContent!.trim().slice(0, 40)}"`);
        }
      }
    }
  }

  // In an API table a name and a default stay on one line, whole; no word of a cell (a
  // type's, a description's) breaks across lines.
  for (const code of document.querySelectorAll(
    '.api-table td:is(:nth-child(1), :nth-child(3)) code',
  )) {
    const lines = new Set([...code.getClientRects()].map((r) => Math.round(r.top)));
    if (lines.size > 1) problems.push(`${code.textContent} wraps over ${lines.size} lines`);
  }
  const cells = document.createTreeWalker(
    document.querySelector('.api-table') ?? document.createElement('table'),
    NodeFilter.SHOW_TEXT,
  );
  for (let text = cells.nextNode(); text; text = cells.nextNode()) {
    // (Not a header read by screen readers only, 1 px wide.)
    if (text.parentElement!.getBoundingClientRect().width <= 1) continue;
    for (const word of text.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`"${word[0]}" breaks across ${lines.size} lines`);
    }
  }

  for (const anchor of document.querySelectorAll<HTMLElement>('.content .header-anchor')) {
    const edges = anchor.getBoundingClientRect();
    if (edges.width > 0 && edges.left < 0)
      problems.push(
        `the permalink of #${anchor.parentElement!.id} starts ${-edges.left} px off screen`,
      );
  }
  return problems;
}
