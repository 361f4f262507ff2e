// Walks the budget file beside the results: every number in it is a ceiling for the figure at the
// same place in the results, and `{ "atLeast": n }` a floor (a score). A figure not measured in this
// run is reported, not failed, so that `npm run bench -- --check calls` checks the calls table alone.
export function checkBudgets(results, budgets, path = []) {
  const report = { over: [], within: [], unmeasured: [] };
  for (const [key, ceiling] of Object.entries(budgets)) {
    if (key === 'about') continue;
    const where = [...path, key];
    const value = results?.[key];
    const floor = typeof ceiling?.atLeast === 'number' ? ceiling.atLeast : undefined;
    if (typeof ceiling === 'number' || floor !== undefined) {
      const line = {
        figure: where.join(' › '),
        value,
        ceiling: floor === undefined ? ceiling : `≥ ${floor}`,
      };
      const fails = floor === undefined ? value > ceiling : value < floor;
      if (typeof value !== 'number') report.unmeasured.push(line);
      else (fails ? report.over : report.within).push(line);
    } else if (ceiling && typeof ceiling === 'object') {
      const inner = checkBudgets(value, ceiling, where);
      for (const kind of ['over', 'within', 'unmeasured']) report[kind].push(...inner[kind]);
    }
  }
  return report;
}

export function printBudgets({ over, within, unmeasured }) {
  const show = ({ figure, value, ceiling }) =>
    `  ${figure.padEnd(96)} ${String(value ?? '—').padStart(9)} / ${ceiling}`;
  console.log('\nbudgets (figure, measured / ceiling):');
  for (const line of over) console.log(`✖${show(line).slice(1)}`);
  for (const line of within) console.log(show(line));
  for (const line of unmeasured) console.log(`${show(line)}  (not measured in this run)`);
  console.log(
    over.length === 0
      ? `every measured figure is within its budget (${within.length})`
      : `${over.length} figure(s) over budget`,
  );
}
