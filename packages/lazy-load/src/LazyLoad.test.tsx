import { act, render, screen } from '@testing-library/react';
import { createRef, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LazyLoadGlobal from './global';
import { LazyLoad } from './index';
import { activeObserverCount } from './observer-pool';
import { FakeIntersectionObserver as IO } from './test/fake-intersection-observer';

const realIO = globalThis.IntersectionObserver;

beforeEach(() => IO.install());
afterEach(() => {
  globalThis.IntersectionObserver = realIO;
});

function wrapperOf(testId = 'lazy'): HTMLElement {
  return screen.getByTestId(testId);
}

describe('LazyLoad', () => {
  it('shows the placeholder until the element intersects, then the children', () => {
    render(
      <LazyLoad data-testid="lazy" placeholder={<p>Loading…</p>}>
        <b>Content</b>
      </LazyLoad>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Content')).toBeNull();

    act(() => IO.observing(wrapperOf()).fire(wrapperOf(), 0.5));
    expect(screen.getByText('Content')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  // Browsers report ratios in single precision (0.7 arrives as 0.699999988).
  it.each([
    [Math.fround(0.7), 'reveals at', true],
    [Math.fround(0.6999), 'stays a placeholder just below', false],
  ])('ratio %f: %s a threshold of 0.7', (ratio, _, revealed) => {
    render(
      <LazyLoad data-testid="lazy" threshold={0.7}>
        Content
      </LazyLoad>,
    );
    act(() => IO.observing(wrapperOf()).fire(wrapperOf(), ratio));
    expect(screen.queryByText('Content') !== null).toBe(revealed);
  });

  it('reveals at the smallest of several thresholds', () => {
    render(
      <LazyLoad data-testid="lazy" threshold={[0.25, 0.5]}>
        Content
      </LazyLoad>,
    );
    act(() => IO.observing(wrapperOf()).fire(wrapperOf(), 0.3));
    expect(screen.getByText('Content')).toBeTruthy();
  });

  it('reveals once when a batch reports its element twice, with nothing to report', () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const onVisible = vi.fn();
    render(
      <LazyLoad data-testid="lazy" onVisible={onVisible}>
        Content
      </LazyLoad>,
    );
    act(() => IO.observing(wrapperOf()).fireAll([wrapperOf(), wrapperOf()], 1));
    expect(screen.getByText('Content')).toBeTruthy();
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(reported).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('reports a throwing onVisible and still reveals the rest of its batch', () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    render(
      <>
        {[0, 1, 2].map((n) => (
          <LazyLoad
            key={n}
            data-testid={`item-${n}`}
            onVisible={() => {
              if (n === 0) throw new Error('boom');
            }}
          >
            {`content ${n}`}
          </LazyLoad>
        ))}
      </>,
    );
    const items = [0, 1, 2].map((n) => wrapperOf(`item-${n}`));
    act(() => IO.observing(items[0]!).fireAll(items, 1));
    for (const n of [0, 1, 2]) expect(screen.getByText(`content ${n}`)).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(new Error('boom'));
    vi.unstubAllGlobals();
  });

  it('says so, while developing, when an `as` component drops its ref (nothing to observe)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Card({ children }: { children?: ReactNode }) {
      return <section>{children}</section>;
    }
    render(<LazyLoad as={Card}>Content</LazyLoad>);
    expect(errors).toHaveBeenCalledWith(
      'LazyLoad: the `as` component must pass its ref to an element',
    );
    errors.mockClear();
    render(<LazyLoad data-testid="lazy">Content</LazyLoad>);
    expect(errors).not.toHaveBeenCalled();
  });

  it('says nothing of a dropped ref in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Card({ children }: { children?: ReactNode }) {
      return <section>{children}</section>;
    }
    render(<LazyLoad as={Card}>Content</LazyLoad>);
    expect(errors).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  it('ignores entries that are not intersecting', () => {
    render(<LazyLoad data-testid="lazy">Content</LazyLoad>);
    act(() => IO.observing(wrapperOf()).fire(wrapperOf(), 0, false));
    expect(screen.queryByText('Content')).toBeNull();
  });

  it('stays revealed and stops observing once revealed', () => {
    const onVisible = vi.fn();
    render(
      <LazyLoad data-testid="lazy" onVisible={onVisible}>
        Content
      </LazyLoad>,
    );
    const observer = IO.observing(wrapperOf());
    act(() => observer.fire(wrapperOf(), 1));
    expect(observer.observed.size).toBe(0);
    expect(observer.disconnected).toBe(true);
    expect(activeObserverCount()).toBe(0);
    expect(screen.getByText('Content')).toBeTruthy();
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(onVisible.mock.calls[0]![0]).toMatchObject({ intersectionRatio: 1 });
  });

  it('observes nothing after unmount', () => {
    const { unmount } = render(<LazyLoad data-testid="lazy">Content</LazyLoad>);
    const observer = IO.observing(wrapperOf());
    unmount();
    expect(observer.observed.size).toBe(0);
    expect(observer.disconnected).toBe(true);
    expect(activeObserverCount()).toBe(0);
  });

  it('shows the children right after mount where IntersectionObserver is missing', () => {
    // @ts-expect-error: simulating a browser without the API
    delete globalThis.IntersectionObserver;
    const onVisible = vi.fn();
    render(
      <LazyLoad placeholder="Loading…" onVisible={onVisible}>
        Content
      </LazyLoad>,
    );
    expect(screen.getByText('Content')).toBeTruthy();
    expect(onVisible).toHaveBeenCalledWith(undefined);
  });

  it('passes rootMargin and threshold to the observer', () => {
    render(
      <LazyLoad data-testid="lazy" rootMargin="200px 0px" threshold={[0.25, 0.5]}>
        Content
      </LazyLoad>,
    );
    const observer = IO.observing(wrapperOf());
    expect(observer.rootMargin).toBe('200px 0px');
    expect(observer.thresholds).toEqual([0.25, 0.5]);
  });

  it('uses the default rootMargin and threshold', () => {
    render(<LazyLoad data-testid="lazy">Content</LazyLoad>);
    const observer = IO.observing(wrapperOf());
    expect(observer.rootMargin).toBe('0px 0px 0px 0px');
    expect(observer.thresholds).toEqual([0]);
  });

  it('waits until the visible part reaches the threshold', () => {
    render(
      <LazyLoad data-testid="lazy" threshold={0.5}>
        Content
      </LazyLoad>,
    );
    const observer = IO.observing(wrapperOf());
    act(() => observer.fire(wrapperOf(), 0.2));
    expect(screen.queryByText('Content')).toBeNull();
    act(() => observer.fire(wrapperOf(), 0.5));
    expect(screen.getByText('Content')).toBeTruthy();
  });

  it('moves to a new observer when its options change before it is revealed', () => {
    const { rerender } = render(
      <LazyLoad data-testid="lazy" rootMargin="0px">
        Content
      </LazyLoad>,
    );
    const first = IO.observing(wrapperOf());
    rerender(
      <LazyLoad data-testid="lazy" rootMargin="100px">
        Content
      </LazyLoad>,
    );
    const second = IO.observing(wrapperOf());
    expect(second).not.toBe(first);
    expect(first.disconnected).toBe(true);
    expect(second.rootMargin).toBe('100px');
  });

  it('keeps thresholds [0.5, 1] and 0.51 apart', () => {
    render(
      <>
        <LazyLoad data-testid="a" threshold={[0.5, 1]}>
          A
        </LazyLoad>
        <LazyLoad data-testid="b" threshold={0.51}>
          B
        </LazyLoad>
      </>,
    );
    expect(IO.observing(wrapperOf('a')).thresholds).toEqual([0.5, 1]);
    expect(IO.observing(wrapperOf('b')).thresholds).toEqual([0.51]);
  });

  it('shares one observer among instances with the same options', () => {
    const items = Array.from({ length: 1000 }, (_, i) => (
      <LazyLoad key={i} data-testid={`item-${i}`}>
        Item {i}
      </LazyLoad>
    ));
    const { unmount } = render(
      <>
        {items}
        <LazyLoad data-testid="other" threshold={1}>
          Other
        </LazyLoad>
      </>,
    );
    expect(IO.instances).toHaveLength(2);
    expect(activeObserverCount()).toBe(2);
    const shared = IO.observing(wrapperOf('item-0'));
    expect(shared.observed.size).toBe(1000);

    act(() => shared.fire(wrapperOf('item-7'), 1));
    expect(screen.getByText('Item 7')).toBeTruthy();
    expect(screen.queryByText('Item 8')).toBeNull();
    expect(shared.observed.size).toBe(999);

    unmount();
    expect(activeObserverCount()).toBe(0);
  });

  it('keeps at least 1 px by 1 px, and passes as, className and style through', () => {
    const ref = createRef<HTMLElement>();
    render(
      <LazyLoad as="section" className="card" style={{ height: 300 }} ref={ref} aria-label="Card">
        Content
      </LazyLoad>,
    );
    const element = screen.getByLabelText('Card');
    expect(element.tagName).toBe('SECTION');
    expect(element.className).toBe('card');
    expect(element.style.minWidth).toBe('1px');
    expect(element.style.minHeight).toBe('1px');
    expect(element.style.height).toBe('300px');
    expect(ref.current).toBe(element);
  });

  it('calls the latest onVisible, without observing again when it changes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <LazyLoad data-testid="lazy" onVisible={first}>
        Content
      </LazyLoad>,
    );
    const observer = IO.observing(wrapperOf());
    rerender(
      <LazyLoad data-testid="lazy" onVisible={second}>
        Content
      </LazyLoad>,
    );
    expect(IO.observing(wrapperOf())).toBe(observer);
    act(() => observer.fire(wrapperOf(), 1));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps observing when a new but equal threshold array comes in', () => {
    const { rerender } = render(
      <LazyLoad data-testid="lazy" threshold={[0.25, 0.5]}>
        Content
      </LazyLoad>,
    );
    const observer = IO.observing(wrapperOf());
    rerender(
      <LazyLoad data-testid="lazy" threshold={[0.25, 0.5]}>
        Content
      </LazyLoad>,
    );
    expect(IO.observing(wrapperOf())).toBe(observer);
    expect(IO.instances).toHaveLength(1);
  });

  it('observes the new element when `as` changes, and none once revealed', () => {
    const { rerender } = render(
      <LazyLoad data-testid="lazy" as="div">
        Content
      </LazyLoad>,
    );
    const before = wrapperOf();
    const observer = IO.observing(before);
    rerender(
      <LazyLoad data-testid="lazy" as="section">
        Content
      </LazyLoad>,
    );
    const after = wrapperOf();
    expect(after.tagName).toBe('SECTION');
    expect(observer.observed.has(before)).toBe(false);
    act(() => IO.observing(after).fire(after, 1));
    rerender(
      <LazyLoad data-testid="lazy" as="article">
        Content
      </LazyLoad>,
    );
    expect(wrapperOf().tagName).toBe('ARTICLE');
    expect(screen.getByText('Content')).toBeTruthy();
    expect(activeObserverCount()).toBe(0);
  });

  it('gives a function ref the element once, and null on unmount', () => {
    const ref = vi.fn();
    const { rerender, unmount } = render(
      <LazyLoad data-testid="lazy" ref={ref}>
        Content
      </LazyLoad>,
    );
    const element = wrapperOf();
    expect(ref.mock.calls).toEqual([[element]]);
    act(() => IO.observing(element).fire(element, 1));
    rerender(
      <LazyLoad data-testid="lazy" ref={ref}>
        Content
      </LazyLoad>,
    );
    expect(ref.mock.calls).toEqual([[element]]);
    unmount();
    expect(ref.mock.calls).toEqual([[element], [null]]);
  });

  it('moves the element to a new ref', () => {
    const first = createRef<HTMLElement>();
    const second = vi.fn();
    const { rerender } = render(
      <LazyLoad data-testid="lazy" ref={first}>
        Content
      </LazyLoad>,
    );
    const element = wrapperOf();
    expect(first.current).toBe(element);
    rerender(
      <LazyLoad data-testid="lazy" ref={second}>
        Content
      </LazyLoad>,
    );
    expect(first.current).toBeNull();
    expect(second).toHaveBeenLastCalledWith(element);
  });

  it('reveals once in StrictMode', () => {
    const onVisible = vi.fn();
    render(
      <StrictMode>
        <LazyLoad data-testid="lazy" onVisible={onVisible}>
          Content
        </LazyLoad>
      </StrictMode>,
    );
    const observer = IO.observing(wrapperOf());
    expect(observer.observed.size).toBe(1);
    act(() => observer.fire(wrapperOf(), 1));
    expect(screen.getByText('Content')).toBeTruthy();
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(activeObserverCount()).toBe(0);
  });

  it('renders the placeholder on the server and hydrates without a warning', async () => {
    const tree = (
      <LazyLoad placeholder={<span className="placeholder">Loading…</span>}>
        <b>Content</b>
      </LazyLoad>
    );
    const html = renderToString(tree);
    expect(html).toContain('<span class="placeholder">Loading…</span>');
    expect(html).not.toContain('Content');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    const wrapper = container.firstElementChild!;
    act(() => IO.observing(wrapper).fire(wrapper, 1));
    expect(container.textContent).toBe('Content');
  });
});

describe('browser global build', () => {
  it('is the component, and carries it by name too (`const { LazyLoad } = window.LazyLoad`)', () => {
    expect(LazyLoadGlobal).toBe(LazyLoad);
    expect(LazyLoadGlobal.LazyLoad).toBe(LazyLoad);
  });
});
