import { describe, expect, it } from 'vitest';
import { showConfigError } from './config-error-page';

describe('the configuration error page', () => {
  it('speaks Spanish to a Spanish browser', () => {
    const root = document.createElement('div');
    showConfigError(root, ['VITE_LLM_BASE_URL'], 'es-MX');
    expect(root.querySelector('h1')?.textContent).toBe('La consola no puede iniciarse');
    expect(root.querySelector('li')?.textContent).toBe('VITE_LLM_BASE_URL');
    expect(document.documentElement.lang).toBe('es');
  });
});
