import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyNamed', () => {
  it('draws the named export once its module has loaded', async () => {
    const Lazy = lazyNamed(() => Promise.resolve({ Greeting, other: 1 }), 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading').textContent).toBe('Loading');
    expect((await screen.findByText('Hello, Ada')).tagName).toBe('P');
  });

  it('asks for the module on preload, before anything is drawn', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    await expect(Lazy.preload()).resolves.toEqual({ default: Greeting });
    expect(load).toHaveBeenCalledOnce();
  });
});
