import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar-source';

const host = { fileHostUrl: 'https://files.example.com' };

describe('the avatar image address', () => {
  it('puts the relative path after the file host', () => {
    expect(avatarSource('/samples/avatars/ava.png', host)).toBe(
      'https://files.example.com/samples/avatars/ava.png',
    );
    expect(avatarSource('/a.png', { fileHostUrl: '/api' })).toBe('/api/a.png');
  });

  it("loads the contract's sample avatars from the file host, the mock's too (/files)", () => {
    expect(avatarSource('/samples/avatars/dental-receptionist.png', { fileHostUrl: '/files' })).toBe(
      '/files/samples/avatars/dental-receptionist.png',
    );
  });

  it('is none without an avatar and for a value that is not a relative path', () => {
    expect(avatarSource('', host)).toBeUndefined();
    expect(avatarSource('/', host)).toBeUndefined();
    expect(avatarSource('https://elsewhere.example.com/x.png', host)).toBeUndefined();
    expect(avatarSource('javascript:alert(1)', host)).toBeUndefined();
  });
});
