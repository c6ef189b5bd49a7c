// Associação Beira-Rio de Educação e Cidadania (Recife, R$): six documents in Portuguese.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

export const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
// 1234567.5 -> "1.234.567,50"
export const br = (v, dp = 2) => {
  const [i, d] = Math.abs(v).toFixed(dp).split('.');
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (dp ? `,${d}` : '');
};
const paren = (v) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${br(-v)})` : br(v));
const dc = (v) => (Math.abs(v) < 0.005 ? '0,00' : `${br(v)}${v > 0 ? 'D' : 'C'}`);
export const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const longBR = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} de ${MESES[m - 1]} de ${y}`; };

// ------------------------------------------------------------------ 1. DRE (pdf)
export async function dre(file, { BR, DRE, TF, Y25 }) {
  const { doc, end } = newPdf(file, { title: 'DRE 2025', author: BR.accountant, margin: 50 });
  const W = doc.page.width;
  doc.font('B').fontSize(12).text(BR.name.toUpperCase() + ' – ' + BR.short, 50, 50, { align: 'center', width: W - 100 });
  doc.font('R').fontSize(9).text(`CNPJ ${BR.cnpj}  ·  ${BR.address}`, { align: 'center', width: W - 100 });
  doc.moveDown(0.8);
  doc.font('B').fontSize(11).text('DEMONSTRAÇÃO DO RESULTADO DO EXERCÍCIO', { align: 'center', width: W - 100 });
  doc.font('R').fontSize(9).text('Exercícios findos em 31 de dezembro de 2025 e de 2024', { align: 'center', width: W - 100 });
  doc.text('(Valores expressos em reais – R$)', { align: 'center', width: W - 100 });
  doc.moveDown(1);
  const xNote = 345, x25 = 455, x24 = 545;
  let y = doc.y;
  doc.font('B').fontSize(8.5);
  doc.text('Nota', xNote, y, { width: 30, align: 'center' });
  doc.text('2025', x25 - 80, y, { width: 80, align: 'right' });
  doc.text('2024', x24 - 80, y, { width: 80, align: 'right' });
  y += 13; doc.moveTo(50, y).lineTo(x24, y).lineWidth(0.6).stroke(); y += 5;
  for (const r of DRE.rows) {
    const bold = r.head || r.total;
    if (r.total) { doc.moveTo(x25 - 70, y - 2).lineTo(x25, y - 2).lineWidth(0.4).stroke(); doc.moveTo(x24 - 70, y - 2).lineTo(x24, y - 2).stroke(); }
    doc.font(bold ? 'B' : 'R').fontSize(8.5);
    doc.text(r.label, 50 + (r.indent || 0) * 12, y, { width: 290 - (r.indent || 0) * 12, lineBreak: false });
    if (r.note) doc.font('R').text(r.note, xNote, y, { width: 30, align: 'center', lineBreak: false });
    if (r.v) {
      doc.font(bold ? 'B' : 'R');
      doc.text(paren(r.v[0]), x25 - 90, y, { width: 90, align: 'right', lineBreak: false });
      doc.text(paren(r.v[1]), x24 - 90, y, { width: 90, align: 'right', lineBreak: false });
    }
    y += r.total === 'res' ? 18 : 13.5;
    if (r.total === 'rev' || r.total === 'exp' || r.total === 'fin') y += 4;
  }
  doc.moveTo(x25 - 70, y - 4).lineTo(x25, y - 4).stroke(); doc.moveTo(x24 - 70, y - 4).lineTo(x24, y - 4).stroke();
  doc.font('I').fontSize(8).text('As notas explicativas são parte integrante das demonstrações contábeis.', 50, y + 6, { width: W - 100 });
  y = doc.y + 40;
  doc.font('R').fontSize(8.5).text(`Recife, 27 de fevereiro de 2026.`, 50, y);
  y += 45;
  doc.moveTo(60, y).lineTo(250, y).lineWidth(0.5).stroke(); doc.moveTo(320, y).lineTo(520, y).stroke();
  doc.text(BR.president, 60, y + 4, { width: 190, align: 'center' }); doc.text(BR.accountant, 320, y + 4, { width: 200, align: 'center' });
  doc.text('Presidente', 60, y + 16, { width: 190, align: 'center' }); doc.text(`Contadora – ${BR.crc}`, 320, y + 16, { width: 200, align: 'center' });

  doc.addPage();
  doc.font('B').fontSize(10).text('NOTAS EXPLICATIVAS SELECIONADAS ÀS DEMONSTRAÇÕES CONTÁBEIS DE 2025', 50, 50, { width: W - 100 });
  doc.moveDown(0.6);
  const para = (t, o = {}) => { doc.font(o.bold ? 'B' : 'R').fontSize(9).text(t, { width: W - 100, align: 'justify', lineGap: 1.5 }); doc.moveDown(0.5); };
  para('Nota 1 – Contexto operacional', { bold: true });
  para(`A ${BR.name} (${BR.short}) é uma associação civil de direito privado, sem fins lucrativos, fundada em 2004, com sede em Recife/PE, que desenvolve atividades de educação complementar, cultura e cidadania para crianças, adolescentes e suas famílias nos bairros do Pina e de Brasília Teimosa.`);
  para('Nota 2 – Base de preparação', { bold: true });
  para('As demonstrações contábeis foram elaboradas de acordo com as práticas contábeis adotadas no Brasil aplicáveis às pequenas e médias empresas (NBC TG 1000) e com a ITG 2002 (R1) – Entidade sem Finalidade de Lucros. As receitas e despesas são reconhecidas pelo regime de competência; as receitas com restrição são reconhecidas no resultado à medida que as despesas correspondentes são incorridas.');
  para('Nota 8 – Termo de Fomento nº 014/2025 – Prefeitura do Recife', { bold: true });
  para(`Celebrado com a ${TF.grantor} nos termos da Lei nº 13.019/2014 (MROSC), para execução do ${TF.project}, com vigência de ${dmy(TF.vigencia[0])} a ${dmy(TF.vigencia[1])} e valor global de R$ ${br(TF.value)}. Em 2025 foram recebidas três parcelas, no total de R$ ${br(TF.received)}, e auferidos rendimentos de aplicação financeira de R$ ${br(TF.rendTotal)}, que são incorporados ao objeto da parceria. As despesas executadas no exercício, de R$ ${br(TF.executed)}, foram reconhecidas como receita com restrição. O saldo não aplicado em 31/12/2025, de R$ ${br(TF.saldo)}, está registrado no passivo circulante em "Recursos de projetos a aplicar" e mantido em conta corrente específica no Banco do Brasil.`);
  para('Nota 9 – Doações vinculadas – Instituto Coqueiral', { bold: true });
  para(`Recursos doados pelo Instituto Coqueiral de Educação para o Projeto Leitura na Maré (mediação de leitura e biblioteca comunitária). Em 2025 foram recebidos R$ ${br(Y25.coqReceived)} em duas parcelas; a parcela não aplicada é mantida no passivo até a sua utilização.`);
  para('Nota 10 – Trabalho voluntário', { bold: true });
  para(`Em atendimento à ITG 2002 (R1), o trabalho voluntário foi mensurado pelo seu valor justo e reconhecido como receita e despesa, sem efeito no resultado. Em 2025 foram registradas ${br(Y25.volHours, 0)} horas de trabalho voluntário (educadores, oficineiros e membros da diretoria), valoradas a R$ ${br(Y25.volRate)} por hora (2024: 2.600 horas a R$ 16,00 por hora).`);
  para('Nota 11 – Imunidade e isenção tributária', { bold: true });
  para('A Associação goza de isenção do Imposto de Renda e da Contribuição Social sobre o Lucro Líquido, nos termos do art. 15 da Lei nº 9.532/1997, e não é portadora do CEBAS, recolhendo integralmente a contribuição previdenciária patronal.');
  await end();
}

