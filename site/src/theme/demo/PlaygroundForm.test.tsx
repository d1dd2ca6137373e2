import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaygroundForm } from './PlaygroundForm';

afterEach(() => vi.restoreAllMocks());

describe('PlaygroundForm', () => {
  it('a submit before the fields are made asks for them, then submits once with them', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const requestFields = vi.fn();
    const { container, rerender } = render(
      <PlaygroundForm platform="codepen" fields={undefined} requestFields={requestFields} />,
    );
    const form = container.querySelector('form')!;
    const event = fireEvent.submit(form);
    expect(event).toBe(false); // The browser's own submit is held back.
    expect(requestFields).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();

    const withData = (data: string) =>
      rerender(
        <PlaygroundForm platform="codepen" fields={{ data }} requestFields={requestFields} />,
      );
    withData('{"js":"x"}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(container.querySelector<HTMLInputElement>('input[name="data"]')!.value).toBe(
      '{"js":"x"}',
    );
    // Later changes of the fields (the reader edits the code) submit nothing by themselves.
    withData('{"js":"y"}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('with its fields ready, a submit is the browser’s own: a POST to the playground in a new tab', () => {
    const requestFields = vi.fn();
    const { container } = render(
      <PlaygroundForm platform="jsfiddle" fields={{ js: 'x' }} requestFields={requestFields} />,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('https://jsfiddle.net/api/post/library/pure/');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Open in JSFiddle' }).getAttribute('type')).toBe(
      'submit',
    );
    expect(fireEvent.submit(form)).toBe(true);
    expect(requestFields).not.toHaveBeenCalled();
  });
});
