/** A Markdown table of the measuring scripts' figures, its columns padded to line up. */
export function markdownTable(head: string[], body: string[][]): string {
  const widths = head.map((_, index) =>
    Math.max(...[head, ...body].map((line) => line[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...body.map(line),
  ].join('\n');
}
