import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addToastHost, useIsToastHost, useScreenHasChakraRoot } from './toast-hosts';

describe('toast hosts', () => {
  it('put the toasts in the first screen root, before a root made for them, and hand over on leaving', () => {
    const { result } = renderHook(() => ({
      hosts: ['toasts', 'shell', 'qa'].filter((id) => useIsToastHost(id)),
      screenRoot: useScreenHasChakraRoot(),
    }));
    const add = (id: string, forToasts: boolean) => {
      let remove = () => {};
      act(() => {
        remove = addToastHost(id, forToasts);
      });
      return () => act(remove);
    };
    expect(result.current).toEqual({ hosts: [], screenRoot: false });

    const removeToasts = add('toasts', true);
    expect(result.current).toEqual({ hosts: ['toasts'], screenRoot: false });

    const removeShell = add('shell', false);
    const removeQa = add('qa', false);
    expect(result.current).toEqual({ hosts: ['shell'], screenRoot: true });

    removeShell();
    expect(result.current).toEqual({ hosts: ['qa'], screenRoot: true });
    removeQa();
    expect(result.current).toEqual({ hosts: ['toasts'], screenRoot: false });
    removeToasts();
    expect(result.current).toEqual({ hosts: [], screenRoot: false });
  });
});
