import type { z } from 'zod';
import { type CurrentDoctor, CurrentDoctorSchema, type CurrentUser, CurrentUserSchema, selectsDoctor } from '@rafdesk/core';
import type { KeyValueStorage } from './key-value-storage.js';

const KEYS = { user: 'user', currentDoctor: 'currentDoctor', selectedDoctor: 'selectedDoctor', needsDoctor: 'needsDoctor' } as const;

/** What the app knows about who is signed in. */
export interface SessionSnapshot {
  readonly user: CurrentUser | null;
  /** The doctor a non-doctor user acts for, once chosen. */
  readonly currentDoctor: CurrentDoctor | null;
  /** Set for Staff at sign-in and by Switch Doctor: the dashboard sends them to doctor selection. */
  readonly needsDoctor: boolean;
}

function readJson<T>(storage: KeyValueStorage, key: string, schema: z.ZodType<T>): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session as kept in local storage (so a reload keeps the user signed in).
 * Every value read back is parsed; an unreadable entry counts as absent.
 */
export class SessionStore {
  private listeners = new Set<() => void>();
  private snapshot: SessionSnapshot;

  constructor(private readonly storage: KeyValueStorage) {
    this.snapshot = this.read();
  }

  private read(): SessionSnapshot {
    return {
      user: readJson(this.storage, KEYS.user, CurrentUserSchema),
      currentDoctor: readJson(this.storage, KEYS.currentDoctor, CurrentDoctorSchema),
      needsDoctor: this.storage.getItem(KEYS.needsDoctor) === 'true',
    };
  }

  private changed(): void {
    this.snapshot = this.read();
    for (const listener of this.listeners) listener();
  }

  /** The current session; the same object until something changes (for useSyncExternalStore). */
  current = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Keeps the signed-in user; a role that selects its doctor (Staff, core's permission table) starts without one and is asked. */
  signIn(user: CurrentUser): void {
    this.storage.setItem(KEYS.user, JSON.stringify(user));
    this.storage.removeItem(KEYS.currentDoctor);
    this.storage.removeItem(KEYS.selectedDoctor);
    if (selectsDoctor(user.role)) this.storage.setItem(KEYS.needsDoctor, 'true');
    else this.storage.removeItem(KEYS.needsDoctor);
    this.changed();
  }

  /** The doctor a non-doctor user now acts for. */
  chooseDoctor(doctor: CurrentDoctor): void {
    const text = JSON.stringify(CurrentDoctorSchema.parse(doctor));
    this.storage.setItem(KEYS.currentDoctor, text);
    this.storage.setItem(KEYS.selectedDoctor, text);
    this.storage.removeItem(KEYS.needsDoctor);
    this.changed();
  }

  /** Switch Doctor: forgets the current and selected doctor and asks for one again. */
  switchDoctor(): void {
    this.storage.removeItem(KEYS.currentDoctor);
    this.storage.removeItem(KEYS.selectedDoctor);
    this.storage.setItem(KEYS.needsDoctor, 'true');
    this.changed();
  }

  /** Log-out and idle expiry: clears all of local storage. */
  clear(): void {
    this.storage.clear();
    this.changed();
  }
}
