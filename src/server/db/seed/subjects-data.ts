import type { SubjectName } from '../../../contracts/subjects';

export type SubjectSeed = {
  name: SubjectName;
  slug: string;
  marks: number;
  durationMinutes: number;
  passMarkPercent: number;
  examFormat: string;
  summary: string;
  description: string;
  areas: { name: string; summary: string; weightingPercent: number | null }[];
};

const CERTIFICATE_FORMAT = 'Objective questions (single choice, multiple response and number entry) with a longer scenario-based question.';
const PROFESSIONAL_FORMAT = 'Scenario-based written questions with calculations, explanations and professional judgement.';
const ADVANCED_FORMAT = 'Case-study paper: an integrated business scenario answered in writing, open book.';

/**
 * The ICAB chartered-accountancy papers. Marks and durations follow ICAB's
 * circular introducing the three levels; the Advanced Level durations and
 * the 50% pass mark are sensible defaults an admin can change. Syllabus
 * weightings are indicative, in the style of the published syllabus.
 */
export const SUBJECT_SEEDS: SubjectSeed[] = [
  {
    name: 'Accounting',
    slug: 'accounting',
    marks: 100,
    durationMinutes: 120,
    passMarkPercent: 50,
    examFormat: CERTIFICATE_FORMAT,
    summary: 'Double entry, the books of prime entry and year-end financial statements for sole traders, partnerships and companies.',
    description:
      'Accounting builds the bookkeeping and financial-statement skills every later paper assumes. Candidates record transactions by double entry, control the ledgers with reconciliations, make the year-end adjustments (accruals, prepayments, depreciation, inventory, receivables allowances) and prepare the statement of financial position and statement of profit or loss for sole traders, partnerships and limited companies.',
    areas: [
      { name: 'Maintaining financial records', summary: 'Double entry, books of prime entry, sales tax, control accounts and the trial balance.', weightingPercent: 25 },
      {
        name: 'Adjustments to accounting records and financial statements',
        summary: 'Errors and suspense accounts, accruals and prepayments, non-current assets and depreciation, inventory, receivables and provisions.',
        weightingPercent: 45,
      },
      {
        name: 'Preparing financial statements',
        summary: 'Statements of financial position and profit or loss for sole traders, partnerships and companies; simple cash flow statements.',
        weightingPercent: 30,
      },
    ],
  },
  {
    name: 'Assurance',
    slug: 'assurance',
    marks: 100,
    durationMinutes: 120,
    passMarkPercent: 50,
    examFormat: CERTIFICATE_FORMAT,
    summary: 'Why assurance matters, how internal controls work and how an auditor gathers evidence, with the ethics behind it.',
    description:
      "Assurance introduces the work of an auditor. Candidates learn what assurance is and who relies on it, how an entity's internal control system prevents and detects misstatement, how evidence is gathered through tests of controls and substantive procedures, and the professional ethics (integrity, objectivity, independence, confidentiality) that make the opinion worth having.",
    areas: [
      { name: 'The concept, process and need for assurance', summary: 'Assurance engagements, the parties involved, levels of assurance and the audit process.', weightingPercent: 10 },
      { name: 'Internal controls', summary: 'Control environment and control activities for sales, purchases, payroll, cash and inventory; IT controls.', weightingPercent: 30 },
      { name: 'Gathering evidence on an assurance engagement', summary: 'Sufficient appropriate evidence, audit procedures, sampling and documentation.', weightingPercent: 40 },
      { name: 'Professional ethics', summary: 'The fundamental principles, threats and safeguards, and the ICAB Code of Ethics.', weightingPercent: 20 },
    ],
  },
  {
    name: 'Business, Technology & Finance',
    slug: 'business-technology-finance',
    marks: 100,
    durationMinutes: 120,
    passMarkPercent: 50,
    examFormat: CERTIFICATE_FORMAT,
    summary: 'How businesses are organised and financed, the role of the finance function, technology and governance.',
    description:
      'Business, Technology & Finance explains the environment accountants work in: why businesses exist and how they are structured, what the finance function does, how technology (cloud, data analytics, cyber security) is changing it, how businesses raise finance from banks and capital markets, and the governance, sustainability and ethical expectations placed on them.',
    areas: [
      { name: 'Business objectives and functions', summary: 'Stakeholders, objectives, strategy and the functional areas of a business.', weightingPercent: 20 },
      { name: 'Business and organisational structures', summary: 'Legal forms of business, organisational structures and the role of the finance function.', weightingPercent: 15 },
      { name: 'The professional accountant and technology', summary: 'Information systems, data analytics, automation and cyber security in finance.', weightingPercent: 20 },
      { name: 'Finance and the financial system', summary: 'Sources of short- and long-term finance, banks and capital markets, and managing working capital.', weightingPercent: 25 },
      { name: 'Governance, ethics and sustainability', summary: 'Corporate governance, corporate responsibility, sustainability and professional ethics.', weightingPercent: 20 },
    ],
  },
  {
    name: 'Management Information',
    slug: 'management-information',
    marks: 100,
    durationMinutes: 120,
    passMarkPercent: 50,
    examFormat: CERTIFICATE_FORMAT,
    summary: 'Costing, pricing, budgeting and the numbers managers use to plan, control and decide.',
    description:
      'Management Information covers the internal accounting that managers rely on. Candidates cost products and services by absorption, marginal and activity-based methods, set prices, prepare budgets and forecasts, analyse variances against standard costs, and use relevant costing, break-even analysis and limiting-factor techniques to make short-term decisions.',
    areas: [
      { name: 'Costing and pricing', summary: 'Cost classification, absorption, marginal and activity-based costing, cost-plus and market-based pricing.', weightingPercent: 30 },
      { name: 'Budgeting and forecasting', summary: 'Functional and cash budgets, flexible budgets and forecasting techniques.', weightingPercent: 20 },
      { name: 'Performance management', summary: 'Standard costing, variance analysis and performance measures.', weightingPercent: 25 },
      { name: 'Management decision making', summary: 'Relevant costs, break-even and CVP analysis, limiting factors and make-or-buy decisions.', weightingPercent: 25 },
    ],
  },
  {
    name: 'Principles of Taxation',
    slug: 'principles-of-taxation',
    marks: 100,
    durationMinutes: 180,
    passMarkPercent: 50,
    examFormat: CERTIFICATE_FORMAT,
    summary: 'Bangladesh income tax for individuals and companies, VAT and supplementary duty, and tax administration.',
    description:
      'Principles of Taxation introduces the Bangladesh tax system. Candidates compute the taxable income and tax liability of individuals (salaries, house property, business income, investment allowances and rebates) and companies, apply withholding tax (tax deducted and collected at source), compute VAT and supplementary duty under the VAT and SD Act 2012, and meet the filing, payment and record-keeping rules of the National Board of Revenue.',
    areas: [
      { name: 'Ethics and the tax system', summary: "Objectives of taxation, types of tax, tax avoidance and evasion, and the accountant's ethical duties.", weightingPercent: 10 },
      { name: 'Tax administration', summary: 'Returns, assessments, payment, advance tax, penalties and appeals under the National Board of Revenue.', weightingPercent: 15 },
      { name: 'Income tax: individuals', summary: 'Residential status, heads of income, exempt income, investment rebate and tax computation.', weightingPercent: 30 },
      { name: 'Income tax: companies', summary: 'Taxable business income, depreciation allowances, minimum tax and corporate tax rates.', weightingPercent: 20 },
      { name: 'Withholding taxes', summary: 'Tax deducted and collected at source on salaries, contracts, imports and investment income.', weightingPercent: 10 },
      { name: 'Value added tax and supplementary duty', summary: 'Registration, output and input tax, returns and supplementary duty under the VAT and SD Act 2012.', weightingPercent: 15 },
    ],
  },
  {
    name: 'Audit & Assurance',
    slug: 'audit-assurance',
    marks: 100,
    durationMinutes: 180,
    passMarkPercent: 50,
    examFormat: PROFESSIONAL_FORMAT,
    summary: 'Planning, performing and concluding an audit under the International Standards on Auditing, with professional ethics.',
    description:
      'Audit & Assurance takes candidates from the Certificate Level Assurance paper to leading an audit. It covers the legal and ethical duties of auditors, accepting and managing engagements, assessing the risk of material misstatement, designing responses for each area of the financial statements, and forming and reporting an opinion under the International Standards on Auditing as adopted in Bangladesh.',
    areas: [
      { name: 'Legal and professional ethical issues', summary: "Auditors' legal duties, liability, independence and the ICAB Code of Ethics.", weightingPercent: 20 },
      { name: 'Accepting and managing engagements', summary: 'Acceptance, engagement letters, quality management and the audit team.', weightingPercent: 15 },
      { name: 'Planning engagements', summary: 'Materiality, understanding the entity, risk assessment, analytical procedures and audit strategy.', weightingPercent: 40 },
      { name: 'Concluding and reporting on engagements', summary: "Completion procedures, subsequent events, going concern, written representations and the auditor's report.", weightingPercent: 25 },
    ],
  },
  {
    name: 'Financial Accounting & Reporting',
    slug: 'financial-accounting-reporting',
    marks: 100,
    durationMinutes: 180,
    passMarkPercent: 50,
    examFormat: PROFESSIONAL_FORMAT,
    summary: 'Single-entity and group financial statements under IFRS, with the judgements behind them.',
    description:
      'Financial Accounting & Reporting applies International Financial Reporting Standards as adopted in Bangladesh. Candidates prepare single-entity and consolidated financial statements (subsidiaries, associates and joint arrangements), account for revenue, leases, financial instruments, provisions, impairment and deferred tax, and explain the ethical and professional judgements involved.',
    areas: [
      { name: 'Reporting framework and ethics', summary: 'The Conceptual Framework, the regulatory framework in Bangladesh and ethical reporting.', weightingPercent: 10 },
      { name: 'Single entity financial statements', summary: 'IAS 1, IAS 16, IFRS 15, IFRS 16, IFRS 9, IAS 36, IAS 37, IAS 12 and statements of cash flows.', weightingPercent: 55 },
      { name: 'Consolidated financial statements', summary: 'Groups under IFRS 3 and IFRS 10, associates and joint ventures, and group cash flows.', weightingPercent: 35 },
    ],
  },
  {
    name: 'Financial Management',
    slug: 'financial-management',
    marks: 100,
    durationMinutes: 180,
    passMarkPercent: 50,
    examFormat: PROFESSIONAL_FORMAT,
    summary: 'Investment appraisal, the cost of capital, business valuation and managing financial risk.',
    description:
      'Financial Management covers the decisions a finance director makes. Candidates appraise investments with discounted cash flow under tax, inflation and risk, choose between sources of finance, estimate the cost of capital, value businesses and shares, and manage foreign-exchange and interest-rate risk with forwards, futures, options and swaps.',
    areas: [
      { name: 'Financing options', summary: 'Equity, debt and hybrid finance, capital structure, dividend policy and the cost of capital.', weightingPercent: 30 },
      { name: 'Investment decisions and valuation', summary: 'NPV and IRR with tax and inflation, capital rationing, risk, and business and share valuation.', weightingPercent: 45 },
      { name: 'Financial risk management', summary: 'Foreign exchange and interest rate risk, and hedging with derivatives.', weightingPercent: 25 },
    ],
  },
  {
    name: 'Business Planning Taxation & Compliance',
    slug: 'business-planning-taxation-compliance',
    marks: 100,
    durationMinutes: 180,
    passMarkPercent: 50,
    examFormat: PROFESSIONAL_FORMAT,
    summary: 'Tax planning and compliance for individuals, companies and groups in Bangladesh, including VAT and international tax.',
    description:
      'Business Planning Taxation & Compliance builds on Principles of Taxation to advise clients. Candidates plan the tax affairs of owner-managers and companies, choose tax-efficient structures and remuneration, deal with groups, transfer pricing and double taxation agreements, manage VAT and customs compliance for trading businesses, and recognise where planning becomes unacceptable avoidance.',
    areas: [
      { name: 'Tax planning for individuals', summary: 'Remuneration and benefits, investment income, tax-efficient savings and wealth statements.', weightingPercent: 25 },
      { name: 'Corporate tax planning and compliance', summary: 'Company tax computations, losses, incentives, tax holidays and compliance deadlines.', weightingPercent: 30 },
      { name: 'Groups and international tax', summary: 'Transfer pricing, permanent establishments and double taxation agreements.', weightingPercent: 20 },
      { name: 'VAT, customs and supplementary duty compliance', summary: 'Complex VAT supplies, rebates, customs valuation and compliance reviews.', weightingPercent: 15 },
      { name: 'Ethics in tax practice', summary: "Avoidance versus evasion, disclosure, and the adviser's professional responsibilities.", weightingPercent: 10 },
    ],
  },
  {
    name: 'Corporate Law & Practices',
    slug: 'corporate-law-practices',
    marks: 100,
    durationMinutes: 180,
    passMarkPercent: 50,
    examFormat: PROFESSIONAL_FORMAT,
    summary: 'Company, contract, securities and insolvency law in Bangladesh, and corporate governance in practice.',
    description:
      'Corporate Law & Practices covers the law a chartered accountant applies daily in Bangladesh: the Companies Act 1994 (formation, share capital, directors, meetings and winding up), the Contract Act 1872, the Negotiable Instruments Act 1881 and the Partnership Act 1932, securities regulation by the Bangladesh Securities and Exchange Commission, the Corporate Governance Code, and insolvency.',
    areas: [
      { name: 'Company law', summary: 'Incorporation, memorandum and articles, share capital, directors, meetings and resolutions under the Companies Act 1994.', weightingPercent: 40 },
      { name: 'Contract and commercial law', summary: 'Contract Act 1872, agency, partnership and negotiable instruments.', weightingPercent: 20 },
      { name: 'Securities regulation and corporate governance', summary: 'BSEC rules, listing, disclosure and the Corporate Governance Code.', weightingPercent: 25 },
      { name: 'Insolvency and winding up', summary: "Compulsory and voluntary winding up, the liquidator's duties and the order of distribution.", weightingPercent: 15 },
    ],
  },
  {
    name: 'Corporate Reporting',
    slug: 'corporate-reporting',
    marks: 100,
    durationMinutes: 210,
    passMarkPercent: 50,
    examFormat: ADVANCED_FORMAT,
    summary: 'Complex financial reporting and audit judgements brought together in realistic scenarios.',
    description:
      'Corporate Reporting tests financial reporting and auditing at the level of a senior professional. Candidates interpret and apply complex IFRS (group restructurings, financial instruments, share-based payment, employee benefits, revenue), evaluate the audit and assurance implications, assess ethical issues, and explain their conclusions to boards and audit committees.',
    areas: [
      { name: 'Financial reporting', summary: 'Complex single-entity and group reporting, including judgements and their effect on users.', weightingPercent: 60 },
      { name: 'Audit and assurance', summary: 'Audit risks, procedures and reporting for complex transactions and group audits.', weightingPercent: 30 },
      { name: 'Integrated ethics', summary: 'Ethical issues in reporting and assurance, and how to respond to them.', weightingPercent: 10 },
    ],
  },
  {
    name: 'Strategic Business Management and Leadership',
    slug: 'strategic-business-management-leadership',
    marks: 100,
    durationMinutes: 210,
    passMarkPercent: 50,
    examFormat: ADVANCED_FORMAT,
    summary: 'Strategy, finance, data and leadership combined in a board-level case study.',
    description:
      'Strategic Business Management and Leadership asks candidates to act as a trusted adviser to a board. It combines strategic analysis and choice, performance management and data analysis, financing and valuation decisions, risk and assurance, and the leadership, ethics and change management needed to put a strategy into practice.',
    areas: [
      { name: 'Strategy and leadership', summary: 'Strategic analysis, choice and implementation, organisational change and leadership.', weightingPercent: 40 },
      { name: 'Finance and financial management', summary: 'Financing, valuation, investment appraisal and treasury decisions.', weightingPercent: 30 },
      { name: 'Assurance, data and risk', summary: 'Data analytics, performance measurement, risk management and assurance.', weightingPercent: 20 },
      { name: 'Ethics and professional scepticism', summary: 'Ethical dilemmas at board level and how to advise on them.', weightingPercent: 10 },
    ],
  },
];
