import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar-source';

const host = { fileHostUrl: 'https://files.example.com', mockMode: false };

describe('the avatar image address', () => {
  it('puts the relative path after the file host', () => {
    expect(avatarSource('/samples/avatars/ava.png', host)).toBe(
      'https://files.example.com/samples/avatars/ava.png',
    );
    expect(avatarSource('/a.png', { ...host, fileHostUrl: '/api' })).toBe('/api/a.png');
  });

  it('is none without an avatar, for a value that is not a relative path, and against the mock', () => {
    expect(avatarSource('', host)).toBeUndefined();
    expect(avatarSource('/', host)).toBeUndefined();
    expect(avatarSource('https://elsewhere.example.com/x.png', host)).toBeUndefined();
    expect(avatarSource('javascript:alert(1)', host)).toBeUndefined();
    expect(avatarSource('/samples/avatars/ava.png', { ...host, mockMode: true })).toBeUndefined();
  });
});
