// The assistant catalogue: the one place that says which assistants exist, what each is for and
// whether it can be used yet. The assistant rail, the coming-soon dialog and the empty chat read it.

export type AssistantStatus = 'active' | 'beta' | 'coming-soon';

export interface Assistant {
  id: string;
  name: string;
  /** The function shown under the name. */
  role: string;
  imagePath: string;
  description: string;
  welcomeTitle: string;
  welcomeDescription: string;
  features: string[];
  suggestedQuestions: string[];
  status: AssistantStatus;
  /** Shown on a coming-soon assistant; 'Coming Soon' when absent. */
  badge?: string;
  route?: string;
}

export const DEFAULT_ASSISTANT_ID = 'tally';

export const ASSISTANTS: readonly Assistant[] = [
  {
    id: 'tally',
    name: 'Tally',
    role: 'Finance',
    imagePath: '/assistants/tally.svg',
    description:
      "Your finance assistant. Tally answers questions from your organisation's own budgets, statements and grant agreements, and shows where every figure came from.",
    welcomeTitle: "Hi, I'm Tally",
    welcomeDescription:
      "Ask me about your budget, spending, grants and reserves. I answer from the documents you've uploaded and cite the sheet, row and column behind each figure.",
    features: [
      'Answers from your own budgets, balance sheets, monthly actuals, grant agreements, audit letters and receipts',
      'Works out totals, budget-versus-actual variances, percentage changes and ratios',
      'Cites the document, sheet, row and column behind every figure it gives',
      'Finds the restrictions, allowable costs and reporting dates in your grant agreements',
    ],
    suggestedQuestions: [
      // The catalogue's examples of what Tally is asked. The empty chat shows the organisation's
      // own questions instead, drawn from its documents and answered correctly there (decision
      // 037): examples like these do not fit every organisation's documents.
      'Which expense line grew the most from last year’s budget?',
      'How many months of expenses does our cash cover?',
      'What restrictions does our largest grant agreement put on how we spend it?',
    ],
    status: 'beta',
    route: '/chat',
  },
  {
    id: 'grant',
    name: 'Grant',
    role: 'Fundraising',
    imagePath: '/assistants/grant.svg',
    description:
      'Your fundraising assistant. Grant will find funders that fit your mission and keep every application and grant report on schedule.',
    welcomeTitle: "Hi, I'm Grant",
    welcomeDescription:
      "I'll find foundations and public funders that match your work, and keep track of every application and report that's due.",
    features: [
      'Finds foundations and government funders whose priorities match your programmes',
      'Keeps prospects, applications and awards in one pipeline',
      'Tracks application and reporting deadlines for every grant you hold',
      'Drafts budget narratives and grant reports from your actual figures',
    ],
    suggestedQuestions: [
      'Which foundations fund youth programmes in our county?',
      'Which grant reports are due in the next 60 days?',
      'Draft the budget narrative for our renewal application.',
    ],
    status: 'coming-soon',
    badge: 'In Training',
  },
  {
    id: 'penny',
    name: 'Penny',
    role: 'Accounts payable',
    imagePath: '/assistants/penny.svg',
    description:
      'Your accounts payable assistant. Penny will read incoming invoices, code each bill to the right account and grant, and send it for approval.',
    welcomeTitle: "Hi, I'm Penny",
    welcomeDescription:
      "Forward me your invoices and I'll turn them into coded bills, get them approved and make sure your vendors are paid on time.",
    features: [
      'Reads invoices from email, PDFs and phone photos and enters them as bills',
      'Suggests the expense account, programme and grant for each bill',
      'Routes bills to the right approver and reminds them when payment is near',
      'Flags duplicate invoices and unusual amounts before anything is paid',
    ],
    suggestedQuestions: [
      'Which bills are waiting for approval?',
      'What do we owe vendors this month, and when is each bill due?',
      'Have we already paid this invoice from our food supplier?',
    ],
    status: 'coming-soon',
    badge: 'Being Developed',
  },
  {
    id: 'netta',
    name: 'Netta',
    role: 'Accounting',
    imagePath: '/assistants/netta.svg',
    description:
      'Your accounting assistant. Netta will help you close the books each month, with bank and balance sheet reconciliations done and checked.',
    welcomeTitle: "Hi, I'm Netta",
    welcomeDescription:
      "I'll work through your month-end close with you: matching bank statements, reconciling accounts and proposing the journal entries that are still missing.",
    features: [
      'Runs a month-end close checklist and shows what is still open',
      'Matches bank and credit card statements against the general ledger',
      'Proposes journal entries for accruals, prepaid expenses and depreciation',
      'Reconciles restricted net assets and releases from restriction',
    ],
    suggestedQuestions: [
      'What is left to do before we can close March?',
      "Which bank transactions haven't been matched yet?",
      'Which balance sheet accounts have not been reconciled this month?',
    ],
    status: 'coming-soon',
    badge: 'Being Developed',
  },
  {
    id: 'clara',
    name: 'Clara',
    role: 'Compliance',
    imagePath: '/assistants/clara.svg',
    description:
      'Your compliance assistant. Clara will keep your Form 990, state registrations and audit requests on one calendar so no deadline is missed.',
    welcomeTitle: "Hi, I'm Clara",
    welcomeDescription:
      "I'll keep track of your filings, registrations and policies, and tell you what's due well before the deadline.",
    features: [
      'Prepares Form 990 workpapers from your year-end figures',
      'Keeps a compliance calendar of filings, renewals and due dates',
      'Tracks charitable solicitation registrations state by state',
      'Checks that the policies Form 990 asks about, such as conflict of interest, are in place',
    ],
    suggestedQuestions: [
      'When is our Form 990 due, and should we file for an extension?',
      'Which state charity registrations renew this quarter?',
      'What does our auditor need from us before fieldwork starts?',
    ],
    status: 'coming-soon',
    badge: 'Being Developed',
  },
];

/** Only active and beta assistants can be chosen; coming-soon ones open the notify dialog. */
export function isSelectable(assistant: Assistant): boolean {
  return assistant.status === 'active' || assistant.status === 'beta';
}

export function assistantById(id: string): Assistant | undefined {
  return ASSISTANTS.find((a) => a.id === id);
}

export function comingSoonBadge(assistant: Assistant): string {
  return assistant.badge ?? 'Coming Soon';
}
