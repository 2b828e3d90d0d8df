/**
 * How one log event becomes one line. Messages and values often carry what a
 * visitor sent (an address, a callback URL, an error from a library), so
 * nothing is written raw that could start a new line, move the cursor or
 * reorder the text, and nothing is written at any length.
 *
 * Limits are in characters as written: an escape such as `\n` counts as two.
 */
export const LOG_LIMITS = {
  message: 2_000,
  value: 500,
  /** An Error's name, message and first stack frames. */
  error: 2_000,
  /** An object or array field, serialised as JSON. */
  object: 1_000,
  key: 64,
  /** The whole line, time and level included. */
  line: 8_192,
  stackFrames: 10,
  /** How deep an object is followed, and how many entries of each level are written. */
  depth: 4,
  entries: 20,
} as const;

/** What a JSON string needs escaped anyway. */
const SHORT_ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Written as \uXXXX: C0 controls (ESC included), DEL, C1 controls (U+0085 is
 * a line break to some readers, U+009B starts a terminal sequence), the line
 * and paragraph separators, bidirectional controls (they reorder what a
 * reader sees) and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HEX_ESCAPED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;

/**
 * `text` as a JSON string literal (JSON.parse gives the text back), with the
 * characters above escaped, cut to at most `limit` characters as written
 * and marked `…(+N chars)` with N the characters left out.
 */
export function quote(text: string, limit: number): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    let piece: string;
    let width = 1;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair stays whole (one emoji is never cut in half); a lone half is escaped.
      if (next >= 0xdc00 && next <= 0xdfff) {
        piece = text.slice(i, i + 2);
        width = 2;
      } else piece = hex(code);
    } else if (code >= 0xdc00 && code <= 0xdfff) piece = hex(code);
    else {
      const ch = text[i]!;
      piece = SHORT_ESCAPES[ch] ?? (HEX_ESCAPED.test(ch) ? hex(code) : ch);
    }
    if (out.length + piece.length > limit) break;
    out += piece;
    i += width;
  }
  const left = text.length - i;
  return `"${out}${left > 0 ? `…(+${left} chars)` : ''}"`;
}

/** The message bare when that is unambiguous and safe, otherwise quoted. */
export function formatMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : safeString(message);
  const quoted = quote(text, LOG_LIMITS.message);
  // Bare only when nothing was escaped or cut, and no `=` could pass part of it off as a field.
  const bare = quoted.slice(1, -1) === text && /^[^\s=](?:[^=]*[^\s=])?$/.test(text);
  return bare ? text : quoted;
}

/** A field name bare when it is a plain identifier, otherwise quoted. */
export function formatKey(key: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(key) ? key : quote(key, LOG_LIMITS.key);
}

/** One field's value: strings quoted, numbers and booleans bare, errors and objects bounded. */
export function formatValue(value: unknown): string {
  try {
    if (typeof value === 'string') return quote(value, LOG_LIMITS.value);
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === null || value === undefined) return String(value);
    if (value instanceof Error) return quote(describeError(value), LOG_LIMITS.error);
    if (typeof value === 'object') return serialise(value);
    return quote(safeString(value), LOG_LIMITS.value);
  } catch {
    return '"[unreadable value]"';
  }
}

/** Name, message, the first stack frames and up to two causes, on one escaped string. */
function describeError(error: Error, causes = 0): string {
  let text: string;
  if (typeof error.stack === 'string' && error.stack) {
    // Only the head of a huge stack (a 1 MB message) is ever split.
    const lines = error.stack.slice(0, LOG_LIMITS.error * 2).split('\n');
    let frames = 0;
    text = lines.filter((line) => !/^\s+at /.test(line) || ++frames <= LOG_LIMITS.stackFrames).join('\n');
  } else text = `${safeString(error.name)}: ${safeString(error.message)}`;
  const cause: unknown = (error as { cause?: unknown }).cause;
  if (cause !== undefined && causes < 2) text += `\ncaused by: ${cause instanceof Error ? describeError(cause, causes + 1) : safeString(cause)}`;
  return text;
}

/** String(value) that cannot throw (a symbol, an object whose toString throws, a function's source kept out). */
function safeString(value: unknown): string {
  try {
    if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
    if (value instanceof Error) return describeError(value);
    return String(value);
  } catch {
    return '[unreadable value]';
  }
}

