// Every figure of set AJ's documents and answers, set or derived once: two organisations, then the view the
// questions are computed from (built here from the data, and in verify.mjs from the rendered files), then the questions.

// ================================================================== BEIRARIO
// Associação Beira-Rio de Educação e Cidadania (Recife, Brazil, R$, calendar year 2025).
export const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, v) => s + v, 0));

export const BR = {
  name: 'Associação Beira-Rio de Educação e Cidadania',
  short: 'ABREC',
  upper: 'ASSOCIACAO BEIRA RIO DE EDUCACAO E CIDADANIA',
  cnpj: '08.417.352/0001-63',
  address: 'Rua Eurico Vitruvio, 215 – Pina – Recife/PE – CEP 51011-130',
  president: 'Maria do Carmo Albuquerque',
  secretary: 'Josefa Lins de Andrade',
  treasurer: 'Ricardo Tavares de Melo',
  accountant: 'Ana Paula Cavalcanti',
  crc: 'CRC-PE 021345/O-8',
  fiscal: ['Edvaldo Bezerra da Silva', 'Rosângela Maria Pontes', 'Gilberto Souza Leão'],
};

// ------------------------------------------------------------------ termo de fomento 014/2025
export const TF = {
  number: '014/2025',
  grantor: 'Prefeitura do Recife – Secretaria de Educação',
  project: 'Projeto Maré de Saberes',
  object: 'Reforço escolar, leitura e oficinas culturais (música e capoeira) para 120 crianças e adolescentes de 6 a 14 anos de Brasília Teimosa e do Pina',
  vigencia: ['2025-03-01', '2026-02-28'],
  value: 360000,
  months: ['mar/25', 'abr/25', 'mai/25', 'jun/25', 'jul/25', 'ago/25', 'set/25', 'out/25', 'nov/25', 'dez/25'],
  monthNums: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  account: 'Banco do Brasil – Ag. 3234-4 – C/C 51.203-0 (conta específica)',
  oficio: 'Ofício nº 23/2025',
  oficioDate: '2025-10-21',
  groups: [
    { code: '1', name: 'RECURSOS HUMANOS', items: [
      { code: '1.1', name: 'Coordenador(a) pedagógico(a) – 1 (CLT, 40h)', key: 'coord', budget: 50400, exec: [4200, 4200, 4200, 4200, 4200, 4200, 4200, 4200, 4200, 7700] },
      { code: '1.2', name: 'Educadores sociais – 4 (CLT, 30h)', key: 'educ', budget: 110400, exec: [6900, 9200, 9200, 9200, 9200, 9200, 9200, 9200, 9200, 16860] },
      { code: '1.3', name: 'Encargos sociais e trabalhistas (FGTS, PIS, férias e 13º)', key: 'enc', budget: 38400, exec: [2472, 3152, 3152, 3152, 3152, 3152, 3152, 3152, 3152, 5390] },
    ] },
    { code: '2', name: 'MATERIAL DE CONSUMO E ALIMENTAÇÃO', items: [
      { code: '2.1', name: 'Material pedagógico e didático', key: 'mat', budget: 30000, exec: [8430.5, 1215.8, 0, 2980, 640.25, 3415.9, 0, 1870.4, 5120, 2980.15] },
      { code: '2.2', name: 'Alimentação – lanches dos participantes', key: 'alim', budget: 62400, exec: [4980.4, 5612.3, 5880.75, 5140.2, 3210.6, 6020.15, 5935.8, 6110.45, 5970.9, 6480.35] },
    ] },
    { code: '3', name: 'SERVIÇOS DE TERCEIROS E TRANSPORTE', items: [
      { code: '3.1', name: 'Transporte – passeios pedagógicos', key: 'transp', budget: 15600, exec: [0, 1850, 1850, 0, 4900, 1850, 1850, 2400, 1850, 3250] },
      { code: '3.2', name: 'Oficineiros de música e capoeira (pessoa jurídica)', key: 'ofic', budget: 43200, exec: [0, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600] },
      { code: '3.3', name: 'Serviços contábeis (custo indireto)', key: 'cont', budget: 9600, exec: [800, 800, 800, 800, 800, 800, 800, 800, 800, 800] },
    ] },
  ],
  repasses: [
    { parcela: '1ª parcela', date: '2025-03-12', amount: 150000 },
    { parcela: '2ª parcela', date: '2025-07-18', amount: 120000 },
    { parcela: '3ª parcela', date: '2025-11-10', amount: 90000 },
  ],
  rend: [212.4, 1105.85, 958.3, 741.2, 702.95, 1018.6, 830.15, 612.4, 655.8, 580.35],
};
TF.items = TF.groups.flatMap((g) => g.items);
for (const it of TF.items) { it.total = sum(it.exec); it.saldo = r2(it.budget - it.total); }
for (const g of TF.groups) { g.budget = sum(g.items.map((i) => i.budget)); g.exec = TF.months.map((_, m) => sum(g.items.map((i) => i.exec[m]))); g.total = sum(g.exec); }
TF.monthTotals = TF.months.map((_, m) => sum(TF.items.map((i) => i.exec[m])));
TF.executed = sum(TF.monthTotals);
TF.received = sum(TF.repasses.map((p) => p.amount));
TF.rendTotal = sum(TF.rend);
TF.saldo = r2(TF.received + TF.rendTotal - TF.executed);

// ------------------------------------------------------------------ chart of accounts (Domínio) and the 2025 ledger
// nature: D (debit balance normal) or C. code = código reduzido.
export const ACCOUNTS = [
  ['1', null, 'ATIVO'],
  ['1.1', null, 'ATIVO CIRCULANTE'],
  ['1.1.1', null, 'DISPONÍVEL'],
  ['1.1.1.01', null, 'CAIXA'],
  ['1.1.1.01.001', 5, 'Caixa geral', 'caixa'],
  ['1.1.1.02', null, 'BANCOS CONTA MOVIMENTO'],
  ['1.1.1.02.001', 10, 'Banco do Brasil S.A. – C/C 45.678-9', 'bb'],
  ['1.1.1.02.002', 11, 'Banco do Brasil S.A. – C/C 51.203-0 (TF 014/2025)', 'bbtf'],
  ['1.1.1.03', null, 'APLICAÇÕES FINANCEIRAS DE LIQUIDEZ IMEDIATA'],
  ['1.1.1.03.001', 15, 'BB RF Referenciado DI Plus Ágil', 'aplic'],
  ['1.1.2', null, 'CRÉDITOS A RECEBER'],
  ['1.1.2.01', null, 'ADIANTAMENTOS'],
  ['1.1.2.01.001', 20, 'Adiantamentos a funcionários', 'adiant'],
  ['1.2', null, 'ATIVO NÃO CIRCULANTE'],
  ['1.2.3', null, 'IMOBILIZADO'],
  ['1.2.3.01', null, 'BENS EM OPERAÇÃO'],
  ['1.2.3.01.001', 40, 'Móveis e utensílios', 'moveis'],
  ['1.2.3.01.002', 41, 'Computadores e periféricos', 'comp'],
  ['1.2.3.01.003', 42, 'Instrumentos musicais', 'instr'],
  ['1.2.3.02', null, '(-) DEPRECIAÇÕES ACUMULADAS'],
  ['1.2.3.02.001', 45, '(-) Depreciação acumulada', 'deprac'],
  ['2', null, 'PASSIVO'],
  ['2.1', null, 'PASSIVO CIRCULANTE'],
  ['2.1.1', null, 'FORNECEDORES'],
  ['2.1.1.01.001', 60, 'Fornecedores nacionais', 'forn'],
  ['2.1.2', null, 'OBRIGAÇÕES TRABALHISTAS'],
  ['2.1.2.01.001', 70, 'Salários a pagar', 'salpag'],
  ['2.1.2.01.002', 71, 'Provisão de férias', 'provfer'],
  ['2.1.3', null, 'OBRIGAÇÕES SOCIAIS'],
  ['2.1.3.01.001', 80, 'INSS a recolher', 'inss'],
  ['2.1.3.01.002', 81, 'FGTS a recolher', 'fgts'],
  ['2.1.4', null, 'OBRIGAÇÕES TRIBUTÁRIAS'],
  ['2.1.4.01.001', 90, 'IRRF a recolher', 'irrf'],
  ['2.1.5', null, 'RECURSOS DE PROJETOS A APLICAR'],
  ['2.1.5.01.001', 100, 'Termo de Fomento 014/2025 – recursos a aplicar', 'tfpas'],
  ['2.1.5.01.002', 101, 'Instituto Coqueiral – recursos a aplicar', 'coqpas'],
  ['2.3', null, 'PATRIMÔNIO SOCIAL'],
  ['2.3.1', null, 'PATRIMÔNIO SOCIAL'],
  ['2.3.1.01.001', 120, 'Patrimônio social', 'pat'],
  ['2.3.1.02.001', 121, 'Superávits (déficits) acumulados', 'acum'],
  ['3', null, 'RECEITAS'],
  ['3.1', null, 'RECEITAS OPERACIONAIS'],
  ['3.1.1', null, 'RECEITAS COM RESTRIÇÃO'],
  ['3.1.1.01.001', 200, 'Termo de Fomento 014/2025 – Prefeitura do Recife', 'rTF'],
  ['3.1.1.01.002', 201, 'Doações vinculadas – Instituto Coqueiral', 'rCOQ'],
  ['3.1.2', null, 'RECEITAS SEM RESTRIÇÃO'],
  ['3.1.2.01.001', 210, 'Contribuições associativas', 'rCONTR'],
  ['3.1.2.01.002', 211, 'Doações de pessoas físicas', 'rPF'],
  ['3.1.2.01.003', 212, 'Doações de pessoas jurídicas', 'rPJ'],
  ['3.1.2.01.004', 213, 'Bazar e eventos', 'rBAZAR'],
  ['3.1.2.02.001', 214, 'Trabalho voluntário', 'rVOL'],
  ['3.2', null, 'RECEITAS FINANCEIRAS'],
  ['3.2.1.01.001', 220, 'Rendimentos de aplicações financeiras', 'rFIN'],
  ['4', null, 'DESPESAS'],
  ['4.1', null, 'DESPESAS COM PROJETOS'],
  ['4.1.1', null, 'PROJETO MARÉ DE SABERES – TF 014/2025'],
  ['4.1.1.01.001', 300, 'Coordenação pedagógica', 'd_coord'],
  ['4.1.1.01.002', 301, 'Educadores sociais', 'd_educ'],
  ['4.1.1.01.003', 302, 'Encargos sociais – projeto', 'd_enc'],
  ['4.1.1.01.004', 303, 'Material pedagógico e didático', 'd_mat'],
  ['4.1.1.01.005', 304, 'Alimentação – lanches', 'd_alim'],
  ['4.1.1.01.006', 305, 'Transporte – passeios pedagógicos', 'd_transp'],
  ['4.1.1.01.007', 306, 'Oficineiros – serviços PJ', 'd_ofic'],
  ['4.1.1.01.008', 307, 'Serviços contábeis – projeto', 'd_cont'],
  ['4.1.2', null, 'PROJETO LEITURA NA MARÉ – INSTITUTO COQUEIRAL'],
  ['4.1.2.01.001', 310, 'Mediadoras de leitura (RPA)', 'dq_pess'],
  ['4.1.2.01.002', 311, 'Livros e material de leitura', 'dq_liv'],
  ['4.1.2.01.003', 312, 'Outras despesas do projeto', 'dq_out'],
  ['4.2', null, 'DESPESAS ADMINISTRATIVAS'],
  ['4.2.1', null, 'PESSOAL E ENCARGOS'],
  ['4.2.1.01.001', 320, 'Salários e ordenados', 'sal'],
  ['4.2.1.01.002', 321, 'Férias', 'fer'],
  ['4.2.1.01.003', 322, '13º salário', 'dec'],
  ['4.2.1.01.004', 323, 'INSS – cota patronal', 'inssp'],
  ['4.2.1.01.005', 324, 'FGTS', 'fgtsd'],
  ['4.2.1.01.006', 325, 'Vale-transporte', 'vt'],
  ['4.2.2', null, 'DESPESAS GERAIS'],
  ['4.2.2.01.001', 330, 'Aluguel e condomínio', 'alug'],
  ['4.2.2.01.002', 331, 'Energia elétrica', 'ener'],
  ['4.2.2.01.003', 332, 'Água e esgoto', 'agua'],
  ['4.2.2.01.004', 333, 'Telefone e internet', 'tel'],
  ['4.2.2.01.005', 334, 'Serviços contábeis e jurídicos', 'contab'],
  ['4.2.2.01.006', 335, 'Material de consumo e limpeza', 'matcons'],
  ['4.2.2.01.007', 336, 'Trabalho voluntário', 'dVOL'],
  ['4.2.2.01.008', 337, 'Depreciação', 'depr'],
  ['4.2.2.01.009', 338, 'Despesas diversas', 'div'],
  ['4.3', null, 'DESPESAS FINANCEIRAS'],
  ['4.3.1.01.001', 340, 'Tarifas bancárias', 'tar'],
].map(([cls, code, name, key]) => ({ cls, code, name, key }));
export const ACC = Object.fromEntries(ACCOUNTS.filter((a) => a.key).map((a) => [a.key, a]));

