// Development helper: print every non-empty cell of a workbook (value or cached formula result).
import ExcelJS from 'exceljs';
const wb = new ExcelJS.Workbook();
await wb.xlsx.readFile(process.argv[2]);
wb.eachSheet((ws) => {
  console.log(`## ${ws.name}`);
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    const cells = [];
    row.eachCell({ includeEmpty: false }, (c, k) => { const v = c.value; cells.push(`${k}:${v && typeof v === 'object' ? ('result' in v ? `=${v.result}` : JSON.stringify(v)) : v}`); });
    console.log(r, cells.join(' | '));
  });
});
