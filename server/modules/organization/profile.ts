// What the assistant needs to know about an organisation from its onboarding answers: its name,
// the month its fiscal year starts (so "FY2025" can be read right) and its accounting system.
import { and, eq, inArray } from 'drizzle-orm';
import { OTHER_CHOICE, type ChoiceAnswer } from '../../../contracts/onboarding';
import type { Db } from '../../db/client';
import { organizations, questionnaireAnswers } from '../../db/schema';
import { ACCOUNTING_SYSTEM_QUESTION_ID, FISCAL_YEAR_START_QUESTION_ID, MONTHS } from './questions';

export interface OrganizationProfile {
  name: string;
  /** 1 (January) to 12 (December); January when the question is unanswered. */
  fiscalYearStartMonth: number;
  /** The chosen system, Other's text when Other was chosen, or null when unanswered. */
  accountingSystem: string | null;
}

/** The single chosen option of a stored single-select answer (Other's text for Other). */
function chosen(answer: unknown): string | null {
  const a = answer as Partial<ChoiceAnswer> | null;
  if (!a || typeof a.choices !== 'object' || a.choices === null) return null;
  const name = Object.keys(a.choices).find((key) => a.choices![key] === true);
  if (!name) return null;
  if (name === OTHER_CHOICE) return a.otherValue?.trim() || null;
  return name;
}

/** The organisation's profile, or null when it does not exist. */
export async function organizationProfile(db: Db, organizationId: string): Promise<OrganizationProfile | null> {
  const org = (await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1))[0];
  if (!org) return null;
  const rows = await db
    .select({ questionId: questionnaireAnswers.questionId, answer: questionnaireAnswers.answer })
    .from(questionnaireAnswers)
    .where(
      and(
        eq(questionnaireAnswers.organizationId, organizationId),
        inArray(questionnaireAnswers.questionId, [FISCAL_YEAR_START_QUESTION_ID, ACCOUNTING_SYSTEM_QUESTION_ID]),
      ),
    );
  const answerOf = (id: string) => rows.find((r) => r.questionId === id)?.answer;
  const month = MONTHS.indexOf(chosen(answerOf(FISCAL_YEAR_START_QUESTION_ID)) as (typeof MONTHS)[number]);
  return {
    name: org.name,
    fiscalYearStartMonth: month === -1 ? 1 : month + 1,
    accountingSystem: chosen(answerOf(ACCOUNTING_SYSTEM_QUESTION_ID)),
  };
}