// opening balances at 31/12/2024, debit positive
const OPEN = {
  caixa: 1245.3, bb: 38912.44, bbtf: 0, aplic: 142380, adiant: 1800,
  moveis: 48600, comp: 36450, instr: 22300, deprac: -41880,
  forn: -6830.2, salpag: -11240, provfer: -14600, inss: -4910.35, fgts: -1205.6, irrf: -318.4, tfpas: 0, coqpas: -6500,
  pat: -160000, acum: -44203.19,
};
// closing balances of the payables (credit, as positive figures), set by the payroll and invoices of December 2025
const CLOSE = { forn: 7412.85, salpag: 11962, inss: 5318.7, fgts: 1302.4, irrf: 341.2, bbMain: 31748.92 };

// 2025 expense and revenue totals of the unrestricted side
export const Y25 = {
  rCONTR: 58740, rPF: 146318.75, rPJ: 74000, rBAZAR: 38915.4, rVOL: 46800, rFIN: 6842.17,
  sal: 138600, fer: 15400, dec: 11550, inssp: 33210, fgtsd: 13244, vt: 4896,
  alug: 36000, ener: 7912.3, agua: 2480.15, tel: 4470, contab: 18000, matcons: 9418.7, depr: 8924, div: 4312.88, tar: 2184,
  dq_pess: 52000, dq_liv: 24300, dq_out: 12200,
  coqReceived: 90000,
  volHours: 3120, volRate: 15,
  compBought: 12980,
  inssRetido: 14782.5, irrfRetido: 2406.3, adiantPaid: 3600, adiantComp: 4200, ferConsumed: 14100,
  cashDeposits: 36800, divCash: 1980.55,
};

// ------------------------------------------------------------------ Banco do Brasil C/C 45.678-9: October – December 2025
// [date, lançamento, detalhes, valor, counterpart key]
export const BBQ4 = [
  ['2025-10-01', 'Tarifa Pacote de Serviços', 'Cobrança referente 01/10/2025', -182, 'tar'],
  ['2025-10-01', 'Pagamento de Boleto', 'IMOBILIARIA CAPIBARIBE LTDA', -3000, 'alug'],
  ['2025-10-02', 'Pix - Recebido', '02/10 08:41 ***.482.614-** JOSE CARLOS FERREIRA', 150, 'rPF'],
  ['2025-10-03', 'Pix - Recebido', '03/10 19:02 ***.117.904-** LUCIANA MARQUES DE SOUZA', 100, 'rPF'],
  ['2025-10-06', 'Recebimento de Cobrança', 'BOLETOS LIQUIDADOS - 184 TITULOS', 4620, 'rCONTR'],
  ['2025-10-06', 'Pagamento de Salário', 'FOLHA 09/2025 - 6 FUNCIONARIOS', -10384.6, 'salpag'],
  ['2025-10-10', 'Compra com Cartão', '10/10 16:22 PANIFICADORA PAO DO PINA', -440, 'div'],
  ['2025-10-10', 'Pix - Recebido', '10/10 12:15 ***.301.228-** ANA BEATRIZ LINS', 300, 'rPF'],
  ['2025-10-14', 'Pagamento de Boleto', 'NEOENERGIA PERNAMBUCO', -682.15, 'ener'],
  ['2025-10-15', 'TED-Crédito em Conta', '001 0001 INSTITUTO COQUEIRAL DE EDUCACAO', 45000, 'coqpas'],
  ['2025-10-15', 'Pagamento de Boleto', 'COMPESA', -198.2, 'agua'],
  ['2025-10-16', 'Pix - Enviado', '16/10 10:03 LIVRARIA JAQUEIRA LTDA', -6840, 'dq_liv'],
  ['2025-10-20', 'Pagamento de Impostos', 'DARF DCTFWEB - PA 09/2025', -4980.35, 'inss'],
  ['2025-10-20', 'Pagamento de Impostos', 'DARF IRRF 0561 - PA 09/2025', -212.4, 'irrf'],
  ['2025-10-20', 'Pagamento de Guia', 'FGTS DIGITAL - COMP 09/2025', -1108.4, 'fgts'],
  ['2025-10-22', 'TED-Crédito em Conta', '237 3390 SUPERMERCADOS BOA PRACA LTDA', 8000, 'rPJ'],
  ['2025-10-24', 'Pix - Enviado', '24/10 09:30 CAVALCANTI CONTABILIDADE LTDA', -1500, 'forn'],
  ['2025-10-27', 'Pix - Recebido', '27/10 21:40 ***.556.030-** ROBERTO ALVES NETO', 500, 'rPF'],
  ['2025-10-28', 'Pagamento de Boleto', 'CLARO S.A.', -372.5, 'tel'],
  ['2025-10-29', 'Pix - Enviado', '29/10 14:10 MARIA DAS DORES SILVA', -4400, 'dq_pess'],
  ['2025-10-30', 'Pagamento de Boleto', 'URBANA-PE VEM TRABALHADOR', -408, 'vt'],
  ['2025-10-31', 'BB RF Ref DI Plus Ágil', 'APLICACAO', -20000, 'aplic'],
  ['2025-11-03', 'Tarifa Pacote de Serviços', 'Cobrança referente 01/11/2025', -182, 'tar'],
  ['2025-11-03', 'Pagamento de Boleto', 'IMOBILIARIA CAPIBARIBE LTDA', -3000, 'alug'],
  ['2025-11-05', 'Recebimento de Cobrança', 'BOLETOS LIQUIDADOS - 191 TITULOS', 4785, 'rCONTR'],
  ['2025-11-06', 'Pagamento de Salário', 'FOLHA 10/2025 - 6 FUNCIONARIOS', -10384.6, 'salpag'],
  ['2025-11-07', 'Pix - Recebido', '07/11 07:55 ***.740.119-** FERNANDA GOMES', 200, 'rPF'],
  ['2025-11-11', 'Pix - Recebido', '11/11 20:31 ***.093.552-** PAULO HENRIQUE SANTOS', 1000, 'rPF'],
  ['2025-11-13', 'Pagamento de Boleto', 'NEOENERGIA PERNAMBUCO', -701.4, 'ener'],
  ['2025-11-14', 'Pix - Enviado', '14/11 11:47 ATACADAO DOS PRESENTES LTDA', -918.6, 'forn'],
  ['2025-11-17', 'Pagamento de Boleto', 'COMPESA', -205.65, 'agua'],
  ['2025-11-19', 'Pagamento de Impostos', 'DARF DCTFWEB - PA 10/2025', -4980.35, 'inss'],
  ['2025-11-19', 'Pagamento de Impostos', 'DARF IRRF 0561 - PA 10/2025', -212.4, 'irrf'],
  ['2025-11-19', 'Pagamento de Guia', 'FGTS DIGITAL - COMP 10/2025', -1108.4, 'fgts'],
  ['2025-11-24', 'Pix - Enviado', '24/11 09:12 CAVALCANTI CONTABILIDADE LTDA', -1500, 'forn'],
  ['2025-11-25', 'Pix - Recebido', '25/11 13:06 ***.612.877-** JULIANA PESSOA', 150, 'rPF'],
  ['2025-11-27', 'Pagamento de Boleto', 'CLARO S.A.', -372.5, 'tel'],
  ['2025-11-28', 'Pagamento de Salário', '13 SALARIO 1A PARCELA - 6 FUNCIONARIOS', -5775, 'salpag'],
  ['2025-11-28', 'Pix - Enviado', '28/11 15:20 MARIA DAS DORES SILVA', -4400, 'dq_pess'],
  ['2025-11-28', 'Pagamento de Boleto', 'URBANA-PE VEM TRABALHADOR', -408, 'vt'],
  ['2025-12-01', 'Tarifa Pacote de Serviços', 'Cobrança referente 01/12/2025', -182, 'tar'],
  ['2025-12-01', 'Pagamento de Boleto', 'IMOBILIARIA CAPIBARIBE LTDA', -3000, 'alug'],
  ['2025-12-02', 'Pix - Recebido', '02/12 08:03 ***.482.614-** JOSE CARLOS FERREIRA', 150, 'rPF'],
  ['2025-12-05', 'Recebimento de Cobrança', 'BOLETOS LIQUIDADOS - 198 TITULOS', 4950, 'rCONTR'],
  ['2025-12-05', 'Pagamento de Salário', 'FOLHA 11/2025 - 6 FUNCIONARIOS', -10384.6, 'salpag'],
  ['2025-12-09', 'Pix - Recebido', '09/12 18:44 ***.205.388-** CLAUDIA REGINA MOURA', 2500, 'rPF'],
  ['2025-12-12', 'Pagamento de Boleto', 'NEOENERGIA PERNAMBUCO', -745.9, 'ener'],
  ['2025-12-12', 'Pix - Recebido', '12/12 10:27 12.884.301/0001-** CONSTRUTORA MAR AZUL LTDA', 12000, 'rPJ'],
  ['2025-12-15', 'Pagamento de Boleto', 'COMPESA', -212.3, 'agua'],
  ['2025-12-15', 'Pix - Enviado', '15/12 14:58 CARTORIO DE REGISTRO CIVIL PJ RECIFE', -186.4, 'div'],
  ['2025-12-16', 'Pix - Recebido', '16/12 22:10 ***.330.471-** MARCOS VINICIUS ARAUJO', 250, 'rPF'],
  ['2025-12-18', 'Pix - Recebido', '18/12 09:36 ***.918.006-** TEREZA CRISTINA LEAO', 800, 'rPF'],
  ['2025-12-19', 'BB RF Ref DI Plus Ágil', 'RESGATE', 15000, 'aplic'],
  ['2025-12-19', 'Pagamento de Salário', '13 SALARIO 2A PARCELA - 6 FUNCIONARIOS', -4612.4, 'salpag'],
  ['2025-12-19', 'Pagamento de Impostos', 'DARF DCTFWEB - PA 11/2025', -4980.35, 'inss'],
  ['2025-12-19', 'Pagamento de Impostos', 'DARF IRRF 0561 - PA 11/2025', -212.4, 'irrf'],
  ['2025-12-19', 'Pagamento de Guia', 'FGTS DIGITAL - COMP 11/2025', -1108.4, 'fgts'],
  ['2025-12-19', 'Recebimento de Cobrança', 'BOLETOS LIQUIDADOS - 50 TITULOS', 1250, 'rCONTR'],
  ['2025-12-22', 'Depósito em Dinheiro', 'DEPOSITO BAZAR DE NATAL', 9450, 'caixa'],
  ['2025-12-22', 'Pix - Enviado', '22/12 10:40 CAVALCANTI CONTABILIDADE LTDA', -1500, 'forn'],
  ['2025-12-23', 'Pix - Enviado', '23/12 16:02 ATACADAO DOS PRESENTES LTDA', -1236.8, 'forn'],
  ['2025-12-26', 'Pagamento de Boleto', 'CLARO S.A.', -372.5, 'tel'],
  ['2025-12-29', 'Pix - Enviado', '29/12 11:15 MARIA DAS DORES SILVA', -4400, 'dq_pess'],
  ['2025-12-29', 'Pagamento de Boleto', 'URBANA-PE VEM TRABALHADOR', -408, 'vt'],
  ['2025-12-30', 'Pix - Recebido', '30/12 19:58 ***.771.245-** ALEXANDRE COSTA LIMA', 1000, 'rPF'],
].map(([date, lanc, det, val, key], i) => ({ date, lanc, det, val, key, doc: String(i % 7 === 3 ? 0 : 100000 + ((i * 7919) % 89999)) }));

