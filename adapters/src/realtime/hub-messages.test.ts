import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrame, parseMessage, serializeMessages, type HubMessage } from './hub-messages.js';
import { RECORD_SEPARATOR } from './text-message-format.js';

const id = fc.string({ maxLength: 8 });
const json = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);
const headers = fc.option(fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })), { nil: undefined });
const withoutUndefined = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const message: fc.Arbitrary<HubMessage> = fc.oneof(
  fc.record({ type: fc.constant(1 as const), invocationId: fc.option(id, { nil: undefined }), target: fc.string({ maxLength: 10 }), arguments: fc.array(json, { maxLength: 3 }), headers }),
  fc.record({ type: fc.constant(2 as const), invocationId: id, item: json }),
  fc.record({ type: fc.constant(3 as const), invocationId: id, error: fc.string({ unit: 'binary', maxLength: 20 }) }),
  fc.record({ type: fc.constant(3 as const), invocationId: id, result: json }),
  fc.record({ type: fc.constant(4 as const), invocationId: id, target: fc.string({ maxLength: 10 }), arguments: fc.array(json, { maxLength: 3 }) }),
  fc.record({ type: fc.constant(5 as const), invocationId: id }),
  fc.constant({ type: 6 as const }),
  fc.record({ type: fc.constant(7 as const), error: fc.option(fc.string({ unit: 'binary', maxLength: 20 }), { nil: undefined }), allowReconnect: fc.option(fc.boolean(), { nil: undefined }) }),
).map(withoutUndefined);

describe('the JSON hub protocol codec', () => {
  it('reads back every frame it writes, however many records it holds and whatever text they carry', () => {
    fc.assert(fc.property(fc.array(message, { minLength: 1, maxLength: 5 }), (messages) => {
      expect(parseFrame(serializeMessages(messages))._unsafeUnwrap()).toEqual(messages);
    }));
  });

  it('never lets a record separator inside a string end a record early', () => {
    const frame = serializeMessages([{ type: 1, target: 'SendToRole', arguments: [`a${RECORD_SEPARATOR}b`] }]);
    expect(frame.split(RECORD_SEPARATOR)).toHaveLength(2);
  });

  it('refuses an incomplete record, text that is not JSON and unknown message types', () => {
    expect(parseFrame('{"type":6}')._unsafeUnwrapErr()).toEqual({ kind: 'IncompleteRecord' });
    expect(parseFrame(`{"type":6${RECORD_SEPARATOR}`)._unsafeUnwrapErr()).toEqual({ kind: 'NotJson' });
    expect(parseFrame(`{"type":6}${RECORD_SEPARATOR}{"type":99}${RECORD_SEPARATOR}`)._unsafeUnwrapErr()).toEqual({ kind: 'UnknownMessage' });
  });

  it('refuses a record nested deeper than the API\'s bodies may be, naming the invocation to answer', () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    expect(parseMessage(`{"type":1,"invocationId":"7","target":"SendToRole","arguments":[${deep}]}`)._unsafeUnwrapErr())
      .toEqual({ kind: 'Refused', invocationId: '7', problems: ['message: is nested deeper than 64 levels'] });
    expect(parseMessage(`{"type":2,"invocationId":"8","item":${deep}}`)._unsafeUnwrapErr()).toMatchObject({ kind: 'Refused', invocationId: '8' });
    expect(parseMessage(`{"type":1,"target":"SendToRole","arguments":[${deep}]}`)._unsafeUnwrapErr()).toMatchObject({ kind: 'Refused', invocationId: null });
    expect(parseMessage(`{"type":1,"target":"SendToRole","arguments":["${'['.repeat(500)}"]}`).isOk()).toBe(true);
  });

  it('refuses an invocation whose texts break the wire\'s rules, each named by its field', () => {
    const invocation = (message: unknown) => JSON.stringify({ type: 1, invocationId: '1', target: 'SendToRole', arguments: [message] });
    expect(parseMessage(invocation({ MessageBody: 'x'.repeat(20_001), MessageTitle: 'a\u0000b' }))._unsafeUnwrapErr()).toEqual({
      kind: 'Refused', invocationId: '1', problems: ['MessageBody: may be at most 20000 characters', 'MessageTitle: must not contain control characters'],
    });
    expect(parseMessage(invocation('lone \ud800'))._unsafeUnwrapErr()).toMatchObject({ problems: ['arguments[0]: must be well-formed Unicode (no lone surrogate)'] });
  });

  it('returns an error for any string, never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(() => parseFrame(text)).not.toThrow();
    }));
  });
});
