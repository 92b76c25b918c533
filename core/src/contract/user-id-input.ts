import type { UserId } from '../domain/ids.js';

// The calls about one account name it by `userId`: in the query of a read, in the JSON body of a change.

/** The input part of a codec for a read of one account's rows (`userId` in the query). */
export const userIdQuery = {
  encodeInput: (userId: UserId) => ({ query: { userId } }),
  decodeInput: ({ query }: { readonly query: { readonly userId: number } }) => query.userId as UserId,
};

/** The input part of a codec for a change to one account (`userId` in the body). */
export const userIdBody = {
  encodeInput: (userId: UserId) => ({ json: { userId } }),
  decodeInput: ({ body }: { readonly body: { readonly userId: number } }) => body.userId as UserId,
};
