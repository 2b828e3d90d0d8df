import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the Professional and Advanced Level question practice, revision and case courses. */
export const REVISION_VIDEO_NOTES: VideoNotes = {
  'financial-accounting-reporting-group-accounts-question-practice': {
    'Goodwill and non-controlling interest workings step by step': [
      'Setting out the group structure and net assets workings.',
      'Goodwill with NCI at fair value and at proportionate share.',
      'NCI and group retained earnings at the reporting date.',
    ],
    'Mid-year acquisitions and fair value adjustments': [
      "Time-apportioning the subsidiary's profit to find pre-acquisition reserves.",
      'Fair value uplifts and the extra depreciation since acquisition.',
      'Contingent and deferred consideration at acquisition.',
    ],
    'Consolidated statement of profit or loss questions': [
      'Adding results line by line for the months owned.',
      'Removing intra-group sales and unrealised profit.',
      'Splitting profit between the parent and NCI.',
    ],
    'Associates in the group financial statements': ['Identifying significant influence.', 'The equity method in both statements.', 'Unrealised profit on trading with an associate.'],
    'Financial statements from a trial balance with adjustments': [
      'A fixed routine for working through the adjustments.',
      'Leases, revenue, revaluations and tax in one question.',
      'Presenting the statements on the IAS 1 pro-forma.',
    ],
    'IFRS 15 and IFRS 16 scenario questions': [
      'Allocating price to performance obligations.',
      'Revenue over time and contract balances.',
      'Lease liabilities, right-of-use assets and sale and leaseback.',
    ],
    'Deferred tax and IAS 36 impairment questions': [
      'Temporary differences and deferred tax on revaluations.',
      'Recoverable amount and cash-generating units.',
      'Allocating an impairment loss, goodwill first.',
    ],
    'Past-style ethics scenarios for preparers': ['Pressure to meet covenants or bonus targets.', 'Threats to integrity and objectivity.', 'Actions: explain, refuse, escalate and document.'],
    'Mock debrief: the consolidation question': [
      'Goodwill for Karnaphuli Holdings with share consideration.',
      'The brand fair value adjustment and unrealised profit on intra-group sales.',
      'NCI, group retained earnings and the associate.',
    ],
    'Mock debrief: single-entity questions and explanations': [
      'The lease and revenue adjustments for Dhaleshwari Paper.',
      'Held for sale, government grants and a change in estimate.',
      'The ethics answer on accelerating revenue.',
    ],
  },
  'financial-management-question-bank-revision': {
    'Every formula you need in 30 minutes': ['Cost of capital formulas and when each applies.', 'Investment appraisal and valuation formulas.', 'Currency and interest rate parity.'],
    'Cost of capital and WACC questions': ['Ex-dividend prices and dividend growth.', 'Redeemable debt by IRR after tax.', 'Market value weights and regearing betas.'],
    'NPV with tax and inflation questions': ['Inflating cash flows at specific rates.', 'Tax on profits and tax depreciation savings, with timing.', 'Working capital increments and release.'],
    'Business valuation questions': ['P/E, dividend growth and free cash flow values.', 'Adjusting for an unlisted target.', 'Advising on a price range.'],
    'Foreign exchange and interest rate hedging questions': ['Forward contracts and money market hedges compared.', 'Currency options and exercise decisions.', 'FRAs, caps, collars and swaps.'],
    'Mock exam debrief and model answers': [
      "Sitalakhya Cement's cost of equity, cost of debt and WACC.",
      'The grinding unit NPV with inflation, tax and working capital.',
      'Valuation of the competitor and the euro payment hedge.',
    ],
  },
  'corporate-law-practices-revision-question-practice': {
    'Issue, law, application, conclusion: a worked example': ['Identifying each legal issue in a scenario.', 'Stating the law with its source.', 'Applying it to the facts and concluding clearly.'],
    'Company law: directors, meetings and share capital scenarios': [
      'Loans to directors and conflicts of interest.',
      'Calling meetings and the resolutions required.',
      'Reduction of capital and share transfers.',
    ],
    'Contract, agency and partnership scenarios': ['Postal acceptance and revocation.', 'An agent exceeding authority.', "Partners' liability to third parties."],
    'BSEC rules and Corporate Governance Code scenarios': ['Disclosure of price-sensitive information.', 'Insider dealing by directors.', 'Board composition and committee breaches.'],
    'Winding up and distribution scenarios': ["Grounds for a creditor's petition.", "The liquidator's powers.", 'The order of payment of claims.'],
    'Mock paper debrief and model answers': [
      'Dhanmondi Textiles: the loan, the board meeting and the requisition.',
      'Sundarban Foods: agency and postal rules.',
      "Padma Pharma disclosure breaches and Jessore Motors' winding up.",
    ],
  },
  'corporate-reporting-case-study-workshop': {
    'Reading and planning a Corporate Reporting case': [
      'Skimming the exhibits for issues in the first minutes.',
      'Tagging each issue as reporting, audit or ethics.',
      'Allocating time across the requirements.',
    ],
    'Case 1: a garment exporter with foreign currency borrowings and hedging': [
      'Retranslating the USD loan under IAS 21.',
      'Designating a forward contract as a cash flow hedge.',
      'The covenant effect and going concern disclosures.',
    ],
    'Case 2: a conglomerate disposing of a subsidiary': ['The group gain on disposal of Meghna Foods.', 'Presenting a discontinued operation.', 'Auditing the disposal date and consideration.'],
    'Case 3: a telecom operator with complex IFRS 15 and IFRS 16 issues': [
      'Allocating a handset and data bundle on standalone prices.',
      'Tower lease modifications and revised discount rates.',
      'Capitalising dealer commissions as contract costs.',
    ],
    'Finding the audit issues: estimates, group audits and going concern': [
      'Estimates that create significant risks.',
      'Component auditors in a group audit.',
      'Going concern indicators in the exhibits.',
    ],
    'Ethical threats for the preparer and the auditor': ['Bonus-driven pressure on the finance team.', 'Non-audit services and fee dependence.', 'Undisclosed related party transactions.'],
    'Mock case debrief: financial reporting issues': [
      'Goodwill on Bay Clinker with contingent consideration.',
      'Splitting the convertible bond under IAS 32.',
      'The idle kiln impairment and the out-of-date gratuity valuation.',
    ],
    'Mock case debrief: audit and ethics issues': [
      'Audit risks and procedures for each reporting issue.',
      'The valuation engagement request and its self-review threat.',
      'The undisclosed related party and the audit committee briefing.',
    ],
  },
  'strategic-business-management-leadership-case-study-mock-exams': {
    'Planning a board-level answer in the first 30 minutes': [
      'Reading the requirements and the exhibits in order.',
      'Building an answer plan with figures to calculate.',
      'Keeping time for a firm recommendation.',
    ],
    'Case 1: debrief on strategy and data analysis': [
      'Evaluating Kenya, Sri Lanka and Europe for Healwell.',
      'What the product-family data says about the export mix.',
      'The recommended market entry strategy.',
    ],
    'Case 1: debrief on valuation, risk and ethics': [
      'The Kenya NPV and its sensitivity to registration delays.',
      'Managing currency risk on shilling receipts.',
      'The distributor\'s "facilitation" payments and bribery risk.',
    ],
    'Case 2: debrief on strategy and change management': [
      "Bazaar Plus's position against online grocers.",
      'The case for digital transformation.',
      'Leading change with store managers and the union.',
    ],
    'Case 2: debrief on financing and assurance': [
      'The project NPV and the rights issue versus term loan choice.',
      'The gearing covenant test.',
      'Better KPIs than app downloads and assurance over them.',
    ],
    'Case 3: debrief on acquisition valuation and financing': [
      'Valuing Green Grid by free cash flow, P/E and net assets.',
      'The asking price against the value range and the earn-out.',
      "Financing within Surya's gearing and cash limits.",
    ],
    'Case 3: debrief on risk, leadership and ethics': ['Due diligence on PPAs, supply and land leases.', 'Integrating the founder and solar expertise.', "The board member's undeclared interest."],
  },
};
