import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInput, whenIdle } from './idle';

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
