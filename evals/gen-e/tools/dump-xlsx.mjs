import ExcelJS from 'exceljs';
const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(process.argv[2]);
for (const ws of wb.worksheets) {
  if (process.argv[3] && ws.name !== process.argv[3]) continue;
  console.log('== sheet', ws.name);
  ws.eachRow({ includeEmpty: false }, (r, i) => console.log(i, JSON.stringify(r.values.map(v => v && typeof v === 'object' ? (v.result ?? v.formula ?? JSON.stringify(v)) : v))));
}
