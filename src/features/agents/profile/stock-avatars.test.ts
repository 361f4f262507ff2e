import { describe, expect, it } from 'vitest';
import { avatarLabel, stockAvatars } from './stock-avatars';

describe('stock avatars', () => {
  it('are relative image paths of the contract’s form', () => {
    for (const path of stockAvatars) expect(path).toMatch(/^\/\S+\.png$/);
  });

  it('get a readable name from the file name', () => {
    expect(avatarLabel('/samples/avatars/front-desk-agent.png')).toBe('Front desk agent');
    expect(avatarLabel('/x/after_hours.webp')).toBe('After hours');
    expect(avatarLabel('/')).toBe('/');
  });
});