// ------------------------------------------------------------------ 2. balancete de verificação (Domínio, pdf)
export async function balancete(file, { BR, BAL }) {
  const { doc, end } = newPdf(file, { title: 'Balancete', author: 'Domínio Contábil', size: 'A4', layout: 'landscape', margin: 30 });
  const W = doc.page.width, H = doc.page.height;
  const cols = { code: 30, cls: 68, desc: 160, ant: 520, deb: 615, cred: 710, atual: 805 }; // right edges for numbers
  let page = 0;
  const header = () => {
    page++;
    doc.font('B').fontSize(8);
    doc.text(`Empresa: ${BR.upper}`, 30, 24, { lineBreak: false });
    doc.text(`Folha: ${String(page).padStart(4, '0')}`, W - 130, 24, { width: 100, align: 'right', lineBreak: false });
    doc.font('R').text(`C.N.P.J.: ${BR.cnpj}`, 30, 35, { lineBreak: false });
    doc.text('Número livro: 0001', W - 130, 35, { width: 100, align: 'right', lineBreak: false });
    doc.text('Período: 01/01/2025 - 31/12/2025', 30, 46, { lineBreak: false });
    doc.font('B').fontSize(11).text('BALANCETE', 0, 40, { width: W, align: 'center', lineBreak: false });
    doc.font('R').fontSize(8).text('Emissão: 23/02/2026   Hora: 10:14:52', W - 230, 46, { width: 200, align: 'right', lineBreak: false });
    doc.moveTo(30, 60).lineTo(W - 30, 60).lineWidth(0.6).stroke();
    doc.font('B').fontSize(7.5);
    doc.text('Código', cols.code, 64, { lineBreak: false });
    doc.text('Classificação', cols.cls, 64, { lineBreak: false });
    doc.text('Descrição da conta', cols.desc, 64, { lineBreak: false });
    for (const [k, t] of [['ant', 'Saldo Anterior'], ['deb', 'Débito'], ['cred', 'Crédito'], ['atual', 'Saldo Atual']]) doc.text(t, cols[k] - 90, 64, { width: 90, align: 'right', lineBreak: false });
    doc.moveTo(30, 75).lineTo(W - 30, 75).stroke();
    doc.font('I').fontSize(6.5).fillColor('#444444').text('Sistema licenciado para CAVALCANTI CONTABILIDADE LTDA', 30, H - 28, { lineBreak: false });
    doc.fillColor('black');
    return 80;
  };
  let y = header();
  for (const r of BAL) {
    if (y > H - 45) { doc.addPage(); y = header(); }
    const depth = r.cls.split('.').length;
    doc.font(r.leaf ? 'R' : 'B').fontSize(7.5);
    if (r.code) doc.text(String(r.code), cols.code, y, { width: 30, lineBreak: false });
    doc.text(r.cls, cols.cls, y, { lineBreak: false });
    doc.text(r.leaf ? r.name : r.name.toUpperCase(), cols.desc + Math.min(depth - 1, 4) * 6, y, { width: 260, lineBreak: false });
    doc.text(dc(r.ant), cols.ant - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(br(r.deb), cols.deb - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(br(r.cred), cols.cred - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(dc(r.atual), cols.atual - 90, y, { width: 90, align: 'right', lineBreak: false });
    y += 11.5;
  }
  // resumo
  if (y > H - 150) { doc.addPage(); y = header(); }
  y += 8;
  doc.moveTo(30, y).lineTo(W - 30, y).stroke(); y += 6;
  doc.font('B').fontSize(8).text('RESUMO DO BALANCETE', cols.desc, y, { lineBreak: false }); y += 14;
  const top = (c) => BAL.find((r) => r.cls === c);
  for (const [c, n] of [['1', 'ATIVO'], ['2', 'PASSIVO'], ['3', 'RECEITAS'], ['4', 'DESPESAS']]) {
    const r = top(c);
    doc.font('R').fontSize(7.5).text(n, cols.desc, y, { lineBreak: false });
    doc.text(dc(r.ant), cols.ant - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(br(r.deb), cols.deb - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(br(r.cred), cols.cred - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(dc(r.atual), cols.atual - 90, y, { width: 90, align: 'right', lineBreak: false });
    y += 11.5;
  }
  const deb = BAL.filter((r) => r.leaf).reduce((s, r) => s + r.deb, 0), cred = BAL.filter((r) => r.leaf).reduce((s, r) => s + r.cred, 0);
  doc.font('B').text('TOTAL GERAL', cols.desc, y, { lineBreak: false });
  doc.text(br(deb), cols.deb - 90, y, { width: 90, align: 'right', lineBreak: false });
  doc.text(br(cred), cols.cred - 90, y, { width: 90, align: 'right', lineBreak: false });
  y += 16;
  const res = -(top('3').atual + top('4').atual);
  doc.font('B').text(`RESULTADO DO PERÍODO: ${res >= 0 ? 'SUPERÁVIT' : 'DÉFICIT'}`, cols.desc, y, { lineBreak: false });
  doc.text(br(res), cols.atual - 90, y, { width: 90, align: 'right', lineBreak: false });
  y += 40;
  doc.font('R').fontSize(7.5).text('Reconhecemos a exatidão do presente balancete, cujos saldos foram extraídos do Livro Diário nº 0001.', 30, y, { lineBreak: false });
  y += 40;
  doc.moveTo(120, y).lineTo(330, y).lineWidth(0.5).stroke(); doc.moveTo(480, y).lineTo(690, y).stroke();
  doc.text(`${BR.president} – Presidente`, 120, y + 4, { width: 210, align: 'center', lineBreak: false });
  doc.text(`${BR.accountant} – ${BR.crc}`, 480, y + 4, { width: 210, align: 'center', lineBreak: false });
  await end();
}

// ------------------------------------------------------------------ 3. prestação de contas do termo de fomento (xlsx)
const BRL = '"R$ "#,##0.00;"R$ -"#,##0.00;"R$ -"';
export async function prestacao(file, { BR, TF }) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ricardo Tavares de Melo';
  const ws = wb.addWorksheet('Execução Financeira');
  const nM = TF.months.length;
  const cB = 3, cM0 = 4, cTot = cM0 + nM, cSal = cTot + 1, cPct = cTot + 2;
  const L = (c) => { let s = ''; while (c > 0) { const m = (c - 1) % 26; s = String.fromCharCode(65 + m) + s; c = Math.floor((c - 1) / 26); } return s; };
  ws.columns = [{ width: 7 }, { width: 52 }, { width: 16 }, ...Array(nM).fill({ width: 12.5 }), { width: 15 }, { width: 15 }, { width: 10 }];
  const last = L(cPct);
  const title = [
    'ANEXO III – RELATÓRIO DE EXECUÇÃO FINANCEIRA (PRESTAÇÃO DE CONTAS PARCIAL)',
    `Organização da Sociedade Civil: ${BR.name} – CNPJ ${BR.cnpj}`,
    `Instrumento: Termo de Fomento nº ${TF.number} – ${TF.grantor}   |   Projeto: ${TF.project}`,
    `Vigência: ${dmy(TF.vigencia[0])} a ${dmy(TF.vigencia[1])}   |   Valor global: R$ ${br(TF.value)}   |   Período de referência: 01/03/2025 a 31/12/2025`,
    'Despesas pagas (regime de caixa), por rubrica do plano de trabalho aprovado, e mês de pagamento.',
  ];
  title.forEach((t, i) => { ws.mergeCells(`A${i + 1}:${last}${i + 1}`); const c = ws.getCell(`A${i + 1}`); c.value = t; c.font = i === 0 ? { bold: true, size: 12 } : { size: 9, italic: i === 4 }; });
  const h1 = 7, h2 = 8;
  ws.mergeCells(`A${h1}:A${h2}`); ws.getCell(`A${h1}`).value = 'Item';
  ws.mergeCells(`B${h1}:B${h2}`); ws.getCell(`B${h1}`).value = 'Rubrica (conforme plano de trabalho)';
  ws.mergeCells(`C${h1}:C${h2}`); ws.getCell(`C${h1}`).value = 'Valor previsto no plano de trabalho (12 meses)';
  ws.mergeCells(`${L(cM0)}${h1}:${L(cM0 + nM - 1)}${h1}`); ws.getCell(`${L(cM0)}${h1}`).value = 'Valores executados (pagos) por mês';
  TF.months.forEach((m, i) => { ws.getCell(h2, cM0 + i).value = m; });
  ws.mergeCells(`${L(cTot)}${h1}:${L(cTot)}${h2}`); ws.getCell(`${L(cTot)}${h1}`).value = 'Total executado';
  ws.mergeCells(`${L(cSal)}${h1}:${L(cSal)}${h2}`); ws.getCell(`${L(cSal)}${h1}`).value = 'Saldo a executar';
  ws.mergeCells(`${L(cPct)}${h1}:${L(cPct)}${h2}`); ws.getCell(`${L(cPct)}${h1}`).value = '% executado';
  for (let r = h1; r <= h2; r++) for (let c = 1; c <= cPct; c++) styleHeader(ws.getCell(r, c));
  ws.getRow(h1).height = 30;
  let r = h2 + 1;
  const groupRows = [];
  const money = (row, c) => { row.getCell(c).numFmt = BRL; };
  for (const g of TF.groups) {
    const gr = r; groupRows.push(gr);
    const first = gr + 1, lastI = gr + g.items.length;
    const row = ws.getRow(gr);
    row.getCell(1).value = g.code; row.getCell(2).value = g.name;
    row.getCell(cB).value = F(`SUM(C${first}:C${lastI})`, g.budget);
    TF.months.forEach((_, i) => { row.getCell(cM0 + i).value = F(`SUM(${L(cM0 + i)}${first}:${L(cM0 + i)}${lastI})`, g.exec[i]); });
    row.getCell(cTot).value = F(`SUM(${L(cTot)}${first}:${L(cTot)}${lastI})`, g.total);
    row.getCell(cSal).value = F(`${L(cB)}${gr}-${L(cTot)}${gr}`, Math.round((g.budget - g.total) * 100) / 100);
    row.getCell(cPct).value = F(`${L(cTot)}${gr}/${L(cB)}${gr}`, g.total / g.budget);
    for (let c = 1; c <= cPct; c++) { row.getCell(c).font = { bold: true }; row.getCell(c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }; }
    r++;
    for (const it of g.items) {
      const ir = ws.getRow(r);
      ir.getCell(1).value = it.code; ir.getCell(2).value = it.name; ir.getCell(cB).value = it.budget;
      it.exec.forEach((v, i) => { ir.getCell(cM0 + i).value = v; });
      ir.getCell(cTot).value = F(`SUM(${L(cM0)}${r}:${L(cM0 + nM - 1)}${r})`, it.total);
      ir.getCell(cSal).value = F(`${L(cB)}${r}-${L(cTot)}${r}`, it.saldo);
      ir.getCell(cPct).value = F(`${L(cTot)}${r}/${L(cB)}${r}`, it.total / it.budget);
      r++;
    }
  }
  const tr = ws.getRow(r);
  tr.getCell(2).value = 'TOTAL GERAL';
  const gsum = (c) => groupRows.map((g) => `${L(c)}${g}`).join('+');
  tr.getCell(cB).value = F(gsum(cB), TF.value);
  TF.months.forEach((_, i) => { tr.getCell(cM0 + i).value = F(gsum(cM0 + i), TF.monthTotals[i]); });
  tr.getCell(cTot).value = F(gsum(cTot), TF.executed);
  tr.getCell(cSal).value = F(`${L(cB)}${r}-${L(cTot)}${r}`, Math.round((TF.value - TF.executed) * 100) / 100);
  tr.getCell(cPct).value = F(`${L(cTot)}${r}/${L(cB)}${r}`, TF.executed / TF.value);
  for (let c = 1; c <= cPct; c++) tr.getCell(c).font = { bold: true };
  for (let rr = h2 + 1; rr <= r; rr++) { const row = ws.getRow(rr); for (let c = cB; c <= cSal; c++) money(row, c); row.getCell(cPct).numFmt = '0.0%'; }
  r += 2;
  const notes = [
    `Observação 1: a rubrica 3.1 (Transporte – passeios pedagógicos) ultrapassou o valor previsto em razão da colônia de férias de julho e das visitas ao Paço do Frevo e ao Instituto Ricardo Brennand. O remanejamento de recursos da rubrica 1.2 para a rubrica 3.1 foi solicitado à Secretaria de Educação pelo ${TF.oficio}, de ${dmy(TF.oficioDate)}, e aguarda aprovação.`,
    'Observação 2: os valores de dezembro incluem o 13º salário da equipe contratada pelo projeto.',
    `Recife, 30 de janeiro de 2026. ${BR.treasurer} – Tesoureiro.`,
  ];
  for (const n of notes) { ws.mergeCells(`A${r}:${last}${r}`); ws.getCell(`A${r}`).value = n; ws.getCell(`A${r}`).alignment = { wrapText: true }; ws.getCell(`A${r}`).font = { size: 9 }; ws.getRow(r).height = 28; r++; }
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: h2 }];

  const cs = wb.addWorksheet('Conciliação Bancária');
  cs.columns = [{ width: 48 }, { width: 14 }, { width: 18 }];
  cs.mergeCells('A1:C1'); cs.getCell('A1').value = `DEMONSTRATIVO DE RECEITAS E DESPESAS E CONCILIAÇÃO BANCÁRIA – TERMO DE FOMENTO Nº ${TF.number}`; cs.getCell('A1').font = { bold: true };
  cs.mergeCells('A2:C2'); cs.getCell('A2').value = `Conta específica: ${TF.account} – período 01/03/2025 a 31/12/2025`; cs.getCell('A2').font = { size: 9 };
  ['Descrição', 'Data', 'Valor (R$)'].forEach((h, i) => { cs.getCell(4, i + 1).value = h; styleHeader(cs.getCell(4, i + 1)); });
  let k = 5;
  cs.getCell(k, 1).value = 'A) RECURSOS RECEBIDOS'; cs.getCell(k, 1).font = { bold: true }; k++;
  const rep0 = k;
  for (const p of TF.repasses) { cs.getCell(k, 1).value = `Repasse – ${p.parcela}`; cs.getCell(k, 2).value = dmy(p.date); cs.getCell(k, 3).value = p.amount; cs.getCell(k, 3).numFmt = BRL; k++; }
  const rend0 = k;
  TF.rend.forEach((v, i) => { cs.getCell(k, 1).value = `Rendimentos de aplicação financeira – ${TF.months[i]}`; cs.getCell(k, 2).value = ''; cs.getCell(k, 3).value = v; cs.getCell(k, 3).numFmt = BRL; k++; });
  const totRec = k;
  cs.getCell(k, 1).value = 'Total dos recursos (A)'; cs.getCell(k, 3).value = F(`SUM(C${rep0}:C${k - 1})`, Math.round((TF.received + TF.rendTotal) * 100) / 100); cs.getCell(k, 3).numFmt = BRL; cs.getRow(k).font = { bold: true }; k += 2;
  cs.getCell(k, 1).value = "B) DESPESAS PAGAS (total da aba 'Execução Financeira')"; cs.getCell(k, 1).font = { bold: true };
  cs.getCell(k, 3).value = TF.executed; cs.getCell(k, 3).numFmt = BRL; const desp = k; k += 2;
  cs.getCell(k, 1).value = 'C) SALDO DISPONÍVEL EM 31/12/2025 (A - B)'; cs.getCell(k, 3).value = F(`C${totRec}-C${desp}`, TF.saldo); cs.getCell(k, 3).numFmt = BRL; cs.getRow(k).font = { bold: true }; k++;
  cs.getCell(k, 1).value = 'Saldo conforme extrato bancário em 31/12/2025'; cs.getCell(k, 3).value = TF.saldo; cs.getCell(k, 3).numFmt = BRL; k++;
  cs.getCell(k, 1).value = 'Diferença'; cs.getCell(k, 3).value = 0; cs.getCell(k, 3).numFmt = BRL;
  void rend0;
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. extrato Banco do Brasil (csv)
export function extrato(file, { BBQ4, LEDGER }) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const sgn = (v) => (v < 0 ? `-${br(-v)}` : br(v));
  const opening = Math.round((LEDGER.bb.atual - BBQ4.reduce((s, t) => s + t.val, 0)) * 100) / 100;
  const lines = [['Data', 'Lançamento', 'Detalhes', 'N° documento', 'Valor', 'Tipo Lançamento'].map(q).join(',')];
  lines.push(['30/09/2025', 'Saldo Anterior', '', '', sgn(opening), ''].map(q).join(','));
  let bal = opening;
  BBQ4.forEach((t, i) => {
    bal = Math.round((bal + t.val) * 100) / 100;
    lines.push([dmy(t.date), t.lanc, t.det, t.doc, sgn(t.val), t.val < 0 ? 'Saída' : 'Entrada'].map(q).join(','));
    if (!BBQ4[i + 1] || BBQ4[i + 1].date !== t.date) lines.push([dmy(t.date), 'Saldo do dia', '', '', sgn(bal), ''].map(q).join(','));
  });
  lines.push(['31/12/2025', 'S A L D O', '', '', sgn(bal), ''].map(q).join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
  return { opening, closing: bal };
}

// ------------------------------------------------------------------ 5. ata da AGO (docx)
export async function ata(file, { BR, ATA, DRE, TF }) {
  const d = ATA;
  const children = [
    P(`${BR.name.toUpperCase()} – ${BR.short}`, { bold: true, align: 'center', size: 12 }),
    P(`CNPJ nº ${BR.cnpj}`, { align: 'center', size: 10 }),
    P(`ATA DA ASSEMBLEIA GERAL ORDINÁRIA REALIZADA EM ${dmy(d.date)}`, { bold: true, align: 'center', size: 12, before: 200 }),
    P(`Aos vinte e oito dias do mês de março do ano de dois mil e vinte e seis, às ${d.time}, em ${d.convocacao} convocação, ${d.place}, reuniram-se em Assembleia Geral Ordinária os associados da ${BR.name}, convocados por edital afixado na sede e publicado nas redes sociais da entidade em 13 de março de 2026, conforme o art. 21 do Estatuto Social. Compareceram ${d.present} (quarenta e sete) associados em dia com suas contribuições, de um total de ${d.members} (duzentos e doze), conforme lista de presença anexa. Assumiu a presidência dos trabalhos a Presidente da Associação, Sra. ${BR.president}, que convidou a mim, ${BR.secretary}, para secretariar a reunião.`),
    P('Ordem do dia: (1) prestação de contas do exercício de 2025 e parecer do Conselho Fiscal; (2) orçamento para o exercício de 2026; (3) valor da contribuição associativa; (4) recomposição do Conselho Fiscal; (5) assuntos gerais.'),
    P(`Item 1 – Prestação de contas de 2025. O Tesoureiro, Sr. ${BR.treasurer}, apresentou o balanço patrimonial e a demonstração do resultado do exercício de 2025, elaborados pela contadora ${BR.accountant} (${BR.crc}), destacando que o exercício se encerrou com superávit, após o déficit registrado em 2024, em razão principalmente do início do Termo de Fomento nº ${TF.number} com a Prefeitura do Recife e do crescimento das doações de pessoas físicas. Os números resumidos constam do quadro abaixo:`),
    T([
      ['Exercício de 2025', 'Valor (R$)'],
      ['Total das receitas (operacionais e financeiras)', br(d.receitas)],
      ['Total das despesas (operacionais e financeiras)', br(d.despesas)],
      ['Superávit do exercício', br(d.superavit)],
    ], { widths: [6000, 2400], numCols: [1], boldRows: [3] }),
    P(''),
    P(`Em seguida, o Sr. ${BR.fiscal[0]}, membro do Conselho Fiscal, leu o parecer do Conselho, datado de ${dmy(d.parecerDate)}, que opina pela aprovação das contas sem ressalvas, com a recomendação de que a Diretoria acompanhe junto à Secretaria de Educação a aprovação do remanejamento da rubrica de transporte do Termo de Fomento, solicitado pelo ${TF.oficio}. Colocadas em votação, as contas do exercício de 2025 foram APROVADAS por ${d.favor} (quarenta e quatro) votos favoráveis, nenhum voto contrário e ${d.abst} (três) abstenções, abstendo-se os membros da Diretoria presentes.`),
    P(`Item 2 – Orçamento de 2026. O Tesoureiro apresentou a proposta orçamentária para 2026, com receitas previstas de R$ ${br(d.budget26.receitas)} e despesas previstas de R$ ${br(d.budget26.despesas)}, que contempla a renovação do Termo de Fomento e a ampliação do Projeto Leitura na Maré. A proposta foi aprovada por unanimidade dos presentes.`),
    P(`Item 3 – Contribuição associativa. Considerando que a contribuição mensal de R$ ${br(d.contrib.from)} não é reajustada desde 2022, a Presidente propôs o seu reajuste para R$ ${br(d.contrib.to)} mensais a partir de ${d.contrib.start}, mantida a isenção para associados com renda familiar de até um salário mínimo. A proposta foi aprovada com duas abstenções.`),
    P(`Item 4 – Conselho Fiscal. Em razão da renúncia da conselheira ${BR.fiscal[1]}, por mudança de domicílio, foi eleito para completar o mandato, até a AGO de 2027, o associado ${d.newFiscal}, aprovado por aclamação.`),
    P('Item 5 – Assuntos gerais. Foram registrados agradecimentos aos voluntários e aos doadores da campanha de Natal, e a coordenação pedagógica informou que a festa de encerramento da primeira etapa do Projeto Maré de Saberes, realizada em 27 de fevereiro de 2026, reuniu 118 crianças e suas famílias.'),
    P(`Nada mais havendo a tratar, a Presidente encerrou a assembleia às ${d.closing}, e eu, ${BR.secretary}, secretária, lavrei a presente ata, que, lida e aprovada, vai assinada por mim e pela Presidente.`),
    P(`Recife, ${longBR(d.date)}.`, { before: 200 }),
    P(`${BR.president} – Presidente`, { before: 400 }),
    P(`${BR.secretary} – Secretária`, { before: 300 }),
  ];
  void DRE;
  await writeDocx(file, children, { title: `Ata AGO ${dmy(d.date)}`, creator: BR.secretary });
}

// ------------------------------------------------------------------ 6. NFC-e da padaria (photo)
export async function nfcePhoto(file, { NFCE: N }) {
  const s = 19;
  const L = [
    { t: N.shop, size: 20, bold: true, center: true },
    { t: `CNPJ: ${N.cnpj}  IE: ${N.ie}`, size: s, center: true },
    { t: N.address, size: s - 1, center: true },
    { rule: true },
    { t: 'Documento Auxiliar da Nota Fiscal de', size: s, center: true, bold: true },
    { t: 'Consumidor Eletrônica', size: s, center: true, bold: true },
    { rule: true },
    { table: true, cols: ['Código Descrição', 'Qtde Un', 'Vl Unit', 'Vl Total'], size: s - 1, bold: true },
    ...N.items.flatMap((x) => [
      { t: `${x.code} ${x.desc}`, size: s - 1 },
      { table: true, cols: ['', `${x.un === 'KG' ? br(x.qty, 3) : br(x.qty, 0)} ${x.un}`, br(x.price), br(x.total)], size: s - 1 },
    ]),
    { rule: true },
    { cols: ['Qtde. total de itens', String(N.items.length)], size: s },
    { cols: ['Valor total R$', br(N.gross)], size: s },
    { cols: ['Desconto R$', br(N.discount)], size: s },
    { cols: ['Valor a Pagar R$', br(N.pay)], size: s + 2, bold: true },
    { cols: ['FORMA PAGAMENTO', 'VALOR PAGO R$'], size: s - 1 },
    { cols: [N.method, br(N.pay)], size: s - 1 },
    { rule: true },
    { t: 'Consulte pela Chave de Acesso no portal da SEFAZ-PE', size: s - 2, center: true },
    { t: N.key, size: s - 2, center: true },
    { rule: true },
    { t: `CONSUMIDOR CNPJ: ${N.buyer}`, size: s - 1, center: true },
    { t: `NFC-e nº ${N.number}  Série ${N.serie}  ${dmy(N.date)} ${N.time}`, size: s - 1, center: true, bold: true },
    { t: `Protocolo de autorização: ${N.protocol}`, size: s - 2, center: true },
    { t: `Data de autorização: ${dmy(N.date)} ${N.time}`, size: s - 2, center: true },
    { rule: true },
    { t: 'Tributos Totais Incidentes (Lei Federal 12.741/2012):', size: s - 2, center: true },
    { t: `Federal R$ ${br(N.fed)}  Estadual R$ ${br(N.est)}  Fonte: IBPT`, size: s - 2, center: true },
    { t: 'OBRIGADO PELA PREFERÊNCIA! VOLTE SEMPRE', size: s - 1, center: true },
  ];
  await photoDocument(file, L, { width: 640, height: 1180, angle: -1.6, seed: 4711, format: 'jpeg', margin: 34, mono: true, tableX: [34, 390, 500, 606], noise: 22 });
}
