// `npm run seed`: a demo organisation to explore Steward with, and the fixture the end-to-end
// tests start from. It creates verified sign-in accounts for an owner, an admin and a member of
// "Riverbend Community Food Bank", with Tally available to them. Run it while Steward is
// stopped (it takes the data-folder lock like the server); running it twice changes nothing.
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { agentAccess, agents, idpUsers, memberships, organizations, questionnaireAnswers, users } from '../db/schema';
import { lockDataFolder, type DataLock } from '../lib/data-lock';
import { hashPassword } from '../modules/identity/passwords';
import { subjectOf } from '../modules/identity/store';
import { validateAnswer } from '../modules/organization/answers';
import { ANSWERED_QUESTIONS, questionById } from '../modules/organization/questions';

export const DEMO_ORGANIZATION = 'Riverbend Community Food Bank';
export const DEMO_PASSWORD = process.env.STEWARD_SEED_PASSWORD ?? 'riverbend-demo-2026';
export const DEMO_PEOPLE = [
  { email: 'owner@riverbend.example', name: 'Olivia Okafor', role: 'OWNER', tag: 'In-House Staff' },
  { email: 'admin@riverbend.example', name: 'Arjun Mehta', role: 'ADMIN', tag: 'Outsourced Consultant' },
  { email: 'member@riverbend.example', name: 'Maya Lindqvist', role: 'MEMBER', tag: 'Board Member' },
] as const;

const choose = (...names: string[]) => ({ choices: Object.fromEntries(names.map((n) => [n, true])), otherValue: null });
/** The demo organisation's questionnaire, every question answered (so onboarding is complete). */
export const DEMO_ANSWERS: Record<string, Record<string, unknown>> = {
  'organization-type': choose('Human services'),
  'annual-budget': choose('$2M to $10M'),
  'fiscal-year-start': choose('July'),
  'accounting-system': choose('QuickBooks Online'),
  'revenue-sources': choose('Government grants and contracts', 'Foundation grants', 'Individual donations'),
  'audit-requirement': choose('Single Audit'),
  priorities: choose('Grant reporting and restricted funds', 'Budget versus actual tracking'),
  'first-question': { value: 'Are we on track against this year\u2019s budget for program expenses?' },
};

async function main() {
  const config = loadConfig();
  if (config.identity.kind !== 'embedded') throw new Error('The demo accounts are for the embedded sign-in; with Auth0, invite people instead.');
  let lock: DataLock | null = null;
  if (config.database.kind === 'pglite') lock = await lockDataFolder(config.dataDir);
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: config.database.dir } : { kind: 'postgres', url: config.database.url },
  );
  try {
    const { db } = database;
    const existing = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION)).limit(1);
    if (existing.length) {
      process.stdout.write(`The demo organisation "${DEMO_ORGANIZATION}" exists already.\n`);
      return;
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const people = [];
      for (const person of DEMO_PEOPLE) {
        const taken = await tx.select().from(idpUsers).where(sql`lower(${idpUsers.email}) = ${person.email}`).limit(1);
        if (taken.length) throw new Error(`${person.email} has an account already; use another data folder.`);
        const account = (await tx.insert(idpUsers).values({ email: person.email, name: person.name, passwordHash, emailVerifiedAt: new Date() }).returning())[0]!;
        const user = (await tx.insert(users).values({ externalId: subjectOf(account.id), email: person.email, name: person.name }).returning())[0]!;
        people.push({ ...person, userId: user.id });
      }
      const owner = people[0]!;
      const org = (
        await tx.insert(organizations).values({ name: DEMO_ORGANIZATION, ownerUserId: owner.userId, questionnaireCompletedAt: new Date() }).returning()
      )[0]!;
      for (const { questionId } of ANSWERED_QUESTIONS) {
        const question = questionById(questionId)!;
        const raw = DEMO_ANSWERS[questionId];
        if (!raw) throw new Error(`The demo has no answer to ${questionId}`);
        const answer = validateAnswer(question, raw);
        await tx.insert(questionnaireAnswers).values({ organizationId: org.id, questionId, question: question.question, answer, answeredBy: owner.userId });
      }
      const tally = (await tx.insert(agents).values({ organizationId: org.id, name: 'Tally', type: 'finance', foundryAgentId: `tally-${org.id}` }).returning())[0]!;
      for (const person of people) {
        await tx.insert(memberships).values({ organizationId: org.id, userId: person.userId, role: person.role, tag: person.tag });
        await tx.insert(agentAccess).values({ agentId: tally.id, userId: person.userId });
      }
    });
    process.stdout.write(
      [
        `Created "${DEMO_ORGANIZATION}" with these accounts (password: ${DEMO_PASSWORD}):`,
        ...DEMO_PEOPLE.map((p) => `  ${p.role.padEnd(6)}  ${p.email}  (${p.name})`),
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
    await lock?.release();
  }
}

main().catch((err) => {
  process.stderr.write(`Seeding failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
