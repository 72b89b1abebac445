/** The score sheet's layout, checked by the two- and three-player score keeper tests. */
import type { Page } from 'playwright-core';

/**
 * What is out of place in the sheet: a cell whose box leaves the table, a row that ends short
 * of the table's edge (a cell spanning more columns than the other rows have makes a column of
 * its own: the Total row's last cell then stood beside the table's columns), or a table wider
 * than its box.
 */
export function sheetLayoutProblems(page: Page): Promise<string[]> {
  return page.getByTestId('sk-table').evaluate((table) => {
    const box = table.getBoundingClientRect();
    const frame = table.parentElement!.getBoundingClientRect();
    const problems: string[] = [];
    for (const row of table.querySelectorAll('tr')) {
      const cells = [...row.querySelectorAll('th, td')].map((cell) => ({ text: cell.textContent, r: cell.getBoundingClientRect() })).filter((c) => c.r.width > 0);
      for (const c of cells) if (c.r.left < box.left - 0.5 || c.r.right > box.right + 0.5) problems.push(`cell “${c.text}” outside the table`);
      const end = Math.max(...cells.map((c) => c.r.right));
      if (end < box.right - 2) problems.push(`row “${row.textContent}” ends ${Math.round(box.right - end)} px short of the table's edge`);
    }
    if (box.right > frame.right + 0.5) problems.push(`table ${Math.round(box.right - frame.right)} px wider than its box`);
    return problems;
  });
}
