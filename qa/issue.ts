// Where a value first differs from a valibot schema, as a person would name it.
import * as v from 'valibot';

export interface Problem {
  /** Dotted path of the field ('documents.0.url'); '' for the value itself. */
  path: string;
  message: string;
}

/**
 * The first issue, followed into a union's or variant's first option's issues (their paths
 * are relative to the union's), so the problem names the field that really differs.
 */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): Problem {
  const parts: string[] = [];
  let issue = issues[0];
  let message = 'does not match';
  while (issue) {
    const path = v.getDotPath(issue);
    if (path) parts.push(path);
    message = issue.message;
    issue = issue.issues?.[0];
  }
  return { path: parts.join('.'), message };
}
