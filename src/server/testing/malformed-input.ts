/**
 * Malformed requests for the fuzz test that walks the OpenAPI document:
 * odd path and query values, wrong JSON values for each property of a body
 * built from its schema, and bodies that are broken as a whole. The lists
 * are fixed (no randomness), so a failure names a case that can be sent
 * again by hand.
 */

/** The parts of a JSON Schema (as the OpenAPI document writes it) that a plausible value is built from. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/**
 * A value the schema accepts, or close to it: the body the wrong values are
 * put into, so each case is wrong in one place only.
 */
export function plausibleValue(schema: JsonSchema): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return plausibleValue(variants.find((v) => v.type !== 'null') ?? variants[0]!);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausibleValue(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausibleValue(property)]));
    case 'null':
      return null;
    default:
      return 'fuzz-value';
  }
}

function plausibleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '4f1d3c52-8a7e-4b0f-9d7c-2e5a6b1c9f00';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2031-01-01';
  if (pattern.includes('@')) return 'fuzz@example.com';
  if (pattern.includes('A-Z0-9')) return 'FUZZ-CODE';
  const text = 'fuzz-value'.padEnd(schema.minLength ?? 0, '-');
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

/** Where a value can be replaced inside a body: each property and array item, nested up to three levels. */
export type ValuePath = (string | number)[];

export function valuePaths(value: unknown, depth = 0): ValuePath[] {
  if (depth >= 3 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.slice(0, 1).map((item, i) => [i, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[key], ...valuePaths(item, depth + 1).map((rest) => [key, ...rest])]);
}

export const describePath = (path: ValuePath) =>
  path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .slice(1) || '(body)';

const nested = ({ open, inner, close, levels }: { open: string; inner: string; close: string; levels: number }) => open.repeat(levels) + inner + close.repeat(levels);

/** 5,000 levels of arrays: about 10 kB, well under the 64 kB body cap. */
export const DEEP_ARRAYS = nested({ open: '[', inner: '', close: ']', levels: 5_000 });
/** 5,000 levels of objects: about 30 kB. */
export const DEEP_OBJECTS = nested({ open: '{"a":', inner: '1', close: '}', levels: 5_000 });
/** 40,000 levels of arrays: 80 kB, over the cap, so it must be refused before anything parses it. */
const DEEP_ARRAYS_OVER_CAP = nested({ open: '[', inner: '', close: ']', levels: 40_000 });

/**
 * One value of each JSON type: a property is given each type but its own
 * (a word where a number goes, a number where a word goes...).
 */
export const OTHER_TYPES: [name: string, json: string][] = [
  ['a number', '42'],
  ['true', 'true'],
  ['null', 'null'],
  ['a word', '"fuzz"'],
  ['an array', '["fuzz",1]'],
  ['an object', '{"fuzz":1}'],
];

/**
 * Values wrong for almost any property, as JSON text (so deep nesting never
 * goes through JSON.stringify): numbers no column takes, control
 * characters, text that is hard to store, and sizes at and over the body cap.
 */
export const WRONG_VALUES: [name: string, json: string][] = [
  ['a negative number', '-1'],
  ['a number too big for any column', '1e308'],
  ['a fraction', '1.5'],
  ['an empty string', '""'],
  ['control characters', JSON.stringify('a\u0000b\u001b[2J')],
  ['unicode with a direction override', JSON.stringify('হিসাব \u202e💥\ufeff')],
  ['a lone surrogate', '"\\ud800"'],
  ['a 60 kB string', JSON.stringify('x'.repeat(60_000))],
  ['a 100 kB string', JSON.stringify('x'.repeat(100_000))],
  ['5,000 nested arrays', DEEP_ARRAYS],
  ['a __proto__ object', '{"__proto__":{"role":"admin"}}'],
];

/** `base` as JSON text with the value at `path` replaced by the JSON text `json`. */
export function withValueAt(base: unknown, path: ValuePath, json: string): string {
  const marker = '\u0001fuzz-marker\u0001';
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), () => json);
}

/** A request body exactly as sent; a null content type sends no Content-Type header. */
export type RawBody = { name: string; contentType: string | null; body?: string | Uint8Array<ArrayBuffer> };

const JSON_TYPE = 'application/json';

