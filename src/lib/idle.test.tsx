import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onFirstInput, useIdle, usePreloadWhenIdle, whenIdle } from './idle';

afterEach(() => {
  document.body.replaceChildren();
});

describe('onFirstInput', () => {
  it.each([
    ['a press', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['a key', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['a click without a press (screen reader)', () => new MouseEvent('click', { bubbles: true })],
    ['typed text', () => new InputEvent('input', { bubbles: true })],
  ])('runs the task once at %s, not again after', (_, event) => {
    const task = vi.fn();
    const field = document.body.appendChild(document.createElement('input'));
    onFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    field.dispatchEvent(event());
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    onFirstInput(task)();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(task).not.toHaveBeenCalled();
  });

  it('sees an input whose handler stops it from bubbling', () => {
    const task = vi.fn();
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    onFirstInput(task);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task later, not at once, and nothing once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task);
    whenIdle(cancelled)();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('useIdle and usePreloadWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  function Card({ preload }: { preload: () => Promise<unknown> }) {
    usePreloadWhenIdle(preload);
    return <p>{useIdle() ? 'idle' : 'busy'}</p>;
  }

  it('draw the first render without what waits, then ask for it once the page is idle', () => {
    vi.useFakeTimers();
    const preload = vi.fn(() => Promise.resolve());
    render(<Card preload={preload} />);
    expect(screen.getByText('busy').tagName).toBe('P');
    expect(preload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('idle').tagName).toBe('P');
    expect(preload).toHaveBeenCalledOnce();
  });

  it('ask for nothing when the screen is gone before the page is idle', () => {
    vi.useFakeTimers();
    const preload = vi.fn(() => Promise.resolve());
    render(<Card preload={preload} />).unmount();
    vi.advanceTimersByTime(2_000);
    expect(preload).not.toHaveBeenCalled();
  });
});
