import type { HubConnection } from './hub-connection.js';

function addTo(index: Map<string, Set<HubConnection>>, key: string, connection: HubConnection) {
  const set = index.get(key);
  if (set) set.add(connection);
  else index.set(key, new Set([connection]));
}

function removeFrom(index: Map<string, Set<HubConnection>>, key: string, connection: HubConnection) {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}

/** The open connections of one hub process, indexed by id, user, role and session. */
export class ConnectionRegistry {
  private readonly byId = new Map<string, HubConnection>();
  private readonly byUser = new Map<string, Set<HubConnection>>();
  private readonly byRole = new Map<string, Set<HubConnection>>();
  private readonly bySession = new Map<string, Set<HubConnection>>();

  get size(): number {
    return this.byId.size;
  }

  add(connection: HubConnection): void {
    this.byId.set(connection.id, connection);
    addTo(this.byUser, connection.identity.userId, connection);
    addTo(this.byRole, connection.identity.role, connection);
    addTo(this.bySession, connection.identity.sessionId, connection);
  }

  remove(connection: HubConnection): void {
    if (this.byId.get(connection.id) !== connection) return;
    this.byId.delete(connection.id);
    removeFrom(this.byUser, connection.identity.userId, connection);
    removeFrom(this.byRole, connection.identity.role, connection);
    removeFrom(this.bySession, connection.identity.sessionId, connection);
  }

  has(connectionId: string): boolean {
    return this.byId.has(connectionId);
  }

  all(): IterableIterator<HubConnection> {
    return this.byId.values();
  }

  /** Every connection of these users or roles, each once. */
  audience(userIds: readonly string[], roles: readonly string[]): Set<HubConnection> {
    const found = new Set<HubConnection>();
    for (const role of roles) for (const connection of this.byRole.get(role) ?? []) found.add(connection);
    for (const userId of userIds) for (const connection of this.byUser.get(userId) ?? []) found.add(connection);
    return found;
  }

  ofSession(sessionId: string): HubConnection[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  ofUser(userId: string): HubConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}
