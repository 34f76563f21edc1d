// CSV as spreadsheets read it (RFC 4180: comma, CRLF, quotes doubled), for the funnel's table
// and the comparison alike.

export type CsvCell = string | number | null;

function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and its rows, each line ended by CRLF. */
export function csvText(columns: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [columns.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** A share (0–1) with four decimals, as the CSVs write fractions; empty when there is none. */
export const fraction = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : value.toFixed(4);