// ------------------------------------------------------------------ the ledger
export function ledger() {
  const mov = Object.fromEntries(ACCOUNTS.filter((a) => a.key).map((a) => [a.key, { deb: 0, cred: 0 }]));
  const post = (d, c, v) => { v = r2(v); if (!(v > 0)) throw new Error(`post ${d} ${c} ${v}`); mov[d].deb = r2(mov[d].deb + v); mov[c].cred = r2(mov[c].cred + v); };
  const bbQ4 = (key) => sum(BBQ4.filter((t) => t.key === key).map((t) => Math.abs(t.val)));
  const Y = Y25;
  // termo de fomento
  for (const p of TF.repasses) post('bbtf', 'tfpas', p.amount);
  post('bbtf', 'tfpas', TF.rendTotal);
  for (const it of TF.items) { post(`d_${it.key}`, 'bbtf', it.total); }
  post('tfpas', 'rTF', TF.executed);
  // Instituto Coqueiral
  post('bb', 'coqpas', Y.coqReceived - bbQ4('coqpas')); post('bb', 'coqpas', bbQ4('coqpas'));
  const coqSpent = r2(Y.dq_pess + Y.dq_liv + Y.dq_out);
  post('coqpas', 'rCOQ', coqSpent);
  for (const k of ['dq_pess', 'dq_liv', 'dq_out']) { const q = bbQ4(k); if (Y[k] - q > 0) post(k, 'bb', Y[k] - q); if (q) post(k, 'bb', q); }
  // unrestricted revenue received in the bank (Jan–Sep aggregated, then each Q4 line)
  for (const k of ['rCONTR', 'rPF', 'rPJ']) { post('bb', k, Y[k] - bbQ4(k)); if (bbQ4(k)) post('bb', k, bbQ4(k)); }
  post('caixa', 'rBAZAR', Y.rBAZAR);
  post('bb', 'caixa', Y.cashDeposits - bbQ4('caixa')); post('bb', 'caixa', bbQ4('caixa'));
  post('dVOL', 'rVOL', Y.rVOL);
  post('aplic', 'rFIN', Y.rFIN);
  // payroll
  post('sal', 'salpag', Y.sal); post('dec', 'salpag', Y.dec);
  post('fer', 'provfer', Y.fer); post('provfer', 'salpag', Y.ferConsumed);
  post('inssp', 'inss', Y.inssp); post('fgtsd', 'fgts', Y.fgtsd);
  post('salpag', 'inss', Y.inssRetido); post('salpag', 'irrf', Y.irrfRetido);
  post('adiant', 'bb', Y.adiantPaid); post('salpag', 'adiant', Y.adiantComp);
  post('vt', 'bb', Y.vt - bbQ4('vt')); post('vt', 'bb', bbQ4('vt'));
  // pay the payroll liabilities down to their closing balances
  const payDown = (key, close) => {
    const bal = r2(-OPEN[key] + mov[key].cred - mov[key].deb); // credit balance before payments
    const pay = r2(bal - close);
    post(key, 'bb', pay - bbQ4(key)); post(key, 'bb', bbQ4(key));
  };
  // general expenses
  for (const k of ['alug', 'ener', 'agua', 'tel', 'tar']) { post(k, 'bb', Y[k] - bbQ4(k)); post(k, 'bb', bbQ4(k)); }
  post('contab', 'forn', Y.contab); post('matcons', 'forn', Y.matcons);
  post('div', 'caixa', Y.divCash); post('div', 'bb', Y.div - Y.divCash - bbQ4('div')); post('div', 'bb', bbQ4('div'));
  post('depr', 'deprac', Y.depr);
  post('comp', 'bb', Y.compBought);
  for (const k of ['salpag', 'inss', 'fgts', 'irrf', 'forn']) payDown(k, CLOSE[k]);
  // own investments: Q4 aplicação and resgate as in the statement; Jan–Sep net set so that the main account closes at CLOSE.bbMain
  const q4Ap = sum(BBQ4.filter((t) => t.key === 'aplic' && t.val < 0).map((t) => -t.val));
  const q4Rg = sum(BBQ4.filter((t) => t.key === 'aplic' && t.val > 0).map((t) => t.val));
  post('aplic', 'bb', q4Ap); post('bb', 'aplic', q4Rg);
  const bbNow = r2(OPEN.bb + mov.bb.deb - mov.bb.cred);
  const extra = r2(bbNow - CLOSE.bbMain); // to invest in Jan–Sep beyond the resgates
  const janSepResgate = 30000;
  post('bb', 'aplic', janSepResgate); post('aplic', 'bb', janSepResgate + extra);
  // balances
  const out = {};
  for (const a of ACCOUNTS.filter((x) => x.key)) {
    const ant = OPEN[a.key] || 0;
    const { deb, cred } = mov[a.key];
    out[a.key] = { ant: r2(ant), deb, cred, atual: r2(ant + deb - cred) };
  }
  out._janSepAplic = r2(janSepResgate + extra);
  return out;
}
export const LEDGER = ledger();

// group rows: sums of the leaves under each classification prefix
export function balancete() {
  const rows = [];
  for (const a of ACCOUNTS) {
    if (a.key) { rows.push({ ...a, ...LEDGER[a.key], leaf: true }); continue; }
    const leaves = ACCOUNTS.filter((x) => x.key && x.cls.startsWith(a.cls + '.'));
    const s = (f) => sum(leaves.map((x) => LEDGER[x.key][f]));
    rows.push({ ...a, ant: s('ant'), deb: s('deb'), cred: s('cred'), atual: s('atual'), leaf: false });
  }
  return rows;
}
export const BAL = balancete();
export const balOf = (cls) => BAL.find((r) => r.cls === cls);

// ------------------------------------------------------------------ DRE 2025 and 2024
const L = (k) => LEDGER[k].atual; // debit positive
const rev = (...ks) => r2(-sum(ks.map(L)));
const exp = (...ks) => r2(sum(ks.map(L)));
export const DRE = (() => {
  const tfExp = exp(...TF.items.map((i) => `d_${i.key}`));
  const rows = [
    { label: 'RECEITAS OPERACIONAIS', head: true },
    { label: 'Receitas com restrição', head: true, indent: 1 },
    { label: 'Termo de Fomento nº 014/2025 – Prefeitura do Recife', note: '8', v: [rev('rTF'), 0], indent: 2 },
    { label: 'Convênio nº 007/2023 – Governo do Estado de Pernambuco', v: [0, 164800], indent: 2 },
    { label: 'Doações vinculadas – Instituto Coqueiral', note: '9', v: [rev('rCOQ'), 72000], indent: 2 },
    { label: 'Receitas sem restrição', head: true, indent: 1 },
    { label: 'Contribuições associativas', v: [rev('rCONTR'), 54180], indent: 2 },
    { label: 'Doações de pessoas físicas', v: [rev('rPF'), 118902.1], indent: 2 },
    { label: 'Doações de pessoas jurídicas', v: [rev('rPJ'), 61500], indent: 2 },
    { label: 'Bazar e eventos', v: [rev('rBAZAR'), 29340], indent: 2 },
    { label: 'Trabalho voluntário', note: '10', v: [rev('rVOL'), 41600], indent: 2 },
    { label: 'Total das receitas operacionais', total: 'rev' },
    { label: 'CUSTOS E DESPESAS OPERACIONAIS', head: true },
    { label: 'Com projetos (recursos com restrição)', head: true, indent: 1 },
    { label: 'Projeto Maré de Saberes – Termo de Fomento nº 014/2025', note: '8', v: [-tfExp, 0], indent: 2 },
    { label: 'Convênio nº 007/2023 – Governo do Estado de Pernambuco', v: [0, -164800], indent: 2, key: 'convExp' },
    { label: 'Projeto Leitura na Maré – Instituto Coqueiral', note: '9', v: [-exp('dq_pess', 'dq_liv', 'dq_out'), -72000], indent: 2 },
    { label: 'Administrativas (recursos sem restrição)', head: true, indent: 1 },
    { label: 'Pessoal e encargos sociais', v: [-exp('sal', 'fer', 'dec', 'inssp', 'fgtsd', 'vt'), -198300], indent: 2 },
    { label: 'Aluguel e condomínio', v: [-exp('alug'), -33600], indent: 2 },
    { label: 'Energia elétrica, água, telefone e internet', v: [-exp('ener', 'agua', 'tel'), -13901.2], indent: 2 },
    { label: 'Serviços contábeis e jurídicos', v: [-exp('contab'), -16800], indent: 2 },
    { label: 'Material de consumo e limpeza', v: [-exp('matcons'), -8730.15], indent: 2 },
    { label: 'Trabalho voluntário', note: '10', v: [-exp('dVOL'), -41600], indent: 2, key: 'volExp' },
    { label: 'Depreciação', v: [-exp('depr'), -7610], indent: 2 },
    { label: 'Despesas diversas', v: [-exp('div'), -5127.4], indent: 2 },
    { label: 'Total dos custos e despesas operacionais', total: 'exp' },
    { label: 'RESULTADO OPERACIONAL', total: 'op' },
    { label: 'RESULTADO FINANCEIRO', head: true },
    { label: 'Receitas financeiras', v: [rev('rFIN'), 4910.55], indent: 1 },
    { label: 'Despesas financeiras (tarifas bancárias)', v: [-exp('tar'), -1956], indent: 1 },
    { label: 'Resultado financeiro líquido', total: 'fin' },
    { label: 'SUPERÁVIT (DÉFICIT) DO EXERCÍCIO', total: 'res' },
  ];
  const revRows = rows.slice(0, rows.findIndex((r) => r.total === 'rev')).filter((r) => r.v);
  const expRows = rows.slice(rows.findIndex((r) => r.label.startsWith('CUSTOS')), rows.findIndex((r) => r.total === 'exp')).filter((r) => r.v);
  const finRows = rows.filter((r) => r.label.startsWith('Receitas financeiras') || r.label.startsWith('Despesas financeiras'));
  const col = (set, i) => sum(set.map((r) => r.v[i]));
  const T = {};
  for (const i of [0, 1]) {
    T.rev = T.rev || []; T.exp = T.exp || []; T.op = T.op || []; T.fin = T.fin || []; T.res = T.res || [];
    T.rev[i] = col(revRows, i); T.exp[i] = col(expRows, i); T.op[i] = r2(T.rev[i] + T.exp[i]); T.fin[i] = col(finRows, i); T.res[i] = r2(T.op[i] + T.fin[i]);
  }
  for (const r of rows) if (r.total) r.v = T[r.total];
  const get = (label, i = 0) => { const r = rows.find((x) => x.label === label && x.v); if (!r) throw new Error(label); return r.v[i]; };
  return { rows, T, get, restricted: [r2(get('Termo de Fomento nº 014/2025 – Prefeitura do Recife') + get('Doações vinculadas – Instituto Coqueiral') + 0), r2(164800 + 72000)] };
})();

