/** Plain-text table with padded columns; widths count CJK characters as two cells. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/;
const cellWidth = (text: string) => [...text].reduce((sum, ch) => sum + (WIDE.test(ch) ? 2 : 1), 0);

export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => cellWidth(row[i] ?? ''))));
  const line = (row: string[], source?: (string | number)[]) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - cellWidth(cell));
        // Counts right-aligned, as a reader compares them; codes and text left-aligned.
        return typeof source?.[i] === 'number' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map((row, r) => line(cells[r + 1] ?? [], row))].join('\n');
}
