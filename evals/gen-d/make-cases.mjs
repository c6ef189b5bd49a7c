// Builds set-d/cases.jsonl and set-d/orgs.json: every expected value is computed here from the data
// module through the accessor F that questions.mjs is written against.
import fs from 'node:fs';
import path from 'node:path';
import { ORGS } from './data.mjs';
import { QUESTIONS } from './questions.mjs';
import { FILES as PWF } from './docs-pw.mjs';
import { FILES as FLF } from './docs-fl.mjs';
import { minutesFigures } from './docs-fl.mjs';

const SET = path.resolve('../set-d');
const r2 = (x) => Math.round(x * 100) / 100;
const r1 = (x) => Math.round(x * 10) / 10;
const sum = (a) => a.reduce((s, x) => s + x, 0);

function accessor(O) {
  const isRev = (a) => a.type === 'rev' || a.type === 'other';
  const revs = O.accounts.filter(isRev), exps = O.accounts.filter((a) => a.type === 'exp');
  const group = (code) => (code === 'REV' ? revs : code === 'EXP' ? exps : null);
  const agg = (code, f) => {
    if (code === 'NET') return r2(agg('REV', f) - agg('EXP', f));
    const g = group(code);
    return g ? r2(sum(g.map(f))) : f(O.A[code]);
  };
  const progIdx = (k) => O.programs.findIndex((p) => p.key === k);
  const fmon = (mm) => (O.key === 'fernleaf' ? (mm + 8) % 12 : (mm + 2) % 12); // calendar month -> fiscal index
  const US = O.key === 'prairiewind';
  const bvaCols = (ls, favSign) => {
    const Q = US ? [3, 4, 5] : [6, 7, 8], Y = US ? [0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const qa = r2(sum(ls.flatMap((a) => Q.map((i) => a.actual[i])))), qb = sum(ls.flatMap((a) => Q.map((i) => a.months[i])));
    const ya = r2(sum(ls.flatMap((a) => Y.map((i) => a.actual[i])))), yb = sum(ls.flatMap((a) => Y.map((i) => a.months[i])));
    const ann = sum(ls.map((a) => a.budget));
    const s = US ? favSign : 1;
    return { qa, qb, qv: s * (qa - qb), ya, yb, yv: s * (ya - yb), ann, rem: ann - ya };
  };
  const F = {
    B: (code) => agg(code, (a) => a.budget),
    BM: (code, m) => agg(code, (a) => a.months[m]),
    PY: (code) => agg(code, (a) => a.pyActual),
    A: (code, m) => agg(code, (a) => a.actual[m]),
    BP: (code, k) => (code === 'EXP' ? sum(exps.map((a) => a.prog[progIdx(k)])) : O.A[code].prog[progIdx(k)]),
    BC: (cat) => sum(exps.filter((a) => a.cat === cat).map((a) => a.budget)),
    BS: (key, yr) => O.balance[yr][key],
    BVA: (code, col) => {
      let v;
      if (code === 'NET') {
        const rv = bvaCols(revs, 1), ev = bvaCols(exps, -1);
        v = { qa: rv.qa - ev.qa, qb: rv.qb - ev.qb, qv: US ? rv.qv + ev.qv : rv.qv - ev.qv, ya: rv.ya - ev.ya, yb: rv.yb - ev.yb, yv: US ? rv.yv + ev.yv : rv.yv - ev.yv, ann: rv.ann - ev.ann, rem: rv.rem - ev.rem };
      } else {
        const ls = group(code) || [O.A[code]];
        v = bvaCols(ls, ls[0].type === 'exp' ? -1 : 1);
      }
      if (col === 'qp' || col === 'yp') {
        const [vv, bb] = col === 'qp' ? [v.qv, v.qb] : [v.yv, v.yb];
        return r1((vv / Math.abs(bb)) * 100);
      }
      return US ? r1(v[col] / 1000) : Math.round(v[col]);
    },
    TX: ({ code, prog, contact, months, type }) => r2(sum(O.txns.filter((t) => (!code || t.code === code) && (!prog || t.prog === prog) && (!contact || t.contact === contact) && (!type || t.type === type) && (!months || months.includes(fmon(t.date[1])))).map((t) => t.amount))),
    name: (code) => O.A[code].name,
    code: (name) => O.accounts.find((a) => a.name === name).code,
    parent: (code) => O.A[code].group,
    codes: (t) => (t === 'rev' ? revs : exps).map((a) => a.code),
    progName: (k) => O.programs[progIdx(k)].name,
    txAccount: (contact) => { const t = O.txns.find((x) => x.contact === contact); return `${t.code} ${t.account}`; },
    fact: (n) => facts(O)[n],
  };
  return F;
}

function facts(O) {
  if (O.key === 'prairiewind') {
    const g = O.grant, l = O.letter;
    return {
      'grant.amount': g.amount, 'grant.indirectRate': g.indirectRatePct, 'grant.match': g.match, 'grant.midYearDue': g.midYearDue,
      'grant.payment2': g.payments[1], 'grant.learners': g.learnersTarget, 'grant.indirect': g.indirect,
      'letter.lateDays': l.lateRecDays, 'letter.firm': l.firm, 'letter.responseDue': l.responseDue, 'letter.laptopsTotal': l.laptopsTotal,
    };
  }
  const g = O.grant, m = O.minutes, r = O.receipt;
  return {
    'grant.amount': g.amount, 'grant.adminCapPct': g.adminCapPct, 'grant.holdback': g.instalments[2], 'grant.interimDue': g.interimDue,
    'grant.participants': g.participantsTarget, 'grant.facility': g.categories.find((c) => /^Facility/.test(c[0]))[1],
    'minutes.feeNew': m.feeNew, 'minutes.feeOld': m.feeOld, 'minutes.nextMeeting': m.nextMeeting, 'minutes.auditFirm': 'Lindqvist Mah Chartered Professional Accountants',
    'minutes.vanKm': m.vanKm, 'minutes.waitlist': m.waitlist, 'minutes.ytdNet': minutesFigures().net,
    'receipt.total': r.total, 'receipt.gst': r.gst, 'receipt.subtotal': r.subtotal, 'receipt.kickboard': r.items.find((i) => /KICKBOARD/.test(i.desc)).price,
    'receipt.dateLong': r.dateLong, 'receipt.items': r.itemCount,
  };
}

export function buildCases(FOf) {
  const docs = {
    prairiewind: Object.values(PWF).map((f) => `prairiewind/${f}`),
    fernleaf: Object.values(FLF).map((f) => `fernleaf/${f}`),
  };
  const n = {};
  return QUESTIONS.map((q) => {
    n[q.org] = (n[q.org] || 0) + 1;
    const id = `${q.org}-${String(n[q.org]).padStart(3, '0')}`;
    const F = FOf(q.org);
    let answer;
    if (q.kind === 'notfound') answer = { type: 'notfound' };
    else if (q.type === 'text') { const v = q.calc(F); answer = { type: 'text', any: [...new Set(q.phr(v))] }; }
    else {
      const v = q.calc(F);
      answer = { type: 'number', value: Math.round(v * 10000) / 10000, tolerance: q.tol ?? 0.005 };
      if (q.alt) { const alt = [...new Set(q.alt(F).map((x) => Math.round(Math.abs(x) * 10000) / 10000))].filter((x) => x !== Math.abs(answer.value)); if (alt.length) answer.alt = alt; }
    }
    return { id, org: q.org, kind: q.kind, question: q.q, answer, documents: docs[q.org] };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const Fs = Object.fromEntries(Object.values(ORGS).map((o) => [o.key, accessor(o)]));
  const cases = buildCases((k) => Fs[k]);
  fs.writeFileSync(path.join(SET, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
  fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.values(ORGS).map((o) => [o.key, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');
  const kinds = {};
  for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
  console.log(cases.length, 'cases', JSON.stringify(kinds));
}
