// A valid answer for every stored onboarding question, in the stored shapes: shared by the tests
// that need a completed questionnaire.
/** A choice answer with these options chosen. */
export const choose = (...names: string[]) => ({ choices: Object.fromEntries(names.map((n) => [n, true])), otherValue: null });

export const VALID_ANSWERS: Record<string, Record<string, unknown>> = {
  'organization-type': choose('Human services'),
  'annual-budget': choose('$500K to $2M'),
  'fiscal-year-start': choose('July'),
  'accounting-system': choose('Xero'),
  'revenue-sources': choose('Foundation grants', 'Individual donations'),
  'audit-requirement': choose('Annual independent audit'),
  priorities: choose('Cash flow planning'),
  'first-question': { value: 'How many months of cash do we have?' },
};
