import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { errAsync, ResultAsync } from 'neverthrow';
import { serviceUnavailable, type PasswordHasher, type ServiceUnavailable } from '@rafdesk/core';

// `Algorithm` and `Version` are const enums, which isolated modules cannot read; these are their values.
const ARGON2ID = 2 as Algorithm;
const VERSION_0X13 = 1;

/** Argon2id cost parameters. */
export interface Argon2Parameters {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON2ID: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const failed = (): ServiceUnavailable => serviceUnavailable('argon2');

/** Passwords stored as argon2id PHC strings (`$argon2id$v=19$m=…,t=…,p=…$salt$digest`), 16-byte random salts. */
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly options: Options;
  private decoy: Promise<string> | null = null;

  constructor(private readonly parameters: Argon2Parameters = OWASP_ARGON2ID) {
    this.options = { ...parameters, algorithm: ARGON2ID, outputLen: 32 };
  }

  hash(password: string): ResultAsync<string, ServiceUnavailable> {
    return ResultAsync.fromPromise(hash(password, this.options), failed);
  }

  verify(encodedHash: string | null, password: string): ResultAsync<boolean, ServiceUnavailable> {
    if (encodedHash === null || !isArgon2Hash(encodedHash)) {
      // The same work as a real check, so a missing account cannot be told apart by timing.
      return this.decoyHash().andThen((decoy) => this.compare(decoy, password)).map(() => false);
    }
    return this.compare(encodedHash, password);
  }

  needsRehash(encodedHash: string): boolean {
    if (!isArgon2Hash(encodedHash)) return true;
    const used = parseOptions(encodedHash);
    return (
      used.algorithm !== ARGON2ID ||
      (used.version as number) !== VERSION_0X13 ||
      used.memoryCost !== this.parameters.memoryCost ||
      used.timeCost !== this.parameters.timeCost ||
      used.parallelism !== this.parameters.parallelism
    );
  }

  private compare(encodedHash: string, password: string): ResultAsync<boolean, ServiceUnavailable> {
    return ResultAsync.fromPromise(verify(encodedHash, password), failed);
  }

  private decoyHash(): ResultAsync<string, ServiceUnavailable> {
    this.decoy ??= hash(randomBytes(32), this.options);
    return ResultAsync.fromPromise(this.decoy, failed).orElse((error) => {
      this.decoy = null;
      return errAsync(error);
    });
  }
}

function isArgon2Hash(encodedHash: string): boolean {
  if (!encodedHash.startsWith('$argon2')) return false;
  try {
    parseOptions(encodedHash);
    return true;
  } catch {
    return false;
  }
}

