import { readFileSync } from 'node:fs';
import { parser } from '@grafana/lezer-logql';
import { describe, expect, it } from 'vitest';

// Issue 47: every LogQL query the team is given (docs/*.md's logql blocks, the Grafana
// dashboards in deploy/grafana) is parsed by Grafana's own LogQL grammar, the one its query
// editor uses. @grafana/lezer-logql 0.3.0: later versions require Node 24 (README: Node 20).

const DOCS = ['docs/telemetry.md', 'docs/product-team.md'];
const DASHBOARDS = ['deploy/grafana/funnel.json'];

/** Where the grammar gave up: the text from each error node on, or [] for a clean parse. */
function parseErrors(query: string): string[] {
  const errors: string[] = [];
  parser.parse(query).iterate({
    enter: (node) => {
      if (node.type.isError) errors.push(query.slice(node.from, node.from + 40) || '(at the end)');
    },
  });
  return errors;
}

/**
 * A dashboard query as Grafana sends it: its variables interpolated (`[$__range]` a duration,
 * the filters' `$lang`, `$device`, `$via` inside their regular expressions any text).
 */
const interpolated = (expr: string) =>
  expr
    .replace(/\$__range|\$__auto|\$__interval/g, '30d')
    .replace(/\$\{?(\w+)\}?/g, (_, name: string) => `${name}-value`);

/**
 * The queries of a document's logql blocks: a block's first query is BASE, which the others use
 * by name; a line starting at the margin (not a closing parenthesis) begins a new query.
 */
function docQueries(file: string): { query: string; where: string }[] {
  const text = readFileSync(file, 'utf8');
  const blocks = [...text.matchAll(/```logql\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  const queries: { query: string; where: string }[] = [];
  let base: string | undefined;
  for (const block of blocks) {
    const parts: string[] = [];
    for (const line of block.split('\n')) {
      if (line.trim() === '') continue;
      if (parts.length === 0 || (/^\S/.test(line) && !line.startsWith(')'))) parts.push(line);
      else parts[parts.length - 1] += `\n${line}`;
    }
    for (const part of parts) {
      base ??= part;
      queries.push({
        query: part.replaceAll('BASE', base),
        where: `${file}: ${part.slice(0, 60)}`,
      });
    }
  }
  return queries;
}

function dashboardQueries(file: string): { query: string; where: string }[] {
  const queries: { query: string; where: string }[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'expr' && typeof item === 'string') {
          queries.push({ query: interpolated(item), where: `${file} ${path}.expr` });
        } else visit(item, `${path}.${key}`);
      }
    }
  };
  visit(JSON.parse(readFileSync(file, 'utf8')) as unknown, '');
  return queries;
}

const ALL = [...DOCS.flatMap(docQueries), ...DASHBOARDS.flatMap(dashboardQueries)];

describe("LogQL in the docs and dashboards, by Grafana's grammar", () => {
  it('finds the queries', () => {
    expect(DOCS.flatMap(docQueries).length).toBeGreaterThanOrEqual(8);
    expect(DASHBOARDS.flatMap(dashboardQueries).length).toBeGreaterThanOrEqual(7);
  });

  it.each(ALL.map(({ query, where }) => [where, query]))('%s parses', (_where, query) => {
    expect(parseErrors(query)).toEqual([]);
  });

  it('would catch a broken query', () => {
    expect(parseErrors('count by (node) (count_over_time({app="x"} |= "a" [30d]')).not.toEqual([]);
    expect(parseErrors('{app="x"} | logfmt | kind=')).not.toEqual([]);
  });
});
