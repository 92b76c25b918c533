/**
 * How deep a JSON text from outside may nest, in a request body and in a hub message alike. The API's deepest bodies
 * (a Smart PN draft's typed sections) nest under ten levels and a hub message under four; every reader after the
 * parser (text checks, key alignment, zod) recurses, and 2,000 levels overflowed the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** The reason a too-deep JSON text is refused, after the name of the part that carried it (`body: …`, `message: …`). */
export const TOO_DEEP_MESSAGE = `is nested deeper than ${MAX_JSON_DEPTH} levels`;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text opens more than `limit` arrays or objects inside one another. One pass without recursion, so
 * it is safe on any input; brackets inside strings are text. Invalid JSON is left to the parser to refuse.
 */
export function jsonDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
