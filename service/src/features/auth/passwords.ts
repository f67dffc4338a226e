import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm (its const enum breaks isolatedModules).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

const DUMMY_HASH = hash('not-a-real-password-used-to-equalise-timing');

/** Verifies against the stored hash, or a dummy one so unknown emails take as long. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