// ------------------------------------------------------------------ ata da AGO
export const ATA = {
  date: '2026-03-28', time: '9h00', convocacao: 'segunda',
  place: 'na sede da Associação, à Rua Eurico Vitruvio, 215, Pina, Recife/PE',
  present: 47, members: 212, favor: 44, contra: 0, abst: 3,
  budget26: { receitas: 812400, despesas: 805900 },
  contrib: { from: 25, to: 30, start: 'maio de 2026' },
  receitas: r2(DRE.T.rev[0] + DRE.get('Receitas financeiras')),
  despesas: r2(-DRE.T.exp[0] - DRE.get('Despesas financeiras (tarifas bancárias)')),
  superavit: DRE.T.res[0],
  parecerDate: '2026-03-12',
  newFiscal: 'Cláudio Roberto Barros',
  closing: '11h40',
};

// ------------------------------------------------------------------ NFC-e (padaria)
export const NFCE = (() => {
  const items = [
    { code: '0001', desc: 'PAO FRANCES KG', qty: 2.35, un: 'KG', price: 15.99 },
    { code: '0214', desc: 'BOLO DE ROLO GOIABA KG', qty: 0.85, un: 'KG', price: 79.9 },
    { code: '0530', desc: 'SUCO LARANJA NATURAL 1L', qty: 4, un: 'UN', price: 12.5 },
    { code: '0118', desc: 'COXINHA FRANGO UN', qty: 30, un: 'UN', price: 4.5 },
    { code: '0702', desc: 'CAFE COADO GARRAFA 1L', qty: 2, un: 'UN', price: 18 },
    { code: '0815', desc: 'REFRIG GUARANA 2L', qty: 3, un: 'UN', price: 10.99 },
    { code: '0120', desc: 'SALGADO SORTIDO CENTO', qty: 1, un: 'UN', price: 89.9 },
  ].map((x) => ({ ...x, total: r2(x.qty * x.price) }));
  const gross = sum(items.map((x) => x.total));
  const discount = 9.37;
  const pay = r2(gross - discount);
  const fed = 28.16, est = 51.04;
  return {
    shop: 'PANIFICADORA E CONFEITARIA PAO DO PINA LTDA', cnpj: '23.456.789/0001-12', ie: '0561234-07',
    address: 'AV HERCULANO BANDEIRA, 512 - PINA - RECIFE - PE',
    items, gross, discount, pay, method: 'Cartão de Débito', fed, est, trib: r2(fed + est),
    number: '000084213', serie: '001', date: '2025-10-10', time: '16:21:48',
    key: '2625 1023 4567 8900 0112 6500 1000 0842 1319 4820 5713',
    protocol: '126250048213377', buyer: BR.cnpj,
  };
})();

// ================================================================== TEMBUSU
// Tembusu Hearing & Speech Centre Ltd (Singapore, S$, April–March years).
const q2 = (x) => Math.round(x * 100) / 100;
const tot = (a) => q2(a.reduce((s, v) => s + v, 0));

export const TB = {
  name: 'Tembusu Hearing & Speech Centre Ltd',
  upper: 'TEMBUSU HEARING & SPEECH CENTRE LTD',
  uen: '201134567E', charityNo: '02218', ipcNo: 'IPC000412',
  ipcFrom: '2023-07-01', ipcTo: '2026-06-30',
  address: 'Blk 190 Lorong 6 Toa Payoh #02-514, Singapore 310190',
  chair: 'Mr Desmond Ong Kah Heng', treasurer: 'Ms Priya Raman', ed: 'Ms Cheryl Tan Mei Hui',
  rpMember: 'Dr Lim Wei Ling', rpCompany: 'Resonance Audiology Pte Ltd',
  auditor: 'Heng, Tay & Partners PAC', reportDate: '2025-07-18',
  fye: '2025-03-31',
};

// ------------------------------------------------------------------ statement of financial activities, year ended 31 March 2025
// [label, unrestricted, restricted, endowment, total 2024]
export const SOFA_LINES = {
  income: [
    { group: 'Income from generated funds' },
    { sub: 'Voluntary income (Note 4)' },
    ['Donations – tax-deductible', 612480, 0, 0, 571260],
    ['Donations – non tax-deductible', 48215, 0, 0, 52904],
    ['Donations to endowment fund', 0, 0, 150000, 100000],
    ['Tote Board grant', 0, 420000, 0, 380000],
    ['Community Chest grant', 0, 285600, 0, 262400],
    { sub: 'Activities for generating funds' },
    ['Charity gala dinner', 186300, 0, 0, 164750],
    ['Investment income', 38420, 0, 21760, 44905],
    { group: 'Income from charitable activities' },
    ['Programme and therapy fees', 392850, 0, 0, 366120],
    ['Government grants – ECDA', 0, 1214000, 0, 1138500],
    { group: 'Other income' },
    ['Other income', 12640, 0, 0, 9870],
  ],
  expenditure: [
    { group: 'Cost of generating funds' },
    ['Cost of generating voluntary income', 96420, 0, 0, 88610],
    ['Fund-raising event costs', 58730, 0, 0, 52480],
    ['Investment management costs', 4150, 0, 3260, 6820],
    { group: 'Charitable activities' },
    ['Early intervention and therapy services', 512300, 1268500, 0, 1702450],
    ['Audiology and hearing devices', 284900, 398200, 0, 648300],
    ['Parent and caregiver support', 96750, 61300, 0, 149860],
    { group: 'Governance' },
    ['Governance costs', 142800, 0, 0, 131950],
  ],
  transfer: [18500, 0, -18500],
  bf: { U: 1512400, R: 214300, E: 1250000 },
};
const lines = (arr) => arr.filter(Array.isArray);
export const SOFA = (() => {
  const inc = lines(SOFA_LINES.income), ex = lines(SOFA_LINES.expenditure);
  const col = (a, i) => tot(a.map((r) => r[i]));
  const ti = [1, 2, 3].map((i) => col(inc, i)), te = [1, 2, 3].map((i) => col(ex, i));
  const inc24 = col(inc, 4), exp24 = col(ex, 4);
  const net = ti.map((v, i) => q2(v - te[i]));
  const move = net.map((v, i) => q2(v + SOFA_LINES.transfer[i]));
  const bf = [SOFA_LINES.bf.U, SOFA_LINES.bf.R, SOFA_LINES.bf.E];
  const cf = bf.map((v, i) => q2(v + move[i]));
  const T = (a) => q2(a[0] + a[1] + a[2]);
  const net24 = q2(inc24 - exp24);
  const bf24 = q2(T(bf) - net24);
  return { inc, ex, ti, te, inc24, exp24, net, move, bf, cf, totalIncome: T(ti), totalExp: T(te), net25: T(net), net24, bf24, T };
})();

// statement of financial position at 31 March 2025 and 2024
export const SOFP = (() => {
  const assets = {
    ppe: [286400, 312900], inv: [1380000, 1230000],
    grantsRec: [164300, 142800], otherRec: [58920, 51370], fd: [1450000, 1300000],
  };
  const liab = { payables: [186540, 172300], deferred: [212000, 186500], leaseCur: [96200, 92400], leaseNon: [148700, 244900] };
  const funds25 = { general: SOFA.cf[0] - 250000, designated: 250000, restricted: SOFA.cf[1], endowment: SOFA.cf[2] };
  const funds24 = { general: SOFA.bf[0] - 250000, designated: 250000, restricted: SOFA.bf[1], endowment: SOFA.bf[2] };
  const F25 = tot(Object.values(funds25)), F24 = tot(Object.values(funds24));
  const L25 = tot(Object.values(liab).map((v) => v[0])), L24 = tot(Object.values(liab).map((v) => v[1]));
  const nonCash25 = tot(Object.values(assets).map((v) => v[0])), nonCash24 = tot(Object.values(assets).map((v) => v[1]));
  const cash = [q2(F25 + L25 - nonCash25), q2(F24 + L24 - nonCash24)];
  return { assets, liab, funds25, funds24, F: [F25, F24], L: [L25, L24], cash,
    curAssets: [q2(assets.grantsRec[0] + assets.otherRec[0] + assets.fd[0] + cash[0]), q2(assets.grantsRec[1] + assets.otherRec[1] + assets.fd[1] + cash[1])],
    curLiab: [q2(liab.payables[0] + liab.deferred[0] + liab.leaseCur[0]), q2(liab.payables[1] + liab.deferred[1] + liab.leaseCur[1])],
  };
})();
export const RESERVES = (() => {
  const U = [q2(SOFP.funds25.general + SOFP.funds25.designated), q2(SOFP.funds24.general + SOFP.funds24.designated)];
  const opex = [SOFA.totalExp, SOFA.exp24];
  const months = [U[0] / opex[0] * 12, U[1] / opex[1] * 12];
  return { U, opex, months, printed: months.map((m) => Math.round(m * 10) / 10), policy: [6, 12] };
})();
export const FUNDRAISING = (() => {
  const receipts25 = q2(612480 + 48215 + 186300), receipts24 = q2(571260 + 52904 + 164750);
  const costs25 = q2(96420 + 58730), costs24 = q2(88610 + 52480);
  return { receipts: [receipts25, receipts24], costs: [costs25, costs24], ratio: [costs25 / receipts25 * 100, costs24 / receipts24 * 100] };
})();
export const KMP = {
  salaries: [486200, 462800], cpf: [38820, 37740], count: [3, 3],
  bands: [['S$200,001 to S$300,000', 1, 0], ['S$100,001 to S$200,000', 2, 3]],
};
KMP.total = [q2(KMP.salaries[0] + KMP.cpf[0]), q2(KMP.salaries[1] + KMP.cpf[1])];
export const RELATED = { paid: [48600, 45200], boardDonations: [36500, 31000] };
export const STAFF = { costs: [2041300, 1932600], cpf: [268400, 255100], heads: [38, 36] };

