import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Corporate Reporting courses (Advanced Level). */
export const ADVANCED_PDF_LESSONS: PdfLessons = {
  'corporate-reporting-complete-course': {
    'Case study files and model answers': {
      title: 'Case study files and model answers',
      fileName: 'cr-case-study-files-and-model-answers.pdf',
      description: 'The exhibits for the two integrated case studies in this section (a listed pharmaceutical group and a commercial bank) with model answers covering reporting, audit and ethics.',
      text: `
CASE A: NOVA PHARMA GROUP (listed on the DSE; year-end 30 June 2026; amounts in Tk crore)
Exhibit A1: On 1 January 2026 Nova increased its holding in Zenith Labs from 40% (associate,
carrying amount 180) to 80% for cash of 260. Fair value of the original 40% at that date: 210.
Fair value of Zenith's identifiable net assets: 450. NCI measured at fair value: 120.
Exhibit A2: Nova granted 100 directors 10,000 share options each on 1 July 2025, vesting after
3 years of service; fair value per option at grant Tk 60. 10% are expected to leave.
Exhibit A3: The CFO proposes to classify a Tk 50 crore research programme as development.

MODEL ANSWER A
Reporting: a step acquisition (IFRS 3). Remeasure the previously held 40% to fair value: gain of
210 - 180 = 30 in profit or loss. Goodwill = 260 + 210 + 120 - 450 = 140.
Share-based payment (IFRS 2): 100 x 10,000 x 90% x Tk 60 x 1/3 = Tk 18,000,000 (Tk 1.8 crore)
expense for 2025-26, credited to equity.
Research (IAS 38): research cannot be capitalised; the CFO's proposal would overstate assets and
profit by 50. Only spending after all the development criteria are met may be capitalised.
Audit: risks over the fair value of the previously held interest (ISA 540: management's expert,
valuation inputs), completeness of the purchase price allocation, and the classification of
research. Ethics: the CFO's proposal may be earnings management; discuss with the audit committee,
and consider the self-interest threat if the CFO's bonus depends on profit.

CASE B: METRO COMMERCIAL BANK (year-end 31 December 2025)
Exhibit B1: Loans of Tk 12,000 crore. A textile-sector portfolio of 1,500 has seen payments more
than 30 days overdue since October; management keeps it in stage 1.
Exhibit B2: The bank hedges a floating-rate borrowing with a pay-fixed interest rate swap,
designated as a cash flow hedge. The swap's fair value rose by 20 in the year; the hedged item's
fair value change was 18 in the opposite direction.

MODEL ANSWER B
Reporting: under IFRS 9 a payment more than 30 days past due is a rebuttable presumption of a
significant increase in credit risk: move the portfolio to stage 2 and measure lifetime expected
credit losses. Cash flow hedge: the effective portion (the lower of the two cumulative
changes, 18) goes to other comprehensive income; the ineffective 2 goes to profit or loss.
Audit: ECL is a significant risk and a likely key audit matter. Procedures: test the staging
criteria against overdue data, challenge forward-looking assumptions, use the firm's credit risk
specialists, and check the consistency of ECL models with the bank's regulatory classification.
Ethics: management's resistance to restaging may reflect pressure to meet capital ratios; the
auditor must maintain scepticism and escalate to those charged with governance.
`,
    },
  },
  'corporate-reporting-case-study-workshop': {
    'Case files for cases 1 to 3': {
      title: 'Case files for cases 1 to 3',
      fileName: 'cr-workshop-case-files-1-to-3.pdf',
      description:
        'The exhibits for the three workshop cases: a garment exporter with foreign currency borrowings, a conglomerate disposing of a subsidiary and a telecom operator with IFRS 15 and IFRS 16 issues. Read them before each case video.',
      text: `
CASE 1: ANANTA GARMENTS LTD (year-end 30 June 2026)
- Borrowed USD 10 million on 1 July 2025 at Tk 110/USD, repayable 2030. Closing rate Tk 120/USD;
  average rate Tk 116/USD.
- Expects USD 4 million of export receipts in August 2026; took out a forward contract to sell USD
  at Tk 121 and wants to designate it as a cash flow hedge of the forecast sales.
- Inventory of Tk 30 crore bought in USD on 1 June 2026 at Tk 118/USD is still held.
- The bank covenant limits debt to 2 times equity; draft equity is Tk 600 crore.
Points to consider: IAS 21 retranslation of the loan (a loss of 10 million x Tk 10 = Tk 10 crore
in profit or loss); inventory is non-monetary and is not retranslated; hedge documentation and
effectiveness under IFRS 9; the covenant effect and going concern disclosures.

CASE 2: MEGHNA CONGLOMERATE LTD (year-end 31 December 2025)
- Sold its entire 70% holding in Meghna Foods on 30 September 2025 for Tk 500 crore.
- At disposal: Meghna Foods' net assets Tk 550 crore; goodwill Tk 60 crore; NCI Tk 165 crore.
- Meghna Foods is a separate major line of business.
Points to consider: group gain on disposal = proceeds 500 + NCI 165 - (net assets 550 +
goodwill 60) = Tk 55 crore; presentation as a discontinued operation under IFRS 5; the disposal in the group
statement of cash flows (net of cash sold); audit of the disposal date and the consideration.

CASE 3: DIGICOM BANGLADESH LTD (year-end 31 December 2025)
- Sells a bundle: a handset (standalone price Tk 30,000) with a 24-month data plan (standalone
  Tk 1,000 a month, Tk 24,000) for Tk 1,800 a month for 24 months (Tk 43,200 in total).
- Leases 2,000 tower sites for 10 years; some leases were extended by 5 years in 2025.
- Pays commissions of Tk 2,000 per new contract to dealers.
Points to consider: allocate Tk 43,200 on standalone prices: handset 30/54 = Tk 24,000 recognised
on delivery, data plan Tk 19,200 over 24 months; a contract asset arises at the start. Lease
modifications under IFRS 16 (remeasure the liability at a revised discount rate). Commissions are
incremental costs of obtaining a contract: capitalise and amortise over the contract. Audit: IT
systems that allocate revenue, and the discount rates used for leases.

HOW TO USE THE FILES
Give yourself 20 minutes per case to list the issues under Reporting, Audit and Ethics before you
watch the video; then compare your list with the debrief.
`,
    },
    'Mock case paper: question paper and exhibits': {
      title: 'Mock case paper: questions and exhibits',
      fileName: 'cr-workshop-mock-case-paper.pdf',
      description: 'A full Corporate Reporting mock case: the requirements and exhibits for a listed cement group, to be answered in 3.5 hours before the two debrief lessons.',
      text: `
Time allowed: 3.5 hours. Total: 100 marks. Open book.

THE SCENARIO
You are an audit senior at a Dhaka firm. Your client, Sonargaon Cement Group plc (SCG), is listed
on the DSE and the CSE; its year-end is 30 June 2026. The engagement partner has sent you the
exhibits below with a note: "Please draft the briefing I need for tomorrow's audit committee."

EXHIBIT 1: EXTRACTS FROM THE DRAFT FINANCIAL STATEMENTS (Tk crore)
Revenue 2,400 (2025: 2,150). Profit before tax 310 (2025: 280). Total assets 3,900. Net debt 1,400.

EXHIBIT 2: NOTES FROM THE FINANCE DIRECTOR
(a) On 1 April 2026 SCG acquired 60% of Bay Clinker Ltd for Tk 360 crore, with a further Tk 60
    crore payable in 2028 if profit targets are met (fair value Tk 35 crore). Bay's net assets
    at fair value were Tk 500 crore. NCI is measured at the proportionate share. Only the cash paid
    has been recorded, as the cost of investment.
(b) SCG issued Tk 300 crore of convertible bonds on 1 July 2025 (5% coupon, convertible in 2030);
    the whole amount is shown as a liability. The market rate for similar debt without conversion
    is 9%.
(c) A kiln was idle for five months because of gas shortages; no impairment test was done.
(d) SCG's defined benefit gratuity scheme has not been valued by an actuary since 2023.

EXHIBIT 3: NOTE FROM THE ENGAGEMENT PARTNER
The CEO has asked whether our firm could also advise on the valuation of Bay Clinker for the
contingent consideration, for a fee equal to the audit fee. The audit team has discovered that
the finance director's brother owns the company that transports SCG's cement; the contract is not
disclosed.

REQUIREMENTS
1. Explain the correct financial reporting treatment of items (a) to (d), with calculations and the
   adjustments needed to the draft statements. (45 marks)
2. For each item, explain the key audit risks and the procedures you would perform. (30 marks)
3. Identify and explain the ethical issues in Exhibit 3 and the actions the firm should take. (15
   marks)
4. Set out the matters you would include in the briefing to the audit committee, including likely
   key audit matters. (10 marks)

HINTS (remove these on a second attempt)
Goodwill must include the contingent consideration at fair value. The bond is a compound
instrument under IAS 32: split it using the 9% rate. Idle assets are an impairment indicator under
IAS 36. An out-of-date actuarial valuation is an estimate risk under ISA 540 and IAS 19.
`,
    },
  },
};