/** Bodies broken as a whole: not JSON, not an object, the wrong content type, nested too deep, too large. */
export function wholeBodyCases(validJson: string): RawBody[] {
  return [
    { name: 'invalid JSON', contentType: JSON_TYPE, body: '{"unterminated": ' },
    { name: 'JSON with a trailing comma', contentType: JSON_TYPE, body: '{"a":1,}' },
    { name: 'an empty JSON body', contentType: JSON_TYPE, body: '' },
    { name: 'no body and no content type', contentType: null },
    { name: 'the body as text/plain', contentType: 'text/plain', body: validJson },
    { name: 'a form body', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
    { name: 'a multipart body', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
    { name: 'JSON declared as UTF-16', contentType: 'application/json; charset=utf-16', body: validJson },
    { name: 'a byte-order mark before the JSON', contentType: JSON_TYPE, body: `\ufeff${validJson}` },
    { name: 'invalid UTF-8', contentType: JSON_TYPE, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { name: 'null', contentType: JSON_TYPE, body: 'null' },
    { name: 'an array', contentType: JSON_TYPE, body: '[]' },
    { name: 'a string', contentType: JSON_TYPE, body: '"fuzz"' },
    { name: 'a number', contentType: JSON_TYPE, body: '42' },
    { name: 'an empty object', contentType: JSON_TYPE, body: '{}' },
    { name: '5,000 nested arrays', contentType: JSON_TYPE, body: DEEP_ARRAYS },
    { name: '5,000 nested objects', contentType: JSON_TYPE, body: DEEP_OBJECTS },
    { name: '40,000 nested arrays (over the size cap)', contentType: JSON_TYPE, body: DEEP_ARRAYS_OVER_CAP },
    { name: 'prototype keys', contentType: JSON_TYPE, body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}' },
  ];
}

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export const valueAt = (base: unknown, path: ValuePath) => path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], base);

/** Each property of `base` given each other JSON type and each wrong value in turn. */
export function propertyCases(base: unknown): RawBody[] {
  return valuePaths(base).flatMap((path) => {
    const ownType = jsonType(valueAt(base, path));
    const values = [...OTHER_TYPES.filter(([, json]) => jsonType(JSON.parse(json)) !== ownType), ...WRONG_VALUES];
    return values.map(([name, json]) => ({ name: `${describePath(path)} = ${name}`, contentType: JSON_TYPE, body: withValueAt(base, path, json) }));
  });
}

/** Odd path segments, already percent-encoded where a browser would encode them. */
export const PATH_VALUES: [name: string, segment: string][] = [
  ['a number', '12345'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['a number too big for any column', '99999999999999999999'],
  ['a fraction', '1.5'],
  ['NaN', 'NaN'],
  ['an encoded NUL', '%00'],
  ['an encoded escape sequence', '%1B%5B2J'],
  ['a 2,000-character string', 'x'.repeat(2_000)],
  ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
  ['..', '..'],
  ['unicode', encodeURIComponent('হিসাব-💥\u202e')],
  ['broken percent-encoding', '%E0%A4%A'],
  ['an encoded slash', 'a%2Fb'],
  ['quotes and SQL', encodeURIComponent("' OR 1=1 --")],
  ['null', 'null'],
  ['a file name', 'x.svg'],
];

/** Odd query values: each builds the query string for one parameter. */
export const QUERY_VALUES: [name: string, query: (param: string) => string][] = [
  ['a word', (p) => `${p}=abc`],
  ['a negative number', (p) => `${p}=-1`],
  ['a number too big for any column', (p) => `${p}=99999999999999999999`],
  ['an overflowing exponent', (p) => `${p}=1e309`],
  ['a fraction', (p) => `${p}=1.5`],
  ['empty', (p) => `${p}=`],
  ['repeated (an array)', (p) => `${p}=a&${p}=b`],
  ['bracketed (an array)', (p) => `${p}[]=a&${p}[0]=b`],
  ['an encoded NUL', (p) => `${p}=%00`],
  ['an encoded control character', (p) => `${p}=a%1Fb`],
  ['a 2,000-character string', (p) => `${p}=${'x'.repeat(2_000)}`],
  ['10,000 words', (p) => `${p}=${encodeURIComponent('ab '.repeat(10_000))}`],
  ['unicode', (p) => `${p}=${encodeURIComponent('হিসাব 💥\u202e')}`],
  ['broken percent-encoding', (p) => `${p}=%E0%A4%A`],
  ['search operators', (p) => `${p}=${encodeURIComponent(`"'*()NEAR AND OR NOT:-^\\%_ <&>`)}`],
];

const integerType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.includes('integer') : schema.type === 'integer');

/** A path or query parameter that takes an integer (an id, a version, a page...). */
export function isIntegerParameter(schema: JsonSchema): boolean {
  return integerType(schema) || (schema.anyOf ?? schema.oneOf ?? []).some(integerType);
}

/** A number in a plausible body: an id, a version, a price, a count... */
export const isNumberAt = (base: unknown, path: ValuePath) => typeof valueAt(base, path) === 'number';
