import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey } from './secret-box.ts';

describe('the secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals a secret differently each time, and opens it again', () => {
    const [first, second] = [box.seal('salt-key-1234'), box.seal('salt-key-1234')];
    expect(first).toMatch(/^enc:v1:/);
    expect(first).not.toBe(second);
    expect([box.open(first), box.open(second)]).toEqual(['salt-key-1234', 'salt-key-1234']);
  });

  it('refuses a sealed value that was changed, or opened with another key', () => {
    const sealed = box.seal('salt-key-1234');
    // One character of the ciphertext changed (not the last, whose low bits are padding).
    const at = sealed.length - 2;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('reads a value stored before sealing as it is', () => {
    expect(box.open('kesar-home-sandbox-salt-key')).toBe('kesar-home-sandbox-salt-key');
  });

  it('takes a key of 32 bytes in base64 or hex only', () => {
    expect(parseSecretKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(parseSecretKey(randomBytes(32).toString('hex'))).toHaveLength(32);
    expect(parseSecretKey('too-short')).toBeNull();
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
