import { Err, Ok, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { PageWindow } from '../ports/repositories/page.js';
import type { ValidationFailed } from '../validation/validation-failed.js';
import type { WireFormatError } from '../wire/wire-format-error.js';
import type { Endpoint, EndpointCall } from './endpoint.js';

// The wire ↔ domain transforms of an endpoint, held beside its schemas so a field of a call is spelled in one file:
// the server decodes what it parsed into the use case's input and encodes the use case's answer; the web app encodes
// its input into the call and decodes the answer. Neither end maps a field by hand.

type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;
type Sent<S> = S extends z.ZodType ? z.input<S> : never;

/** The parts of a call as the server's schemas parsed them; a paged list also has the page asked for. */
export type ParsedCall<E extends Endpoint> = {
  readonly query: Parsed<E['query'], Record<string, never>>;
  readonly params: Parsed<E['params'], Record<string, never>>;
  readonly body: Parsed<E['body'], undefined>;
  /** The arguments read from the query or the body (an endpoint with `arguments`). */
  readonly args: Parsed<E['arguments'], undefined>;
} & (E['paged'] extends object ? { readonly page: PageWindow } : unknown);

/** The parts a client sends (what {@link requestOf} takes, less the session's token and the quiet flag). */
export type WireCall<E extends Endpoint> = Omit<EndpointCall<E>, 'token' | 'quiet'>;

/**
 * Why a decoder refused a call: the server answers it with the 400 `errors` lines a use case's input failure gets
 * (a wire parser's "path: reason" lines, a form's "field: reason" lines under the names the call spells).
 */
export type InputRefusal = WireFormatError | ValidationFailed;

/** What a decoder answers: the use case's input, or a Result when it judges the call itself (a wire parser). */
export type Decoding<In> = In | Result<In, InputRefusal>;

/**
 * A decoder's answer less its refusal: the input of a decoder that may refuse, else the answer itself. A Result that
 * refuses with anything else stays whole, so no use case takes it as its input.
 */
export type Unrefused<D> = D extends Ok<infer V, InputRefusal> ? V : D extends Err<infer V, InputRefusal> ? V : D;

/**
 * The transforms of one endpoint. `In` is the use case's input, `Out` its answer (one row of a paged list) and
 * `Reply` what the web app makes of the wire answer, `Out` unless the app tolerates less than the server sends.
 * `Given` is what the web app encodes, `In` unless the two differ: a form's checked value, say, whose unchecked
 * draft (`In`) the server's rules judge again. `decodeInput` answers `D`: the input, or a Result whose refusal the
 * server words as a use case's input failure. `decodeOutput` receives the body already checked by `reply` (the
 * response schema unless said), so it only renames and converts; `encodeOutput` also gets the input, for answers
 * that echo what was asked (the record changed).
 */
export interface EndpointCodec<E extends Endpoint, In, Out, Reply = Out, R = E['response'], Given = In, D = Decoding<In>> {
  readonly encodeInput: (input: Given) => WireCall<E>;
  readonly decodeInput: (call: ParsedCall<E>) => D;
  readonly encodeOutput: (value: Out, input: In) => Sent<E['response']>;
  /** What the web app accepts of the answer, when it accepts less than the response schema says (an older server's). */
  readonly reply?: R;
  readonly decodeOutput: (wire: Parsed<R, unknown>) => Reply;
}

/** Any endpoint that carries its codec, whatever its domain types (what `implement` and `callEndpoint` take). */
export type CodedEndpoint = Endpoint & { readonly codec: AnyCodec };

/** What every codec is, whatever its domain types. */
export interface AnyCodec {
  readonly encodeInput: (input: never) => unknown;
  readonly decodeInput: (call: never) => unknown;
  readonly encodeOutput: (value: never, input: never) => unknown;
  readonly reply?: z.ZodType;
  readonly decodeOutput: (wire: never) => unknown;
}

/** The domain input of a coded endpoint (what its use case takes). */
export type InputOfCoded<C extends CodedEndpoint> = Unrefused<ReturnType<C['codec']['decodeInput']>>;
/** What the web app passes to call a coded endpoint (the use case's input, or the checked form it is drafted from). */
export type GivenOfCoded<C extends CodedEndpoint> = Parameters<C['codec']['encodeInput']>[0];
/** The use case's answer of a coded endpoint (one row of a paged list). */
export type OutputOfCoded<C extends CodedEndpoint> = Parameters<C['codec']['encodeOutput']>[0];
/** What the web app reads from the answer of a coded endpoint (one row of a paged list). */
export type ReplyOfCoded<C extends CodedEndpoint> = ReturnType<C['codec']['decodeOutput']>;

/** The answer part of a codec for a call that answers nothing (204): the use case's value is not sent. */
export const noAnswer = { encodeOutput: (): never => undefined as never, decodeOutput: (): void => undefined } as const;

/**
 * The answer part of a codec for a call answered with a file or a stream of type `T`, which its route writes itself:
 * nothing is encoded as JSON, and the web app opens it by its URL instead of reading it.
 */
export function fileAnswer<T>() {
  return { encodeOutput: (_file: T): never => undefined as never, decodeOutput: (): void => undefined } as const;
}

/**
 * The answer part of a codec for a call whose answer the web app does not read (it reads its list again after a
 * save): the server encodes the use case's value, and the web app takes any body, an older server's 204 included.
 */
export function unreadAnswer<V, W>(encodeOutput: (value: V) => W) {
  return { encodeOutput, reply: z.unknown(), decodeOutput: (): void => undefined } as const;
}

/** Gives an endpoint its codec; the domain types are read from the transforms (the input from the decoder's answer). */
export function coded<const E extends Endpoint, D, Out, Reply = Out, R extends z.ZodType | undefined = E['response'], Given = Unrefused<D>>(
  target: E, codec: EndpointCodec<E, Unrefused<D>, Out, Reply, R, Given, D>,
): E & { readonly codec: EndpointCodec<E, Unrefused<D>, Out, Reply, R, Given, D> } {
  return { ...target, codec };
}

/** Decodes a parsed call with the endpoint's codec: the use case's input, or the decoder's refusal. */
export function decodeCall<C extends CodedEndpoint>(target: C, call: ParsedCall<C>): Result<InputOfCoded<C>, InputRefusal> {
  const decoded: unknown = (target.codec.decodeInput as (parts: ParsedCall<C>) => unknown)(call);
  // A use case's input is never itself a Result, so a Result here is a decoder's judgement of the call.
  if (decoded instanceof Ok || decoded instanceof Err) return decoded as Result<InputOfCoded<C>, InputRefusal>;
  return ok(decoded as InputOfCoded<C>);
}

/**
 * The cache key of a read through an endpoint (TanStack Query's, in the web app): its path, then the input. Every read
 * of one endpoint shares the prefix `[path]`, so a change invalidates all of them with one key.
 */
export function endpointKey(target: Endpoint, ...input: readonly unknown[]): readonly unknown[] {
  return [target.path, ...input];
}
