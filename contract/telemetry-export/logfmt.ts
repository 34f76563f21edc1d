const NONE: ReadonlySet<string> = new Set();

/**
 * The fields of one logfmt line as Grafana Alloy's `faro.receiver` writes them to Loki
 * (`key=value`, values with spaces, quotes or `=` in double quotes with Go escapes).
 * Only keys in `wanted` are kept, and reading stops once all of them are found, or all but the
 * `optional` ones (keys a line may lack, written before the others); undefined when the line is
 * not logfmt at all.
 */
export function parseLogfmt(
  line: string,
  wanted: ReadonlySet<string>,
  optional: ReadonlySet<string> = NONE,
): Map<string, string> | undefined {
  const required = wanted.size - optional.size;
  let found = 0;
  // Native indexOf jumps from pair to pair: a line is hundreds of characters, most of them in
  // values nobody asked for (user agent, URL, SDK integrations).
  const fields = new Map<string, string>();
  const n = line.length;
  let i = 0;
  let pairs = 0;
  while (i < n) {
    while (i < n && line.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    const equals = line.indexOf('=', i);
    const space = line.indexOf(' ', i);
    if (equals === -1 || (space !== -1 && space < equals)) {
      // A bare key (no value): logfmt allows it.
      const end = space === -1 ? n : space;
      if (line.charCodeAt(i) === 34 /* " */) return undefined;
      pairs++;
      i = end;
      continue;
    }
    const key = line.slice(i, equals);
    if (key === '' || key.includes('"')) return undefined;
    let value: string;
    if (line.charCodeAt(equals + 1) === 34 /* " */) {
      let close = line.indexOf('"', equals + 2);
      while (close !== -1 && isEscaped(line, close)) close = line.indexOf('"', close + 1);
      if (close === -1) return undefined;
      value = wanted.has(key) ? unquote(line.slice(equals + 2, close)) : '';
      i = close + 1;
    } else {
      const end = space === -1 ? n : space;
      value = line.slice(equals + 1, end);
      i = end;
    }
    pairs++;
    if (wanted.has(key)) {
      fields.set(key, value);
      if (!optional.has(key)) found++;
      if (fields.size === wanted.size || found === required) break;
    }
  }
  return pairs > 0 ? fields : undefined;
}

/** Whether the quote at `at` is escaped (an odd number of backslashes before it). */
function isEscaped(line: string, at: number): boolean {
  let slashes = 0;
  for (let j = at - 1; j >= 0 && line.charCodeAt(j) === 92; j--) slashes++;
  return slashes % 2 === 1;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

function unquote(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.)/g, (_, next: string) => ESCAPES[next] ?? next);
}

/**
 * A Go `time.Time.String()` (what Alloy writes as `timestamp=`), e.g.
 * `2025-03-01 10:00:00.123456789 +0000 UTC`, as epoch ms; NaN when it is not one.
 */
export function parseGoTime(text: string): number {
  const match = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d+)? ([+-]\d\d)(\d\d)/.exec(text);
  if (!match) return Number.NaN;
  const fraction = (match[3] ?? '').slice(0, 4);
  return Date.parse(`${match[1]}T${match[2]}${fraction}${match[4]}:${match[5]}`);
}
