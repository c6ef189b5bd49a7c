// The table model as text, for tests and the debug log: what Steward understood of a table (its
// shape, where the periods are, each column's header path, period, kind and unit, each row's
// section path and keys), so a wrong answer can be told apart as "parsed wrong" (the grid) or
// "understood wrong" (this).
import { describePeriod } from '../periods';
import { factAt } from './build';
import type { TableModel } from './types';

export function describeTable(t: TableModel, options: { rows?: number } = {}): string {
  const lines: string[] = [];
  lines.push(`${t.where} — ${t.shape}, periods ${t.periodAxis}${t.kind ? `, kind ${t.kind}` : ''}, scale ${t.scale}, ${t.currency.trim()}`);
  if (t.title) lines.push(`  title: ${t.title}`);
  lines.push(`  label column ${t.labelColumn + 1}${t.codeColumn !== null ? `, codes in column ${t.codeColumn + 1}` : ''}${t.keyColumns.length ? `, keys in ${t.keyColumns.map((c) => c + 1).join(', ')}` : ''}`);
  for (const c of t.cols) {
    const bits = [`col ${c.index + 1}${t.cols.some((x) => x.block > 0) ? ` (block ${c.block + 1})` : ''}: ${c.path.length ? c.path.join(' › ') : '(no header)'}`];
    bits.push(c.textual ? 'text' : c.kind);
    if (c.period) bits.push(describePeriod(c.period));
    if (c.unit) bits.push(c.unit);
    if (c.scale) bits.push(`scale ${c.scale}`);
    if (c.distinct.length) bits.push(`[${c.distinct.join(' ')}]`);
    lines.push(`  ${bits.join(' · ')}`);
  }
  const shown = t.rows.slice(0, options.rows ?? 40);
  for (const r of shown) {
    const head = [...r.path, r.label].filter(Boolean).join(' › ') || '(no label)';
    const bits = [`row ${r.rowNumber}: ${head}`];
    if (r.isHeading) bits.push('heading');
    if (r.isTotal) bits.push('total');
    if (r.code) bits.push(`code ${r.code}`);
    if (r.period) bits.push(describePeriod(r.period));
    if (r.keys.length) bits.push(`{${r.keys.join('; ')}}`);
    if (r.category) bits.push(r.category);
    if (r.unit) bits.push(r.unit);
    const figures = t.cols
      .map((c) => {
        const f = factAt(t, r, c);
        if (!f) return null;
        const unit = f.unit === 'money' ? `${f.currency.trim()}${f.scale > 1 ? `×${f.scale}` : ''}` : f.unit;
        return `${f.value}${unit ? ` ${unit}` : ''}`;
      })
      .filter(Boolean);
    lines.push(`  ${bits.join(' · ')}${figures.length ? ` = ${figures.join(' | ')}` : ''}`);
  }
  if (t.rows.length > shown.length) lines.push(`  … ${t.rows.length - shown.length} more rows`);
  return lines.join('\n');
}
