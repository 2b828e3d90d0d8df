import type { InstructorSeed } from './catalogue-types';

/**
 * The demo mentors. The people are fictional: every link points at an
 * example domain so the product works offline and names nobody real.
 */
export const INSTRUCTOR_SEEDS: InstructorSeed[] = [
  {
    slug: 'farhana-rahman',
    name: 'Farhana Rahman',
    title: 'Financial reporting lead tutor',
    qualifications: ['FCA'],
    bio: `Farhana trained and qualified with a Big Four network firm in Dhaka, where she spent six years auditing banks, pharmaceutical manufacturers and garment exporters and later worked in the firm's IFRS advisory team. She then moved in-house as financial reporting manager of a listed pharmaceutical company, preparing its annual report, its quarterly statements for the stock exchanges and its first financial statements under IFRS 16.

She teaches financial accounting from the first debit and credit to group accounts and complex IFRS judgements. Her classes start from a worked example on the pro-forma, then ask why each number sits where it does, so that students can handle a question they have not seen before rather than memorising one they have.

Outside class she reviews mock exam scripts line by line and writes the model answers for the Accounting and Corporate Reporting question banks on Hisab.`,
    subjects: ['Accounting', 'Financial Accounting & Reporting', 'Corporate Reporting'],
    yearsTeaching: 12,
    social: {},
  },
  {
    slug: 'tanvir-ahmed',
    name: 'Tanvir Ahmed',
    title: 'Audit director and assurance tutor',
    qualifications: ['FCA', 'CPA'],
    bio: `Tanvir has worked in external and internal audit for more than fifteen years. He started as an article student with a Big Four network firm in Dhaka and rose to audit manager, leading statutory audits of commercial banks, non-bank financial institutions and export-oriented manufacturers. He later headed the internal audit department of a private commercial bank, reporting to its board audit committee, and qualified as a US CPA along the way.

His teaching is built around working papers: planning memoranda, risk assessments, walk-through notes and audit programmes laid out as a real engagement team would write them. Students learn the International Standards on Auditing by using them on a file, not by reciting their numbers.

He is patient with candidates who find the written style of audit answers hard, and spends much of his class time on how to turn a scenario into specific, marks-earning points.`,
    subjects: ['Assurance', 'Audit & Assurance'],
    yearsTeaching: 10,
    social: {},
  },
  {
    slug: 'nusrat-jahan',
    name: 'Nusrat Jahan',
    title: 'Tax manager and taxation tutor',
    qualifications: ['ACA', 'ACCA'],
    bio: `Nusrat is a tax manager in a Dhaka practice that prepares income tax returns for individuals and companies, handles withholding tax and VAT compliance for manufacturers and traders, and represents clients before the Commissioner of Taxes (Appeals) and the Taxes Appellate Tribunal. Before that she worked in the tax advisory team of a Big Four network firm, where she helped clients move from the Income Tax Ordinance 1984 to the Income Tax Act 2023.

In class she works through computations on a clear, consistent layout and links every adjustment to the section of the Income Tax Act 2023 or the VAT and SD Act 2012 that requires it. She updates her notes after every Finance Act so that students practise with the rates and thresholds their sitting will examine.

She believes tax is learned by doing: each of her lessons ends with a short computation for students to attempt before watching the solution.`,
    subjects: ['Principles of Taxation', 'Business Planning Taxation & Compliance'],
    yearsTeaching: 8,
    social: {},
  },
  {
    slug: 'imran-hossain',
    name: 'Imran Hossain',
    title: 'Corporate finance adviser and tutor',
    qualifications: ['FCA', 'CFA'],
    bio: `Imran spent the first part of his career in the corporate finance department of a Big Four network firm in Dhaka, building valuation models for IPOs, mergers and private equity investments. He then joined the treasury division of a private commercial bank, managing foreign exchange and interest rate exposures, and now advises mid-sized companies on capital budgeting and costing systems.

He teaches Management Information and Financial Management as decision-making subjects. Every technique, from absorption costing to discounted cash flow, is introduced with the management question it answers, then practised on exam-standard numbers under time pressure.

Students value his spreadsheet walk-throughs, which show how the same calculation looks in a finance team and on an exam script.`,
    subjects: ['Financial Management', 'Management Information'],
    yearsTeaching: 9,
    social: {},
  },
  {
    slug: 'shirin-akter',
    name: 'Shirin Akter',
    title: 'Company secretary and law tutor',
    qualifications: ['LLB (Hons)', 'ACS'],
    bio: `Shirin is a law graduate and chartered secretary who has served as company secretary of a listed textile group for over a decade. Her day-to-day work covers board and general meetings, filings with the Registrar of Joint Stock Companies and Firms, disclosures to the Bangladesh Securities and Exchange Commission and the stock exchanges, and compliance with the Corporate Governance Code.

She teaches Corporate Law & Practices and the governance and business-structure parts of Business, Technology & Finance. Her lessons explain each rule of the Companies Act 1994 or the Contract Act 1872 through the documents and decisions it produces: a special resolution, a share allotment, a director's disclosure of interest.

She keeps her notes short and structured, with a one-page summary at the end of each topic for last-week revision.`,
    subjects: ['Corporate Law & Practices', 'Business, Technology & Finance'],
    yearsTeaching: 11,
    social: {},
  },
  {
    slug: 'kamal-uddin',
    name: 'Kamal Uddin',
    title: 'Former group CFO and Advanced Level case-study tutor',
    qualifications: ['FCA', 'FCMA'],
    bio: `Kamal has over twenty-five years of experience in audit and industry. After qualifying with a Big Four network firm in Dhaka, he moved into industry and spent most of his career as finance director and then group chief financial officer of a diversified business group with interests in food processing, ceramics and logistics. He has sat on the audit committees of two listed companies.

He teaches the Advanced Level papers the way boards use accountants: reading a long scenario quickly, picking out the issues that matter, and writing clear, well-supported advice. He also teaches Business, Technology & Finance to Certificate Level students, drawing on what finance functions actually do.

His classes include timed case-study practice with written feedback, with particular attention to planning time and answer structure.`,
    subjects: ['Strategic Business Management and Leadership', 'Corporate Reporting', 'Business, Technology & Finance'],
    yearsTeaching: 16,
    social: {},
  },
];
