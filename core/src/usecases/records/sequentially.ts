import { okAsync, type ResultAsync } from 'neverthrow';

/** Runs `step` for each item one after another (never two at once on one transaction), stopping at the first error. */
export function sequentially<T, U, E>(items: readonly T[], step: (item: T) => ResultAsync<U, E>): ResultAsync<U[], E> {
  return items.reduce<ResultAsync<U[], E>>((done, item) => done.andThen((results) => step(item).map((result) => [...results, result])), okAsync([]));
}
