const SPACES = new Set([32, 9, 10, 13]);
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;

function skipSpace(text: string, i: number): number {
  while (i < text.length && SPACES.has(text.charCodeAt(i))) i++;
  return i;
}

// The end (after the closing quote) of the JSON string opening at `i`, or -1 when it is cut short.
function stringEnd(text: string, i: number): number {
  for (let k = i + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 92) k++;
    else if (c === 34) return k + 1;
  }
  return -1;
}

// The end of the value opening at `i` (strings and nesting followed), or -1 when it is cut short.
function valueEnd(text: string, i: number): number {
  let depth = 0;
  for (let k = i; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 34) {
      k = stringEnd(text, k) - 1;
      if (k < 0) return -1;
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (depth === 0) return k;
      depth--;
    } else if (c === 44 && depth === 0) return k;
  }
  return -1;
}

/**
 * The `id` of a JSON object line that cannot be read whole (no valid JSON, or too long to read): the top-level `id`
 * when it is a string or a number read in full before the line breaks off or goes wrong, else null. So the line's
 * error record still says whose it is.
 */
export function idOfBrokenJsonLine(text: string): string | number | null {
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== 123) return null;
  for (i = skipSpace(text, i + 1); i < text.length; ) {
    if (text.charCodeAt(i) !== 34) return null;
    const keyEnd = stringEnd(text, i);
    if (keyEnd < 0) return null;
    const key = text.slice(i, keyEnd);
    i = skipSpace(text, keyEnd);
    if (text.charCodeAt(i) !== 58) return null;
    i = skipSpace(text, i + 1);
    if (key === '"id"') return idValue(text, i);
    const end = valueEnd(text, i);
    if (end < 0 || text.charCodeAt(end) !== 44) return null;
    i = skipSpace(text, end + 1);
  }
  return null;
}

function idValue(text: string, i: number): string | number | null {
  const quoted = text.charCodeAt(i) === 34;
  const end = quoted ? stringEnd(text, i) : i + (NUMBER.exec(text.slice(i, i + 40))?.[0].length ?? 0);
  if (end <= i) return null;
  // A number is whole only when what follows it ends it (one cut short would read as a smaller number).
  const after = text.charCodeAt(skipSpace(text, end));
  if (!quoted && after !== 44 && after !== 125) return null;
  try {
    const value: unknown = JSON.parse(text.slice(i, end));
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}
