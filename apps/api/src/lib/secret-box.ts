import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What an encrypted value starts with; the version names the algorithm (AES-256-GCM). */
const SEALED = 'enc:v1:';
const IV_BYTES = 12;

/**
 * Encrypts a shop's secrets (payment gateway keys) with AES-256-GCM under a key from the environment
 * (decision 0071), so a copy of the database alone does not give them away.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The settings encryption key must be 32 bytes');
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return SEALED + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join(':');
    },
    /** The plaintext of a sealed value; a value stored before sealing (the demo seed's) as it is. */
    open(stored: string): string {
      if (!stored.startsWith(SEALED)) return stored;
      const [iv, tag, sealed] = stored
        .slice(SEALED.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('A sealed secret is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** The key as the environment gives it: 32 bytes in base64 (44 characters) or hex (64). */
export function parseSecretKey(text: string): Buffer | null {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}
