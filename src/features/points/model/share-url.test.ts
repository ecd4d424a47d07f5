import { describe, expect, it } from 'vitest';
import { shareUrlOf } from './share-url';

const policy = {
  base: '/xtmk/apph5/',
  selfOrigin: 'https://h5.trust.example',
  allowedOrigins: ['https://live.example'],
};

describe('shareUrlOf', () => {
  it('puts this origin and base in front of an app path, query kept', () => {
    expect(shareUrlOf('/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q', policy)).toBe(
      'https://h5.trust.example/xtmk/apph5/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q',
    );
  });

  it.each([
    'https://live.example/room/1',
    'https://evil.example/phone/x',
    '//evil.example/phone/x',
    '/phone/%2F%2Fevil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/xtmk/apph5/phone/about',
    '',
  ])('draws nothing for %s', (path) => {
    expect(shareUrlOf(path, policy)).toBeUndefined();
  });
});