/**
 * JSON of an object or array with every string quoted as above, cycles
 * written "[circular]", at most `depth` levels and `entries` entries per
 * level, and no further entries once `object` characters are written.
 */
function serialise(root: object): string {
  const ancestors = new Set<object>();
  let written = 0;
  // Only what a leaf writes counts against the budget, so nesting is not counted twice.
  const leaf = (text: string) => {
    written += text.length;
    return text;
  };
  const walk = (value: unknown, depth: number): string => {
    if (typeof value === 'string') return leaf(quote(value, LOG_LIMITS.value));
    if (typeof value === 'number') return leaf(Number.isFinite(value) ? String(value) : `"${String(value)}"`);
    if (typeof value === 'boolean' || value === null) return leaf(String(value));
    if (typeof value === 'bigint') return leaf(`"${String(value)}n"`);
    if (value === undefined) return leaf('null');
    if (value instanceof Error) return leaf(quote(describeError(value), LOG_LIMITS.value));
    if (typeof value !== 'object') return leaf(quote(safeString(value), LOG_LIMITS.value));
    if (ancestors.has(value)) return leaf('"[circular]"');
    if (ArrayBuffer.isView(value)) return leaf(`"[${value.byteLength} bytes]"`);
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    // Dates, URLs and the like say what they are through toJSON; its answer is walked, one level deeper.
    if (typeof toJSON === 'function') return depth >= LOG_LIMITS.depth ? leaf('"[…]"') : walk(toJSON.call(value), depth + 1);
    const asArray = Array.isArray(value) || value instanceof Set;
    if (depth >= LOG_LIMITS.depth) return leaf(asArray ? '"[array]"' : '"[object]"');
    ancestors.add(value);
    try {
      const { entries, total } = firstEntries(value);
      const parts: string[] = [];
      for (const [key, item] of entries) {
        if (written >= LOG_LIMITS.object) break;
        parts.push(asArray ? walk(item, depth + 1) : `${leaf(quote(key, LOG_LIMITS.key))}:${walk(item, depth + 1)}`);
      }
      if (parts.length < total) parts.push(leaf(`"…(+${total - parts.length} more)"`));
      return asArray ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
    } finally {
      ancestors.delete(value);
    }
  };
  return walk(root, 0);
}

/** The first `entries` entries of an array, Set, Map or object, without copying a huge one, and how many it has. */
function firstEntries(value: object): { entries: [string, unknown][]; total: number } {
  const entries: [string, unknown][] = [];
  if (Array.isArray(value)) {
    for (let i = 0; i < Math.min(value.length, LOG_LIMITS.entries); i++) entries.push([String(i), readProperty(value, String(i))]);
    return { entries, total: value.length };
  }
  if (value instanceof Map || value instanceof Set) {
    for (const [key, item] of value.entries() as IterableIterator<[unknown, unknown]>) {
      if (entries.length >= LOG_LIMITS.entries) break;
      entries.push([safeString(key), item]);
    }
    return { entries, total: value.size };
  }
  const keys = Object.keys(value);
  for (const key of keys.slice(0, LOG_LIMITS.entries)) entries.push([key, readProperty(value, key)]);
  return { entries, total: keys.length };
}

function readProperty(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return '[unreadable value]';
  }
}

/**
 * `time LEVEL message key=value...` on one line of at most `line`
 * characters: fields that would pass the limit are left out and counted in
 * `fields_dropped`.
 */
export function formatLine({ time, level, message, fields }: { time: Date; level: string; message: unknown; fields: unknown }): string {
  let line = `${time.toISOString()} ${level.toUpperCase()} ${formatMessage(message)}`;
  const record: Record<string, unknown> =
    fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : fields === undefined ? {} : { details: fields };
  const keys = Object.keys(record);
  // Room kept for the fields_dropped marker.
  const room = LOG_LIMITS.line - 32;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const piece = ` ${formatKey(key)}=${formatValue(readProperty(record, key))}`;
    if (line.length + piece.length > room) return `${line} fields_dropped=${keys.length - i}`;
    line += piece;
  }
  return line;
}
