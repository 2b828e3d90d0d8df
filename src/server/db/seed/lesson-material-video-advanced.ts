import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the Advanced Level full courses: Corporate Reporting (featured) and Strategic Business Management. */
export const ADVANCED_VIDEO_NOTES: VideoNotes = {
  'corporate-reporting-complete-course': {
    'How the Advanced Level case paper is set and marked': [
      'The paper: 100 marks in 3.5 hours, open book, built around an integrated case.',
      'How requirements combine financial reporting, audit and ethics in one scenario.',
      'The professional skills markers look for: assimilating information, judgement, conclusions.',
      'Planning the 3.5 hours: reading time, answer plan and time per requirement.',
    ],
    'Integrated answers: reporting, audit and ethics together': [
      'Structuring each issue under reporting, audit and ethics headings.',
      'Linking an accounting error to the audit risk and the procedures that respond to it.',
      'Spotting the ethical angle: pressure, bonuses, conflicts of interest.',
      'A worked exhibit answered in the integrated style.',
    ],
    'FRC enforcement and reporting expectations for public interest entities': [
      'The Financial Reporting Council\'s enforcement powers under the Financial Reporting Act 2015.',
      'Which entities are public interest entities and what that means for preparers and auditors.',
      'Common findings in reviews of financial statements and audit files.',
      'What the case study expects you to say about regulatory consequences.',
    ],
    'Step acquisitions and changes in ownership without loss of control': [
      'Achieving control in stages: remeasuring the previously held interest to fair value.',
      'Goodwill calculated at the date control is achieved.',
      'Buying or selling shares while keeping control: a transaction within equity.',
      'The adjustment to parent equity and NCI, with a worked example.',
    ],
    'Disposals and loss of control': [
      'Derecognising the subsidiary\'s assets, liabilities, goodwill and NCI.',
      'Recognising any retained interest at fair value.',
      'The group gain or loss on disposal and reclassified OCI items.',
      'Partial disposals leaving an associate or an investment.',
    ],
    'Group reorganisations': [
      'Why groups reorganise: listing, sale preparation, tax and simplification.',
      'New holding companies and transfers of subsidiaries within the group.',
      'Accounting in the individual and consolidated statements.',
      'Reverse acquisitions in outline.',
    ],
    'IAS 21: foreign subsidiaries and translation': [
      'Functional and presentation currency.',
      'Translating a foreign subsidiary: closing rate for assets and liabilities, average rate for income.',
      'Exchange differences to OCI and their reclassification on disposal.',
      'Goodwill on a foreign subsidiary as a foreign currency asset.',
    ],
    'Group statements of cash flows with acquisitions and disposals': [
      'Cash paid for subsidiaries net of cash acquired.',
      'Removing the acquired and disposed working capital from movements.',
      'Dividends to NCI and from associates.',
      'A full group cash flow with one acquisition and one disposal.',
    ],
    'IFRS 9 classification and measurement in depth': [
      'Business model assessment for portfolios held by banks and corporates.',
      'The solely payments of principal and interest test for complex instruments.',
      'Reclassification rules and modifications of financial assets.',
      'Financial liabilities at fair value and own credit risk in OCI.',
    ],
    'The expected credit loss model for banks and NBFIs': [
      'The three stages and 12-month versus lifetime expected credit losses.',
      'Significant increase in credit risk and the 30 days past due presumption.',
      'Probability of default, loss given default and exposure at default.',
      'How IFRS 9 interacts with Bangladesh Bank\'s loan classification and provisioning rules.',
    ],
    'Hedge accounting: fair value and cash flow hedges': [
      'Qualifying criteria: designation, documentation and an economic relationship.',
      'Fair value hedges: both the item and the instrument through profit or loss.',
      'Cash flow hedges: the effective portion in OCI and later reclassification.',
      'Hedging a garment exporter\'s forecast USD receipts with forwards.',
    ],
    'IFRS 13: fair value measurement': [
      'Fair value as an exit price between market participants.',
      'The principal or most advantageous market.',
      'Valuation techniques and the level 1, 2 and 3 hierarchy.',
      'Highest and best use for non-financial assets.',
    ],
    'IAS 32: debt versus equity and compound instruments': [
      'The contractual obligation test for debt versus equity.',
      'Preference shares: redeemable and irredeemable.',
      'Splitting convertible bonds into liability and equity components.',
      'Interest on the liability component at the market rate for similar debt.',
    ],
    'IFRS 2: share-based payment': [
      'Equity-settled schemes: grant-date fair value spread over the vesting period.',
      'Service and performance conditions, market and non-market conditions.',
      'Cash-settled schemes: remeasured at each reporting date.',
      'Modifications and cancellations.',
    ],
    'IAS 19: defined benefit plans and gratuity schemes': [
      'Defined contribution versus defined benefit, and gratuity schemes common in Bangladesh.',
      'The net defined benefit liability: obligation less plan assets.',
      'Service cost and net interest in profit or loss, remeasurements in OCI.',
      'Past service costs and settlements.',
    ],
    'IFRS 15: complex contracts and contract modifications': [
      'Contract modifications: a separate contract, a termination and new contract, or a cumulative catch-up.',
      'Significant financing components and non-cash consideration.',
      'Licences of intellectual property: right to access versus right to use.',
      'Contract costs: incremental costs of obtaining a contract and costs to fulfil.',
    ],
    'IFRS 16: lease modifications and lessor accounting': [
      'Lease modifications: separate lease or remeasurement of the liability.',
      'Revised discount rates and reassessments of lease term.',
      'Lessor accounting: finance and operating leases.',
      'Subleases and the intermediate lessor.',
    ],
    'IAS 24 related parties and IFRS 8 operating segments': [
      'Identifying related parties: key management, close family and entities they control.',
      'Related party disclosures and why they matter in family-controlled groups.',
      'Operating segments: the management approach and reportable segments.',
      'Segment disclosures and the reconciliation to the group statements.',
    ],
    'Audit risks for complex transactions': [
      'Identifying significant risks from the case exhibits.',
      'Linking each risk to the affected balances and assertions.',
      'Estimates, judgements and management bias.',
      'Communicating the risks at the planning stage.',
    ],
    'ISA 540: auditing accounting estimates and fair values': [
      'Understanding how management makes the estimate: method, assumptions and data.',
      'Testing management\'s process, developing an auditor\'s estimate or using subsequent events.',
      'Using management\'s experts and auditor\'s experts.',
      'Evaluating indicators of management bias.',
    ],
    'ISA 600 (Revised): group audits and component auditors': [
      'The group engagement team\'s responsibilities for the group audit opinion.',
      'Risk-based identification of components and the work needed on each.',
      'Involving component auditors: understanding, direction and review of their work.',
      'Communication between group and component auditors.',
    ],
    'Key audit matters and modified opinions in a case context': [
      'Selecting key audit matters from the matters communicated to governance.',
      'Writing a key audit matter: why it mattered and how it was addressed.',
      'When a matter leads to a modified opinion instead.',
      'Drafting report extracts for a case requirement.',
    ],
    'Assurance on non-financial and sustainability information': [
      'ISAE 3000 (Revised) and ISAE 3410 for greenhouse gas statements.',
      'Limited versus reasonable assurance over KPIs.',
      'Criteria, measurement uncertainty and the evidence available.',
      'Reporting on sustainability information in an annual report.',
    ],
    'Ethical dilemmas in reporting: earnings management and pressure on the auditor': [
      'Recognising earnings management in choices of policy and estimate.',
      'Threats to the preparer and the auditor: self-interest, intimidation and familiarity.',
      'Escalation routes: audit committee, those charged with governance, regulators.',
      'When to consider resigning, and the legal advice needed first.',
    ],
    'Integrated case study: a listed pharmaceutical group': [
      'A step acquisition of a laboratory business and the goodwill calculation.',
      'Share options for directors under IFRS 2.',
      'A research programme the CFO wants to capitalise, and the ethical issues it raises.',
      'The audit risks and procedures for each issue.',
    ],
    'Integrated case study: IFRS 9 and the audit of a commercial bank': [
      'Staging a textile-sector loan portfolio after payments fall overdue.',
      'A cash flow hedge of floating-rate borrowing with an interest rate swap.',
      'Expected credit losses as a key audit matter and the procedures that address it.',
      'Management pressure over capital ratios and the auditor\'s response.',
    ],
  },
  'strategic-business-management-leadership-complete-course': {
    'How the case study paper is set and marked': [
      'The paper: 100 marks in 3.5 hours built on a board-level case with exhibits.',
      'The mix of strategy, finance, data analysis, risk, assurance and ethics.',
      'How professional skills and clear recommendations earn marks.',
    ],
    "PESTEL and Porter's five forces applied to Bangladeshi industries": [
      'PESTEL factors for garments, pharmaceuticals and telecoms.',
      'Porter\'s five forces and industry profitability.',
      'Turning the analysis into implications for the client.',
    ],
    'Resources, capabilities and the value chain': [
      'Threshold and distinctive resources and core competences.',
      'Primary and support activities in the value chain.',
      'Where the client creates and loses value.',
    ],
    'Stakeholder mapping and corporate objectives': [
      'Mendelow\'s matrix at board level.',
      'Conflicting objectives of shareholders, lenders, employees and the state.',
      'Setting objectives that balance stakeholder power.',
    ],
    'From SWOT to strategic options': [
      'Building a SWOT from the exhibits rather than from general knowledge.',
      'The TOWS matrix to generate options.',
      'Prioritising options for evaluation.',
    ],
    "Competitive strategy and Ansoff's growth vector": [
      'Cost leadership, differentiation and focus.',
      'Market penetration, market development, product development and diversification.',
      'Risk of each growth direction.',
    ],
    'Methods of growth: organic, acquisitions, joint ventures and alliances': [
      'Speed, cost, control and risk of each method.',
      'Joint ventures with foreign partners.',
      'Why acquisitions fail and how to avoid it.',
    ],
    'International expansion and export strategy': [
      'Choosing markets and modes of entry.',
      'Exporting, licensing, joint ventures and subsidiaries.',
      'LDC graduation and its effect on Bangladeshi exporters.',
    ],
    'Evaluating options: suitability, acceptability and feasibility': [
      'Suitability: does the option fit the strategic position?',
      'Acceptability: return, risk and stakeholder reactions.',
      'Feasibility: finance, skills and resources.',
    ],
    'Leading organisational change and leadership styles': [
      'Types of change and resistance to change.',
      'Change models such as Lewin and Kotter.',
      'Leadership styles and when each fits.',
    ],
    'The balanced scorecard and key performance indicators': [
      'Designing KPIs linked to strategy.',
      'Leading and lagging indicators.',
      'Dysfunctional behaviour caused by poor KPIs.',
    ],
    'Data analytics: interpreting the data exhibits in the case': [
      'Reading data tables and charts quickly.',
      'Spotting trends, outliers and data quality issues.',
      'Writing conclusions the board can act on.',
    ],
    'Enterprise risk management': [
      'Risk identification, assessment and appetite.',
      'Responses: avoid, reduce, transfer and accept.',
      'Risk reporting to the board.',
    ],
    'Assurance over KPIs and non-financial information': [
      'Why boards and investors want assurance over KPIs.',
      'Limited and reasonable assurance engagements.',
      'Procedures over data from IT systems.',
    ],
    'Cyber risk and digital transformation': [
      'Digital strategy and business model change.',
      'Cyber risks and data protection duties.',
      'Governance of IT projects.',
    ],
    'Financing strategy and capital structure': [
      'Matching finance to the strategy and its risk.',
      'Gearing, covenants and credit ratings.',
      'Equity options on the DSE and CSE.',
    ],
    'Investment appraisal for strategic projects': [
      'NPV with strategic and real option value.',
      'Sensitivity and scenario analysis.',
      'Presenting the appraisal to a board.',
    ],
    'Valuing an acquisition target': [
      'Asset, earnings and cash flow based values.',
      'Synergies and the maximum price.',
      'Structuring the offer and earn-outs.',
    ],
    'Treasury and currency risk for exporters': [
      'Currency exposure of USD-earning exporters.',
      'Hedging instruments available in Bangladesh.',
      'Treasury policy and board oversight.',
    ],
    'Ethical dilemmas at board level': [
      'Conflicts of interest and undisclosed interests.',
      'Pressure on advisers and management.',
      'Applying the ethical principles and recommending actions.',
    ],
    'Integrated case study: a ready-made garment exporter': [
      'Buyer concentration, margins and compliance pressure.',
      'Evaluating investment in automation and renewable energy.',
      'Recommendations on diversification and financing.',
    ],
    'Integrated case study: a mobile financial services provider': [
      'Network effects and competitive pricing.',
      'Launching a micro-loan product and its risks.',
      'Data security, assurance and ethical use of customer data.',
    ],
  },
};