// ------------------------------------------------------------------ donations listing FY2025/26
// [date, donor, idType, id, type, mode, gross, benefit, td (Y/N), remarks]
const giro = [];
for (const m of ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']) giro.push([`${m}-05`, 'Wong Siew Lan', 'NRIC', 'S****482H', 'Individual', 'GIRO', 100, 0, 'Y', 'Monthly GIRO']);
for (const m of ['2025-04', '2025-07', '2025-10', '2026-01']) giro.push([`${m}-15`, 'Rajesh s/o Kumar', 'NRIC', 'S****117D', 'Individual', 'GIRO', 300, 0, 'Y', 'Quarterly GIRO']);
const rowsD = [
  ['2025-04-08', 'Tan Ah Kow', 'NRIC', 'S****306B', 'Individual', 'PayNow', 500, 0, 'Y', ''],
  ['2025-04-15', 'Anonymous', '', '', 'Individual', 'Cash', 200, 0, 'N', 'No donor particulars'],
  ['2025-04-22', 'Meridian Logistics Pte Ltd', 'UEN', '199804512K', 'Corporate', 'Cheque', 10000, 0, 'Y', ''],
  ['2025-04-30', 'Goh Li Ping', 'NRIC', 'S****921A', 'Individual', 'Giving.sg', 250, 0, 'Y', ''],
  ['2025-05-12', 'Ng Boon Keat', 'NRIC', 'S****774F', 'Individual', 'PayNow', 1000, 0, 'Y', ''],
  ['2025-05-20', 'Sunrise Dental Group Pte Ltd', 'UEN', '201512093W', 'Corporate', 'PayNow', 5000, 0, 'Y', ''],
  ['2025-05-28', 'Lim Kim Hock Foundation', 'UEN', 'T08CC1234G', 'Corporate', 'Cheque', 150000, 0, 'Y', 'Early intervention bursaries'],
  ['2025-06-03', 'Chua Mei Ling', 'NRIC', 'S****658C', 'Individual', 'Giving.sg', 120, 0, 'Y', ''],
  ['2025-06-18', 'Sarah Whitfield', '', '', 'Individual', 'PayNow', 1500, 0, 'N', 'Overseas donor - no Singapore tax ID'],
  ['2025-06-27', 'Bukit Timah Lions Service Fund', 'UEN', 'S91SS0087E', 'Corporate', 'Cheque', 3000, 0, 'Y', ''],
  ['2025-07-07', 'Lim Chee Keong', 'NRIC', 'S****230J', 'Individual', 'PayNow', 300, 0, 'Y', ''],
  ['2025-07-15', 'Oceanic Shipping Agencies Pte Ltd', 'UEN', '198702245M', 'Corporate', 'Cheque', 20000, 0, 'Y', ''],
  ['2025-08-23', 'Meridian Logistics Pte Ltd', 'UEN', '199804512K', 'Corporate', 'PayNow', 10000, 1800, 'Y', 'Gala 2025 - table of 10'],
  ['2025-08-23', 'Sunrise Dental Group Pte Ltd', 'UEN', '201512093W', 'Corporate', 'PayNow', 10000, 1800, 'Y', 'Gala 2025 - table of 10'],
  ['2025-08-23', 'Pacific Crest Realty Pte Ltd', 'UEN', '200611872R', 'Corporate', 'Cheque', 10000, 1800, 'Y', 'Gala 2025 - table of 10'],
  ['2025-08-23', 'Koh Siew Ping', 'NRIC', 'S****845G', 'Individual', 'PayNow', 600, 360, 'Y', 'Gala 2025 - 2 tickets'],
  ['2025-08-23', 'Dr Lim Wei Ling', 'NRIC', 'S****163E', 'Individual', 'PayNow', 5000, 0, 'Y', 'Gala 2025 - pledge (board member)'],
  ['2025-08-23', 'Koh Siew Ping', 'NRIC', 'S****845G', 'Individual', 'PayNow', 4500, 4500, 'N', 'Gala auction - painting (purchase, not a donation)'],
  ['2025-09-02', 'Tan Ah Kow', 'NRIC', 'S****306B', 'Individual', 'PayNow', 500, 0, 'Y', ''],
  ['2025-09-19', 'Anonymous', '', '', 'Individual', 'Cash', 356.8, 0, 'N', 'Donation box at centre'],
  ['2025-10-10', 'Mohamed Faizal bin Rahman', 'NRIC', 'S****509I', 'Individual', 'PayNow', 800, 0, 'Y', ''],
  ['2025-10-24', 'Greenleaf Pharmacy Pte Ltd', 'UEN', '201733418N', 'Corporate', 'PayNow', 2500, 0, 'Y', ''],
  ['2025-11-11', 'Priya Raman', 'NRIC', 'S****376K', 'Individual', 'PayNow', 3000, 0, 'Y', 'Board member'],
  ['2025-11-28', 'Pacific Crest Realty Pte Ltd', 'UEN', '200611872R', 'Corporate', 'Cheque', 15000, 0, 'Y', ''],
  ['2025-12-02', 'Ong Jia Hui', 'NRIC', 'S****213B', 'Individual', 'Giving.sg', 88, 0, 'Y', 'GivingTuesday'],
  ['2025-12-02', 'Sim Kok Wah', 'NRIC', 'S****690D', 'Individual', 'Giving.sg', 250, 0, 'Y', 'GivingTuesday'],
  ['2025-12-02', 'Teo Hui Min', 'FIN', 'G****802N', 'Individual', 'Giving.sg', 50, 0, 'Y', 'GivingTuesday'],
  ['2025-12-15', 'Desmond Ong Kah Heng', 'NRIC', 'S****057A', 'Individual', 'PayNow', 5000, 0, 'Y', 'Board member'],
  ['2025-12-22', 'Oceanic Shipping Agencies Pte Ltd', 'UEN', '198702245M', 'Corporate', 'Cheque', 30000, 0, 'Y', ''],
  ['2025-12-29', 'Anonymous', '', '', 'Individual', 'Cash', 500, 0, 'N', 'No donor particulars'],
  ['2026-01-09', 'Chen Xiu Ying', 'NRIC', 'S****448C', 'Individual', 'Giving.sg', 180, 0, 'Y', ''],
  ['2026-01-16', 'Sunrise Dental Group Pte Ltd', 'UEN', '201512093W', 'Corporate', 'PayNow', 5000, 0, 'Y', ''],
  ['2026-01-26', 'Everbright Family Office Pte Ltd', 'UEN', '202004417H', 'Corporate', 'Cheque', 100000, 0, 'Y', 'Hearing device subsidy fund'],
  ['2026-02-12', 'Hong Lim Trading Pte Ltd', 'UEN', '197900318Z', 'Corporate', 'Cheque', 8888, 0, 'Y', 'Lunar New Year'],
  ['2026-02-12', 'Ng Boon Keat', 'NRIC', 'S****774F', 'Individual', 'PayNow', 888, 0, 'Y', 'Lunar New Year'],
  ['2026-02-27', 'Tan Ah Kow', 'NRIC', 'S****306B', 'Individual', 'PayNow', 500, 0, 'Y', ''],
  ['2026-03-10', 'Meridian Logistics Pte Ltd', 'UEN', '199804512K', 'Corporate', 'PayNow', 12000, 0, 'Y', ''],
  ['2026-03-25', 'Goh Li Ping', 'NRIC', 'S****921A', 'Individual', 'Giving.sg', 250, 0, 'Y', ''],
  ['2026-03-30', 'Anonymous', '', '', 'Individual', 'Cash', 150, 0, 'N', 'No donor particulars'],
];
export const DONATIONS = (() => {
  const all = [...rowsD, ...giro].map(([date, donor, idType, id, type, mode, gross, benefit, td, remarks]) => ({ date, donor, idType, id, type, mode, gross, benefit, td, remarks }));
  all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let n = 0;
  for (const d of all) {
    d.deductible = d.td === 'Y' ? q2(d.gross - d.benefit) : 0;
    d.receipt = d.td === 'Y' ? `TH-TDR-2526-${String(++n).padStart(4, '0')}` : '';
    d.iras = d.td === 'Y' ? 'Y' : 'N';
    const m = Number(d.date.slice(5, 7));
    d.fq = m >= 4 && m <= 6 ? 1 : m >= 7 && m <= 9 ? 2 : m >= 10 && m <= 12 ? 3 : 4;
  }
  return all;
})();
export const DON_Q = ['Q1 (Apr - Jun 2025)', 'Q2 (Jul - Sep 2025)', 'Q3 (Oct - Dec 2025)', 'Q4 (Jan - Mar 2026)'];
export const donTotals = (rows = DONATIONS) => ({
  gross: tot(rows.map((d) => d.gross)), deductible: tot(rows.map((d) => d.deductible)),
  ntd: tot(rows.filter((d) => d.td === 'N' && !/auction/i.test(d.remarks)).map((d) => d.gross)),
});

// ------------------------------------------------------------------ Xero budget variance FY2025/26 (month of March 2026 and year to date)
// [account, section, annual budget, March budget, YTD actual, March actual]
const donMar = DONATIONS.filter((d) => d.date.startsWith('2026-03'));
export const BV_LINES = [
  ['Donations - Tax Deductible', 'Income', 420000, 35000, donTotals().deductible, donTotals(donMar).deductible],
  ['Donations - Non Tax Deductible', 'Income', 6000, 500, donTotals().ntd, donTotals(donMar).ntd],
  ['Fundraising Event Income', 'Income', 60000, 0, 48720, 0],
  ['Programme Fees', 'Income', 408000, 34000, 418360.5, 36912.4],
  ['Government Grants - ECDA', 'Income', 1272000, 106000, 1286400, 107200],
  ['Tote Board Grant', 'Income', 420000, 35000, 420000, 35000],
  ['Community Chest Grant', 'Income', 300000, 25000, 276000, 23000],
  ['Interest Income', 'Other Income', 36000, 3000, 41280.65, 3562.1],
  ['Sundry Income', 'Other Income', 12000, 1000, 9845, 640],
  ['Salaries & Wages', 'Operating Expenses', 2136000, 178000, 2158420, 181960],
  ['CPF Contributions', 'Operating Expenses', 282000, 23500, 279614.3, 23912.6],
  ['Rent', 'Operating Expenses', 134400, 11200, 134400, 11200],
  ['Utilities', 'Operating Expenses', 24000, 2000, 23118.75, 1846.35],
  ['Audiology Consumables', 'Operating Expenses', 48000, 4000, 52736.9, 4880.2],
  ['Therapy Materials', 'Operating Expenses', 30000, 2500, 27455.15, 2315.6],
  ['Hearing Devices (Subsidised)', 'Operating Expenses', 180000, 15000, 198640, 18720],
  ['IT & Software Subscriptions', 'Operating Expenses', 36000, 3000, 33870.4, 2822.5],
  ['Repairs & Maintenance', 'Operating Expenses', 42000, 3500, 45220, 4050],
  ['Fundraising Event Costs', 'Operating Expenses', 24000, 0, 21865.3, 0],
  ['Audit & Accountancy Fees', 'Operating Expenses', 26400, 2200, 26160, 2180],
  ['Insurance', 'Operating Expenses', 14400, 1200, 13980, 1165],
  ['Bank Fees', 'Operating Expenses', 2400, 200, 2186.45, 174.3],
  ['Depreciation', 'Operating Expenses', 96000, 8000, 94812, 7901],
  ['General Expenses', 'Operating Expenses', 18000, 1500, 16933.85, 1402.65],
].map(([name, section, yB, mB, yA, mA]) => ({ name, section, yB, mB, yA: q2(yA), mA: q2(mA) }));
export const BV = (() => {
  const sec = (s, f) => tot(BV_LINES.filter((l) => l.section === s).map((l) => l[f]));
  const T = {};
  for (const f of ['yB', 'mB', 'yA', 'mA']) {
    T[f] = { income: sec('Income', f), other: sec('Other Income', f), opex: sec('Operating Expenses', f) };
    T[f].net = q2(T[f].income + T[f].other - T[f].opex);
  }
  return { lines: BV_LINES, T, line: (n) => BV_LINES.find((l) => l.name === n) };
})();

// ------------------------------------------------------------------ Xero aged payables summary at 31 March 2026 (ageing by due date)
// [contact, current, 1 month, 2 months, 3 months, older]
export const AP = [
  ['Banquet @ Marina Events Pte Ltd', 0, 0, 0, 0, 3600],
  ['ClearSound Calibration Services', 0, 0, 1980, 0, 0],
  ['CloudDesk Solutions Pte Ltd', 1272, 0, 0, 0, 0],
  ['Heng, Tay & Partners PAC', 0, 0, 6540, 0, 0],
  ['Kopi & Co Catering', 0, 432, 0, 0, 0],
  ['Lion City Utilities Pte Ltd', 1846.35, 0, 0, 0, 0],
  ['Little Readers Educational Supplies', 2315.6, 845.2, 0, 0, 312],
  ['Print Lab Pte Ltd', 786.4, -120, 0, 0, 0],
  ['Resonance Audiology Pte Ltd', 4050, 4050, 0, 0, 0],
  ['Sonic Hearing Devices (S) Pte Ltd', 12480, 6240, 0, 0, 0],
  ['SwiftMove Transport Services', 0, 0, 0, 1150, 0],
  ['Toa Payoh Central Realty Pte Ltd', 11200, 0, 0, 0, 0],
].map(([contact, cur, m1, m2, m3, older]) => ({ contact, cur, m1, m2, m3, older, total: q2(cur + m1 + m2 + m3 + older) }));
export const AP_T = (() => {
  const c = (f) => tot(AP.map((r) => r[f]));
  const t = { cur: c('cur'), m1: c('m1'), m2: c('m2'), m3: c('m3'), older: c('older'), total: c('total') };
  t.pct = Object.fromEntries(['cur', 'm1', 'm2', 'm3', 'older', 'total'].map((k) => [k, t[k] / t.total * 100]));
  return t;
})();

// ------------------------------------------------------------------ governance evaluation checklist FY2024/25 (Enhanced tier)
export const GEC = {
  fy: 'FY2024/25 (1 April 2024 to 31 March 2025)', submitted: '2025-09-26', tier: 'Enhanced Tier',
  boardMeetings: 5, attendance: 86, boardSize: 11,
  items: [
    ['Board Governance', [
      ['Induction and orientation are provided to incoming governing board members upon joining the Board.', '1.1.2', 'Complied', ''],
      ['Are there governing board members holding staff appointments? (skip 3 if "No")', '', 'No', ''],
      ['Staff does not chair the Board and does not comprise more than one third of the Board.', '1.1.3', 'Not applicable', ''],
      ['There are written job descriptions for the governing board members who have executive functions or operational duties.', '1.1.5', 'Not applicable', ''],
      ['The Treasurer of the charity (or any person holding an equivalent position in the charity, e.g. Finance Committee Chairman or a governing board member responsible for overseeing the finances of the charity) can only serve a maximum of 4 consecutive years.', '1.1.7', 'Not complied', 'Ms Priya Raman has served as Treasurer since the AGM in 2019. The Board asked her to continue until the AGM in September 2026 while the incoming Treasurer, appointed to the Finance Committee in January 2025, is prepared for the role.'],
      ['All governing board members must submit themselves for re-nomination and re-appointment, at least once every 3 years.', '1.1.8', 'Complied', ''],
      ['The Board conducts self evaluation to assess its performance and effectiveness once during its term or every 3 years, whichever is shorter.', '1.1.12', 'Complied', ''],
      ['Is there any governing board member who has served for more than 10 consecutive years? (skip 9 if "No")', '', 'No', ''],
      ['The charity discloses in its annual report the reasons for retaining the governing board member who has served for more than 10 consecutive years.', '1.1.13', 'Not applicable', ''],
      ['There are documented terms of reference for the Board and each of its committees.', '1.2.1', 'Complied', ''],
    ]],
    ['Conflict of Interest', [
      ['There are documented procedures for governing board members and staff to declare actual or potential conflicts of interest to the Board at the earliest opportunity.', '2.1', 'Complied', ''],
      ['Governing board members do not vote or participate in decision making on matters where they have a conflict of interest.', '2.4', 'Complied', ''],
    ]],
    ['Strategic Planning', [
      ['The Board periodically reviews and approves the strategic plan for the charity to ensure that the charity\'s activities are in line with the charity\'s objectives.', '3.2.2', 'Complied', ''],
      ['There is a documented plan to develop the capacity and capability of the charity and the Board monitors the progress of the plan.', '3.2.4', 'Complied', ''],
    ]],
    ['Human Resource and Volunteer Management', [
      ['The Board approves documented human resource policies for staff.', '5.1', 'Complied', ''],
      ['There is a documented Code of Conduct for governing board members, staff and volunteers (where applicable) which is approved by the Board.', '5.3', 'Complied', ''],
      ['There are processes for regular supervision, appraisal and professional development of staff.', '5.5', 'Complied', ''],
      ['Are there volunteers serving in the charity? (skip 19 if "No")', '', 'Yes', ''],
      ['There are volunteer management policies in place for volunteers.', '5.7', 'Complied', ''],
    ]],
    ['Financial Management and Internal Controls', [
      ['There is a documented policy to seek the Board\'s approval for any loans, donations, grants or financial assistance provided by the charity which are not part of the charity\'s core charitable programmes.', '6.1.1', 'Complied', ''],
      ['The Board ensures that internal controls for financial matters in key areas are in place with documented procedures.', '6.1.2', 'Complied', ''],
      ['The Board ensures that reviews on the charity\'s internal controls, processes, key programmes and events are regularly conducted.', '6.1.3', 'Not complied', 'No independent internal audit was carried out in FY2024/25 after the engagement of the previous internal auditor ended. The Audit Committee has appointed an internal auditor, and the first review (procurement and donations) is scheduled for the third quarter of FY2025/26.'],
      ['The Board ensures that there is a process to identify, and regularly monitor and review the charity\'s key risks.', '6.1.4', 'Complied', ''],
      ['The Board approves an annual budget for the charity\'s plans and regularly monitors the charity\'s expenditure.', '6.2.1', 'Complied', ''],
      ['Does the charity invest its reserves (e.g. in fixed deposits)? (skip 25 if "No")', '', 'Yes', ''],
      ['The charity has a documented investment policy approved by the Board.', '6.4.3', 'Complied', ''],
    ]],
    ['Fundraising Practices', [
      ['Did the charity receive cash donations (solicited or unsolicited) during the financial year? (skip 27 if "No")', '', 'Yes', ''],
      ['All collections received (solicited or unsolicited) are properly accounted for and promptly deposited by the charity.', '7.2.2', 'Complied', ''],
      ['Did the charity receive donations in kind during the financial year? (skip 29 if "No")', '', 'No', ''],
      ['All donations in kind received are properly recorded and accounted for by the charity.', '7.2.3', 'Not applicable', ''],
    ]],
    ['Disclosure and Transparency', [
      ['The charity discloses in its annual report the number of Board meetings in the financial year and the attendance of every governing board member at those meetings.', '8.2', 'Complied', ''],
      ['Are governing board members remunerated for their services to the Board? (skip 32 and 33 if "No")', '', 'No', ''],
      ['No governing board member is involved in setting his own remuneration.', '2.2', 'Not applicable', ''],
      ['The charity discloses the exact remuneration and benefits received by each governing board member in its annual report.', '8.3', 'Not applicable', ''],
      ['Does the charity employ paid staff? (skip 35, 36 and 37 if "No")', '', 'Yes', ''],
      ['No staff is involved in setting his own remuneration.', '2.2', 'Complied', ''],
      ['The charity discloses in its annual report the total annual remuneration for each of its three highest paid staff who each has received remuneration exceeding $100,000 during the financial year, in bands of $100,000.', '8.4', 'Complied', ''],
      ['The charity discloses the number of paid staff who are close members of the family of the Executive Head or governing board members, who each has received remuneration exceeding $50,000 during the financial year, in bands of $100,000.', '8.5', 'Complied', ''],
    ]],
    ['Public Image', [
      ['The charity has a documented communication policy on the release of information about the charity and its activities across all media platforms.', '9.2', 'Complied', ''],
    ]],
  ],
};

// ------------------------------------------------------------------ FairPrice receipt (GST 9% included in prices)
export const FP = (() => {
  const items = [
    { desc: 'FP UHT FULL CREAM MILK 1L', qty: 3, price: 2.35 },
    { desc: 'MILO 3IN1 ACTIV-GO 30S', qty: 1, price: 14.95 },
    { desc: 'GARDENIA ORIGINAL CLASSIC 600G', qty: 2, price: 3.05 },
    { desc: "JACOB'S CREAM CRACKERS 700G", qty: 1, price: 6.25 },
    { desc: 'FP PURE DRINKING WATER 24X600ML', qty: 1, price: 7.4 },
    { desc: 'KLEENEX FACIAL TISSUE 4X200S', qty: 1, price: 8.95 },
    { desc: 'FP PAPER PLATES 9IN 50S', qty: 1, price: 3.8 },
    { desc: 'FP ORANGE JUICE 1L', qty: 2, price: 4.2 },
  ].map((x) => ({ ...x, amount: q2(x.qty * x.price) }));
  const subtotal = tot(items.map((x) => x.amount));
  const promo = { desc: 'PROMO: KLEENEX 4X200S $1.50 OFF', amount: 1.5 };
  const total = q2(subtotal - promo.amount);
  const gst = q2(total * 9 / 109);
  return {
    store: 'FairPrice Toa Payoh Lor 1', coop: 'NTUC FAIRPRICE CO-OPERATIVE LTD', gstReg: 'M4-0012345-6',
    date: '2026-02-14', time: '10:42', receiptNo: '0214-1042-0387', cashier: 'SITI N.',
    items, subtotal, promo, total, gst, exGst: q2(total - gst), units: items.reduce((s, x) => s + x.qty, 0),
    paid: 'VISA', linkpoints: 12,
  };
})();

// ================================================================== documents
export const DOCS = {
  beirario: [
    'DRE 2025 - ABREC.pdf',
    'Balancete Dominio 01-2025 a 12-2025.pdf',
    'Prestacao de Contas TF 014-2025 mar-dez 2025.xlsx',
    'Extrato BB CC 45678-9 out-dez 2025.csv',
    'Ata AGO 28-03-2026.docx',
    'NFC-e Padaria Pao do Pina 10-10-2025.jpg',
  ],
  tembusu: [
    'Tembusu Audited Financial Statements FY2024-25.pdf',
    'Aged Payables Summary 31 Mar 2026.xlsx',
    'Budget Variance Mar 2026 YTD.xlsx',
    'Donations listing FY2025-26 (tax-deductible, IPC).xlsx',
    'Governance Evaluation Checklist FY2024-25.docx',
    'FairPrice receipt 14 Feb 2026.jpg',
  ],
};
export const ORGS = { beirario: { name: BR.name, fiscalYearStart: 1 }, tembusu: { name: TB.name, fiscalYearStart: 4 } };

// ================================================================== the view the questions read
// The same shape is built by verify.mjs from the rendered files.
export function view() {
  const dreRow = (label) => { const r = DRE.rows.find((x) => x.label === label && x.v); if (!r) throw new Error(`dre ${label}`); return r.v; };
  const balRow = (cls) => { const r = BAL.find((x) => x.cls === cls); if (!r) throw new Error(`bal ${cls}`); return r; };
  const sofaMap = new Map();
  for (const x of [...SOFA_LINES.income, ...SOFA_LINES.expenditure].filter(Array.isArray)) sofaMap.set(x[0], [x[1], x[2], x[3], q2(x[1] + x[2] + x[3]), x[4]]);
  sofaMap.set('Total income', [...SOFA.ti, SOFA.totalIncome, SOFA.inc24]);
  sofaMap.set('Total expenditure', [...SOFA.te, SOFA.totalExp, SOFA.exp24]);
  const S = SOFP;
  const sofpMap = new Map([
    ['Cash and bank balances', S.cash], ['Endowment fund', [S.funds25.endowment, S.funds24.endowment]],
    ['Total current assets', S.curAssets], ['Total current liabilities', S.curLiab],
  ]);
  const resMap = new Map([
    ['Total unrestricted funds (A)', RESERVES.U], ['Total annual operating expenditure (B)', RESERVES.opex],
  ]);
  return {
    beirario: {
      dre: (label, i = 0) => dreRow(label)[i],
      bal: balRow,
      balRows: BAL,
      volHours: Y25.volHours,
      tf: { items: TF.items, groups: TF.groups, months: TF.months, monthTotals: TF.monthTotals, executed: TF.executed, value: TF.value, repasses: TF.repasses, rend: TF.rend, saldo: TF.saldo, oficio: TF.oficio },
      bb: (() => { const closing = LEDGER.bb.atual; const opening = r2(closing - sum(BBQ4.map((t) => t.val))); return { opening, closing, tx: BBQ4.map(({ date, lanc, det, val }) => ({ date, lanc, det, val })) }; })(),
      ata: { date: ATA.date, president: BR.president, favor: ATA.favor, abst: ATA.abst, present: ATA.present, contribTo: ATA.contrib.to, budgetDesp: ATA.budget26.despesas, budgetRec: ATA.budget26.receitas },
      nfce: NFCE,
    },
    tembusu: {
      sofa: (label) => { const v = sofaMap.get(label); if (!v) throw new Error(`sofa ${label}`); return v; },
      sofp: (label) => { const v = sofpMap.get(label); if (!v) throw new Error(`sofp ${label}`); return v; },
      reserves: (label) => resMap.get(label),
      frRatio: [Math.round(FUNDRAISING.ratio[0] * 10) / 10, Math.round(FUNDRAISING.ratio[1] * 10) / 10],
      kmp: { total: KMP.total, bands: KMP.bands },
      related: { company: TB.rpCompany, paid: RELATED.paid },
      auditor: TB.auditor, ipcTo: TB.ipcTo,
      ap: { rows: AP, total: AP_T },
      bv: (name) => { const l = BV.line(name); return { mA: l.mA, mB: l.mB, yA: l.yA, yB: l.yB }; },
      bvT: BV.T,
      don: DONATIONS.map(({ receipt, date, donor, type, mode, gross, benefit, deductible, td, remarks }) => ({ receipt, date, donor, type, mode, gross, benefit, deductible, td, remarks })),
      gec: { items: GEC.items.flatMap(([, it]) => it.map(([q, code, resp, expl]) => ({ q, code, resp, expl }))), meetings: GEC.boardMeetings },
      fp: FP,
    },
  };
}

// ================================================================== the questions
const DATE = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1];
  const MP = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'][m - 1];
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, iso, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${d} de ${MP} de ${y}`, `${dd}.${mm}.${y}`, `${dd} ${M} ${y}`];
};
const abs = Math.abs;
const sumv = (a) => r2(a.reduce((s, v) => s + v, 0));
const mon = (iso) => Number(iso.slice(5, 7));
const item = (B, code) => B.tf.items.find((i) => i.code === code);
const mIdx = (B, label) => B.tf.months.indexOf(label);
const NF = 'notfound';

// [kind, question, calc(V) -> number | {text: [...]} | 'notfound', {unit, wrong}]
export const DEFS = {
  beirario: [
    ['lookup', 'How much did we get in individual donations (doações de pessoas físicas) in 2025?', (V) => V.beirario.dre('Doações de pessoas físicas'), { unit: 'R$', wrong: 118902.1 }],
    ['total', 'What was our total restricted revenue (receitas com restrição) for 2025?', (V) => { const B = V.beirario; return B.dre('Termo de Fomento nº 014/2025 – Prefeitura do Recife') + B.dre('Convênio nº 007/2023 – Governo do Estado de Pernambuco') + B.dre('Doações vinculadas – Instituto Coqueiral'); }, { unit: 'R$', wrong: 318132.9 }],
    ['percent', 'By what percentage did membership contributions (contribuições associativas) grow from 2024 to 2025?', (V) => (V.beirario.dre('Contribuições associativas', 0) / V.beirario.dre('Contribuições associativas', 1) - 1) * 100, { unit: '%', wrong: 7.76 }],
    ['lookup', 'what was the deficit for 2024 on the DRE', (V) => V.beirario.dre('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO', 1), { unit: 'R$', wrong: 20146.65 }],
    ['difference', 'How much better was the 2025 result than the 2024 result?', (V) => V.beirario.dre('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO', 0) - V.beirario.dre('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO', 1), { unit: 'R$', wrong: 2977.81 }],
    ['percent', 'What share of our 2025 operating revenue came from the Prefeitura\'s termo de fomento?', (V) => V.beirario.dre('Termo de Fomento nº 014/2025 – Prefeitura do Recife') / V.beirario.dre('Total das receitas operacionais') * 100, { unit: '%', wrong: 78.24 }],
    ['lookup', 'Qual foi o superávit do exercício de 2025?', (V) => V.beirario.dre('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO'), { unit: 'R$', wrong: 9556.12 }],
    ['lookup', 'How many hours of volunteer work are behind the trabalho voluntário figure for 2025?', (V) => V.beirario.volHours, { unit: 'n', wrong: 2600 }],
    ['percent', 'rent went up how much % from 2024 to 2025?', (V) => (V.beirario.dre('Aluguel e condomínio', 0) / V.beirario.dre('Aluguel e condomínio', 1) - 1) * 100, { unit: '%', wrong: 6.67 }],
    ['monthly', 'On average, what did we spend per month on electricity, water, phone and internet last year?', (V) => abs(V.beirario.dre('Energia elétrica, água, telefone e internet', 0)) / 12, { unit: 'R$', wrong: 1158.43 }],
    ['lookup', 'What was the balance of the termo de fomento bank account (BB C/C 51.203-0) at 31/12/2025?', (V) => V.beirario.bal('1.1.1.02.002').atual, { unit: 'R$', wrong: 367418 }],
    ['lookup', 'How much did we owe suppliers (fornecedores) at the start of 2025, per the balancete?', (V) => abs(V.beirario.bal('2.1.1.01.001').ant), { unit: 'R$', wrong: 7412.85 }],
    ['total', 'total disponivel at 31 dec 2025?', (V) => V.beirario.bal('1.1.1').atual, { unit: 'R$', wrong: 31748.92 }],
    ['ratio', 'What is our current ratio (ativo circulante ÷ passivo circulante) at 31 December 2025?', (V) => V.beirario.bal('1.1').atual / -V.beirario.bal('2.1').atual, { unit: 'x', wrong: 1.73 }],
    ['monthly', 'Using the Disponível balance at 31/12/2025 and the DRE\'s total operating expenses for 2025, how many months of expenses does our cash cover?', (V) => V.beirario.bal('1.1.1').atual / (abs(V.beirario.dre('Total dos custos e despesas operacionais')) / 12), { unit: 'months', wrong: 3.17 }],
    ['lookup', 'Qual é o saldo atual da conta INSS a recolher no balancete?', (V) => abs(V.beirario.bal('2.1.3.01.001').atual), { unit: 'R$', wrong: 4910.35 }],
    ['extreme', 'Which single expense account had the largest balance for 2025 in the balancete?', (V) => { const r = V.beirario.balRows.filter((x) => x.leaf && x.cls.startsWith('4.')).sort((a, b) => b.atual - a.atual)[0]; return { text: [r.name, r.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), '138,600'] }; }, { wrong: 'Educadores sociais' }],
    ['difference', 'By how much did the net book value of our fixed assets (imobilizado) change during 2025?', (V) => V.beirario.bal('1.2.3').atual - V.beirario.bal('1.2.3').ant, { unit: 'R$', wrong: 12980 }],
    ['grant', 'What does the plano de trabalho budget for snacks (alimentação – lanches) under the termo de fomento?', (V) => item(V.beirario, '2.2').budget, { unit: 'R$', wrong: 55341.9 }],
    ['total', 'How much did we spend on the termo de fomento in Q3 2025 (July to September)?', (V) => { const B = V.beirario; return sumv(['jul/25', 'ago/25', 'set/25'].map((m) => B.tf.monthTotals[mIdx(B, m)])); }, { unit: 'R$', wrong: 101596.45 }],
    ['variance', 'How far over its plano de trabalho budget is the transport line (passeios pedagógicos)?', (V) => -item(V.beirario, '3.1').saldo, { unit: 'R$', wrong: 19800 }],
    ['percent', 'What % of the termo\'s total plano de trabalho had we executed by the end of December 2025?', (V) => V.beirario.tf.executed / V.beirario.tf.value * 100, { unit: '%', wrong: 83.33 }],
    ['extreme', 'which month had the highest total spending on the termo de fomento?', (V) => { const B = V.beirario; const i = B.tf.monthTotals.indexOf(Math.max(...B.tf.monthTotals)); if (B.tf.months[i] !== 'dez/25') throw new Error('month'); return { text: ['dez/25', 'dezembro', 'December', 'Dec 2025', 'Dec-25', 'Dec. 2025'] }; }, { wrong: 'November 2025 (nov/25)' }],
    ['monthly', 'Average monthly spend on snacks (lanches) under the termo, March to December 2025?', (V) => item(V.beirario, '2.2').total / V.beirario.tf.months.length, { unit: 'R$', wrong: 5200 }],
    ['total', 'how much interest (rendimentos) did the termo account earn in 2025', (V) => sumv(V.beirario.tf.rend), { unit: 'R$', wrong: 6842.17 }],
    ['text', 'When did the second installment (2ª parcela) of the termo de fomento arrive?', (V) => ({ text: DATE(V.beirario.tf.repasses[1].date) }), { wrong: '12 March 2025' }],
    ['grant', 'Quanto ainda falta executar na rubrica dos educadores sociais do termo de fomento?', (V) => item(V.beirario, '1.2').saldo, { unit: 'R$', wrong: 97360 }],
    ['text', 'Which ofício asked the Secretaria to approve moving money into the transport line?', (V) => ({ text: [V.beirario.tf.oficio.match(/\d+\/\d{4}/)[0]] }), { wrong: 'Ofício nº 014/2025' }],
    ['total', 'Total spent on human resources (recursos humanos, group 1) under the termo from March to December?', (V) => V.beirario.tf.groups.find((g) => g.code === '1').total, { unit: 'R$', wrong: 199200 }],
    ['lookup', 'What was the balance on the BB current account at 30/09/2025?', (V) => V.beirario.bb.opening, { unit: 'R$', wrong: 31748.92 }],
    ['total', 'how much came in by pix in october 2025?', (V) => sumv(V.beirario.bb.tx.filter((t) => t.lanc === 'Pix - Recebido' && mon(t.date) === 10).map((t) => t.val)), { unit: 'R$', wrong: 54670 }],
    ['count', 'How many Pix payments did we receive between October and December 2025?', (V) => V.beirario.bb.tx.filter((t) => t.lanc === 'Pix - Recebido').length, { unit: 'n', wrong: 12 }],
    ['total', 'What did Banco do Brasil charge us in package fees (tarifas) over Q4 2025?', (V) => abs(sumv(V.beirario.bb.tx.filter((t) => /^Tarifa/.test(t.lanc)).map((t) => t.val))), { unit: 'R$', wrong: 182 }],
    ['extreme', 'What was the biggest single outflow on the BB statement for Oct–Dec?', (V) => Math.max(...V.beirario.bb.tx.map((t) => -t.val)), { unit: 'R$', wrong: 10384.6 }],
    ['total', 'How much went out in salary payments (Pagamento de Salário) in November and December 2025 together?', (V) => abs(sumv(V.beirario.bb.tx.filter((t) => t.lanc === 'Pagamento de Salário' && mon(t.date) >= 11).map((t) => t.val))), { unit: 'R$', wrong: 20769.2 }],
    ['difference', 'by how much did the BB account balance drop over the last quarter of 2025?', (V) => V.beirario.bb.opening - V.beirario.bb.closing, { unit: 'R$', wrong: 31748.92 }],
    ['text', 'On what date was the general assembly (AGO) that approved the 2025 accounts held?', (V) => ({ text: DATE(V.beirario.ata.date) }), { wrong: '12 March 2026' }],
    ['count', 'How many members voted in favour of approving the 2025 accounts?', (V) => V.beirario.ata.favor, { unit: 'n', wrong: 47 }],
    ['lookup', 'What is the new monthly membership contribution approved at the assembly?', (V) => V.beirario.ata.contribTo, { unit: 'R$', wrong: 25 }],
    ['text', 'who chaired the assembly?', (V) => ({ text: [V.beirario.ata.president, 'Maria do Carmo'] }), { wrong: 'Josefa Lins de Andrade, the secretary' }],
    ['lookup', 'Qual o total de despesas previsto no orçamento de 2026 aprovado na assembleia?', (V) => V.beirario.ata.budgetDesp, { unit: 'R$', wrong: 812400 }],
    ['receipt', 'How much did we actually pay at the bakery on the NFC-e?', (V) => V.beirario.nfce.pay, { unit: 'R$', wrong: 449.37 }],
    ['receipt', 'whats the price per kg of pao frances on the padaria reciept', (V) => V.beirario.nfce.items.find((x) => /PAO FRANCES/.test(x.desc)).price, { unit: 'R$', wrong: 37.58 }],
    ['receipt', 'Quantas coxinhas foram compradas na padaria?', (V) => V.beirario.nfce.items.find((x) => /COXINHA/.test(x.desc)).qty, { unit: 'n', wrong: 4 }],
    ['receipt', 'What does the bakery receipt give as the approximate total taxes (tributos incidentes)?', (V) => r2(V.beirario.nfce.fed + V.beirario.nfce.est), { unit: 'R$', wrong: 51.04 }],
    ['notfound', 'Qual foi o superávit de 2023?', () => NF, {}],
    ['notfound', 'How much did we spend on the termo de fomento in January 2026?', () => NF, {}],
    ['notfound', 'What was the balance of the main BB account on 31 August 2025?', () => NF, {}],
    ['notfound', 'How much did the 2025 festa junina raise on its own?', () => NF, {}],
    ['notfound', 'what did the padaria charge us for the christmas party snacks in december?', () => NF, {}],
  ],
  tembusu: [
    ['lookup', 'What was our total income for the financial year ended 31 March 2025?', (V) => V.tembusu.sofa('Total income')[3], { unit: 'S$', wrong: 3090709 }],
    ['lookup', 'How much did we receive in tax-deductible donations in FY2024/25?', (V) => V.tembusu.sofa('Donations – tax-deductible')[3], { unit: 'S$', wrong: 571260 }],
    ['total', 'Total restricted fund income in the year to 31 Mar 2025?', (V) => V.tembusu.sofa('Total income')[1], { unit: 'S$', wrong: 1728000 }],
    ['percent', 'By what percentage did total income grow in FY2024/25 compared with the year before?', (V) => (V.tembusu.sofa('Total income')[3] / V.tembusu.sofa('Total income')[4] - 1) * 100, { unit: '%', wrong: 8.62 }],
    ['lookup', 'governance costs last audited yr?', (V) => V.tembusu.sofa('Governance costs')[3], { unit: 'S$', wrong: 131950 }],
    ['percent', 'What was our fund-raising efficiency ratio for FY2024/25?', (V) => V.tembusu.frRatio[0], { unit: '%', wrong: 17.9 }],
    ['ratio', 'How many months of annual operating expenditure did our unrestricted reserves cover at 31 March 2025?', (V) => V.tembusu.reserves('Total unrestricted funds (A)')[0] / V.tembusu.reserves('Total annual operating expenditure (B)')[0] * 12, { unit: 'months', wrong: 6.5 }],
    ['difference', 'How much did unrestricted funds increase during FY2024/25?', (V) => V.tembusu.reserves('Total unrestricted funds (A)')[0] - V.tembusu.reserves('Total unrestricted funds (A)')[1], { unit: 'S$', wrong: 94855 }],
    ['lookup', 'What was the endowment fund balance at 31 March 2025?', (V) => V.tembusu.sofp('Endowment fund')[0], { unit: 'S$', wrong: 1250000 }],
    ['lookup', 'cash and bank balances at 31 mar 2025?', (V) => V.tembusu.sofp('Cash and bank balances')[0], { unit: 'S$', wrong: 635730 }],
    ['count', 'How many key management staff were in the S$100,001 to S$200,000 band in FY2024/25?', (V) => V.tembusu.kmp.bands.find((b) => /100,001/.test(b[0]))[1], { unit: 'n', wrong: 3 }],
    ['lookup', 'What was total key management compensation including CPF for the year ended 31 March 2025?', (V) => V.tembusu.kmp.total[0], { unit: 'S$', wrong: 486200 }],
    ['text', 'Which company is the related party we paid for audiometer calibration?', (V) => ({ text: [V.tembusu.related.company, V.tembusu.related.company.replace(/ Pte Ltd$/, '')] }), { wrong: 'ClearSound Calibration Services' }],
    ['lookup', 'How much did we pay that related-party company in FY2024/25?', (V) => V.tembusu.related.paid[0], { unit: 'S$', wrong: 45200 }],
    ['total', 'What did we spend in total on audiology and hearing devices across all funds in FY2024/25?', (V) => V.tembusu.sofa('Audiology and hearing devices')[3], { unit: 'S$', wrong: 398200 }],
    ['percent', 'what % of total expenditure went on charitable activities in FY24/25', (V) => { const T = V.tembusu; return (T.sofa('Early intervention and therapy services')[3] + T.sofa('Audiology and hearing devices')[3] + T.sofa('Parent and caregiver support')[3]) / T.sofa('Total expenditure')[3] * 100; }, { unit: '%', wrong: 77.52 }],
    ['text', 'Who audited the FY2024/25 financial statements?', (V) => ({ text: [V.tembusu.auditor.replace(/ PAC$/, ''), V.tembusu.auditor.replace(/,/, '').replace(/ PAC$/, '')] }), { wrong: 'Kwan Lau & Associates PAC' }],
    ['text', 'When does our IPC status expire?', (V) => ({ text: DATE(V.tembusu.ipcTo) }), { wrong: '1 July 2023' }],
    ['ratio', 'What was the current ratio at 31 March 2025?', (V) => V.tembusu.sofp('Total current assets')[0] / V.tembusu.sofp('Total current liabilities')[0], { unit: 'x', wrong: 4.72 }],
    ['total', 'What do we owe suppliers in total at 31 March 2026 according to Xero?', (V) => V.tembusu.ap.total.total, { unit: 'S$', wrong: 33950.35 }],
    ['total', 'how much of our payables is overdue (anything not current) at end mar 26?', (V) => r2(V.tembusu.ap.total.total - V.tembusu.ap.total.cur), { unit: 'S$', wrong: 13582 }],
    ['extreme', 'Which supplier do we owe the most to at 31 March 2026?', (V) => { const r = [...V.tembusu.ap.rows].sort((a, b) => b.total - a.total)[0]; return { text: [r.contact, r.contact.replace(/ \(S\) Pte Ltd$| Pte Ltd$/, '')] }; }, { wrong: 'Toa Payoh Central Realty Pte Ltd' }],
    ['percent', 'What percentage of our payables is current at 31 March 2026?', (V) => V.tembusu.ap.total.cur / V.tembusu.ap.total.total * 100, { unit: '%', wrong: 42.44 }],
    ['lookup', 'how much do we owe resonance audiolgy', (V) => V.tembusu.ap.rows.find((r) => /Resonance/.test(r.contact)).total, { unit: 'S$', wrong: 4050 }],
    ['count', 'How many suppliers have amounts more than two months overdue (in the 3 Months or Older columns)?', (V) => V.tembusu.ap.rows.filter((r) => r.m3 || r.older).length, { unit: 'n', wrong: 2 }],
    ['variance', 'How much over budget were Salaries & Wages for FY2025/26 year to date?', (V) => V.tembusu.bv('Salaries & Wages').yA - V.tembusu.bv('Salaries & Wages').yB, { unit: 'S$', wrong: 3960 }],
    ['percent', 'By what % did Total Income (before other income) fall short of budget for the year to March 2026?', (V) => (V.tembusu.bvT.yA.income - V.tembusu.bvT.yB.income) / V.tembusu.bvT.yB.income * 100, { unit: '%', wrong: 4.05 }],
    ['lookup', 'What is the year-to-date bottom line (net result) for FY2025/26 in the Xero budget variance report?', (V) => V.tembusu.bvT.yA.net, { unit: 'S$', wrong: 159600 }],
    ['variance', 'How much did programme fees beat budget by in March 2026?', (V) => V.tembusu.bv('Programme Fees').mA - V.tembusu.bv('Programme Fees').mB, { unit: 'S$', wrong: 10360.5 }],
    ['extreme', 'Which operating expense line is furthest over budget in percentage terms, year to date?', (V) => {
      const T = V.tembusu; const names = ['Salaries & Wages', 'CPF Contributions', 'Rent', 'Utilities', 'Audiology Consumables', 'Therapy Materials', 'Hearing Devices (Subsidised)', 'IT & Software Subscriptions', 'Repairs & Maintenance', 'Fundraising Event Costs', 'Audit & Accountancy Fees', 'Insurance', 'Bank Fees', 'Depreciation', 'General Expenses'];
      const best = names.map((n) => [n, T.bv(n).yA / T.bv(n).yB - 1]).sort((a, b) => b[1] - a[1])[0][0];
      return { text: [best, 'Hearing Devices', 'hearing device'] };
    }, { wrong: 'Salaries & Wages' }],
    ['monthly', 'Average monthly spend on salaries & wages this financial year (Apr 2025 – Mar 2026)?', (V) => V.tembusu.bv('Salaries & Wages').yA / 12, { unit: 'S$', wrong: 181960 }],
    ['total', 'What is the total tax-deductible amount in the FY2025/26 donations listing?', (V) => sumv(V.tembusu.don.map((d) => d.deductible)), { unit: 'S$', wrong: 420270.8 }],
    ['count', 'How many donations came from corporate donors in FY2025/26?', (V) => V.tembusu.don.filter((d) => d.type === 'Corporate').length, { unit: 'n', wrong: 14 }],
    ['extreme', 'who gave us the single largest donation in FY25/26?', (V) => { const d = [...V.tembusu.don].sort((a, b) => b.gross - a.gross)[0]; return { text: [d.donor] }; }, { wrong: 'Everbright Family Office Pte Ltd' }],
    ['total', 'Tax-deductible donations received in Q3 of FY2025/26 (October to December 2025)?', (V) => sumv(V.tembusu.don.filter((d) => mon(d.date) >= 10 && d.date.startsWith('2025')).map((d) => d.deductible)), { unit: 'S$', wrong: 66188 }],
    ['total', 'How much came in by GIRO over FY2025/26?', (V) => sumv(V.tembusu.don.filter((d) => d.mode === 'GIRO').map((d) => d.gross)), { unit: 'S$', wrong: 1200 }],
    ['text', 'What is the receipt number for Pacific Crest Realty\'s November 2025 donation?', (V) => ({ text: [V.tembusu.don.find((d) => /Pacific Crest/.test(d.donor) && d.date.startsWith('2025-11')).receipt] }), { wrong: 'TH-TDR-2526-0017' }],
    ['total', 'How much did we receive in non-tax-deductible donations in FY2025/26, leaving out the gala auction purchase?', (V) => sumv(V.tembusu.don.filter((d) => d.td === 'N' && !/auction/i.test(d.remarks)).map((d) => d.gross)), { unit: 'S$', wrong: 7206.8 }],
    ['lookup', 'What is the tax-deductible amount of Meridian Logistics\' gala table?', (V) => V.tembusu.don.find((d) => /Meridian/.test(d.donor) && /Gala/.test(d.remarks)).deductible, { unit: 'S$', wrong: 10000 }],
    ['text', 'In the FY2024/25 governance evaluation checklist, which Code ID on regular reviews of internal controls did we not comply with?', (V) => ({ text: [V.tembusu.gec.items.find((i) => i.resp === 'Not complied' && /internal controls, processes/.test(i.q)).code] }), { wrong: '6.1.2' }],
    ['count', 'How many Board meetings were held in FY2024/25?', (V) => V.tembusu.gec.meetings, { unit: 'n', wrong: 4 }],
    ['count', 'how many code guidelines did we mark not complied in the GEC?', (V) => V.tembusu.gec.items.filter((i) => i.resp === 'Not complied').length, { unit: 'n', wrong: 1 }],
    ['receipt', 'What was the total on the FairPrice receipt?', (V) => V.tembusu.fp.total, { unit: 'S$', wrong: 62.9 }],
    ['receipt', 'How much GST is included in the FairPrice bill?', (V) => V.tembusu.fp.gst, { unit: 'S$', wrong: 5.53 }],
    ['receipt', 'fairprice receipt - how much was each loaf of gardenia bread?', (V) => V.tembusu.fp.items.find((x) => /GARDENIA/.test(x.desc)).price, { unit: 'S$', wrong: 6.1 }],
    ['notfound', 'What was our reserves ratio in months at 31 March 2026?', () => NF, {}],
    ['notfound', 'Exactly how much was the Executive Director paid in FY2024/25?', () => NF, {}],
    ['notfound', 'What were total donations in FY2022/23?', () => NF, {}],
    ['notfound', 'What is the approved budget for FY2026/27?', () => NF, {}],
    ['notfound', 'How much did we owe Sonic Hearing Devices at 31 December 2025?', () => NF, {}],
  ],
};
