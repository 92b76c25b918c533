import { describe, it, expect } from 'vitest';
import type { CurrentDoctor } from '@rafdesk/core';
import { memoryStorage } from './key-value-storage.js';
import { SessionStore } from './session-store.js';
import { aCurrentUser } from '../../testing/builders.js';

const doctor = { id: 4, fullName: 'Carmen Díaz' } as CurrentDoctor;

describe('SessionStore', () => {
  it('keeps the signed-in user across a reload (a new store over the same storage)', () => {
    const storage = memoryStorage();
    new SessionStore(storage).signIn(aCurrentUser());
    expect(new SessionStore(storage).current().user?.fullName).toBe('Ana Rivera');
  });

  it('asks Staff for a doctor at sign-in, and no one else', () => {
    const store = new SessionStore(memoryStorage());
    store.signIn(aCurrentUser({ role: 'Staff' }));
    expect(store.current().needsDoctor).toBe(true);
    store.signIn(aCurrentUser({ role: 'Admin' }));
    expect(store.current().needsDoctor).toBe(false);
  });

  it('stores the chosen doctor as current and selected, and Switch Doctor removes both', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage);
    store.signIn(aCurrentUser({ role: 'Staff' }));
    store.chooseDoctor(doctor);
    expect(store.current()).toMatchObject({ currentDoctor: doctor, needsDoctor: false });
    expect(storage.getItem('selectedDoctor')).not.toBeNull();
    store.switchDoctor();
    expect(store.current()).toMatchObject({ currentDoctor: null, needsDoctor: true });
    expect(storage.getItem('currentDoctor')).toBeNull();
    expect(storage.getItem('selectedDoctor')).toBeNull();
  });

  it('treats an unreadable stored user as signed out', () => {
    expect(new SessionStore(memoryStorage({ user: '{"fullName":1}' })).current().user).toBeNull();
    expect(new SessionStore(memoryStorage({ user: 'not json' })).current().user).toBeNull();
  });

  it('clears everything and tells its subscribers', () => {
    const storage = memoryStorage({ other: 'x' });
    const store = new SessionStore(storage);
    store.signIn(aCurrentUser());
    let changes = 0;
    store.subscribe(() => { changes += 1; });
    store.clear();
    expect(changes).toBe(1);
    expect(store.current().user).toBeNull();
    expect(storage.getItem('other')).toBeNull();
  });
});
