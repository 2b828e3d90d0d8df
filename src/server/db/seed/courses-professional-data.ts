import type { CourseSeed } from './catalogue-types';

/**
 * Demo courses for the Professional Level and Advanced Level papers: for each
 * paper, one full course tied to an exam sitting and one shorter revision,
 * question-practice or case-study course.
 */
export const PROFESSIONAL_COURSE_SEEDS: CourseSeed[] = [
  // ---------------------------------------------------------------- Audit & Assurance
  {
    slug: 'audit-and-assurance-isa-complete-course',
    title: 'Audit & Assurance: ISA Complete Course',
    subject: 'Audit & Assurance',
    summary: "Plan, perform and conclude an audit under the ISAs as adopted in Bangladesh, from ethics and acceptance to the auditor's report.",
    description: `This is the full taught course for the Professional Level Audit & Assurance paper. It follows the life of an audit engagement in the order the paper examines it: the auditor's legal and ethical position, accepting and managing the engagement, planning and risk assessment, responding to the risks in each area of the financial statements, and finally completing the work and reporting.

Every topic is taught through a single running client, a mid-sized pharmaceutical manufacturer in Gazipur, so that you see how materiality set in planning drives sample sizes, how a risk identified under ISA 315 becomes a specific procedure under ISA 330, and how an unresolved going concern doubt ends up in the auditor's report. Working papers, planning memoranda and audit programmes are shown as an engagement team would actually write them.

Planning engagements carries around 40% of the marks, so a third of the course is spent there. Each section closes with a past-style written question and a marked model answer that shows where the marks come from, so you learn to write specific, scenario-based points rather than textbook lists.

Access runs until 31 December 2026, covering the December 2026 sitting.`,
    outcomes: [
      "Explain the auditor's duties under the Companies Act 1994 and the Financial Reporting Act 2015, and apply the ICAB Code of Ethics to independence threats",
      'Set materiality and performance materiality and assess the risks of material misstatement under ISA 315 (Revised)',
      'Design tests of controls and substantive procedures for inventory, receivables, payables, payroll and non-current assets',
      'Evaluate going concern, subsequent events and uncorrected misstatements at the completion stage',
      "Choose and justify the correct auditor's report under ISA 700, ISA 701, ISA 705 and ISA 706",
    ],
    requirements: ['Passed or exempt from Certificate Level Assurance', 'Comfortable reading a set of company financial statements at Certificate Level Accounting standard'],
    language: 'Bangla and English',
    pricePaisa: 1100000,
    access: { until: '2026-12-31' },
    instructors: ['tanvir-ahmed'],
    sections: [
      {
        title: 'Professional ethics and the legal framework',
        lessons: [
          { title: 'How the Audit & Assurance paper is set and marked', kind: 'video', minutes: 12, preview: true },
          { title: "Auditors' appointment, rights and duties under the Companies Act 1994", kind: 'video', minutes: 24, preview: true },
          { title: "The Financial Reporting Act 2015 and the FRC's oversight of auditors", kind: 'video', minutes: 22 },
          { title: 'ICAB Code of Ethics: fundamental principles, threats and safeguards', kind: 'video', minutes: 35 },
          { title: 'Independence: fees, non-audit services and long association', kind: 'video', minutes: 28 },
          { title: 'Auditor liability and confidentiality', kind: 'text', minutes: 12 },
        ],
      },
      {
        title: 'Accepting and managing engagements',
        lessons: [
          { title: 'Client acceptance and continuance procedures', kind: 'video', minutes: 20 },
          { title: 'ISA 210: agreeing the terms of audit engagements', kind: 'video', minutes: 18 },
          { title: 'ISQM 1 and ISA 220: quality management at firm and engagement level', kind: 'video', minutes: 30 },
          { title: 'ISA 230: audit documentation and the file review', kind: 'video', minutes: 16 },
          { title: 'Sample engagement letter and acceptance checklist', kind: 'pdf', minutes: 10 },
        ],
      },
      {
        title: 'Planning and risk assessment',
        lessons: [
          { title: 'ISA 300: the overall audit strategy and the audit plan', kind: 'video', minutes: 22 },
          { title: 'ISA 320: materiality and performance materiality', kind: 'video', minutes: 26 },
          { title: 'ISA 315 (Revised): understanding the entity and its environment', kind: 'video', minutes: 38 },
          { title: 'ISA 315: the system of internal control and IT general controls', kind: 'video', minutes: 34 },
          { title: 'ISA 240: fraud risk factors and the engagement team discussion', kind: 'video', minutes: 25 },
          { title: 'ISA 520: analytical procedures at the planning stage', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'Responding to assessed risks',
        lessons: [
          { title: 'ISA 330: tests of controls and substantive procedures', kind: 'video', minutes: 28 },
          { title: 'ISA 500 and ISA 530: sufficient appropriate evidence and audit sampling', kind: 'video', minutes: 32 },
          { title: 'ISA 501: attending the inventory count', kind: 'video', minutes: 24 },
          { title: 'Receivables and ISA 505 external confirmations', kind: 'video', minutes: 22 },
          { title: 'ISA 540: auditing accounting estimates and provisions', kind: 'video', minutes: 30 },
          { title: 'Audit programmes for payables, payroll and non-current assets', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Completion and review',
        lessons: [
          { title: 'ISA 450: evaluating misstatements identified during the audit', kind: 'video', minutes: 18 },
          { title: 'ISA 560: subsequent events', kind: 'video', minutes: 20 },
          { title: 'ISA 570: going concern', kind: 'video', minutes: 32 },
          { title: 'ISA 580 written representations and ISA 550 related parties', kind: 'video', minutes: 22 },
          { title: 'ISA 260 and ISA 265: communicating with those charged with governance', kind: 'video', minutes: 18 },
        ],
      },
      {
        title: "The auditor's report",
        lessons: [
          { title: 'ISA 700: forming an opinion and the unmodified report', kind: 'video', minutes: 26 },
          { title: 'ISA 701: communicating key audit matters', kind: 'video', minutes: 22 },
          { title: 'ISA 705: qualified, adverse and disclaimer of opinion', kind: 'video', minutes: 35 },
          { title: 'ISA 706: emphasis of matter and other matter paragraphs', kind: 'video', minutes: 18 },
          { title: "Auditor's report decision chart", kind: 'pdf', minutes: 8 },
          { title: 'Answering a reporting question: a worked past-style question', kind: 'text', minutes: 15 },
        ],
      },
    ],
  },
  {
    slug: 'audit-and-assurance-exam-kit-mock-papers',
    title: 'Audit & Assurance: Exam Kit and Mock Papers',
    subject: 'Audit & Assurance',
    summary: 'Past-style questions by syllabus area, two timed mock papers and video debriefs that show exactly where audit marks are won and lost.',
    description: `Most candidates who fail Audit & Assurance know the standards but write answers that are too general to score. This exam kit is built to fix that. It works through past-style questions area by area, showing how to turn each sentence of a scenario into a specific risk, a specific procedure or a specific reporting consequence.

The kit finishes with two full three-hour mock papers. Sit them under exam conditions, then watch the debrief, where Tanvir Ahmed marks a real borderline script line by line against the marking guide and explains which points earned credit and which did not.

Use it alongside the ISA Complete Course or on its own if you have already studied the syllabus and need focused question practice in the last eight to ten weeks before the exam.`,
    outcomes: [
      'Plan a written audit answer from the scenario in the first ten minutes',
      'Convert audit risks into precise, scenario-specific procedures',
      'Answer ethics, going concern and subsequent events questions in the format the marking guide rewards',
      "Identify the correct modification to the auditor's report and justify it",
      'Manage three hours across questions of different lengths',
    ],
    requirements: ['Studied the full Audit & Assurance syllabus, on this platform or elsewhere'],
    language: 'Bangla and English',
    pricePaisa: 450000,
    access: { days: 180 },
    instructors: ['tanvir-ahmed'],
    sections: [
      {
        title: 'Exam technique for written audit answers',
        lessons: [
          { title: 'Reading the scenario and planning your answer', kind: 'video', minutes: 18, preview: true },
          { title: 'Turning audit risks into specific procedures', kind: 'video', minutes: 24 },
          { title: 'How the marking guide awards points', kind: 'text', minutes: 10 },
        ],
      },
      {
        title: 'Question practice by syllabus area',
        lessons: [
          { title: 'Ethics and engagement acceptance: three past-style questions', kind: 'video', minutes: 35 },
          { title: 'Materiality and ISA 315 risk assessment questions', kind: 'video', minutes: 38 },
          { title: 'Substantive procedures on inventory, receivables and provisions', kind: 'video', minutes: 36 },
          { title: 'Going concern and subsequent events questions', kind: 'video', minutes: 30 },
          { title: "Auditor's reports: choosing the right opinion", kind: 'video', minutes: 28 },
        ],
      },
      {
        title: 'Mock papers',
        lessons: [
          { title: 'Mock paper 1: question paper', kind: 'pdf', minutes: 20 },
          { title: 'Mock paper 1: debrief and model answers', kind: 'video', minutes: 40 },
          { title: 'Mock paper 2: question paper', kind: 'pdf', minutes: 20 },
          { title: 'Mock paper 2: debrief and model answers', kind: 'video', minutes: 40 },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Financial Accounting & Reporting
  {
    slug: 'financial-accounting-reporting-ifrs-complete-course',
    title: 'Financial Accounting & Reporting: IFRS Complete Course',
    subject: 'Financial Accounting & Reporting',
    summary: 'Single-entity and group financial statements under IFRS as adopted in Bangladesh, taught on the pro-forma with exam-standard questions.',
    description: `This is the complete taught course for Financial Accounting & Reporting. It covers every standard in the syllabus, from the Conceptual Framework and IAS 1 through revenue, leases, financial instruments, impairment and deferred tax, to consolidated financial statements with subsidiaries, associates and joint arrangements, and statements of cash flows.

Farhana Rahman teaches each standard from a worked example laid out on the exam pro-forma, then asks why each number sits where it does. That second step matters: the paper rewards candidates who can explain the judgement behind a figure, such as whether a contract is a lease under IFRS 16 or whether a cash-generating unit is impaired under IAS 36, not only those who can compute it.

Single-entity financial statements carry around 55% of the marks and consolidated statements around 35%, and the course time is split the same way. Group accounts are built up in stages, from goodwill and non-controlling interests to intra-group adjustments, disposals and group cash flows, so that a full consolidation question stops being intimidating.

Access runs until 30 June 2027, covering both the December 2026 and the June 2027 sittings.`,
    outcomes: [
      'Prepare a statement of profit or loss, statement of financial position and statement of cash flows under IAS 1 and IAS 7',
      'Apply IFRS 15, IFRS 16, IFRS 9, IAS 36, IAS 37 and IAS 12 to exam-style scenarios',
      'Prepare consolidated financial statements under IFRS 3 and IFRS 10, including associates under IAS 28',
      'Explain the Financial Reporting Act 2015 and the role of the FRC in financial reporting in Bangladesh',
      'Discuss the ethical pressures on preparers and the judgements behind the numbers',
    ],
    requirements: ['Passed or exempt from Certificate Level Accounting', 'A calculator you are allowed to use in the exam hall'],
    language: 'Bangla and English',
    pricePaisa: 1200000,
    access: { until: '2027-06-30' },
    instructors: ['farhana-rahman'],
    featured: true,
    sections: [
      {
        title: 'The reporting framework',
        lessons: [
          { title: 'How the Financial Accounting & Reporting paper is set and marked', kind: 'video', minutes: 14, preview: true },
          { title: 'The Conceptual Framework for Financial Reporting', kind: 'video', minutes: 28, preview: true },
          { title: 'The Financial Reporting Act 2015, the FRC and IFRS in Bangladesh', kind: 'video', minutes: 24 },
          { title: 'IAS 1: presentation and the pro-forma financial statements', kind: 'video', minutes: 32 },
          { title: 'IAS 8: accounting policies, changes in estimates and errors', kind: 'video', minutes: 20 },
          { title: 'Ethics in financial reporting: pressure from management', kind: 'text', minutes: 12 },
        ],
      },
      {
        title: 'Non-current assets',
        lessons: [
          { title: 'IAS 16: cost model, revaluation model and derecognition', kind: 'video', minutes: 34 },
          { title: 'IAS 23 borrowing costs and IAS 20 government grants', kind: 'video', minutes: 22 },
          { title: 'IAS 38: intangible assets and development costs', kind: 'video', minutes: 24 },
          { title: 'IAS 40: investment property', kind: 'video', minutes: 18 },
          { title: 'IAS 36: impairment of assets and cash-generating units', kind: 'video', minutes: 38 },
          { title: 'IFRS 5: non-current assets held for sale and discontinued operations', kind: 'video', minutes: 26 },
        ],
      },
      {
        title: 'Revenue, leases and provisions',
        lessons: [
          { title: 'IFRS 15: the five-step revenue model', kind: 'video', minutes: 36 },
          { title: 'IFRS 15: performance obligations over time, variable consideration and principal versus agent', kind: 'video', minutes: 32 },
          { title: 'IFRS 16: lessee accounting, the right-of-use asset and the lease liability', kind: 'video', minutes: 35 },
          { title: 'IFRS 16: short-term and low-value exemptions, sale and leaseback', kind: 'video', minutes: 24 },
          { title: 'IAS 37 provisions and contingencies, IAS 10 events after the reporting period', kind: 'video', minutes: 28 },
          { title: 'IFRS 15 and IFRS 16 worked examples', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Financial instruments, tax and earnings per share',
        lessons: [
          { title: 'IAS 32 and IFRS 9: classifying financial assets and financial liabilities', kind: 'video', minutes: 34 },
          { title: 'Amortised cost and the effective interest method', kind: 'video', minutes: 26 },
          { title: 'Expected credit losses on trade receivables', kind: 'video', minutes: 20 },
          { title: 'IAS 12: current tax and deferred tax', kind: 'video', minutes: 36 },
          { title: 'IAS 33: basic and diluted earnings per share', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Consolidated financial statements',
        lessons: [
          { title: 'IFRS 10 control and IFRS 3 goodwill', kind: 'video', minutes: 30 },
          { title: 'Consolidated statement of financial position: non-controlling interests at fair value and at proportionate share', kind: 'video', minutes: 38 },
          { title: 'Intra-group balances, unrealised profit and fair value adjustments', kind: 'video', minutes: 28 },
          { title: 'Consolidated statement of profit or loss and other comprehensive income', kind: 'video', minutes: 32 },
          { title: 'IAS 28 associates and IFRS 11 joint arrangements', kind: 'video', minutes: 30 },
          { title: 'Disposal of a subsidiary', kind: 'video', minutes: 26 },
        ],
      },
      {
        title: 'Statements of cash flows',
        lessons: [
          { title: 'IAS 7: the indirect method', kind: 'video', minutes: 30 },
          { title: 'Single-entity statement of cash flows: question walkthrough', kind: 'video', minutes: 35 },
          { title: 'Consolidated statements of cash flows', kind: 'video', minutes: 36 },
          { title: 'Cash flow workings template', kind: 'pdf', minutes: 10 },
        ],
      },
    ],
  },
  {
    slug: 'financial-accounting-reporting-group-accounts-question-practice',
    title: 'Financial Accounting & Reporting: Group Accounts and Question Practice',
    subject: 'Financial Accounting & Reporting',
    summary: 'Timed consolidation drills, single-entity scenario questions and a full mock exam with a step-by-step debrief.',
    description: `Group accounts decide more Financial Accounting & Reporting results than any other topic. This revision course drills the consolidation workings until they are automatic: goodwill, non-controlling interests, fair value adjustments, mid-year acquisitions, intra-group trading and associates, each practised on exam-standard numbers against the clock.

The second half covers the single-entity questions that make up the rest of the paper: preparing statements from a trial balance with year-end adjustments, IFRS 15 and IFRS 16 scenarios, deferred tax and impairment, and the written explanations that earn the judgement and ethics marks. It ends with a full mock exam and a debrief of every requirement.`,
    outcomes: [
      'Complete the standard consolidation workings quickly and without errors',
      'Handle mid-year acquisitions, fair value adjustments and unrealised profit in one question',
      'Prepare single-entity financial statements from a trial balance with adjustments under time pressure',
      'Write clear explanations of IFRS judgements for the discussion marks',
    ],
    requirements: ['Studied the full Financial Accounting & Reporting syllabus'],
    language: 'Bangla and English',
    pricePaisa: 500000,
    access: { days: 180 },
    instructors: ['farhana-rahman'],
    sections: [
      {
        title: 'Group accounts drills',
        lessons: [
          { title: 'Goodwill and non-controlling interest workings step by step', kind: 'video', minutes: 25, preview: true },
          { title: 'Mid-year acquisitions and fair value adjustments', kind: 'video', minutes: 30 },
          { title: 'Consolidated statement of profit or loss questions', kind: 'video', minutes: 32 },
          { title: 'Associates in the group financial statements', kind: 'video', minutes: 22 },
          { title: 'Consolidation workings checklist', kind: 'pdf', minutes: 8 },
        ],
      },
      {
        title: 'Single-entity question practice',
        lessons: [
          { title: 'Financial statements from a trial balance with adjustments', kind: 'video', minutes: 40 },
          { title: 'IFRS 15 and IFRS 16 scenario questions', kind: 'video', minutes: 35 },
          { title: 'Deferred tax and IAS 36 impairment questions', kind: 'video', minutes: 30 },
        ],
      },
      {
        title: 'Judgement and ethics marks',
        lessons: [
          { title: 'Writing explanations that earn the judgement marks', kind: 'text', minutes: 12 },
          { title: 'Past-style ethics scenarios for preparers', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'Mock exam',
        lessons: [
          { title: 'Full mock exam: question paper', kind: 'pdf', minutes: 20 },
          { title: 'Mock debrief: the consolidation question', kind: 'video', minutes: 40 },
          { title: 'Mock debrief: single-entity questions and explanations', kind: 'video', minutes: 35 },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Financial Management
  {
    slug: 'financial-management-complete-course',
    title: 'Financial Management: Investment, Finance and Risk Complete Course',
    subject: 'Financial Management',
    summary: 'Sources of finance, the cost of capital, NPV under tax and inflation, business valuation and hedging, taught on exam-standard numbers.',
    description: `This course covers the whole Financial Management syllabus: the financing decision, the investment decision and the management of financial risk. Each technique is introduced with the question a finance director would actually ask, such as whether to raise equity through a rights issue or borrow from a bank, then practised on numbers at exam standard.

Investment decisions and valuation carry around 45% of the marks, so the course gives them the most time: NPV and IRR with tax depreciation allowances and inflation, capital rationing, sensitivity and expected values, lease-or-buy decisions, and the valuation of businesses and shares using asset, earnings, dividend and free cash flow methods. The cost of capital is built up carefully from the dividend valuation model and CAPM to WACC, with a clear explanation of when WACC is and is not the right discount rate.

The final section deals with the foreign exchange and interest rate risks faced by Bangladeshi importers, exporters and borrowers, and how forwards, money market hedges, futures, options and swaps manage them.

Access runs until 30 June 2027, covering both the December 2026 and the June 2027 sittings.`,
    outcomes: [
      'Calculate the cost of equity, the cost of debt and the weighted average cost of capital (WACC)',
      'Appraise investments using NPV and IRR with tax, inflation, capital rationing and risk',
      'Value a business or a block of shares using asset, earnings, dividend and free cash flow methods',
      'Advise on sources of finance, capital structure and dividend policy for a Bangladeshi company',
      'Recommend hedges for foreign exchange and interest rate risk using forwards, futures, options and swaps',
    ],
    requirements: ['Passed or exempt from Certificate Level Management Information', 'A scientific calculator and a copy of the discount and annuity tables'],
    language: 'Bangla and English',
    pricePaisa: 1100000,
    salePricePaisa: 950000,
    access: { until: '2027-06-30' },
    instructors: ['imran-hossain'],
    sections: [
      {
        title: 'Financial objectives and sources of finance',
        lessons: [
          { title: 'Introduction to the paper and the formulae sheet', kind: 'video', minutes: 15, preview: true },
          { title: 'Shareholder wealth, stakeholders and agency theory', kind: 'video', minutes: 20, preview: true },
          { title: 'Equity finance: rights issues, IPOs and the BSEC public issue rules', kind: 'video', minutes: 30 },
          { title: 'Debt finance: bank loans, bonds and convertibles', kind: 'video', minutes: 28 },
          { title: 'Islamic finance: sukuk, ijarah and murabaha', kind: 'video', minutes: 18 },
          { title: 'Dividend policy and scrip dividends', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'Cost of capital and capital structure',
        lessons: [
          { title: 'Cost of equity: the dividend valuation model and dividend growth', kind: 'video', minutes: 26 },
          { title: 'CAPM, beta and the cost of equity', kind: 'video', minutes: 30 },
          { title: 'Cost of debt: irredeemable, redeemable and convertible debt', kind: 'video', minutes: 32 },
          { title: 'WACC: calculation and when to use it', kind: 'video', minutes: 28 },
          { title: 'Capital structure theory: the traditional view and Modigliani-Miller', kind: 'video', minutes: 34 },
        ],
      },
      {
        title: 'Investment appraisal',
        lessons: [
          { title: 'NPV, IRR and payback refresher', kind: 'video', minutes: 24 },
          { title: 'NPV with tax: tax depreciation allowances under the Income Tax Act 2023', kind: 'video', minutes: 36 },
          { title: 'NPV with inflation: real and money rates', kind: 'video', minutes: 30 },
          { title: 'Capital rationing and the profitability index', kind: 'video', minutes: 24 },
          { title: 'Risk and uncertainty: sensitivity analysis and expected values', kind: 'video', minutes: 28 },
          { title: 'Lease or buy decisions', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Business and share valuation',
        lessons: [
          { title: 'Asset-based valuation', kind: 'video', minutes: 18 },
          { title: 'Earnings-based valuation: P/E ratio and earnings yield', kind: 'video', minutes: 24 },
          { title: 'Dividend valuation and free cash flow methods', kind: 'video', minutes: 32 },
          { title: 'Valuing debt and the efficient market hypothesis', kind: 'video', minutes: 22 },
          { title: 'Valuation case: bidding for a company listed on the Dhaka Stock Exchange', kind: 'video', minutes: 38 },
        ],
      },
      {
        title: 'Financial risk management',
        lessons: [
          { title: 'Foreign exchange risk: transaction, translation and economic', kind: 'video', minutes: 20 },
          { title: 'Forward contracts and money market hedges', kind: 'video', minutes: 32 },
          { title: 'Currency futures and currency options', kind: 'video', minutes: 34 },
          { title: 'Interest rate parity and purchasing power parity', kind: 'video', minutes: 24 },
          { title: 'Interest rate risk: FRAs, interest rate futures, options and swaps', kind: 'video', minutes: 36 },
          { title: 'Hedging methods summary notes', kind: 'pdf', minutes: 12 },
        ],
      },
    ],
  },
  {
    slug: 'financial-management-question-bank-revision',
    title: 'Financial Management: Question Bank and Revision',
    subject: 'Financial Management',
    summary: 'Formula revision and timed questions on WACC, NPV, valuation and hedging, with a mock exam and worked solutions.',
    description: `A focused revision course for the final weeks before the Financial Management exam. It starts with a fast recap of every formula on the formulae sheet and the ones that are not, then moves to timed questions grouped by the three syllabus areas: financing and the cost of capital, investment appraisal and valuation, and financial risk management.

Every question has a video solution in which Imran Hossain sets out the workings in the layout examiners expect and points out the traps that cost candidates marks: tax timing in NPV, using the wrong discount rate, and choosing the wrong side of a hedge. The course ends with a full mock exam and a debrief.`,
    outcomes: [
      'Recall and apply every formula the paper requires without hesitation',
      'Lay out NPV, WACC and valuation workings clearly under time pressure',
      'Avoid the common traps in tax timing, inflation and hedging questions',
      'Write the discussion parts of a question as well as the calculations',
    ],
    requirements: ['Studied the full Financial Management syllabus'],
    language: 'Bangla and English',
    pricePaisa: 400000,
    access: { days: 120 },
    instructors: ['imran-hossain'],
    sections: [
      {
        title: 'Formula revision',
        lessons: [
          { title: 'Every formula you need in 30 minutes', kind: 'video', minutes: 30, preview: true },
          { title: 'Formula and discount table revision notes', kind: 'pdf', minutes: 15 },
          { title: 'Common calculation traps and how to avoid them', kind: 'text', minutes: 10 },
        ],
      },
      {
        title: 'Question practice',
        lessons: [
          { title: 'Cost of capital and WACC questions', kind: 'video', minutes: 32 },
          { title: 'NPV with tax and inflation questions', kind: 'video', minutes: 38 },
          { title: 'Business valuation questions', kind: 'video', minutes: 34 },
          { title: 'Foreign exchange and interest rate hedging questions', kind: 'video', minutes: 36 },
        ],
      },
      {
        title: 'Mock exam',
        lessons: [
          { title: 'Mock exam: question paper', kind: 'pdf', minutes: 20 },
          { title: 'Mock exam debrief and model answers', kind: 'video', minutes: 40 },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Business Planning Taxation & Compliance
  {
    slug: 'business-planning-taxation-compliance-complete-course',
    title: 'Business Planning Taxation & Compliance: Complete Course under the Income Tax Act 2023',
    subject: 'Business Planning Taxation & Compliance',
    summary: 'Tax planning and compliance for individuals, companies and groups under the Income Tax Act 2023 and the VAT and SD Act 2012.',
    description: `Business Planning Taxation & Compliance moves from computing tax to advising on it. This course teaches the whole syllabus under the Income Tax Act 2023 and the VAT and SD Act 2012, updated for the changes made by the latest budget, with each topic framed as a client problem: how should an owner-manager take money out of the company, should a foreign investor set up a branch or a subsidiary, what does a trading business need to fix before the VAT officials visit.

Nusrat Jahan covers tax planning for individuals, corporate tax planning and compliance (including minimum tax, tax holidays and losses), groups and international tax (transfer pricing, permanent establishments and double taxation agreements), and VAT, customs and supplementary duty compliance. Throughout, the line between acceptable planning and unacceptable avoidance or evasion is discussed, as the paper expects.

Access runs until 31 December 2026, covering the December 2026 sitting.`,
    outcomes: [
      'Plan the remuneration, investments and tax rebates of individuals and owner-managers',
      'Compute and plan company tax, including minimum tax, tax depreciation and losses carried forward',
      'Advise on transfer pricing, permanent establishments and double taxation agreements',
      'Review VAT, supplementary duty and customs compliance for a trading business',
      "Distinguish tax planning, avoidance and evasion and explain the adviser's professional duties",
    ],
    requirements: ['Passed or exempt from Certificate Level Principles of Taxation', 'Familiarity with the personal and company tax computation pro-formas'],
    language: 'Bangla and English',
    pricePaisa: 1000000,
    access: { until: '2026-12-31' },
    instructors: ['nusrat-jahan'],
    sections: [
      {
        title: 'The framework for tax advice',
        lessons: [
          { title: 'How this paper differs from Principles of Taxation', kind: 'video', minutes: 15, preview: true },
          { title: 'The Income Tax Act 2023: structure and key changes from the 1984 Ordinance', kind: 'video', minutes: 30, preview: true },
          { title: 'Budget changes for the current income year', kind: 'text', minutes: 15 },
          { title: 'Ethics in tax practice: avoidance, evasion and disclosure', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Tax planning for individuals',
        lessons: [
          { title: 'Remuneration planning: salary, perquisites and benefits', kind: 'video', minutes: 32 },
          { title: 'Investment income and tax-efficient savings', kind: 'video', minutes: 26 },
          { title: 'Planning the investment tax rebate', kind: 'video', minutes: 24 },
          { title: 'Statement of assets, liabilities and expenses: getting the wealth statement right', kind: 'video', minutes: 22 },
          { title: 'Owner-managers: salary versus dividend', kind: 'video', minutes: 28 },
        ],
      },
      {
        title: 'Corporate tax planning and compliance',
        lessons: [
          { title: 'Company tax computation: rates for listed and non-listed companies', kind: 'video', minutes: 35 },
          { title: 'Minimum tax on gross receipts and its planning implications', kind: 'video', minutes: 26 },
          { title: 'Tax depreciation allowances and business losses carried forward', kind: 'video', minutes: 28 },
          { title: 'Tax holidays and investment incentives', kind: 'video', minutes: 22 },
          { title: 'Compliance calendar: returns, advance tax and withholding tax statements', kind: 'pdf', minutes: 10 },
        ],
      },
      {
        title: 'Groups and international tax',
        lessons: [
          { title: "Transfer pricing: the arm's length principle and documentation", kind: 'video', minutes: 34 },
          { title: 'Permanent establishments and withholding on payments to non-residents', kind: 'video', minutes: 28 },
          { title: 'Double taxation agreements and foreign tax credit', kind: 'video', minutes: 26 },
          { title: 'Repatriating profits: dividends, royalties and technical fees', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'VAT, customs and supplementary duty compliance',
        lessons: [
          { title: 'VAT and SD Act 2012: complex supplies, exemptions and reduced rates', kind: 'video', minutes: 30 },
          { title: 'Input tax credit, adjustments and VAT deduction at source', kind: 'video', minutes: 28 },
          { title: 'Supplementary duty on goods and services', kind: 'video', minutes: 20 },
          { title: 'Customs valuation and duty computation for importers', kind: 'video', minutes: 26 },
          { title: 'VAT compliance review: a trading company case', kind: 'video', minutes: 32 },
          { title: 'Mushak forms quick reference', kind: 'pdf', minutes: 10 },
        ],
      },
    ],
  },
  {
    slug: 'business-planning-taxation-compliance-revision-sprint',
    title: 'Business Planning Taxation & Compliance: Free Revision Sprint',
    subject: 'Business Planning Taxation & Compliance',
    summary: 'A free, short recap of the computations and planning points that appear at every sitting, with a set of short-form practice questions.',
    description: `A short, free revision course for candidates in the last few weeks before the Business Planning Taxation & Compliance exam. In about three hours it recaps the areas that appear at almost every sitting: individual tax planning, company tax and minimum tax, transfer pricing and double taxation agreements, and VAT and supplementary duty.

It ends with a set of short-form questions and a walkthrough of the answers. If the recap shows gaps, the complete course covers each topic in full.`,
    outcomes: [
      'Recall the key rules of individual and company tax planning under the Income Tax Act 2023',
      'Recap transfer pricing, permanent establishment and double taxation agreement points',
      'Revise VAT and supplementary duty compliance under the VAT and SD Act 2012',
      'Test yourself on short-form questions and find your weak areas',
    ],
    requirements: ['Studied the Business Planning Taxation & Compliance syllabus'],
    language: 'Bangla and English',
    pricePaisa: 0,
    access: { days: 120 },
    instructors: ['nusrat-jahan'],
    sections: [
      {
        title: 'Getting ready',
        lessons: [
          { title: 'How to use this revision sprint', kind: 'video', minutes: 10, preview: true },
          { title: 'The computations that come up at every sitting', kind: 'text', minutes: 12, preview: true },
        ],
      },
      {
        title: 'Quick-fire recap',
        lessons: [
          { title: 'Individual tax planning recap', kind: 'video', minutes: 20 },
          { title: 'Company tax and minimum tax recap', kind: 'video', minutes: 20 },
          { title: 'Transfer pricing and double taxation agreements recap', kind: 'video', minutes: 15 },
          { title: 'VAT and supplementary duty recap', kind: 'video', minutes: 15 },
        ],
      },
      {
        title: 'Practice',
        lessons: [
          { title: 'Short-form practice questions', kind: 'pdf', minutes: 15 },
          { title: 'Answers walkthrough', kind: 'video', minutes: 25 },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Corporate Law & Practices
  {
    slug: 'corporate-law-practices-complete-course',
    title: 'Corporate Law & Practices: Companies Act, Contracts and BSEC Complete Course',
    subject: 'Corporate Law & Practices',
    summary: 'The Companies Act 1994, contract and commercial law, BSEC regulation, corporate governance and winding up, taught for written law answers.',
    description: `This course covers the whole Corporate Law & Practices syllabus: company law under the Companies Act 1994, contract and commercial law, securities regulation and corporate governance, and insolvency and winding up. Company law carries around 40% of the marks, and the course spends the most time there, from incorporation with the Registrar of Joint Stock Companies and Firms to directors, meetings and resolutions.

Shirin Akter teaches the law as a chartered accountant uses it: what the provision says, what it means for the client in front of you, and how to apply it in a written answer. Every topic ends with a short scenario question answered in the structure examiners reward: identify the issue, state the law, apply it to the facts and conclude.

The securities regulation section covers the Bangladesh Securities and Exchange Commission rules on public issues, listing and continuous disclosure, and the Corporate Governance Code for listed companies, together with the Financial Reporting Act 2015 and the FRC's role for public interest entities.

Access runs until 30 June 2027, covering both the December 2026 and the June 2027 sittings.`,
    outcomes: [
      'Apply the Companies Act 1994 to incorporation, share capital, directors, meetings and resolutions',
      'Analyse contract, agency, partnership and negotiable instrument problems under the relevant Acts',
      'Explain the BSEC rules on public issues and disclosure and the requirements of the Corporate Governance Code',
      "Describe compulsory and voluntary winding up, the liquidator's duties and the order of distribution",
      'Write structured law answers: issue, law, application and conclusion',
    ],
    requirements: ['Passed or exempt from Certificate Level Business, Technology & Finance'],
    language: 'Bangla and English',
    pricePaisa: 900000,
    access: { until: '2027-06-30' },
    instructors: ['shirin-akter'],
    sections: [
      {
        title: 'Forming a company and its capital',
        lessons: [
          { title: 'Introduction to the paper and how to answer law questions', kind: 'video', minutes: 14, preview: true },
          { title: 'Types of company under the Companies Act 1994, including the one person company', kind: 'video', minutes: 26, preview: true },
          { title: 'Incorporation with the RJSC: memorandum and articles of association', kind: 'video', minutes: 28 },
          { title: 'Prospectus, allotment of shares and share capital', kind: 'video', minutes: 30 },
          { title: 'Transfer and transmission of shares, and reduction of capital', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Directors, meetings and accounts',
        lessons: [
          { title: 'Appointment, removal and disqualification of directors', kind: 'video', minutes: 28 },
          { title: "Directors' duties and loans to directors", kind: 'video', minutes: 26 },
          { title: 'Annual and extraordinary general meetings, notice and quorum', kind: 'video', minutes: 30 },
          { title: 'Ordinary, special and extraordinary resolutions', kind: 'video', minutes: 18 },
          { title: 'Books of account, audit and the annual return', kind: 'video', minutes: 22 },
          { title: 'Meetings and resolutions summary table', kind: 'pdf', minutes: 10 },
        ],
      },
      {
        title: 'Contract and commercial law',
        lessons: [
          { title: 'Contract Act 1872: offer, acceptance and consideration', kind: 'video', minutes: 30 },
          { title: 'Free consent, void agreements and remedies for breach', kind: 'video', minutes: 28 },
          { title: 'Agency and the Partnership Act 1932', kind: 'video', minutes: 26 },
          { title: 'Negotiable Instruments Act 1881: cheques and dishonour', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Securities regulation and corporate governance',
        lessons: [
          { title: 'The Bangladesh Securities and Exchange Commission and its powers', kind: 'video', minutes: 24 },
          { title: 'BSEC public issue rules and listing on the DSE and CSE', kind: 'video', minutes: 30 },
          { title: 'Continuous disclosure and price-sensitive information', kind: 'video', minutes: 22 },
          { title: 'Corporate Governance Code: the board, independent directors and committees', kind: 'video', minutes: 34 },
          { title: 'Financial Reporting Act 2015: the FRC and public interest entities', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'Insolvency and winding up',
        lessons: [
          { title: 'Compulsory winding up by the court', kind: 'video', minutes: 26 },
          { title: "Members' and creditors' voluntary winding up", kind: 'video', minutes: 24 },
          { title: "The liquidator's powers and duties", kind: 'video', minutes: 20 },
          { title: 'Order of distribution and preferential payments', kind: 'video', minutes: 22 },
          { title: 'The Bankruptcy Act 1997 in outline', kind: 'text', minutes: 10 },
        ],
      },
    ],
  },
  {
    slug: 'corporate-law-practices-revision-question-practice',
    title: 'Corporate Law & Practices: Revision and Question Practice',
    subject: 'Corporate Law & Practices',
    summary: 'Scenario questions on company law, contracts, BSEC regulation and winding up, with model answers and a timed mock paper.',
    description: `Law papers are lost on structure more often than on knowledge. This revision course gives you scenario questions across the Corporate Law & Practices syllabus and shows, for each one, how to identify the legal issue, cite the right provision of the Companies Act 1994 or the other Acts, apply it to the facts and reach a conclusion in the time available.

It ends with a timed mock paper and a video debrief. Use it in the last two months before the exam, after finishing the full syllabus.`,
    outcomes: [
      'Spot the legal issue in a scenario quickly',
      'Cite and apply the correct provisions of the Companies Act 1994, Contract Act 1872 and BSEC rules',
      'Structure answers that earn application marks, not only knowledge marks',
      'Manage time across a full three-hour law paper',
    ],
    requirements: ['Studied the full Corporate Law & Practices syllabus'],
    language: 'Bangla and English',
    pricePaisa: 350000,
    access: { days: 120 },
    instructors: ['shirin-akter'],
    sections: [
      {
        title: 'Answering law questions',
        lessons: [
          { title: 'Issue, law, application, conclusion: a worked example', kind: 'video', minutes: 18, preview: true },
          { title: 'Key sections of the Companies Act 1994 to know by heart', kind: 'pdf', minutes: 15 },
        ],
      },
      {
        title: 'Scenario questions',
        lessons: [
          { title: 'Company law: directors, meetings and share capital scenarios', kind: 'video', minutes: 36 },
          { title: 'Contract, agency and partnership scenarios', kind: 'video', minutes: 30 },
          { title: 'BSEC rules and Corporate Governance Code scenarios', kind: 'video', minutes: 28 },
          { title: 'Winding up and distribution scenarios', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Mock paper',
        lessons: [
          { title: 'Mock paper: question paper', kind: 'pdf', minutes: 20 },
          { title: 'Mock paper debrief and model answers', kind: 'video', minutes: 40 },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Corporate Reporting (Advanced)
  {
    slug: 'corporate-reporting-complete-course',
    title: 'Corporate Reporting: Advanced IFRS, Audit and Ethics Complete Course',
    subject: 'Corporate Reporting',
    summary: 'Complex IFRS, group audits and integrated ethics for the Advanced Level case paper, taught through realistic Bangladeshi scenarios.',
    description: `Corporate Reporting asks you to act as a senior professional: interpret complex transactions under IFRS, assess their audit and assurance implications, spot the ethical issues, and explain your conclusions to a board or audit committee. This course teaches all three strands together, as the paper examines them.

Farhana Rahman leads the financial reporting sections: complex groups (step acquisitions, disposals, reorganisations and foreign subsidiaries), financial instruments including expected credit losses and hedge accounting, share-based payment, employee benefits, complex revenue contracts and lease modifications. Kamal Uddin leads the audit and ethics sections: audit risk for complex transactions, auditing estimates and fair values under ISA 540, group audits under ISA 600 (Revised), and the ethical dilemmas that run through every case.

The course closes with two integrated case studies, a listed pharmaceutical group and a commercial bank, each answered in full with a marked model answer. Both are set as open-book papers, so you also learn to use reference material without losing time.

Access runs until 31 December 2026, covering the December 2026 sitting.`,
    outcomes: [
      'Account for step acquisitions, disposals, group reorganisations and foreign subsidiaries',
      'Apply IFRS 9 expected credit losses and hedge accounting, IFRS 2, IAS 19 and complex IFRS 15 contracts',
      'Identify audit risks and procedures for complex transactions and group audits under ISA 540 and ISA 600',
      'Recognise ethical issues in reporting and assurance and recommend an appropriate response',
      'Write integrated answers to an open-book case paper within 3.5 hours',
    ],
    requirements: ['Passed or exempt from Financial Accounting & Reporting', 'Passed or exempt from Audit & Assurance'],
    language: 'Bangla and English',
    pricePaisa: 1450000,
    access: { until: '2026-12-31' },
    instructors: ['farhana-rahman', 'kamal-uddin'],
    featured: true,
    sections: [
      {
        title: 'The Corporate Reporting paper',
        lessons: [
          { title: 'How the Advanced Level case paper is set and marked', kind: 'video', minutes: 16, preview: true },
          { title: 'Using the open book without losing time', kind: 'text', minutes: 10, preview: true },
          { title: 'Integrated answers: reporting, audit and ethics together', kind: 'video', minutes: 24 },
          { title: 'FRC enforcement and reporting expectations for public interest entities', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Complex groups',
        lessons: [
          { title: 'Step acquisitions and changes in ownership without loss of control', kind: 'video', minutes: 36 },
          { title: 'Disposals and loss of control', kind: 'video', minutes: 34 },
          { title: 'Group reorganisations', kind: 'video', minutes: 28 },
          { title: 'IAS 21: foreign subsidiaries and translation', kind: 'video', minutes: 36 },
          { title: 'Group statements of cash flows with acquisitions and disposals', kind: 'video', minutes: 32 },
        ],
      },
      {
        title: 'Financial instruments and fair value',
        lessons: [
          { title: 'IFRS 9 classification and measurement in depth', kind: 'video', minutes: 34 },
          { title: 'The expected credit loss model for banks and NBFIs', kind: 'video', minutes: 32 },
          { title: 'Hedge accounting: fair value and cash flow hedges', kind: 'video', minutes: 38 },
          { title: 'IFRS 13: fair value measurement', kind: 'video', minutes: 24 },
          { title: 'IAS 32: debt versus equity and compound instruments', kind: 'video', minutes: 26 },
        ],
      },
      {
        title: 'Employees, revenue and other judgements',
        lessons: [
          { title: 'IFRS 2: share-based payment', kind: 'video', minutes: 32 },
          { title: 'IAS 19: defined benefit plans and gratuity schemes', kind: 'video', minutes: 34 },
          { title: 'IFRS 15: complex contracts and contract modifications', kind: 'video', minutes: 30 },
          { title: 'IFRS 16: lease modifications and lessor accounting', kind: 'video', minutes: 26 },
          { title: 'IAS 24 related parties and IFRS 8 operating segments', kind: 'video', minutes: 22 },
          { title: 'Sustainability reporting: IFRS S1 and IFRS S2 in outline', kind: 'text', minutes: 15 },
        ],
      },
      {
        title: 'Audit and assurance in the case',
        lessons: [
          { title: 'Audit risks for complex transactions', kind: 'video', minutes: 30 },
          { title: 'ISA 540: auditing accounting estimates and fair values', kind: 'video', minutes: 28 },
          { title: 'ISA 600 (Revised): group audits and component auditors', kind: 'video', minutes: 30 },
          { title: 'Key audit matters and modified opinions in a case context', kind: 'video', minutes: 24 },
          { title: 'Assurance on non-financial and sustainability information', kind: 'video', minutes: 20 },
        ],
      },
      {
        title: 'Integrated ethics and case studies',
        lessons: [
          { title: 'Ethical dilemmas in reporting: earnings management and pressure on the auditor', kind: 'video', minutes: 26 },
          { title: 'Integrated case study: a listed pharmaceutical group', kind: 'video', minutes: 40 },
          { title: 'Integrated case study: IFRS 9 and the audit of a commercial bank', kind: 'video', minutes: 40 },
          { title: 'Case study files and model answers', kind: 'pdf', minutes: 20 },
        ],
      },
    ],
  },
  {
    slug: 'corporate-reporting-case-study-workshop',
    title: 'Corporate Reporting: Case Study Workshop',
    subject: 'Corporate Reporting',
    summary: 'Integrated case studies answered under timed, open-book conditions, with marked scripts and debriefs of reporting, audit and ethics issues.',
    description: `This workshop is for candidates who have studied the Corporate Reporting syllabus and now need to perform in the case paper. It works through integrated scenarios of the length and complexity of the real exam, each combining complex IFRS issues, their audit implications and an ethical problem.

For each case you sit the paper under timed, open-book conditions, then watch Kamal Uddin and Farhana Rahman work through a marked script: how they prioritised the requirements, which issues carried the most marks, and how a borderline answer could have passed comfortably. The last section is a full 3.5-hour mock case.`,
    outcomes: [
      'Prioritise the requirements of a long integrated case',
      'Link each financial reporting issue to its audit risk and procedures',
      'Identify and respond to ethical issues embedded in the scenario',
      'Write concise, well-structured answers for a board or audit committee audience',
    ],
    requirements: ['Studied the full Corporate Reporting syllabus'],
    language: 'English',
    pricePaisa: 550000,
    access: { days: 180 },
    instructors: ['kamal-uddin', 'farhana-rahman'],
    sections: [
      {
        title: 'Approaching the case',
        lessons: [
          { title: 'Reading and planning a Corporate Reporting case', kind: 'video', minutes: 22, preview: true },
          { title: 'Answer structure for integrated requirements', kind: 'text', minutes: 12 },
        ],
      },
      {
        title: 'Case studies',
        lessons: [
          { title: 'Case 1: a garment exporter with foreign currency borrowings and hedging', kind: 'video', minutes: 40 },
          { title: 'Case 2: a conglomerate disposing of a subsidiary', kind: 'video', minutes: 38 },
          { title: 'Case 3: a telecom operator with complex IFRS 15 and IFRS 16 issues', kind: 'video', minutes: 38 },
          { title: 'Case files for cases 1 to 3', kind: 'pdf', minutes: 20 },
        ],
      },
      {
        title: 'Audit and ethics in the case',
        lessons: [
          { title: 'Finding the audit issues: estimates, group audits and going concern', kind: 'video', minutes: 30 },
          { title: 'Ethical threats for the preparer and the auditor', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Mock case paper',
        lessons: [
          { title: 'Mock case paper: question paper and exhibits', kind: 'pdf', minutes: 20 },
          { title: 'Mock case debrief: financial reporting issues', kind: 'video', minutes: 40 },
          { title: 'Mock case debrief: audit and ethics issues', kind: 'video', minutes: 35 },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- Strategic Business Management and Leadership (Advanced)
  {
    slug: 'strategic-business-management-leadership-complete-course',
    title: 'Strategic Business Management and Leadership: Complete Course',
    subject: 'Strategic Business Management and Leadership',
    summary: 'Strategy, leadership, data, finance and risk combined as a board adviser would, with integrated case studies from Bangladeshi industries.',
    description: `Strategic Business Management and Leadership asks you to advise a board on a real business problem, using everything you have learned in the earlier papers at once. This course teaches the strategy and leadership content that is new at this level and shows how to combine it with finance, data analysis, risk and ethics in a single answer.

Kamal Uddin draws the examples from Bangladeshi industries: ready-made garment exporters, pharmaceutical manufacturers, mobile financial services, power generation and retail. Strategic analysis, choice and implementation take up the largest share of the course, in line with their 40% weighting, followed by financing, valuation and investment decisions for the board, and then data analytics, performance measurement, risk and assurance.

The last section works through two full integrated case studies and the ethical dilemmas that appear in almost every paper, showing how to move from analysis to a clear, justified recommendation.

Access runs until 30 June 2027, covering both the December 2026 and the June 2027 sittings.`,
    outcomes: [
      "Analyse a business's environment, resources and stakeholders and generate realistic strategic options",
      'Evaluate strategic options for suitability, acceptability and feasibility, including acquisitions and international expansion',
      'Use data analytics, KPIs and the balanced scorecard to assess performance',
      'Advise on financing, valuation and risk management at board level',
      'Recommend how to lead and manage change and respond to ethical dilemmas',
    ],
    requirements: ['Passed or exempt from all Professional Level papers', 'Comfortable with investment appraisal and business valuation at Financial Management standard'],
    language: 'English',
    pricePaisa: 1350000,
    access: { until: '2027-06-30' },
    instructors: ['kamal-uddin'],
    sections: [
      {
        title: 'Strategic analysis',
        lessons: [
          { title: 'How the case study paper is set and marked', kind: 'video', minutes: 16, preview: true },
          { title: "PESTEL and Porter's five forces applied to Bangladeshi industries", kind: 'video', minutes: 30, preview: true },
          { title: 'Resources, capabilities and the value chain', kind: 'video', minutes: 26 },
          { title: 'Stakeholder mapping and corporate objectives', kind: 'video', minutes: 20 },
          { title: 'From SWOT to strategic options', kind: 'video', minutes: 22 },
        ],
      },
      {
        title: 'Strategic choice, implementation and leadership',
        lessons: [
          { title: "Competitive strategy and Ansoff's growth vector", kind: 'video', minutes: 28 },
          { title: 'Methods of growth: organic, acquisitions, joint ventures and alliances', kind: 'video', minutes: 30 },
          { title: 'International expansion and export strategy', kind: 'video', minutes: 26 },
          { title: 'Evaluating options: suitability, acceptability and feasibility', kind: 'video', minutes: 24 },
          { title: 'Leading organisational change and leadership styles', kind: 'video', minutes: 32 },
        ],
      },
      {
        title: 'Performance, data and risk',
        lessons: [
          { title: 'The balanced scorecard and key performance indicators', kind: 'video', minutes: 26 },
          { title: 'Data analytics: interpreting the data exhibits in the case', kind: 'video', minutes: 34 },
          { title: 'Enterprise risk management', kind: 'video', minutes: 28 },
          { title: 'Assurance over KPIs and non-financial information', kind: 'video', minutes: 20 },
          { title: 'Cyber risk and digital transformation', kind: 'video', minutes: 24 },
        ],
      },
      {
        title: 'Finance and valuation for the board',
        lessons: [
          { title: 'Financing strategy and capital structure', kind: 'video', minutes: 30 },
          { title: 'Investment appraisal for strategic projects', kind: 'video', minutes: 32 },
          { title: 'Valuing an acquisition target', kind: 'video', minutes: 36 },
          { title: 'Treasury and currency risk for exporters', kind: 'video', minutes: 28 },
          { title: 'Finance formulae and valuation methods summary', kind: 'pdf', minutes: 10 },
        ],
      },
      {
        title: 'Ethics and integrated case studies',
        lessons: [
          { title: 'Ethical dilemmas at board level', kind: 'video', minutes: 24 },
          { title: 'Professional scepticism in an advisory role', kind: 'text', minutes: 12 },
          { title: 'Integrated case study: a ready-made garment exporter', kind: 'video', minutes: 40 },
          { title: 'Integrated case study: a mobile financial services provider', kind: 'video', minutes: 40 },
          { title: 'Case study pack and model answers', kind: 'pdf', minutes: 20 },
        ],
      },
    ],
  },
  {
    slug: 'strategic-business-management-leadership-case-study-mock-exams',
    title: 'Strategic Business Management and Leadership: Case Study Mock Exams',
    subject: 'Strategic Business Management and Leadership',
    summary: 'Three full board-level case studies sat under timed, open-book conditions, each with a marked script and a video debrief.',
    description: `The fastest way to improve at Strategic Business Management and Leadership is to sit full cases and get honest feedback. This course gives you three complete case studies at exam length, each set in a different Bangladeshi business, with data exhibits, financial information and an ethical issue woven through.

After each case, Kamal Uddin debriefs a marked script requirement by requirement: what the board actually needed, which analysis earned marks, how the numbers should have fed the recommendation, and where candidates typically run out of time.`,
    outcomes: [
      'Plan a 3.5-hour case and allocate time by marks',
      'Analyse data exhibits and turn them into evidence for a recommendation',
      'Combine strategic, financial and risk analysis in one answer',
      'Write clear, justified recommendations for a board',
    ],
    requirements: ['Studied the full Strategic Business Management and Leadership syllabus'],
    language: 'English',
    pricePaisa: 600000,
    access: { days: 180 },
    instructors: ['kamal-uddin'],
    sections: [
      {
        title: 'Case study technique',
        lessons: [
          { title: 'Planning a board-level answer in the first 30 minutes', kind: 'video', minutes: 20, preview: true },
          { title: 'Writing recommendations that earn marks', kind: 'text', minutes: 10 },
        ],
      },
      {
        title: 'Mock case 1: a pharmaceutical manufacturer entering export markets',
        lessons: [
          { title: 'Case 1: question paper and exhibits', kind: 'pdf', minutes: 20 },
          { title: 'Case 1: debrief on strategy and data analysis', kind: 'video', minutes: 38 },
          { title: 'Case 1: debrief on valuation, risk and ethics', kind: 'video', minutes: 32 },
        ],
      },
      {
        title: 'Mock case 2: a retail chain considering a digital transformation',
        lessons: [
          { title: 'Case 2: question paper and exhibits', kind: 'pdf', minutes: 20 },
          { title: 'Case 2: debrief on strategy and change management', kind: 'video', minutes: 36 },
          { title: 'Case 2: debrief on financing and assurance', kind: 'video', minutes: 30 },
        ],
      },
      {
        title: 'Mock case 3: a power producer weighing an acquisition',
        lessons: [
          { title: 'Case 3: question paper and exhibits', kind: 'pdf', minutes: 20 },
          { title: 'Case 3: debrief on acquisition valuation and financing', kind: 'video', minutes: 40 },
          { title: 'Case 3: debrief on risk, leadership and ethics', kind: 'video', minutes: 34 },
        ],
      },
    ],
  },
];
