import { err, ResultAsync, type Result } from 'neverthrow';
import type { Repositories, UnitOfWork } from '../../ports/repositories/repositories.js';
import { serviceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { InMemoryRepositories } from './in-memory-repositories.js';

/**
 * {@link UnitOfWork} over the in-memory repositories: works run one at a time (as changes of one record queue on its
 * lock), and a work that ends in an error, or throws, leaves the stores as it found them; a throw becomes a storage
 * failure value, as the database's unit of work reports one. A work must use the repositories it is handed (as the port
 * says): calling `run` again from inside a work would wait for itself.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly repositories: InMemoryRepositories) {}

  run<T, E>(work: (repositories: Repositories) => ResultAsync<T, E>): ResultAsync<T, E | StorageError> {
    const turn = this.queue.then(async (): Promise<Result<T, E | StorageError>> => {
      const restore = this.snapshot();
      try {
        const result = await work(this.repositories);
        if (result.isErr()) restore();
        return result;
      } catch {
        restore();
        return err(serviceUnavailable('storage in-memory work threw'));
      }
    });
    // The next work waits for this one whatever its outcome.
    this.queue = turn;
    return new ResultAsync(turn);
  }

  /** Copies what a work may write (clinical tables, accounts, doctors, audit lines and mail) and returns how to put it back. */
  private snapshot(): () => void {
    const restoreClinical = this.repositories.clinical.snapshot();
    const audit = [...this.repositories.auditLog.entries];
    const mail = this.repositories.mailOutbox.messages.map((message) => ({ ...message }));
    return () => {
      restoreClinical();
      this.repositories.auditLog.entries.splice(0, Infinity, ...audit);
      this.repositories.mailOutbox.messages.splice(0, Infinity, ...mail);
    };
  }
}
