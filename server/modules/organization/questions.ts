// The onboarding questions, served to the browser by GET /api/onboarding/questions so they can
// change without a new release of the PWA. The organisation's name comes first (it creates the
// organisation); the rest can be answered by a nonprofit finance lead in about two minutes.
// Two answers are read by the assistant: the fiscal-year start month and the accounting system.
import { ORGANIZATION_NAME_QUESTION_ID, OTHER_CHOICE, type QuestionDefinition } from '../../../contracts/onboarding';

export const FISCAL_YEAR_START_QUESTION_ID = 'fiscal-year-start';
export const ACCOUNTING_SYSTEM_QUESTION_ID = 'accounting-system';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const other = (description?: string) => ({ name: OTHER_CHOICE, icon: 'ellipsis', hasInput: true, ...(description ? { description } : {}) });

export const QUESTIONS: readonly QuestionDefinition[] = [
  {
    questionId: ORGANIZATION_NAME_QUESTION_ID,
    questionNo: 1,
    icon: 'building',
    title: 'Your organization',
    description: 'We use it to set up your workspace and to recognise your documents.',
    question: 'What is the name of your organization?',
    questionType: 'free-field',
    placeholder: 'e.g. Riverbend Community Food Bank',
    maxLength: 200,
  },
  {
    questionId: 'organization-type',
    questionNo: 2,
    icon: 'heart-handshake',
    title: 'Your mission',
    description: 'Tally uses your field to understand your programs and funders.',
    question: 'Which best describes your organization?',
    questionType: 'single-select',
    choices: [
      { name: 'Human services', icon: 'hand-heart', description: 'Food, housing, youth and family services' },
      { name: 'Health', icon: 'stethoscope', description: 'Clinics, mental health, public health' },
      { name: 'Education', icon: 'graduation-cap', description: 'Schools, tutoring, libraries, training' },
      { name: 'Arts and culture', icon: 'palette', description: 'Museums, theatres, music, media' },
      { name: 'Environment', icon: 'leaf', description: 'Conservation, climate, animal welfare' },
      { name: 'Faith-based', icon: 'church', description: 'Congregations and faith-based charities' },
      { name: 'Foundation or grantmaker', icon: 'landmark', description: 'Private, community or corporate foundations' },
      other('Tell us in a few words'),
    ],
  },
  {
    questionId: 'annual-budget',
    questionNo: 3,
    icon: 'wallet',
    title: 'Your size',
    description: 'Total annual operating expenses, roughly.',
    question: 'What is your annual operating budget?',
    questionType: 'single-select',
    choices: [
      { name: 'Under $500K', icon: 'sprout' },
      { name: '$500K to $2M', icon: 'trees' },
      { name: '$2M to $10M', icon: 'building-2' },
      { name: '$10M to $50M', icon: 'factory' },
      { name: 'Over $50M', icon: 'landmark' },
    ],
  },
  {
    questionId: FISCAL_YEAR_START_QUESTION_ID,
    questionNo: 4,
    icon: 'calendar-range',
    title: 'Your fiscal year',
    description: 'With a July start, "FY2025" means July 2024 to June 2025. Tally reads your documents this way.',
    question: 'In which month does your fiscal year start?',
    questionType: 'single-select',
    choices: MONTHS.map((name) => ({ name })),
  },
  {
    questionId: ACCOUNTING_SYSTEM_QUESTION_ID,
    questionNo: 5,
    icon: 'calculator',
    title: 'Your books',
    description: 'Tally recognises the reports your system exports.',
    question: 'Which accounting system do you use?',
    questionType: 'single-select',
    choices: [
      { name: 'QuickBooks Online', icon: 'cloud' },
      { name: 'QuickBooks Desktop', icon: 'monitor' },
      { name: 'Xero', icon: 'cloud' },
      { name: 'Sage Intacct', icon: 'server' },
      { name: 'Oracle NetSuite', icon: 'server' },
      { name: 'Blackbaud Financial Edge NXT', icon: 'server' },
      { name: 'Aplos', icon: 'cloud' },
      { name: 'Spreadsheets only', icon: 'sheet', description: 'Excel or Google Sheets' },
      other('Another system'),
    ],
  },
  {
    questionId: 'revenue-sources',
    questionNo: 6,
    icon: 'hand-coins',
    title: 'Your funding',
    description: 'Where your money comes from shapes restricted funds and reporting.',
    question: 'What are your main sources of revenue?',
    questionType: 'multiple-choice',
    choices: [
      { name: 'Government grants and contracts', icon: 'landmark' },
      { name: 'Foundation grants', icon: 'building' },
      { name: 'Individual donations', icon: 'heart' },
      { name: 'Corporate giving', icon: 'briefcase' },
      { name: 'Program service fees', icon: 'receipt' },
      { name: 'Events and fundraising', icon: 'party-popper' },
      { name: 'Investment income', icon: 'trending-up' },
      other(),
    ],
  },
  {
    questionId: 'audit-requirement',
    questionNo: 7,
    icon: 'shield-check',
    title: 'Your audits',
    description: 'This tells Tally which reports and findings to expect.',
    question: 'What kind of external review do your financial statements get?',
    questionType: 'single-select',
    choices: [
      { name: 'Annual independent audit', icon: 'file-check', description: 'A CPA firm issues an opinion each year' },
      { name: 'Single Audit', icon: 'landmark', description: 'Federal awards spending above the Uniform Guidance threshold' },
      { name: 'Review or compilation', icon: 'file-search', description: 'A CPA reviews or compiles, without an audit opinion' },
      { name: 'No external review', icon: 'file-x', description: 'Statements are prepared internally' },
    ],
  },
  {
    questionId: 'priorities',
    questionNo: 8,
    icon: 'target',
    title: 'Your priorities',
    description: 'Tally suggests these first when you start a chat.',
    question: 'What do you want help with first?',
    questionType: 'multiple-choice',
    choices: [
      { name: 'Budget versus actual tracking', icon: 'chart-column' },
      { name: 'Grant reporting and restricted funds', icon: 'file-text' },
      { name: 'Cash flow planning', icon: 'waves' },
      { name: 'Board reports', icon: 'presentation' },
      { name: 'Audit preparation', icon: 'clipboard-check' },
      { name: 'Form 990 preparation', icon: 'file-spreadsheet' },
      other(),
    ],
  },
  {
    questionId: 'first-question',
    questionNo: 9,
    icon: 'message-circle-question',
    title: 'Your first question',
    description: 'In your own words. Tally will be ready for it once your documents are in.',
    question: 'What financial question would you most like answered right now?',
    questionType: 'free-field',
    placeholder: 'e.g. Are we on track against this year\u2019s budget for program expenses?',
    maxLength: 2000,
  },
];

export const questionById = (id: string) => QUESTIONS.find((q) => q.questionId === id);
export const questionByText = (text: string) => QUESTIONS.find((q) => q.question === text.trim());
/** The questions stored as answers: every one but the organisation's name. */
export const ANSWERED_QUESTIONS = QUESTIONS.filter((q) => q.questionId !== ORGANIZATION_NAME_QUESTION_ID);
