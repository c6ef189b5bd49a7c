import ExcelJS from 'exceljs';
const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(process.argv[2]);
wb.eachSheet((ws) => { console.log('## ' + ws.name); ws.eachRow((r, i) => console.log(i, JSON.stringify(r.values.slice(1).map((v) => v && v.result !== undefined ? v.result : v instanceof Date ? v.toISOString().slice(0,7) : v)))); });
