/** What is wrong with a JSON array as a whole, once read: null, or why (cut short, text after it). */
export interface ArrayProblem {
  message: string | null;
}

const [SPACE, TAB, LF, CR, QUOTE, BACKSLASH, COMMA, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [32, 9, 10, 13, 34, 92, 44, 123, 125, 91, 93] as const;
// A raw line break inside a string is invalid JSON: it becomes a control character that keeps it invalid (the
// element gets its error record) without breaking the element's line.
const BREAK_IN_STRING = 31;
const isSpace = (c: number) => c === SPACE || c === TAB || c === LF || c === CR;

/**
 * The elements of a JSON array (the bytes from its opening bracket on) as JSON Lines, one element a line, as the
 * bytes stream: no document is held whole, so an array of any size reads in the memory of one chunk. An element is
 * copied as written (line breaks between its tokens become spaces): one that is no object or no valid JSON gets its
 * error record from the line scorer, as a JSON Lines line would. The elements are numbered as lines from 1.
 * When the array ends before its closing bracket (the element cut short still gets its line) or text follows it (not
 * read), `problem` says so once the lines are out.
 */
export async function* jsonArrayLines(input: AsyncIterable<Uint8Array>, problem: ArrayProblem): AsyncGenerator<Uint8Array> {
  let opened = false;
  let closed = false;
  // Inside an element: its nesting depth, whether in a string and after a backslash there.
  let inElement = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for await (const chunk of input) {
    // Each byte becomes at most one byte, but for an empty element's comma, which becomes two.
    const out = new Uint8Array(chunk.length * 2);
    let at = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] as number;
      if (closed) {
        if (isSpace(c)) continue;
        if (at > 0) yield out.subarray(0, at);
        problem.message = 'input: text follows the closing ] of the JSON array (not read)';
        return;
      }
      if (!opened) {
        // The caller starts the bytes at the opening bracket.
        opened = c === OPEN_BRACKET;
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
        out[at++] = c === LF || c === CR ? BREAK_IN_STRING : c;
        continue;
      }
      if (depth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
        // An empty element ("[1,,2]") keeps its number: its line is the comma, which gets an error record.
        if (!inElement && c === COMMA) out[at++] = COMMA;
        if (inElement || c === COMMA) out[at++] = LF;
        inElement = false;
        closed = c === CLOSE_BRACKET;
        continue;
      }
      if (!inElement && isSpace(c)) continue;
      inElement = true;
      if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      // An unmatched closer spoils only its own element: the next comma at the top still ends it.
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth = Math.max(0, depth - 1);
      out[at++] = c === LF || c === CR ? SPACE : c;
    }
    if (at > 0) yield out.subarray(0, at);
  }
  if (!closed) {
    if (inElement) yield new Uint8Array([LF]);
    problem.message = 'input: the JSON array ends before its closing ]';
  }
}
