import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the featured Principles of Taxation course. */
export const TAXATION_VIDEO_NOTES: VideoNotes = {
  'principles-of-taxation-complete-course-december-2026': {
    'Welcome: how Principles of Taxation is examined': [
      'The paper: 100 marks in 3 hours, with objective questions and computations.',
      'The syllabus areas: ethics and the tax system, income tax for individuals and companies, withholding, administration, VAT and SD.',
      'Why the rates sheet for your sitting matters more than old notes.',
      'How to lay out a computation so that method marks survive an arithmetic slip.',
    ],
    'The Bangladesh tax system: direct and indirect taxes': [
      'Direct taxes (income tax, wealth surcharge) versus indirect taxes (VAT, supplementary duty, customs duty).',
      'The laws: the Income Tax Act 2023, the VAT and SD Act 2012 and the Customs Act, amended each year by the Finance Act.',
      'The National Board of Revenue and its income tax, VAT and customs wings.',
      'Progressive, proportional and regressive taxes, with examples from each.',
    ],
    "Tax avoidance, tax evasion and the accountant's ethical duties": [
      'Avoidance (legal arrangement of affairs) versus evasion (illegal concealment or false statements).',
      'The fundamental principles that apply to tax work: integrity, objectivity and confidentiality.',
      'What to do when a client refuses to disclose an error to the tax authority.',
      'Money laundering reporting duties and why tax evasion proceeds are covered.',
    ],
    'The structure of the Income Tax Act 2023 and the role of the NBR': [
      'Why the 2023 Act replaced the Income Tax Ordinance 1984, and the main structural changes.',
      'How the Act is organised: charge of tax, heads of income, deductions, withholding, returns and assessments, appeals.',
      'The schedules and the Finance Act: where rates and limits are found.',
      "The NBR's powers: rules, circulars and the tax officials who administer the Act.",
    ],
    'Residential status under the Income Tax Act 2023': [
      'The tests for a resident individual: 183 days in the income year, or 90 days plus 365 days over the previous four years.',
      'Residence of companies and other persons.',
      'Why status matters: residents are taxed on world income, non-residents on Bangladesh-source income.',
      'Worked examples of a foreign consultant and a returning expatriate.',
    ],
    'Heads of income and total income': [
      'The heads of income under the Act, from salary to capital gains and income from other sources.',
      'Adding income from each head to reach total income, and which income is exempt.',
      'Separate treatment of income subject to final tax settlement.',
      'A first complete total-income computation for an individual.',
    ],
    'Income from salary: perquisites and the exempt portion': [
      'What counts as salary: basic pay, allowances, bonuses and perquisites.',
      'Valuing benefits such as a company car and rent-free accommodation.',
      'The exempt portion: one-third of salary income or Tk 450,000, whichever is lower.',
      'Employer contributions to recognised provident funds and gratuity funds.',
    ],
    'Rental income and allowable deductions': [
      'Income from house property: annual value and rent received.',
      'Allowable deductions: repairs allowance, municipal taxes, land revenue, interest on loans and insurance.',
      'Vacancy periods and advance rent.',
      'A worked computation for a flat let in Dhaka.',
    ],
    'Capital gains, income from financial assets and other sources': [
      'Capital gains: the sale price less the cost of acquisition and improvement.',
      'Gains on listed securities and how they differ from other capital gains.',
      'Interest and dividends as income from financial assets, with tax deducted at source.',
      'Income from other sources: the residual head.',
    ],
    'Tax rebate for investment and the individual tax computation': [
      'Eligible investments: savings certificates, provident funds, life insurance, listed shares and others.',
      'The rebate: the lowest of 3% of taxable income, 15% of eligible investment and Tk 1,000,000.',
      'Applying the slab rates and the minimum tax for individuals.',
      'Deducting tax already paid at source to find the tax payable with the return.',
    ],
    'Income from business: admissible and inadmissible expenses': [
      'The principle: expenses incurred wholly and exclusively for the business are admissible.',
      'Common inadmissible items: penalties for breaking the law, general provisions and personal expenses.',
      'Expenses disallowed when tax was not withheld or payments were not made through the bank as required.',
      'Adjusting accounting profit line by line to taxable business income.',
    ],
    'Tax depreciation and initial allowance': [
      'Why accounting depreciation is replaced by tax depreciation.',
      'The rates in the Third Schedule and the reducing balance method.',
      'The initial allowance on new plant and machinery and on buildings.',
      'Balancing adjustments when an asset is sold.',
    ],
    'Set-off and carry forward of business losses': [
      'Setting off a loss under one head against income under another, and the exceptions.',
      'Carrying forward unabsorbed business losses and the time limit.',
      'Unabsorbed depreciation and how it differs from a business loss.',
      'A worked example across three income years.',
    ],
    'Corporate tax rates and minimum tax': [
      'Rates for publicly traded and non-publicly traded companies, one person companies, banks and others.',
      'The conditions on cash transactions that decide which rate applies.',
      'Minimum tax on gross receipts: the company pays the higher of regular and minimum tax.',
      'A worked example where minimum tax exceeds regular tax.',
    ],
    'Tax deducted and collected at source: how withholding works': [
      'The logic of withholding: tax collected when income is paid.',
      'Tax deducted at source (TDS) versus tax collected at source (TCS).',
      'Which payers are withholding agents and which payments are covered.',
      "When withheld tax is a final settlement and when it is credited against the payee's liability.",
    ],
    'Tax deducted from salaries and contract payments': [
      "The employer's monthly deduction based on the employee's estimated annual tax.",
      'Tax deduction from payments to contractors and suppliers, by value band.',
      'Certificates of tax deducted and how the payee claims credit.',
      'Worked example: a company paying a contractor and a monthly salary.',
    ],
    'Tax collected at import stage and tax on investment income': [
      'Advance income tax collected by customs at import, and when it can be credited.',
      'Tax deducted from interest on savings instruments and bank deposits.',
      'Tax on dividends deducted by the paying company.',
      'Tracking all tax paid at source for the year-end computation.',
    ],
    'Filing the return: the tax day, return forms and the PSR': [
      'Who must file a return, including those required by their circumstances even below the threshold.',
      'The tax day: 30 November for individuals, and the rule for companies.',
      'Return forms, the statement of assets, liabilities and expenses, and e-filing.',
      'Proof of submission of return (PSR) and the services that require it.',
    ],
    'Advance tax: who pays and when': [
      'Who is liable to pay advance tax and how the amount is estimated.',
      'The instalment dates: 15 September, 15 December, 15 March and 15 June.',
      'Revising the estimate during the year.',
      'Consequences of paying too little advance tax.',
    ],
    'Assessments, tax audits and time limits': [
      'Universal self-assessment and when a return may be selected for audit.',
      'Types of assessment by the tax official and the time limits for completing them.',
      'Reopening an assessment when income has escaped assessment.',
      'Record keeping the taxpayer needs to support the return.',
    ],
    'Penalties, interest and the appeal process': [
      'Penalties for failing to file, concealing income and failing to withhold.',
      'Additional amounts (interest) for late payment.',
      'The appeal route: appeal to the commissioner (appeals), then the Taxes Appellate Tribunal, then the High Court Division.',
      'Alternative dispute resolution as a faster route.',
    ],
    'VAT registration and turnover tax enlistment': [
      'The thresholds: VAT registration above Tk 3 crore turnover, turnover tax enlistment below it.',
      'Voluntary registration and when it helps a business.',
      'The Business Identification Number (BIN) and the registration process.',
      'Turnover tax at 4% and what a turnover-tax business cannot do (claim input tax).',
    ],
    'Output tax, tax invoices and the Mushak forms': [
      'When output tax arises: the earlier of supply, invoice and payment.',
      'The value of supply and the standard 15% rate.',
      'The tax invoice (Mushak 6.3) and its required contents.',
      'Credit and debit notes (Mushak 6.7 and 6.8) and their effect on output tax.',
    ],
    'VAT and SD: input tax credit': [
      'Claiming input tax on purchases with a valid tax invoice.',
      'Inputs on which credit is not allowed, and apportionment for exempt supplies.',
      'The time limit for claiming input tax.',
      'A worked example for a manufacturer with standard-rated and exempt sales.',
    ],
    'VAT deducted at source': [
      'Which entities must deduct VAT at source from payments to suppliers.',
      'Rates of VAT deduction for specified services and the standard-rated supplier rule.',
      "The certificate (Mushak 6.6) and the supplier's decreasing adjustment.",
      'Depositing the VAT deducted and reporting it in the return.',
    ],
    'Supplementary duty on specified goods and services': [
      'What supplementary duty is for: discouraging consumption of specified goods and services.',
      'Where SD applies: at import, at manufacture and on some services.',
      'Computing SD and then VAT on the value including SD.',
      'Recording SD in the VAT return.',
    ],
    'The monthly VAT return (Mushak 9.1)': [
      'Who files the return and the deadline: the 15th day of the following month.',
      'The parts of the return: output tax, input tax, increasing and decreasing adjustments.',
      "Completing a return from a month's sales and purchases registers.",
      'Penalties and interest for late returns and late payment.',
    ],
  },
};
