import type { CourseSeed } from './catalogue-types';

/**
 * Demo courses for the five Certificate Level papers: a full course and a
 * revision course for each, plus a free starter course for Accounting.
 */
export const CERTIFICATE_COURSE_SEEDS: CourseSeed[] = [
  // ---------------------------------------------------------------- Accounting
  {
    slug: 'accounting-complete-course-december-2026',
    title: 'Accounting: Complete Course for the December 2026 Sitting',
    subject: 'Accounting',
    summary: 'The whole Accounting syllabus, from double entry to company financial statements and cash flows, taught on the exam pro-formas.',
    description: `This is the full taught course for the ICAB Certificate Level Accounting paper. It follows the three syllabus areas in order: maintaining financial records, adjustments to accounting records and financial statements, and preparing financial statements for sole traders, partnerships and limited companies.

Each topic starts with a short explanation, moves to a worked example laid out exactly as the examiner expects, and ends with practice questions in the objective formats used in the exam (single choice, multiple response and number entry). The adjustments area carries the most marks, so it gets the most time: errors and suspense accounts, accruals and prepayments, depreciation and disposals, inventory and receivables allowances.

The final section brings everything together in full-length financial statements questions, including a statement of cash flows using the indirect method. Downloadable notes and practice sets accompany every section, and the course stays open until the end of December 2026.`,
    outcomes: [
      'Record transactions by double entry, including VAT on sales and purchases',
      'Prepare control account and bank reconciliations and extract a trial balance',
      'Correct errors through the journal and clear a suspense account',
      'Make year-end adjustments for accruals, prepayments, depreciation, inventory and receivables',
      'Prepare financial statements for sole traders, partnerships and companies',
      'Prepare a simple statement of cash flows using the indirect method',
    ],
    requirements: ['No previous accounting knowledge is needed', 'A basic calculator and a notebook for the practice questions'],
    language: 'Bangla and English',
    pricePaisa: 850000,
    access: { until: '2026-12-31' },
    instructors: ['farhana-rahman'],
    featured: true,
    sections: [
      {
        title: 'The accounting system and double entry',
        lessons: [
          { title: 'Welcome: how the Accounting paper is examined', kind: 'video', minutes: 9, preview: true },
          { title: 'The accounting equation and the dual effect', kind: 'video', minutes: 18, preview: true },
          { title: 'Ledger accounts: debits, credits and balancing off', kind: 'video', minutes: 24 },
          { title: 'Books of prime entry: day books, cash book and petty cash', kind: 'video', minutes: 22 },
          { title: 'Accounting for VAT on sales and purchases', kind: 'video', minutes: 20 },
          { title: 'Study notes: the double-entry rules at a glance', kind: 'pdf', minutes: 10 },
        ],
      },
      {
        title: 'Control accounts, reconciliations and the trial balance',
        lessons: [
          { title: 'Receivables and payables control accounts', kind: 'video', minutes: 26 },
          { title: 'Reconciling control accounts with the ledgers', kind: 'video', minutes: 21 },
          { title: 'Bank reconciliation statements', kind: 'video', minutes: 25 },
          { title: 'Extracting the trial balance', kind: 'video', minutes: 14 },
          { title: 'Practice set: control accounts and bank reconciliations', kind: 'pdf', minutes: 20 },
        ],
      },
      {
        title: 'Errors, accruals, receivables and provisions',
        lessons: [
          { title: 'Types of error and the journal', kind: 'video', minutes: 17 },
          { title: 'Suspense accounts and correcting errors', kind: 'video', minutes: 23 },
          { title: 'Accruals and prepayments', kind: 'video', minutes: 24 },
          { title: 'Irrecoverable debts and the allowance for receivables', kind: 'video', minutes: 22 },
          { title: 'Provisions and contingent liabilities: the basics of IAS 37', kind: 'text', minutes: 12 },
        ],
      },
      {
        title: 'Non-current assets and inventory',
        lessons: [
          { title: 'Capital and revenue expenditure', kind: 'video', minutes: 12 },
          { title: 'Depreciation: straight-line and reducing balance', kind: 'video', minutes: 26 },
          { title: 'Disposals and the disposal account', kind: 'video', minutes: 21 },
          { title: 'Revaluation of property, plant and equipment', kind: 'video', minutes: 19 },
          { title: 'Inventory: cost, net realisable value and IAS 2', kind: 'video', minutes: 23 },
          { title: 'Intangible assets and research and development costs', kind: 'text', minutes: 10 },
        ],
      },
      {
        title: 'Financial statements for sole traders and partnerships',
        lessons: [
          { title: 'From trial balance to financial statements: the extended trial balance', kind: 'video', minutes: 30 },
          { title: 'Sole trader: statement of profit or loss and statement of financial position', kind: 'video', minutes: 33 },
          { title: 'Partnership appropriation account and current accounts', kind: 'video', minutes: 28 },
          { title: 'Admission and retirement of a partner, and goodwill', kind: 'video', minutes: 27 },
          { title: 'Worked question: partnership financial statements', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Company financial statements and cash flows',
        lessons: [
          { title: 'Share capital, share premium and reserves', kind: 'video', minutes: 18 },
          { title: 'Bonus issues and rights issues', kind: 'video', minutes: 16 },
          { title: 'Company financial statements on the IAS 1 pro-forma', kind: 'video', minutes: 35 },
          { title: 'Income tax and dividends in company accounts', kind: 'video', minutes: 15 },
          { title: 'Statement of cash flows: the indirect method', kind: 'video', minutes: 32 },
          { title: 'Exam technique: the longer financial statements question', kind: 'text', minutes: 10 },
        ],
      },
    ],
  },
  {
    slug: 'accounting-question-bank-mock-exams',
    title: 'Accounting: Question Bank and Mock Exams',
    subject: 'Accounting',
    summary: 'Exam-standard Accounting questions by syllabus area, long-form financial statements practice and two timed mocks with debriefs.',
    description: `A revision course for candidates who have finished their first study of Accounting and now need to practise. Questions are grouped by syllabus area so that you can target weak topics first, then move on to full financial statements questions and timed mock exams.

Every objective question comes with a worked solution, and each video walks through a set of questions the way you should attempt them in the exam: reading the requirement first, setting up a quick working and checking the answer against the options.

The two mock exams follow the Certificate Level format and timing. After each one, the debrief video goes through every question, explains the common wrong answers and shows where marks are most often lost.`,
    outcomes: [
      'Answer single choice, multiple response and number entry questions quickly and accurately',
      'Identify your weakest syllabus areas from question-bank results',
      'Prepare full financial statements for sole traders, partnerships and companies under time pressure',
      'Complete a statement of cash flows question within the time available',
      'Plan your time across a full two-hour paper',
    ],
    requirements: ['You have studied the whole Accounting syllabus at least once', 'A basic calculator'],
    language: 'Bangla and English',
    pricePaisa: 350000,
    // Being rewritten for the new question styles: not yet on sale.
    status: 'draft',
    access: { days: 180 },
    instructors: ['farhana-rahman'],
    sections: [
      {
        title: 'Maintaining financial records: question practice',
        lessons: [
          { title: 'How to use the question bank', kind: 'video', minutes: 8, preview: true },
          { title: 'Double entry and VAT: objective questions walked through', kind: 'video', minutes: 28, preview: true },
          { title: 'Control accounts and bank reconciliations: number entry drills', kind: 'video', minutes: 25 },
          { title: 'Question pack 1: maintaining financial records', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Adjustments: question practice',
        lessons: [
          { title: 'Errors and suspense accounts: exam-style questions', kind: 'video', minutes: 24 },
          { title: 'Accruals, prepayments and the allowance for receivables', kind: 'video', minutes: 22 },
          { title: 'Non-current assets, disposals and inventory questions', kind: 'video', minutes: 26 },
          { title: 'Question pack 2: adjustments', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Preparing financial statements: long-form questions',
        lessons: [
          { title: 'Sole trader financial statements from a trial balance', kind: 'video', minutes: 34 },
          { title: 'Partnership financial statements with a change in partners', kind: 'video', minutes: 32 },
          { title: 'Company statement of profit or loss and statement of financial position', kind: 'video', minutes: 35 },
          { title: 'Statement of cash flows in thirty minutes', kind: 'video', minutes: 30 },
        ],
      },
      {
        title: 'Mock exams and debriefs',
        lessons: [
          { title: 'Mock exam 1: instructions and a timing plan', kind: 'text', minutes: 6 },
          { title: 'Mock exam 1 debrief', kind: 'video', minutes: 30 },
          { title: 'Mock exam 2 debrief', kind: 'video', minutes: 28 },
          { title: 'The most common mistakes in the final week', kind: 'text', minutes: 8 },
        ],
      },
    ],
  },
  {
    slug: 'double-entry-in-10-days',
    title: 'Double Entry in 10 Days: A Free Starter Course for Accounting',
    subject: 'Accounting',
    summary: 'Ten short daily lessons that take you from the accounting equation to a first set of financial statements. Free for everyone.',
    description: `New to accounting? This free course is a gentle start before the full Accounting course. One short lesson a day for ten days takes you from the accounting equation to a trial balance and a first, simple set of financial statements.

Every lesson uses the same small business, a stationery shop in Dhanmondi, so you can see how each transaction flows from the books of prime entry into the ledger and on to the statements. Short practice sheets let you check that the rules have stuck before you move on.

By day ten you will have the double-entry foundation that every later ICAB paper assumes, and you will know whether the full course is right for you.`,
    outcomes: [
      'Explain the accounting equation and the dual effect of a transaction',
      'Post cash and credit transactions to ledger accounts',
      'Use day books and the cash book',
      'Balance off accounts and prepare a trial balance',
      'Prepare a simple statement of profit or loss and statement of financial position',
    ],
    requirements: ['No accounting knowledge needed: just ten minutes to half an hour a day'],
    language: 'Bangla and English',
    pricePaisa: 0,
    access: { days: 180 },
    instructors: ['farhana-rahman'],
    sections: [
      {
        title: 'Days 1 to 3: the language of accounting',
        lessons: [
          { title: 'Day 1: assets, liabilities, capital and the accounting equation', kind: 'video', minutes: 15, preview: true },
          { title: 'Day 2: debits and credits without memorising', kind: 'video', minutes: 18, preview: true },
          { title: 'Day 3: recording cash and credit transactions', kind: 'video', minutes: 20 },
          { title: 'Practice sheet: days 1 to 3', kind: 'pdf', minutes: 8 },
        ],
      },
      {
        title: 'Days 4 to 7: from the ledger to the trial balance',
        lessons: [
          { title: 'Day 4: balancing off ledger accounts', kind: 'video', minutes: 16 },
          { title: 'Day 5: the sales and purchases day books', kind: 'video', minutes: 17 },
          { title: 'Day 6: the cash book and discounts', kind: 'video', minutes: 19 },
          { title: 'Day 7: preparing a trial balance', kind: 'video', minutes: 14 },
        ],
      },
      {
        title: 'Days 8 to 10: your first financial statements',
        lessons: [
          { title: 'Day 8: closing inventory and the cost of sales', kind: 'video', minutes: 16 },
          { title: 'Day 9: a simple statement of profit or loss', kind: 'video', minutes: 18 },
          { title: 'Day 10: a simple statement of financial position', kind: 'video', minutes: 18 },
          { title: 'What to study next', kind: 'text', minutes: 5 },
        ],
      },
    ],
  },

  // ----------------------------------------------------------------- Assurance
  {
    slug: 'assurance-complete-course-june-2027',
    title: 'Assurance: Complete Course for the June 2027 Sitting',
    subject: 'Assurance',
    summary: 'The concept of assurance, internal controls, audit evidence and professional ethics, taught through real-style working papers.',
    description: `This course covers the full ICAB Certificate Level Assurance syllabus: the concept, process and need for assurance, internal controls, gathering evidence on an assurance engagement, and professional ethics.

Gathering evidence carries the largest share of the marks, so two sections are devoted to it: first the principles (sufficient appropriate evidence, tests of controls and substantive procedures, sampling and documentation), then how they are applied to receivables, inventory, bank balances, payables and non-current assets.

Lessons use working papers and client scenarios modelled on Bangladeshi businesses, such as a garment exporter, a pharmaceutical distributor and a retail chain, so that the International Standards on Auditing feel practical rather than abstract. The ethics section works through the fundamental principles, threats and safeguards using the ICAB Code of Ethics.`,
    outcomes: [
      'Explain what an assurance engagement is, who the parties are and the levels of assurance',
      'Identify control objectives, risks and controls in the main business cycles, including IT controls',
      'Design tests of controls and substantive procedures for specific assertions',
      'Apply audit sampling and prepare clear audit documentation',
      'Identify ethical threats and recommend safeguards under the ICAB Code of Ethics',
    ],
    requirements: ['Basic bookkeeping knowledge, such as the Accounting paper or the free Double Entry in 10 Days course'],
    language: 'English',
    pricePaisa: 750000,
    access: { until: '2027-06-30' },
    instructors: ['tanvir-ahmed'],
    sections: [
      {
        title: 'The concept, process and need for assurance',
        lessons: [
          { title: 'Welcome: how the Assurance paper is examined', kind: 'video', minutes: 8, preview: true },
          { title: 'What assurance is: the three parties and the subject matter', kind: 'video', minutes: 18, preview: true },
          { title: 'Reasonable and limited assurance engagements', kind: 'video', minutes: 16 },
          { title: "The audit process from acceptance to the auditor's report", kind: 'video', minutes: 22 },
          { title: 'Statutory audit in Bangladesh under the Companies Act 1994', kind: 'text', minutes: 8 },
        ],
      },
      {
        title: 'Internal controls',
        lessons: [
          { title: 'The components of internal control', kind: 'video', minutes: 24 },
          { title: "The control environment and the entity's risk assessment process", kind: 'video', minutes: 17 },
          { title: 'Controls over sales, receivables and cash receipts', kind: 'video', minutes: 26 },
          { title: 'Controls over purchases, payables and payroll', kind: 'video', minutes: 27 },
          { title: 'Controls over inventory and non-current assets', kind: 'video', minutes: 20 },
          { title: 'IT general controls and application controls', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Gathering evidence: the principles',
        lessons: [
          { title: 'Sufficient appropriate audit evidence and ISA 500', kind: 'video', minutes: 21 },
          { title: 'Financial statement assertions', kind: 'video', minutes: 19 },
          { title: 'Tests of controls and substantive procedures', kind: 'video', minutes: 25 },
          { title: 'Audit sampling under ISA 530', kind: 'video', minutes: 23 },
          { title: 'Analytical procedures', kind: 'video', minutes: 18 },
          { title: 'Audit documentation: a sample working paper pack', kind: 'pdf', minutes: 12 },
        ],
      },
      {
        title: 'Gathering evidence: specific areas',
        lessons: [
          { title: 'Receivables: external confirmations and cut-off', kind: 'video', minutes: 24 },
          { title: 'Inventory: attending the count and valuation', kind: 'video', minutes: 26 },
          { title: 'Bank and cash: bank confirmations and reconciliations', kind: 'video', minutes: 16 },
          { title: 'Payables, accruals and the completeness assertion', kind: 'video', minutes: 20 },
          { title: 'Non-current assets: existence, ownership and depreciation', kind: 'video', minutes: 18 },
        ],
      },
      {
        title: 'Professional ethics',
        lessons: [
          { title: 'The five fundamental principles', kind: 'video', minutes: 19 },
          { title: 'Threats to compliance and safeguards', kind: 'video', minutes: 24 },
          { title: 'Independence, fees and non-audit services', kind: 'video', minutes: 21 },
          { title: 'Confidentiality and when disclosure is permitted', kind: 'video', minutes: 14 },
          { title: 'Ethics scenarios: twenty exam-style questions', kind: 'pdf', minutes: 15 },
        ],
      },
    ],
  },
  {
    slug: 'assurance-question-bank-two-mocks',
    title: 'Assurance: Question Bank and Two Full Mocks',
    subject: 'Assurance',
    summary: 'Objective and scenario questions for every Assurance syllabus area, with two timed mock exams and video debriefs.',
    description: `Assurance is a wordy paper: many candidates know the material but lose marks by misreading what a question asks. This revision course trains you to read the scenario, identify the area being tested and choose or write the answer that earns the marks.

The first section works through objective questions on each syllabus area. The second tackles longer scenarios: spotting control deficiencies and recommending improvements, designing substantive procedures for a given assertion, and identifying ethical threats with suitable safeguards.

Two full mock exams complete the course, each followed by a debrief that explains why the right answers are right and why the tempting wrong ones are wrong.`,
    outcomes: [
      'Recognise which syllabus area and which standard a question is testing',
      'Explain control deficiencies and practical recommendations in scenario questions',
      'Write specific substantive procedures linked to assertions',
      'Identify ethical threats and safeguards quickly in a client scenario',
      'Complete a full Assurance paper within two hours',
    ],
    requirements: ['You have studied the whole Assurance syllabus at least once'],
    language: 'Bangla and English',
    pricePaisa: 300000,
    access: { days: 120 },
    instructors: ['tanvir-ahmed'],
    sections: [
      {
        title: 'Objective question practice by syllabus area',
        lessons: [
          { title: 'How Assurance questions are marked', kind: 'video', minutes: 10, preview: true },
          { title: 'Assurance concepts and the audit process: thirty questions', kind: 'video', minutes: 22 },
          { title: 'Internal controls: forty questions', kind: 'video', minutes: 30 },
          { title: 'Evidence, assertions and sampling: forty questions', kind: 'video', minutes: 32 },
          { title: 'Professional ethics: thirty questions', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Scenario questions',
        lessons: [
          { title: 'Control deficiencies and recommendations in a payroll system', kind: 'video', minutes: 28 },
          { title: 'Designing substantive procedures for receivables and inventory', kind: 'video', minutes: 26 },
          { title: 'Ethical threats in a client scenario', kind: 'video', minutes: 22 },
          { title: 'Scenario question pack with suggested answers', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Mock exams',
        lessons: [
          { title: 'Mock exam 1 debrief', kind: 'video', minutes: 30 },
          { title: 'Mock exam 2 debrief', kind: 'video', minutes: 30 },
          { title: 'Final-week revision checklist', kind: 'text', minutes: 6 },
        ],
      },
    ],
  },

  // -------------------------------------------- Business, Technology & Finance
  {
    slug: 'business-technology-finance-complete-course-december-2026',
    title: 'Business, Technology & Finance: Complete Course for the December 2026 Sitting',
    subject: 'Business, Technology & Finance',
    summary: 'How businesses are organised and financed, the finance function, technology in finance, and governance and ethics.',
    description: `Business, Technology & Finance sets out the environment in which accountants work. This course covers all five syllabus areas: business objectives and functions, business and organisational structures, the professional accountant and technology, finance and the financial system, and governance, ethics and sustainability.

The examples are local: how a family-owned group in Chattogram is structured, how a garment exporter finances its working capital through bank facilities, how the Dhaka and Chittagong stock exchanges raise equity for listed companies, and how the Corporate Governance Code shapes the boards of listed companies.

The technology section explains what cloud accounting, automation, data analytics and cyber security mean for a finance team in practice. Because the paper is examined entirely through objective questions plus a scenario, each section ends with practice questions in the exam formats.`,
    outcomes: [
      'Explain business objectives, stakeholders and the main functional areas of a business',
      'Compare the legal forms of business and common organisational structures',
      'Describe how information systems, data analytics and automation affect the finance function',
      'Identify suitable short- and long-term sources of finance and manage working capital',
      'Explain corporate governance, corporate responsibility and sustainability expectations',
    ],
    requirements: ['No previous study required: this is a good first paper alongside Accounting'],
    language: 'Bangla and English',
    pricePaisa: 650000,
    access: { until: '2026-12-31' },
    instructors: ['shirin-akter', 'kamal-uddin'],
    sections: [
      {
        title: 'Business objectives and functions',
        lessons: [
          { title: 'Welcome: how Business, Technology & Finance is examined', kind: 'video', minutes: 8, preview: true },
          { title: 'Why businesses exist: objectives and stakeholders', kind: 'video', minutes: 18, preview: true },
          { title: 'Mission, strategy and the planning process', kind: 'video', minutes: 20 },
          { title: 'The functional areas: operations, marketing, HR and finance', kind: 'video', minutes: 22 },
          { title: 'Case study: stakeholder mapping for a food processing company', kind: 'text', minutes: 10 },
        ],
      },
      {
        title: 'Business and organisational structures',
        lessons: [
          { title: 'Sole traders, partnerships and companies under Bangladesh law', kind: 'video', minutes: 20 },
          { title: 'Organisational structures: functional, divisional and matrix', kind: 'video', minutes: 18 },
          { title: 'The finance function: reporting, treasury, tax and control', kind: 'video', minutes: 19 },
          { title: 'Shared service centres and outsourcing', kind: 'video', minutes: 14 },
        ],
      },
      {
        title: 'The professional accountant and technology',
        lessons: [
          { title: 'Information systems and ERP', kind: 'video', minutes: 17 },
          { title: 'Cloud accounting and process automation', kind: 'video', minutes: 19 },
          { title: 'Data analytics: descriptive, predictive and prescriptive', kind: 'video', minutes: 22 },
          { title: 'Cyber security: risks and controls', kind: 'video', minutes: 20 },
          { title: 'Summary notes: technology in finance', kind: 'pdf', minutes: 10 },
        ],
      },
      {
        title: 'Finance and the financial system',
        lessons: [
          { title: 'Short-term finance: overdrafts, trade credit and factoring', kind: 'video', minutes: 21 },
          { title: 'Long-term finance: term loans, leases, bonds and equity', kind: 'video', minutes: 24 },
          { title: 'Banks, Bangladesh Bank and the capital markets', kind: 'video', minutes: 20 },
          { title: 'Managing working capital: inventory, receivables and payables', kind: 'video', minutes: 26 },
          { title: 'Cash management and the cash operating cycle', kind: 'video', minutes: 18 },
        ],
      },
      {
        title: 'Governance, ethics and sustainability',
        lessons: [
          { title: 'Corporate governance: boards, committees and the Corporate Governance Code', kind: 'video', minutes: 22 },
          { title: 'Corporate responsibility and sustainability reporting', kind: 'video', minutes: 18 },
          { title: 'Professional ethics in business', kind: 'video', minutes: 16 },
          { title: 'Exam technique for objective questions', kind: 'text', minutes: 8 },
        ],
      },
    ],
  },
  {
    slug: 'business-technology-finance-free-question-practice',
    title: 'Business, Technology & Finance: Free Objective Question Practice',
    subject: 'Business, Technology & Finance',
    summary: 'Free walked-through objective questions on every BTF syllabus area, with a timed mock and a last-week checklist.',
    description: `A free revision course for anyone sitting Business, Technology & Finance. It works through objective questions on every syllabus area and shows how to eliminate wrong options when two answers look similar.

Each video takes a set of questions and explains the reasoning behind the right answer, linking it back to the syllabus topic so you know what to revise if you got it wrong. Downloadable question packs let you practise first and check afterwards.

The course ends with a debrief of a full timed mock and a short checklist for the week before the exam.`,
    outcomes: [
      'Answer objective questions across all five BTF syllabus areas',
      'Use elimination to choose between closely worded options',
      'Spot the topics you need to revise before the exam',
      'Manage your time across a full two-hour paper',
    ],
    requirements: ['You have studied the BTF syllabus at least once'],
    language: 'Bangla and English',
    pricePaisa: 0,
    access: { days: 120 },
    instructors: ['kamal-uddin', 'shirin-akter'],
    sections: [
      {
        title: 'Business, structures and the finance function',
        lessons: [
          { title: 'How to approach BTF objective questions', kind: 'video', minutes: 10, preview: true },
          { title: 'Objectives, stakeholders and structures: thirty questions walked through', kind: 'video', minutes: 26 },
          { title: 'Question pack 1: business and structures', kind: 'pdf', minutes: 12 },
        ],
      },
      {
        title: 'Technology and finance',
        lessons: [
          { title: 'Technology, data analytics and cyber security: thirty questions', kind: 'video', minutes: 24 },
          { title: 'Sources of finance and working capital: thirty questions', kind: 'video', minutes: 28 },
          { title: 'Question pack 2: technology and finance', kind: 'pdf', minutes: 12 },
        ],
      },
      {
        title: 'Governance and a timed mock',
        lessons: [
          { title: 'Governance, ethics and sustainability: twenty-five questions', kind: 'video', minutes: 20 },
          { title: 'Mock exam debrief', kind: 'video', minutes: 30 },
          { title: 'Last-week checklist', kind: 'text', minutes: 5 },
        ],
      },
    ],
  },

  // ---------------------------------------------------- Management Information
  {
    slug: 'management-information-complete-course-december-2026',
    title: 'Management Information: Complete Course for the December 2026 Sitting',
    subject: 'Management Information',
    summary: 'Costing, pricing, budgeting, variance analysis and short-term decisions, with exam-standard calculations in every lesson.',
    description: `Management Information is about the numbers managers use to plan, control and decide. This course covers the whole syllabus: costing and pricing, budgeting and forecasting, performance management, and management decision making.

Every technique is introduced with the business question it answers. Why does absorption costing give a different profit from marginal costing? When is a cost relevant to a decision? How should a factory with a shortage of machine hours choose what to make? The examples come from manufacturers and service businesses of the kind candidates meet in their articleship.

The paper rewards speed and accuracy with numbers, so each section includes number-entry drills and a formula sheet. Variance analysis, which many candidates find hardest, gets a full section of its own with a complete operating statement worked from start to finish.`,
    outcomes: [
      'Classify costs and analyse cost behaviour, including the high-low method',
      'Apply absorption, marginal and activity-based costing and reconcile their profits',
      'Set prices using cost-plus and market-based approaches',
      'Prepare functional, cash and flexible budgets',
      'Calculate and interpret material, labour, overhead and sales variances',
      'Use relevant costing, break-even analysis and limiting factors to make decisions',
    ],
    requirements: ['Comfort with basic arithmetic and percentages', 'A scientific calculator'],
    language: 'Bangla and English',
    pricePaisa: 780000,
    salePricePaisa: 650000,
    access: { until: '2026-12-31' },
    instructors: ['imran-hossain'],
    sections: [
      {
        title: 'Cost classification and cost behaviour',
        lessons: [
          { title: 'Welcome: how Management Information is examined', kind: 'video', minutes: 8, preview: true },
          { title: 'Cost classification and cost behaviour', kind: 'video', minutes: 20, preview: true },
          { title: 'The high-low method', kind: 'video', minutes: 14 },
          { title: 'Materials: economic order quantity and reorder levels', kind: 'video', minutes: 26 },
          { title: 'Inventory valuation: FIFO and weighted average cost', kind: 'video', minutes: 18 },
          { title: 'Labour costs: remuneration methods and labour turnover', kind: 'video', minutes: 16 },
        ],
      },
      {
        title: 'Absorption, marginal and activity-based costing',
        lessons: [
          { title: 'Overhead allocation, apportionment and reapportionment', kind: 'video', minutes: 28 },
          { title: 'Absorption rates and under- or over-absorption', kind: 'video', minutes: 22 },
          { title: 'Marginal costing and reconciling the two profits', kind: 'video', minutes: 24 },
          { title: 'Activity-based costing', kind: 'video', minutes: 25 },
          { title: 'Practice set: costing methods', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Pricing, budgeting and forecasting',
        lessons: [
          { title: 'Cost-plus pricing: mark-ups and margins', kind: 'video', minutes: 18 },
          { title: 'Market-based pricing and price elasticity of demand', kind: 'video', minutes: 20 },
          { title: 'Functional budgets and the master budget', kind: 'video', minutes: 26 },
          { title: 'Cash budgets', kind: 'video', minutes: 24 },
          { title: 'Flexible budgets', kind: 'video', minutes: 18 },
          { title: 'Forecasting: time series and linear regression', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Standard costing and variance analysis',
        lessons: [
          { title: 'Setting standard costs', kind: 'video', minutes: 12 },
          { title: 'Material and labour variances', kind: 'video', minutes: 28 },
          { title: 'Variable and fixed overhead variances', kind: 'video', minutes: 26 },
          { title: 'Sales variances and the operating statement', kind: 'video', minutes: 24 },
          { title: 'Variance formula sheet', kind: 'pdf', minutes: 6 },
        ],
      },
      {
        title: 'Performance management',
        lessons: [
          { title: 'Responsibility centres: cost, profit and investment centres', kind: 'text', minutes: 10 },
          { title: 'Return on investment and residual income', kind: 'video', minutes: 20 },
          { title: 'Non-financial measures and the balanced scorecard', kind: 'video', minutes: 18 },
          { title: 'Interpreting variances and deciding what to investigate', kind: 'video', minutes: 16 },
        ],
      },
      {
        title: 'Management decision making',
        lessons: [
          { title: 'Relevant costs and opportunity costs', kind: 'video', minutes: 24 },
          { title: 'Break-even analysis and the margin of safety', kind: 'video', minutes: 22 },
          { title: 'Cost-volume-profit charts and multi-product break-even', kind: 'video', minutes: 20 },
          { title: 'Limiting factor analysis', kind: 'video', minutes: 23 },
          { title: 'Make-or-buy and other short-term decisions', kind: 'video', minutes: 21 },
          { title: 'Exam technique: number entry questions', kind: 'text', minutes: 8 },
        ],
      },
    ],
  },
  {
    slug: 'management-information-revision-question-practice',
    title: 'Management Information: Revision and Question Practice',
    subject: 'Management Information',
    summary: 'A six-week revision plan for Management Information: costing, budgets, variances and decisions, with a timed mock.',
    description: `This revision course condenses Management Information into a six-week plan for candidates who have completed the syllabus and want focused practice before the exam.

Each section takes one group of syllabus areas, reviews the key techniques in a short recap and then works through exam-standard questions, concentrating on the calculations that carry the most marks: absorption versus marginal costing, cash and flexible budgets, variance analysis and relevant costing.

A full timed mock with a video debrief completes the course.`,
    outcomes: [
      'Follow a structured six-week revision plan',
      'Answer costing and pricing questions accurately under time pressure',
      'Prepare budgets and calculate variances without a formula sheet',
      'Apply relevant costing, CVP and limiting factor techniques to exam scenarios',
    ],
    requirements: ['You have studied the whole Management Information syllabus', 'A scientific calculator'],
    language: 'English',
    pricePaisa: 250000,
    access: { days: 120 },
    instructors: ['imran-hossain'],
    sections: [
      {
        title: 'Costing and pricing drills',
        lessons: [
          { title: 'Your six-week revision plan', kind: 'text', minutes: 6, preview: true },
          { title: 'Absorption and marginal costing questions', kind: 'video', minutes: 24 },
          { title: 'Activity-based costing and pricing questions', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Budgets and variances',
        lessons: [
          { title: 'Cash budget and flexible budget questions', kind: 'video', minutes: 25 },
          { title: 'Variance analysis: twenty-five questions', kind: 'video', minutes: 32 },
          { title: 'Question pack: budgets and variances', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Decisions and a timed mock',
        lessons: [
          { title: 'Relevant costing and CVP questions', kind: 'video', minutes: 26 },
          { title: 'Limiting factor questions', kind: 'video', minutes: 20 },
          { title: 'Mock exam debrief', kind: 'video', minutes: 30 },
        ],
      },
    ],
  },

  // ---------------------------------------------------- Principles of Taxation
  {
    slug: 'principles-of-taxation-complete-course-december-2026',
    title: 'Principles of Taxation: Complete Course for the December 2026 Sitting',
    subject: 'Principles of Taxation',
    summary: 'Income tax for individuals and companies under the Income Tax Act 2023, withholding tax, administration, and VAT and SD.',
    description: `This course covers the complete Principles of Taxation syllabus as it applies to the December 2026 sitting. Income tax is taught under the Income Tax Act 2023, and VAT and supplementary duty under the VAT and SD Act 2012, with the rates and thresholds set by the most recent Finance Act.

Individual income tax carries the most marks, so it is covered in depth: residential status, the heads of income, salary and its exempt portion, rental income, the tax rebate for investment, and a full tax computation laid out the way the examiner expects. Company tax follows, with adjustments to business profit, tax depreciation, losses and minimum tax.

The later sections cover withholding tax (tax deducted and collected at source), tax administration (returns, advance tax, assessments, penalties and appeals) and VAT and SD, from registration and tax invoices to input tax credit, VAT deducted at source and the monthly return.

Every computation lesson comes with a downloadable question to attempt before watching the solution.`,
    outcomes: [
      'Determine residential status and the heads of income of an individual under the Income Tax Act 2023',
      'Compute the taxable income and tax liability of an individual, including the investment rebate',
      'Compute taxable business income and tax payable for a company, including minimum tax',
      'Apply withholding tax rules to salaries, contract payments, imports and investment income',
      'Explain return filing, advance tax, assessment, penalty and appeal procedures',
      'Compute VAT and supplementary duty payable for a tax period under the VAT and SD Act 2012',
    ],
    requirements: ['Basic bookkeeping knowledge is helpful but not essential', 'A calculator'],
    language: 'Bangla and English',
    pricePaisa: 900000,
    access: { until: '2026-12-31' },
    instructors: ['nusrat-jahan'],
    featured: true,
    sections: [
      {
        title: 'Ethics and the tax system',
        lessons: [
          { title: 'Welcome: how Principles of Taxation is examined', kind: 'video', minutes: 9, preview: true },
          { title: 'The Bangladesh tax system: direct and indirect taxes', kind: 'video', minutes: 18, preview: true },
          { title: "Tax avoidance, tax evasion and the accountant's ethical duties", kind: 'video', minutes: 15 },
          { title: 'The structure of the Income Tax Act 2023 and the role of the NBR', kind: 'video', minutes: 16 },
          { title: 'Key definitions: income year, assessment year and assessee', kind: 'text', minutes: 8 },
        ],
      },
      {
        title: 'Income tax: individuals',
        lessons: [
          { title: 'Residential status under the Income Tax Act 2023', kind: 'video', minutes: 20 },
          { title: 'Heads of income and total income', kind: 'video', minutes: 18 },
          { title: 'Income from salary: perquisites and the exempt portion', kind: 'video', minutes: 30 },
          { title: 'Rental income and allowable deductions', kind: 'video', minutes: 22 },
          { title: 'Capital gains, income from financial assets and other sources', kind: 'video', minutes: 24 },
          { title: 'Tax rebate for investment and the individual tax computation', kind: 'video', minutes: 28 },
        ],
      },
      {
        title: 'Income tax: companies',
        lessons: [
          { title: 'Income from business: admissible and inadmissible expenses', kind: 'video', minutes: 30 },
          { title: 'Tax depreciation and initial allowance', kind: 'video', minutes: 24 },
          { title: 'Set-off and carry forward of business losses', kind: 'video', minutes: 18 },
          { title: 'Corporate tax rates and minimum tax', kind: 'video', minutes: 22 },
          { title: 'Worked example: a company tax computation', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Withholding taxes',
        lessons: [
          { title: 'Tax deducted and collected at source: how withholding works', kind: 'video', minutes: 16 },
          { title: 'Tax deducted from salaries and contract payments', kind: 'video', minutes: 22 },
          { title: 'Tax collected at import stage and tax on investment income', kind: 'video', minutes: 20 },
          { title: "Withholding tax returns and the withholding agent's duties", kind: 'text', minutes: 10 },
        ],
      },
      {
        title: 'Tax administration',
        lessons: [
          { title: 'Filing the return: the tax day, return forms and the PSR', kind: 'video', minutes: 20 },
          { title: 'Advance tax: who pays and when', kind: 'video', minutes: 16 },
          { title: 'Assessments, tax audits and time limits', kind: 'video', minutes: 18 },
          { title: 'Penalties, interest and the appeal process', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'VAT and supplementary duty',
        lessons: [
          { title: 'VAT registration and turnover tax enlistment', kind: 'video', minutes: 18 },
          { title: 'Output tax, tax invoices and the Mushak forms', kind: 'video', minutes: 24 },
          { title: 'VAT and SD: input tax credit', kind: 'video', minutes: 22 },
          { title: 'VAT deducted at source', kind: 'video', minutes: 16 },
          { title: 'Supplementary duty on specified goods and services', kind: 'video', minutes: 15 },
          { title: 'The monthly VAT return (Mushak 9.1)', kind: 'video', minutes: 20 },
        ],
      },
    ],
  },
  {
    slug: 'principles-of-taxation-question-bank-mock-exams',
    title: 'Principles of Taxation: Question Bank and Mock Exams',
    subject: 'Principles of Taxation',
    summary: 'Exam-standard tax computations and objective questions on income tax, withholding tax and VAT and SD, plus two timed mocks.',
    description: `Tax marks are earned through well-laid-out computations. This question bank gives you plenty of them: individual and company income tax computations under the Income Tax Act 2023, withholding tax questions, and VAT and SD questions under the VAT and SD Act 2012.

Each video walks through a group of questions, showing a layout you can reuse in the exam and pointing out the adjustments candidates most often miss. A rates and allowances sheet for the December 2026 sitting is included for quick reference while you practise.

Two full three-hour mock exams complete the course, each with a detailed debrief.`,
    outcomes: [
      'Lay out individual and company tax computations clearly and consistently',
      'Avoid the most common errors in salary, rental and business income adjustments',
      'Answer withholding tax and tax administration questions quickly',
      'Compute net VAT payable, including supplementary duty and VAT deducted at source',
      'Manage your time across a full three-hour paper',
    ],
    requirements: ['You have studied the whole Principles of Taxation syllabus at least once'],
    language: 'Bangla and English',
    pricePaisa: 400000,
    access: { days: 180 },
    instructors: ['nusrat-jahan'],
    sections: [
      {
        title: 'Individual income tax computations',
        lessons: [
          { title: 'How to lay out a tax computation', kind: 'video', minutes: 12, preview: true },
          { title: 'Salary and rental income: ten computations', kind: 'video', minutes: 30 },
          { title: 'Investment rebate and final tax liability', kind: 'video', minutes: 26 },
        ],
      },
      {
        title: 'Company tax and withholding',
        lessons: [
          { title: 'Adjusting business profit: exam-style questions', kind: 'video', minutes: 28 },
          { title: 'Tax depreciation and minimum tax questions', kind: 'video', minutes: 24 },
          { title: 'Withholding tax: objective questions', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'VAT, SD and tax administration',
        lessons: [
          { title: 'VAT return questions: output tax and input tax credit', kind: 'video', minutes: 26 },
          { title: 'Supplementary duty and VAT deducted at source questions', kind: 'video', minutes: 18 },
          { title: 'Returns, penalties and deadlines: thirty quick questions', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'Mock exams',
        lessons: [
          { title: 'Mock exam 1 debrief', kind: 'video', minutes: 35 },
          { title: 'Mock exam 2 debrief', kind: 'video', minutes: 35 },
          { title: 'Rates and allowances sheet for the December 2026 sitting', kind: 'pdf', minutes: 6 },
        ],
      },
    ],
  },
];
