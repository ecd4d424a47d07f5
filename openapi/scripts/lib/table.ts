/** Plain-text table with padded columns; widths count CJK characters as two cells. */
const cellWidth = (text: string) =>
  [...text].reduce(
    (sum, ch) =>
      sum + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1),
    0,
  );

export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => cellWidth(row[i] ?? ''))));
  const line = (row: string[]) =>
    row
      .map((cell, i) => {
        const pad = (widths[i] ?? 0) - cellWidth(cell);
        // Text left, numbers right, as a reader scans them.
        return /^\d+$/.test(cell) ? ' '.repeat(pad) + cell : cell + ' '.repeat(pad);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}
