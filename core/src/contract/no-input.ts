/** The input part of a codec for a call that takes nothing: no query, path or body is sent, and the use case gets none. */
export const noInput = { encodeInput: (): Record<never, never> => ({}), decodeInput: (): void => undefined } as const;
