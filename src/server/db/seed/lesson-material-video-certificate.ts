import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the free courses and the Assurance and BTF courses. */
export const CERTIFICATE_VIDEO_NOTES: VideoNotes = {
  'double-entry-in-10-days': {
    'Day 1: assets, liabilities, capital and the accounting equation': [
      'What assets, liabilities and capital are, with examples from a small shop.',
      'The accounting equation: Assets = Capital + Liabilities.',
      'How the equation changes, and still balances, after each of five transactions.',
    ],
    'Day 2: debits and credits without memorising': [
      'Why the left side is debit and the right side is credit in every ledger account.',
      'Deriving the rules from the accounting equation instead of learning a list.',
      'Practising the side for ten everyday transactions.',
    ],
    'Day 3: recording cash and credit transactions': [
      'Cash sales and purchases versus credit sales and purchases.',
      'Receivables and payables as the record of who owes whom.',
      'Posting a week of transactions for a new business.',
    ],
    'Day 4: balancing off ledger accounts': [
      'Totalling both sides and carrying down the balance.',
      'Bringing the balance down at the start of the next period.',
      'What a debit or credit balance on each type of account means.',
    ],
    'Day 5: the sales and purchases day books': [
      'Why credit sales and purchases are listed in day books first.',
      'Posting the day book totals to the ledger and the individual entries to customer and supplier accounts.',
      'Returns day books and how returns reduce sales and purchases.',
    ],
    'Day 6: the cash book and discounts': [
      'The cash book with cash and bank columns.',
      'Discounts allowed to customers and discounts received from suppliers.',
      'Contra entries when cash is paid into the bank.',
    ],
    'Day 7: preparing a trial balance': [
      'Listing every balance as a debit or a credit.',
      'Why the totals should agree, and where to look when they do not.',
      'Errors a trial balance will not reveal.',
    ],
    'Day 8: closing inventory and the cost of sales': [
      'Why unsold goods at the year-end are an asset.',
      'Cost of sales = opening inventory + purchases - closing inventory.',
      'Gross profit and the gross profit margin.',
    ],
    'Day 9: a simple statement of profit or loss': [
      'The layout: revenue, cost of sales, gross profit, expenses and profit for the year.',
      'Which trial balance items belong in the statement of profit or loss.',
      'A complete statement for the shop from days 1 to 8.',
    ],
    'Day 10: a simple statement of financial position': [
      'Non-current and current assets, current and non-current liabilities.',
      'The capital section: opening capital plus profit less drawings.',
      'Checking that the statement balances, and what to do next.',
    ],
  },
  'business-technology-finance-free-question-practice': {
    'How to approach BTF objective questions': [
      'The exam: 100 marks in 2 hours of objective questions, no negative marking.',
      'Reading the requirement first and underlining limiting words.',
      'Eliminating options and handling multiple-response questions.',
    ],
    'Objectives, stakeholders and structures: thirty questions walked through': [
      "Stakeholder questions using Mendelow's power and interest matrix.",
      'Legal forms of business in Bangladesh and their features.',
      'Functional, divisional and matrix structures in scenario questions.',
    ],
    'Technology, data analytics and cyber security: thirty questions': [
      'ERP, cloud accounting and robotic process automation questions.',
      'Telling descriptive, predictive and prescriptive analytics apart.',
      'Cyber threats and the controls that address each.',
    ],
    'Sources of finance and working capital: thirty questions': [
      'Matching short-term and long-term needs to sources of finance.',
      'Working capital ratios and the cash operating cycle as number entry questions.',
      'The roles of Bangladesh Bank, commercial banks and the stock exchanges.',
    ],
    'Governance, ethics and sustainability: twenty-five questions': [
      'Boards, independent directors and committees under the Corporate Governance Code.',
      'The fundamental ethical principles in business scenarios.',
      'Sustainability and corporate responsibility questions.',
    ],
    'Mock exam debrief': [
      'The questions most candidates got wrong and why.',
      'Timing: where candidates lost minutes and how to recover them.',
      'Planning your last week from your results by syllabus area.',
    ],
  },
  'business-planning-taxation-compliance-revision-sprint': {
    'How to use this revision sprint': [
      'The sprint plan: recap videos, short-form questions, then the answers walkthrough.',
      'How to use the rates sheet for your sitting alongside the videos.',
      'Setting a daily target and tracking weak areas.',
    ],
    'Individual tax planning recap': [
      'Remuneration planning: salary, perquisites and the exempt portion of salary.',
      'Planning the investment tax rebate and eligible investments.',
      'The statement of assets, liabilities and expenses and common errors in it.',
    ],
    'Company tax and minimum tax recap': [
      'Adjusting accounting profit to taxable income.',
      'Corporate rates and the conditions for the lower rates.',
      'Minimum tax on gross receipts and when it exceeds regular tax.',
    ],
    'Transfer pricing and double taxation agreements recap': [
      "The arm's length principle and the documentation required.",
      'Withholding on payments to non-residents and reduced treaty rates.',
      'Foreign tax credit: the lower of foreign tax and Bangladesh tax on that income.',
    ],
    'VAT and supplementary duty recap': [
      'Output tax, input tax credit and the monthly return.',
      'VAT deducted at source and decreasing adjustments.',
      'Supplementary duty and the order of computing import taxes.',
    ],
    'Answers walkthrough': [
      'Each short-form practice question worked through with the layout markers expect.',
      'The traps in each question and how to avoid them.',
      'What to revise next depending on the questions you missed.',
    ],
  },
  'assurance-complete-course-june-2027': {
    'Welcome: how the Assurance paper is examined': [
      'The paper: 100 marks in 2 hours, objective questions across four syllabus areas.',
      'The weighting of concepts, internal controls, evidence and ethics.',
      'How scenario-based objective questions are built.',
    ],
    'What assurance is: the three parties and the subject matter': [
      'The practitioner, the responsible party and the intended users.',
      'Subject matter, suitable criteria, evidence and the assurance report.',
      'Why users need independent assurance: the expectation gap.',
    ],
    'Reasonable and limited assurance engagements': [
      'Reasonable assurance: a high but not absolute level, expressed positively.',
      'Limited assurance: a negative conclusion, as in a review engagement.',
      'Why absolute assurance is impossible: judgement, sampling and inherent limitations.',
    ],
    "The audit process from acceptance to the auditor's report": [
      'Acceptance and the engagement letter.',
      'Planning, risk assessment and materiality.',
      'Gathering evidence, review, and forming the opinion.',
    ],
    'The components of internal control': [
      'The five components: control environment, risk assessment, information system, control activities and monitoring.',
      'Examples of each in a trading company.',
      'Limitations of internal control.',
    ],
    "The control environment and the entity's risk assessment process": [
      "Management's attitude, governance and the tone at the top.",
      'How an entity identifies and responds to business risks.',
      'Why a weak control environment undermines individual controls.',
    ],
    'Controls over sales, receivables and cash receipts': [
      'Credit checks, authorised price lists and sequentially numbered documents.',
      'Segregation of duties between invoicing, recording and receiving cash.',
      'Reconciliations and reviews of aged receivables.',
    ],
    'Controls over purchases, payables and payroll': [
      'Authorised orders, goods received notes and three-way matching.',
      'Supplier master file changes and payment approval.',
      'Payroll controls: authorised starters and leavers, rates and attendance records.',
    ],
    'Controls over inventory and non-current assets': [
      'Physical security and access to stores.',
      'Inventory counts and investigation of differences.',
      'Asset registers, authorisation of capital spending and periodic inspection.',
    ],
    'IT general controls and application controls': [
      'General controls: access, change management, backups and operations.',
      'Application controls: input, processing and output checks.',
      'How weak general controls make application controls unreliable.',
    ],
    'Sufficient appropriate audit evidence and ISA 500': [
      'Sufficiency (quantity) and appropriateness (relevance and reliability).',
      'The reliability hierarchy: external, auditor-generated and written evidence.',
      'Procedures: inspection, observation, enquiry, confirmation, recalculation, reperformance and analytical procedures.',
    ],
    'Financial statement assertions': [
      'Assertions about transactions: occurrence, completeness, accuracy, cut-off and classification.',
      'Assertions about balances: existence, rights and obligations, completeness, accuracy, valuation and allocation.',
      'Matching procedures to assertions, including the direction of testing.',
    ],
    'Tests of controls and substantive procedures': [
      'When the auditor relies on controls and tests them.',
      'Substantive procedures: tests of detail and substantive analytical procedures.',
      'How control test results change the extent of substantive work.',
    ],
    'Audit sampling under ISA 530': [
      'Statistical and non-statistical sampling.',
      'Selection methods: random, systematic, monetary unit and haphazard.',
      'Factors that increase or decrease sample size, and evaluating results.',
    ],
    'Analytical procedures': [
      'Using ratios and trends at planning, as substantive tests and at completion.',
      'Developing an expectation and setting a threshold for investigation.',
      'Worked example: gross margin and receivables days for a distributor.',
    ],
    'Receivables: external confirmations and cut-off': [
      'Positive and negative confirmation requests and controlling the process.',
      'Alternative procedures for non-replies: after-date cash and invoices.',
      'Sales cut-off tests around the year-end.',
    ],
    'Inventory: attending the count and valuation': [
      'Reviewing count instructions and observing the count.',
      'Test counts in both directions, and recording cut-off details.',
      'Valuation: cost, net realisable value and slow-moving items.',
    ],
    'Bank and cash: bank confirmations and reconciliations': ['Bank confirmation letters and what they confirm.', 'Auditing the year-end bank reconciliation.', 'Cash counts and petty cash.'],
    'Payables, accruals and the completeness assertion': [
      'Why payables are tested mainly for understatement.',
      'Supplier statement reconciliations and the search for unrecorded liabilities.',
      'Testing accruals against post year-end invoices.',
    ],
    'Non-current assets: existence, ownership and depreciation': [
      'Physical inspection and tracing between the register and the assets.',
      'Title deeds, registration documents and invoices for ownership.',
      'Reviewing depreciation rates and recalculating the charge.',
    ],
    'The five fundamental principles': [
      'Integrity, objectivity, professional competence and due care, confidentiality and professional behaviour.',
      'The conceptual framework approach of the ICAB Code of Ethics.',
      'Examples of breaches in practice.',
    ],
    'Threats to compliance and safeguards': [
      'Self-interest, self-review, advocacy, familiarity and intimidation threats.',
      'Safeguards at the firm and engagement level.',
      'When no safeguard is enough and the engagement must be declined.',
    ],
    'Independence, fees and non-audit services': [
      'Independence of mind and in appearance.',
      'Financial interests, loans, gifts and hospitality.',
      'Fee dependence, overdue fees, contingent fees and non-audit services.',
    ],
    'Confidentiality and when disclosure is permitted': [
      'The duty of confidentiality and the use of client information.',
      'Disclosure required by law, including money laundering reporting.',
      'Disclosure permitted with consent or in the public interest.',
    ],
  },
  'business-technology-finance-complete-course-december-2026': {
    'Welcome: how Business, Technology & Finance is examined': [
      'The paper: 100 marks in 2 hours, all objective questions.',
      'The syllabus areas and their weightings.',
      'How to study a wide syllabus efficiently.',
    ],
    'Why businesses exist: objectives and stakeholders': [
      'Profit-seeking and not-for-profit objectives.',
      'Internal, connected and external stakeholders.',
      "Mendelow's matrix and managing conflicting stakeholder interests.",
    ],
    'Mission, strategy and the planning process': ['Mission statements, goals and objectives.', 'Strategic, tactical and operational planning.', 'SMART objectives and critical success factors.'],
    'The functional areas: operations, marketing, HR and finance': [
      'What each function does and how they depend on each other.',
      'The marketing mix and the operations transformation process.',
      'Human resources: recruitment, training and appraisal.',
    ],
    'Sole traders, partnerships and companies under Bangladesh law': [
      'Liability, ownership and control in each legal form.',
      'Partnerships under the Partnership Act 1932.',
      'Private, public and one person companies under the Companies Act 1994.',
    ],
    'Organisational structures: functional, divisional and matrix': [
      'Features, advantages and disadvantages of each structure.',
      'Span of control, tall and flat organisations.',
      'Centralisation and decentralisation.',
    ],
    'The finance function: reporting, treasury, tax and control': [
      'Financial reporting and management accounting roles.',
      'Treasury: cash, funding and risk management.',
      'Tax compliance and internal control responsibilities.',
    ],
    'Shared service centres and outsourcing': [
      'What shared service centres do and why groups use them.',
      'Outsourcing and offshoring: benefits and risks.',
      'Controlling quality through service-level agreements.',
    ],
    'Information systems and ERP': [
      'Transaction processing, management information and executive information systems.',
      'Enterprise resource planning: one database across functions.',
      'Implementation risks and benefits.',
    ],
    'Cloud accounting and process automation': ['Software as a service and hosted data.', 'Robotic process automation for rule-based tasks.', 'Risks of third-party hosting and how to control them.'],
    'Data analytics: descriptive, predictive and prescriptive': [
      'The four types of analytics with business examples.',
      'Big data: volume, velocity, variety and veracity.',
      'Data visualisation and its use by finance teams.',
    ],
    'Cyber security: risks and controls': ['Phishing, ransomware, malware and denial of service.', 'Preventive, detective and corrective controls.', 'Staff awareness as the first line of defence.'],
    'Short-term finance: overdrafts, trade credit and factoring': [
      'Overdrafts and short-term loans compared.',
      'Trade credit and its hidden cost when early settlement discounts are lost.',
      'Factoring and invoice discounting.',
    ],
    'Long-term finance: term loans, leases, bonds and equity': ['Term loans, security and covenants.', 'Leasing as an alternative to buying.', 'Bonds, ordinary shares and retained earnings.'],
    'Banks, Bangladesh Bank and the capital markets': ['The role of commercial banks as intermediaries.', 'Bangladesh Bank: monetary policy and bank supervision.', 'The DSE, the CSE and the BSEC.'],
    'Managing working capital: inventory, receivables and payables': [
      'The balance between liquidity and profitability.',
      'Inventory, receivables and payables days.',
      'Policies for each element of working capital.',
    ],
    'Cash management and the cash operating cycle': ['The cash operating cycle and how to shorten it.', 'Cash budgets and managing surpluses and deficits.', 'Worked example of the cycle in days.'],
    'Corporate governance: boards, committees and the Corporate Governance Code': [
      'The role of the board and the separation of chair and chief executive.',
      'Independent directors and board committees.',
      'The BSEC Corporate Governance Code for listed companies.',
    ],
    'Corporate responsibility and sustainability reporting': [
      'Corporate social responsibility and the triple bottom line.',
      'Sustainability reporting and stakeholder expectations.',
      'Examples from Bangladeshi exporters.',
    ],
    'Professional ethics in business': ['Ethical principles for accountants in business.', 'Pressure to act unethically and how to respond.', 'Whistleblowing and where to get advice.'],
  },
};
