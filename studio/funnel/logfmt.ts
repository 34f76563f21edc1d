/**
 * The fields of one logfmt line as Grafana Alloy's `faro.receiver` writes them to Loki
 * (`key=value`, values with spaces, quotes or `=` in double quotes with Go escapes).
 * Only keys in `wanted` are kept; undefined when the line is not logfmt at all.
 */
export function parseLogfmt(
  line: string,
  wanted: ReadonlySet<string>,
): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  const n = line.length;
  let i = 0;
  let pairs = 0;
  while (i < n) {
    while (i < n && line.charCodeAt(i) <= 32) i++;
    if (i >= n) break;
    const keyStart = i;
    while (i < n && line[i] !== '=' && line.charCodeAt(i) > 32) i++;
    const key = line.slice(keyStart, i);
    if (key === '' || key.includes('"')) return undefined;
    let value = '';
    if (line[i] === '=') {
      i++;
      if (line[i] === '"') {
        i++;
        let out = '';
        let start = i;
        for (;;) {
          if (i >= n) return undefined;
          const c = line[i];
          if (c === '"') break;
          if (c === '\\') {
            out += line.slice(start, i);
            const next = line[i + 1];
            out += next === 'n' ? '\n' : next === 't' ? '\t' : next === 'r' ? '\r' : (next ?? '');
            i += 2;
            start = i;
            continue;
          }
          i++;
        }
        value = out + line.slice(start, i);
        i++;
      } else {
        const start = i;
        while (i < n && line.charCodeAt(i) > 32) i++;
        value = line.slice(start, i);
      }
    }
    pairs++;
    if (wanted.has(key)) fields.set(key, value);
  }
  return pairs > 0 ? fields : undefined;
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
