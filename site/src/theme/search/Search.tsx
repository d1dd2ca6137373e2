import { Icon } from '../Icon';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  NavigationDuplicated,
  SEARCH_KEYS,
  SEARCH_PANEL_ID,
  isSearchKey,
  loadPart,
  useNavigator,
} from '../../runtime/index';

import { useAfterNavigation } from '../after-navigation';
import { isPopoverOpen, usePopoverFocus } from '../popover-focus';
import type { TextPart } from '../../shared/search';
import type { SearchResult } from './search-index';

const LIST_ID = 'search-results';

/** Text with the words the search matched marked (`<mark>`: said as such by screen readers). */
function Marked({ parts }: { parts: readonly TextPart[] }) {
  // (By position: the parts of one text, in order.)
  return parts.map(({ text, match }, i) => (match ? <mark key={i}>{text}</mark> : text));
}
const optionId = (i: number) => `search-result-${i}`;

type Find = (query: string) => SearchResult[];

/**
 * The search box: a button in the navbar opens a panel (a native popover: it opens,
 * and closes on Escape or a click outside, before the app has loaded) with a combobox
 * over the results, by page and heading. The index loads on the box's first use (focus,
 * or Ctrl/Cmd+K), never before; arrows move through the results, Enter follows one.
 */
export function Search() {
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigator = useNavigator();
  const loading = useRef<Promise<void>>(undefined);
  const [find, setFind] = useState<Find>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  function load() {
    loading.current ??= loadPart('search index', () => import('./search-index')).then(
      (module) => setFind(() => module.default),
      () => setFailed(true),
    );
  }
  function focusInput() {
    input.current?.focus();
    input.current?.select();
    load();
  }

  // Opened by Ctrl/Cmd+K, focus is in already, and what the reader typed since (the
  // popover says it opened a task later) is theirs: kept, not selected to be typed over.
  usePopoverFocus(panel, button, () =>
    document.activeElement === input.current ? load() : focusInput(),
  );
  useAfterNavigation(() => {
    // A result followed closes the box.
    if (isPopoverOpen(panel)) panel.current!.hidePopover();
  });

  useEffect(() => {
    const root = panel.current!;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchKey(event)) return;
      event.preventDefault();
      if (!isPopoverOpen(panel)) root.showPopover();
      focusInput();
    };
    document.addEventListener('keydown', onKey);
    // Opened, or typed into, before the app ran (the boot script answers Ctrl/Cmd+K):
    // carry on from there, what was typed kept as it is, not selected.
    if (isPopoverOpen(panel)) {
      input.current?.focus();
      load();
    }
    if (input.current?.value) setQuery(input.current.value);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
    // (Once: the handlers read the refs.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trimmed = query.trim();
  const results = find && trimmed ? find(trimmed) : [];
  const shown = Math.min(active, Math.max(results.length - 1, 0));

  function follow(result: SearchResult) {
    panel.current?.hidePopover();
    navigator?.push(result.id).catch((error: unknown) => {
      if (!(error instanceof NavigationDuplicated)) throw error;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((shown + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[shown]) {
      event.preventDefault();
      follow(results[shown]);
    }
  }

  const status = failed
    ? 'The search index could not be loaded.'
    : !trimmed
      ? ''
      : !find
        ? 'Loading the search index…'
        : results.length === 0
          ? `No results for “${trimmed}”`
          : `${results.length} result${results.length === 1 ? '' : 's'}`;

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        popoverTarget={SEARCH_PANEL_ID}
        aria-controls={SEARCH_PANEL_ID}
        aria-keyshortcuts={SEARCH_KEYS}
      >
        <Icon name="search" />
        <span className="search-button-text">Search</span>
        <kbd className="search-kbd">Ctrl K</kbd>
      </button>
      <div
        ref={panel}
        id={SEARCH_PANEL_ID}
        className="search-panel"
        popover="auto"
        role="dialog"
        aria-label="Search the docs"
      >
        <input
          ref={input}
          className="search-input"
          type="text"
          role="combobox"
          aria-label="Search the docs"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={LIST_ID}
          aria-activedescendant={results.length ? optionId(shown) : undefined}
          placeholder="Search the docs"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          onFocus={load}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p className="search-status" role="status">
          {status}
        </p>
        <ul id={LIST_ID} className="search-results" role="listbox" aria-label="Results">
          {results.map((result, i) => (
            <li
              // (By position: a keystroke rewrites the rows it keeps, not remove and add them.)
              key={i}
              id={optionId(i)}
              role="option"
              aria-selected={i === shown}
              className="search-result"
              onMouseMove={() => setActive(i)}
              // (Options hold no links, as the combobox pattern asks: a click follows it.)
              onClick={() => follow(result)}
            >
              <span className="search-result-title">
                <Marked parts={result.title} />
              </span>
              {result.titles.length > 0 && (
                <span className="search-result-where">{result.titles.join(' › ')}</span>
              )}
              {result.snippet.length > 0 && (
                <span className="search-result-snippet">
                  <Marked parts={result.snippet} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
