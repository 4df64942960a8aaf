import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/*
 * Payment-channel secrets (md5 key, private key, public key) at rest: AES-256-GCM with a 32-byte
 * key from MONEY_SECRET_KEY (64 hex characters or base64), else from the file MONEY_SECRET_KEY_FILE
 * (default data/money-secret.key), generated with mode 0600 on first use. The stored text is
 * 'v1:' + base64(iv ‖ tag ‖ ciphertext); a wrong key or a tampered value fails to decrypt.
 * Secrets never leave the server: answers carry mask() of them.
 */

let cachedKey: Buffer | null = null;

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('MONEY_SECRET_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function secretKey(): Buffer {
  if (cachedKey) return cachedKey;
  if (process.env.MONEY_SECRET_KEY) {
    cachedKey = parseKey(process.env.MONEY_SECRET_KEY);
    return cachedKey;
  }
  const file = resolve(process.env.MONEY_SECRET_KEY_FILE ?? 'data/money-secret.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  cachedKey = parseKey(readFileSync(file, 'utf8'));
  return cachedKey;
}

export function encryptSecret(plain: string, key: Buffer = secretKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function decryptSecret(stored: string, key: Buffer = secretKey()): string {
  if (!stored.startsWith('v1:')) throw new Error('unknown secret format');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** What the console sees of a secret: at most its last 4 characters, and those only of a long one. */
export function mask(secret: string): string {
  if (!secret) return '';
  if (secret.length < 12) return '****';
  return `****${secret.slice(-4)}`;
}

export interface ChannelSecrets {
  md5Key: string;
  privateKey: string;
  publicKey: string;
  /** Values of the free-form params marked secret, by their position in params (others null). */
  params?: (string | null)[];
}

export const NO_SECRETS: ChannelSecrets = { md5Key: '', privateKey: '', publicKey: '' };

export function sealSecrets(secrets: ChannelSecrets): string {
  const anyParam = secrets.params?.some((p) => p !== null) ?? false;
  return secrets.md5Key || secrets.privateKey || secrets.publicKey || anyParam ? encryptSecret(JSON.stringify(secrets)) : '';
}

export function openSecrets(stored: string): ChannelSecrets {
  return stored ? { ...NO_SECRETS, ...(JSON.parse(decryptSecret(stored)) as Partial<ChannelSecrets>) } : { ...NO_SECRETS };
}
