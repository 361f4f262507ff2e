import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { deferredModule, DeferredPart, useReplay, type DeferredModule, type Replay } from './deferred-module';

function held<M>() {
  let arrive: (module: M) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const code = new Promise<M>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const importer = vi.fn(() => code);
  // Each settles the code and lets React draw what it unblocked.
  return {
    importer,
    arrive: (module: M) =>
      act(async () => {
        arrive(module);
        await code;
      }),
    fail: (error: Error) =>
      act(async () => {
        fail(error);
        await code.catch(() => undefined);
      }),
  };
}

// A real part as the shell's are: a trigger that opens a panel on click, replaying the stand-in.
function Disclosure({ replay }: { replay: Replay }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useReplay(trigger, replay);
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        Menu
      </button>
      {open && <p>The menu</p>}
    </>
  );
}
interface Parts {
  Disclosure: typeof Disclosure;
}

// As a person's click: the button takes the focus, then the click.
function press(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

function Slot({ module }: { module: DeferredModule<Parts> }) {
  return (
    <DeferredPart
      module={module}
      standIn={(props) => (
        <button type="button" aria-expanded={false} {...props}>
          Menu
        </button>
      )}
    >
      {(parts, replay) => <parts.Disclosure replay={replay} />}
    </DeferredPart>
  );
}

describe('DeferredPart', () => {
  it('draws the stand-in first and asks for the code when the pointer comes over it', async () => {
    const code = held<Parts>();
    render(<Slot module={deferredModule(code.importer)} />);
    const standIn = screen.getByRole('button', { name: 'Menu' });
    expect(code.importer).not.toHaveBeenCalled();
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerEnter(standIn);
    expect(code.importer).toHaveBeenCalledTimes(1);
    await code.arrive({ Disclosure });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('The menu')).toBeNull();
  });

  it('opens the real part, focused, when the stand-in was pressed before the code came', async () => {
    const code = held<Parts>();
    render(<Slot module={deferredModule(code.importer)} />);
    press(screen.getByRole('button', { name: 'Menu' }));
    expect(code.importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The menu')).toBeNull();
    await code.arrive({ Disclosure });
    expect(screen.getByText('The menu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('presses the real trigger once under StrictMode, which runs effects twice', async () => {
    const code = held<Parts>();
    render(
      <StrictMode>
        <Slot module={deferredModule(code.importer)} />
      </StrictMode>,
    );
    press(screen.getByRole('button', { name: 'Menu' }));
    await code.arrive({ Disclosure });
    expect(screen.getByText('The menu')).toBeTruthy();
  });

  it('waits for the click when the code comes between the press and its click', async () => {
    const code = held<Parts>();
    render(<Slot module={deferredModule(code.importer)} />);
    const standIn = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerDown(standIn);
    await code.arrive({ Disclosure });
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(standIn);
    press(standIn);
    expect(screen.getByText('The menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('keeps the focus on the trigger when the code comes while the stand-in has it', async () => {
    const code = held<Parts>();
    const module = deferredModule(code.importer);
    render(<Slot module={module} />);
    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    expect(code.importer).toHaveBeenCalledTimes(1);
    await code.arrive({ Disclosure });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByText('The menu')).toBeNull();
  });

  it('leaves the focus where it went when the stand-in lost it before the code came', async () => {
    const code = held<Parts>();
    const module = deferredModule(code.importer);
    render(
      <>
        <Slot module={module} />
        <input aria-label="Elsewhere" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    act(() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus());
    await code.arrive({ Disclosure });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });

  it('asks again on the next press when the code failed to come', async () => {
    const first = held<Parts>();
    const second = held<Parts>();
    const importer = vi.fn().mockImplementationOnce(first.importer).mockImplementationOnce(second.importer);
    render(<Slot module={deferredModule<Parts>(importer)} />);
    press(screen.getByRole('button', { name: 'Menu' }));
    await first.fail(new Error('offline'));
    expect(screen.queryByText('The menu')).toBeNull();
    press(screen.getByRole('button', { name: 'Menu' }));
    expect(importer).toHaveBeenCalledTimes(2);
    await second.arrive({ Disclosure });
    expect(screen.getByText('The menu')).toBeTruthy();
  });
});

describe('deferredModule', () => {
  function Shown({ module, ask }: { module: DeferredModule<Parts>; ask: boolean }) {
    const parts = module.useModule(ask);
    return parts ? <parts.Disclosure replay={{ focus: false, press: false }} /> : <p>Not yet</p>;
  }

  it('asks for the module once it is wanted, and draws it when it comes', async () => {
    const code = held<Parts>();
    const module = deferredModule(code.importer);
    const { rerender } = render(<Shown module={module} ask={false} />);
    expect(code.importer).not.toHaveBeenCalled();
    rerender(<Shown module={module} ask />);
    expect(code.importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Not yet')).toBeTruthy();
    await code.arrive({ Disclosure });
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });
});
