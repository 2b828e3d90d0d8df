import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the Financial Management, tax compliance, corporate law and strategy full courses. */
export const FINANCE_VIDEO_NOTES: VideoNotes = {
  'financial-management-complete-course': {
    'Introduction to the paper and the formulae sheet': [
      'The paper: 100 marks in 3 hours of written questions with calculations.',
      'The formulae sheet and discount tables provided in the exam.',
      'How marks split between calculations and discussion.',
    ],
    'Shareholder wealth, stakeholders and agency theory': [
      'Maximising shareholder wealth as the primary objective.',
      'The agency problem between shareholders and managers.',
      'Aligning interests through remuneration and governance.',
    ],
    'Equity finance: rights issues, IPOs and the BSEC public issue rules': [
      'Initial public offerings on the DSE and CSE and the BSEC approval process.',
      'Rights issues: the theoretical ex-rights price and the value of a right.',
      'Placings and the costs of issuing equity.',
    ],
    'Debt finance: bank loans, bonds and convertibles': ['Term loans, security and covenants.', 'Bonds: coupon, redemption and yield.', 'Convertible bonds and the conversion value.'],
    'Islamic finance: sukuk, ijarah and murabaha': [
      'Why interest is avoided and how returns are structured instead.',
      'Murabaha (cost-plus sale), ijarah (lease) and sukuk (asset-backed certificates).',
      'The growth of Islamic banking in Bangladesh.',
    ],
    'Dividend policy and scrip dividends': [
      'Dividend irrelevance theory and its assumptions.',
      'Signalling, clientele effects and residual dividend policy.',
      'Scrip (stock) dividends and their effect on shareholders.',
    ],
    'Cost of equity: the dividend valuation model and dividend growth': [
      'The dividend valuation model with and without growth.',
      'Estimating growth from past dividends and from retention.',
      'Using the ex-dividend share price.',
    ],
    'CAPM, beta and the cost of equity': ['Systematic and unsystematic risk.', 'The capital asset pricing model and the meaning of beta.', 'Limitations of CAPM.'],
    'Cost of debt: irredeemable, redeemable and convertible debt': [
      'The cost of irredeemable debt after tax.',
      'Redeemable debt: IRR of the after-tax cash flows.',
      'Convertible debt: the higher of cash redemption and conversion value.',
    ],
    'WACC: calculation and when to use it': ['Weighting by market values.', 'Calculating WACC step by step.', 'When WACC is an appropriate discount rate for a project.'],
    'Capital structure theory: the traditional view and Modigliani-Miller': [
      'The traditional view and an optimal gearing level.',
      'Modigliani-Miller without and with tax.',
      'Practical factors in choosing gearing.',
    ],
    'NPV, IRR and payback refresher': ['Discounting and net present value.', 'IRR by interpolation.', 'Payback, discounted payback and their limitations.'],
    'NPV with tax: tax depreciation allowances under the Income Tax Act 2023': [
      'Tax on operating cash flows and its timing.',
      'Tax savings on tax depreciation and the balancing adjustment.',
      'A full NPV computation with tax.',
    ],
    'NPV with inflation: real and money rates': [
      'The Fisher relationship between real and money rates.',
      'Inflating cash flows at specific rates.',
      'Consistency: money flows with money rates, real flows with real rates.',
    ],
    'Capital rationing and the profitability index': [
      'Hard and soft capital rationing.',
      'Single-period rationing with divisible projects: the profitability index.',
      'Indivisible projects: combinations.',
    ],
    'Risk and uncertainty: sensitivity analysis and expected values': [
      'Sensitivity of the NPV to each input.',
      'Expected values and probability analysis.',
      'Simulation and risk-adjusted discount rates in outline.',
    ],
    'Lease or buy decisions': ['Comparing leasing with borrowing to buy.', 'Using the after-tax cost of borrowing as the discount rate.', 'Non-financial factors in the decision.'],
    'Asset-based valuation': ['Book value, replacement cost and realisable value bases.', 'When asset-based values are useful.', 'Limitations: intangibles and future earnings ignored.'],
    'Earnings-based valuation: P/E ratio and earnings yield': ['Valuing a company using a suitable P/E ratio.', 'Adjusting a proxy P/E for an unlisted company.', 'The earnings yield method.'],
    'Dividend valuation and free cash flow methods': [
      'The dividend growth model for minority holdings.',
      'Free cash flow to the firm and to equity.',
      'Terminal values and sensitivity to assumptions.',
    ],
    'Valuing debt and the efficient market hypothesis': [
      'The market value of irredeemable and redeemable debt.',
      'Weak, semi-strong and strong form efficiency.',
      'What market efficiency means for valuation.',
    ],
    'Valuation case: bidding for a company listed on the Dhaka Stock Exchange': [
      'Applying several valuation methods to one target.',
      'Synergies and the maximum price a bidder should pay.',
      'Forms of consideration and the effect on shareholders.',
    ],
    'Foreign exchange risk: transaction, translation and economic': ['The three types of currency risk.', 'Exposures of Bangladeshi exporters and importers.', 'Internal hedging methods.'],
    'Forward contracts and money market hedges': ['Calculating the taka outcome of a forward contract.', 'Money market hedges for receipts and payments.', 'Comparing the two methods.'],
    'Currency futures and currency options': ['How currency futures work and basis risk.', 'Call and put options, premiums and exercise decisions.', 'When options are preferred to forwards.'],
    'Interest rate parity and purchasing power parity': [
      'Predicting forward rates with interest rate parity.',
      'Forecasting future spot rates with purchasing power parity.',
      'The international Fisher effect.',
    ],
    'Interest rate risk: FRAs, interest rate futures, options and swaps': [
      'Forward rate agreements and their settlement.',
      'Interest rate futures, caps, floors and collars.',
      'Interest rate swaps and comparative advantage.',
    ],
  },
  'business-planning-taxation-compliance-complete-course': {
    'How this paper differs from Principles of Taxation': [
      'From computing tax to advising on it: planning, comparison and compliance.',
      'Written answers with calculations, 100 marks in 3 hours.',
      "How marks reward advice applied to the client's facts.",
    ],
    'The Income Tax Act 2023: structure and key changes from the 1984 Ordinance': [
      'Why the Income Tax Ordinance 1984 was replaced and the new structure of the Act.',
      'Changes in terminology, withholding provisions and the minimum tax rules.',
      'Reading the schedules and the Finance Act that sets the rates.',
    ],
    'Ethics in tax practice: avoidance, evasion and disclosure': [
      'The line between acceptable planning and evasion.',
      'What to do when a client will not disclose an error to the NBR.',
      'Confidentiality, money laundering reporting and ceasing to act.',
    ],
    'Remuneration planning: salary, perquisites and benefits': [
      'Cash salary versus benefits and how each is taxed.',
      'The exempt portion of salary and employer contributions to approved funds.',
      'The deductibility limit on perquisites for the employer.',
    ],
    'Investment income and tax-efficient savings': [
      'Interest, dividends and gains on listed securities.',
      'Income subject to final tax settlement and its effect on planning.',
      'Choosing savings instruments after tax.',
    ],
    'Planning the investment tax rebate': ['Eligible investments and the three limits on the rebate.', 'Timing investments to use the full rebate.', 'A worked comparison for a salaried taxpayer.'],
    'Statement of assets, liabilities and expenses: getting the wealth statement right': [
      'Who must file the statement and what it contains.',
      'Reconciling the increase in net wealth with income and expenses.',
      'Common mistakes that lead to questions from the tax official.',
    ],
    'Owner-managers: salary versus dividend': [
      'Company tax saved on salary versus personal tax on each route.',
      'Tax on dividends and the total tax cost comparison.',
      'Non-tax factors: cash flow, profits available and pension funds.',
    ],
    'Company tax computation: rates for listed and non-listed companies': [
      'Adjusting accounting profit to taxable business income.',
      'The rate categories and the cash transaction conditions.',
      'Separately taxed income within a company computation.',
    ],
    'Minimum tax on gross receipts and its planning implications': [
      'When minimum tax applies and how it is calculated.',
      'Why low-margin businesses pay minimum tax.',
      'Planning responses and their limits.',
    ],
    'Tax depreciation allowances and business losses carried forward': [
      'Tax depreciation rates and balancing adjustments.',
      'Using losses carried forward in the right order.',
      'Timing capital spending to manage taxable profit.',
    ],
    'Tax holidays and investment incentives': [
      'Tax exemptions for priority industries and economic zones.',
      'Conditions that must be met and what happens on breach.',
      'Comparing a tax holiday location with a normal-rate location.',
    ],
    "Transfer pricing: the arm's length principle and documentation": [
      'International transactions between associated enterprises.',
      "The arm's length principle and comparison methods.",
      'Documentation, reporting and adjustments by the tax authority.',
    ],
    'Permanent establishments and withholding on payments to non-residents': [
      'What creates a permanent establishment in Bangladesh.',
      'Withholding on payments to non-residents.',
      'Treaty relief and the documents required.',
    ],
    'Double taxation agreements and foreign tax credit': ['How treaties allocate taxing rights.', 'Reduced withholding rates under treaties.', 'Foreign tax credit for residents with foreign income.'],
    'Repatriating profits: dividends, royalties and technical fees': [
      'Tax on each route of returning profits to a foreign parent.',
      'Bangladesh Bank rules on remittances in outline.',
      'Comparing the after-tax cost for the group.',
    ],
    'VAT and SD Act 2012: complex supplies, exemptions and reduced rates': [
      'Mixed and composite supplies.',
      'Exempt supplies and zero-rated exports.',
      'Reduced rates and their effect on input tax credit.',
    ],
    'Input tax credit, adjustments and VAT deduction at source': [
      'Conditions for claiming input tax and apportionment.',
      'Increasing and decreasing adjustments in the return.',
      'VAT deducted at source by withholding entities.',
    ],
    'Supplementary duty on goods and services': ['Goods and services subject to supplementary duty.', 'Computing SD at import and at the manufacturing stage.', 'Interaction of SD with VAT.'],
    'Customs valuation and duty computation for importers': [
      'Transaction value and adjustments to it.',
      'Customs duty, regulatory duty, SD, VAT and advance tax in the right order.',
      'A worked import computation.',
    ],
    'VAT compliance review: a trading company case': [
      "Reviewing a trader's invoices, registers and returns.",
      'Finding unclaimed input tax and errors in output tax.',
      'Reporting the findings and correcting past returns.',
    ],
  },
  'corporate-law-practices-complete-course': {
    'Introduction to the paper and how to answer law questions': [
      'The paper: 100 marks in 3 hours of scenario questions.',
      'Issue, law, application and conclusion.',
      'Citing the Act accurately without losing time.',
    ],
    'Types of company under the Companies Act 1994, including the one person company': [
      'Companies limited by shares, by guarantee and unlimited companies.',
      'Private, public and one person companies and their requirements.',
      'Separate legal personality and lifting the veil.',
    ],
    'Incorporation with the RJSC: memorandum and articles of association': [
      'The registration process with the RJSC.',
      'Contents of the memorandum and articles.',
      'Altering the objects and the articles.',
    ],
    'Prospectus, allotment of shares and share capital': [
      'Prospectus requirements and liability for misstatements.',
      'Allotment rules and minimum subscription.',
      'Classes of share capital and alterations.',
    ],
    'Transfer and transmission of shares, and reduction of capital': [
      "Transfer of shares and the directors' power to refuse.",
      'Transmission on death or insolvency.',
      'Reduction of capital with court confirmation.',
    ],
    'Appointment, removal and disqualification of directors': ['Minimum number of directors and appointment.', 'Disqualification grounds.', 'Removal of directors by the members.'],
    "Directors' duties and loans to directors": ['Fiduciary duties and the duty of care and skill.', 'Disclosure of interests in contracts.', 'Restrictions on loans to directors.'],
    'Annual and extraordinary general meetings, notice and quorum': ['Timing of the AGM and its business.', 'Requisitioned meetings.', 'Notice periods, quorum and proxies.'],
    'Ordinary, special and extraordinary resolutions': ['Majorities and notice for each type.', 'Decisions that need each resolution.', 'Filing resolutions with the RJSC.'],
    'Books of account, audit and the annual return': ['Books of account and where they are kept.', "Laying the accounts and the auditor's report before the AGM.", 'The annual return and its filing.'],
    'Contract Act 1872: offer, acceptance and consideration': [
      'Offer, invitation to treat and acceptance.',
      'Communication of acceptance and revocation by post.',
      'Consideration and the exceptions.',
    ],
    'Free consent, void agreements and remedies for breach': [
      'Coercion, undue influence, fraud, misrepresentation and mistake.',
      'Void and voidable agreements.',
      'Damages and other remedies for breach.',
    ],
    'Agency and the Partnership Act 1932': ["Creation of agency and the agent's authority.", 'Duties of principal and agent.', 'Partnership: relations between partners and with third parties.'],
    'Negotiable Instruments Act 1881: cheques and dishonour': ['Promissory notes, bills of exchange and cheques.', 'Holder in due course.', 'Dishonour of cheques and its consequences.'],
    'The Bangladesh Securities and Exchange Commission and its powers': [
      "The BSEC's role in regulating the securities market.",
      'Investigation and enforcement powers.',
      'Penalties for market abuse.',
    ],
    'BSEC public issue rules and listing on the DSE and CSE': ['Fixed price and book-building methods.', 'Eligibility for a public issue.', 'Listing requirements of the exchanges.'],
    'Continuous disclosure and price-sensitive information': [
      'What counts as price-sensitive information.',
      'Timely disclosure to the BSEC, the exchanges and the public.',
      'Insider trading prohibitions.',
    ],
    'Corporate Governance Code: the board, independent directors and committees': [
      'Board size and composition, and independent directors.',
      'The audit committee and the nomination and remuneration committee.',
      'Reporting on compliance with the Code.',
    ],
    'Financial Reporting Act 2015: the FRC and public interest entities': [
      "The FRC's structure and functions.",
      'Duties of public interest entities and their auditors.',
      'Offences and penalties under the Act.',
    ],
    'Compulsory winding up by the court': ['Grounds for winding up by the court.', 'Who may petition and the procedure.', 'The effect of a winding-up order.'],
    "Members' and creditors' voluntary winding up": [
      "The declaration of solvency and a members' voluntary winding up.",
      "Creditors' voluntary winding up and the creditors' meeting.",
      'The resolutions required.',
    ],
    "The liquidator's powers and duties": ['Appointment of the liquidator.', 'Powers with and without sanction.', 'Duties in collecting assets and settling claims.'],
    'Order of distribution and preferential payments': [
      'Secured creditors and the costs of winding up.',
      'Preferential payments such as wages and government dues.',
      'Unsecured creditors and members.',
    ],
  },
};
