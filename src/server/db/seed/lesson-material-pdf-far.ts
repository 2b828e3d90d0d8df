import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Financial Accounting & Reporting courses (Professional Level). */
export const FINANCIAL_REPORTING_PDF_LESSONS: PdfLessons = {
  'financial-accounting-reporting-ifrs-complete-course': {
    'IFRS 15 and IFRS 16 worked examples': {
      title: 'IFRS 15 and IFRS 16 worked examples',
      fileName: 'far-ifrs-15-ifrs-16-worked-examples.pdf',
      description:
        "Two fully worked examples: revenue on a construction contract satisfied over time, and a lessee's right-of-use asset and lease liability, with the journal entries and the figures in each statement.",
      text: `
EXAMPLE 1: IFRS 15, A PERFORMANCE OBLIGATION SATISFIED OVER TIME
Meghna Builders Ltd signs a fixed-price contract on 1 July 2025 to build a warehouse for Tk 50 crore.
Expected total costs are Tk 40 crore. There is a bonus of Tk 2 crore if the warehouse is finished by
31 March 2027; management thinks this is 60% likely. At 30 June 2026 costs incurred are Tk 16 crore
and Tk 18 crore has been billed (and received). Progress is measured by costs incurred (input method).
- Variable consideration: include the bonus only if it is highly probable that a significant
  reversal will not occur. 60% is not highly probable, so the price stays at Tk 50 crore.
- Progress: 16 / 40 = 40%.
- Revenue: 40% x 50 = Tk 20 crore. Cost of sales: Tk 16 crore. Profit: Tk 4 crore.
- Revenue recognised (20) exceeds amounts billed (18): a CONTRACT ASSET of Tk 2 crore.
Journal: Dr Contract asset 2 crore, Dr Cash 18 crore / Cr Revenue 20 crore.
If the contract were expected to make a loss, the whole expected loss would be recognised at once
as an onerous contract provision under IAS 37.

EXAMPLE 2: IFRS 16, LESSEE ACCOUNTING
Padma Logistics Ltd leases a warehouse from 1 July 2025 for 5 years, paying Tk 1,000,000 at the END
of each year. The interest rate implicit in the lease is 8%. There are no initial direct costs.
- Lease liability at the start = present value of payments = 1,000,000 x 3.9927 (5-year annuity
  factor at 8%) = Tk 3,992,700.
- Right-of-use asset at the start = Tk 3,992,700 (the liability plus any direct costs and payments
  made before the start).
Year to 30 June 2026:
- Interest: 8% x 3,992,700 = 319,416. Liability after payment: 3,992,700 + 319,416 - 1,000,000 =
  Tk 3,312,116.
- Depreciation: 3,992,700 / 5 = 798,540. Right-of-use asset carrying amount: 3,194,160.
- Profit or loss: depreciation 798,540 plus finance cost 319,416 = Tk 1,117,956 (more than the
  1,000,000 paid: lease costs are front-loaded).
Current and non-current split at 30 June 2026:
- Year 2 interest: 8% x 3,312,116 = 264,969. Liability after the year 2 payment: 2,577,085.
- Non-current liability: 2,577,085. Current liability: 3,312,116 - 2,577,085 = 735,031.
Journals:
- At the start: Dr Right-of-use asset / Cr Lease liability 3,992,700.
- Interest: Dr Finance cost / Cr Lease liability 319,416.
- Payment: Dr Lease liability / Cr Cash 1,000,000.
- Depreciation: Dr Depreciation / Cr Right-of-use asset 798,540.

EXEMPTIONS
Short-term leases (12 months or less) and leases of low-value assets may be expensed on a
straight-line basis instead.
`,
    },
    'Cash flow workings template': {
      title: 'Statement of cash flows: workings template',
      fileName: 'far-cash-flow-workings-template.pdf',
      description:
        'A template for the indirect-method statement of cash flows under IAS 7, with the standard workings (PPE, tax, dividends, loans) and a short example showing how each figure is found.',
      text: `
LAYOUT (IAS 7, INDIRECT METHOD)
Cash flows from operating activities:
- Profit before tax
- Adjustments: depreciation and amortisation, impairment losses, loss (gain) on disposal,
  finance costs, investment income
- (Increase) decrease in inventories and in receivables; increase (decrease) in payables
- = Cash generated from operations; less interest paid and income taxes paid
- = Net cash from operating activities
Cash flows from investing activities:
- Purchase of PPE; proceeds from sale of PPE; interest and dividends received
Cash flows from financing activities:
- Proceeds from issue of shares; proceeds from (repayment of) loans
- Payment of lease liabilities; dividends paid
Result:
- Net increase (decrease) in cash and cash equivalents, plus opening = closing cash and cash
  equivalents

Interest and dividends may be classified in other sections if applied consistently.

STANDARD WORKINGS: find the missing cash figure as the balancing item
W1 PPE (carrying amount): opening + revaluation + additions (including leased assets, which are
   NOT cash) - depreciation - carrying amount of disposals = closing. Cash additions = balancing
   figure less non-cash additions.
W2 Tax: opening current tax + opening deferred tax + tax charge in P&L - tax paid = closing
   current tax + closing deferred tax.
W3 Dividends paid: opening payable + dividends declared (statement of changes in equity) - paid
   = closing payable.
W4 Share capital and premium: opening + cash issues + bonus issues (non-cash) = closing.
W5 Loans and lease liabilities: opening + new (cash and non-cash) - repaid = closing.

EXAMPLE (Tk million)
PPE: opening 400, closing 470. Depreciation 60. Disposal: carrying amount 25, sold for 30.
New leased assets 15. Revaluation surplus 20.
Additions = 470 - 400 - 20 + 60 + 25 = 135; cash purchases = 135 - 15 (leased) = 120.
Investing: purchase of PPE (120); proceeds from sale 30. Operating: deduct gain on disposal 5.
Tax: opening current tax 18 and deferred tax 10; charge 35; closing current tax 22 and deferred
tax 12. Tax paid = 18 + 10 + 35 - 22 - 12 = 29.

CHECKS BEFORE YOU MOVE ON
- Signs: an increase in an asset is a cash OUTFLOW in working capital; an increase in a liability is
  an INFLOW.
- Non-cash items (leases, bonus issues, revaluations) never appear as cash flows.
- The net change in cash must agree to the movement in the statement of financial position.
`,
    },
  },
  'financial-accounting-reporting-group-accounts-question-practice': {
    'Consolidation workings checklist': {
      title: 'Consolidation workings checklist',
      fileName: 'far-consolidation-workings-checklist.pdf',
      description: 'The five standard consolidation workings in order, with a checklist of adjustments and a short worked example, so every group question is set up the same way.',
      text: `
SET UP EVERY QUESTION THE SAME WAY
W1 Group structure: % held, date of acquisition, months since acquisition.
W2 Net assets of the subsidiary at acquisition and at the reporting date: share capital, retained
   earnings, other reserves, fair value adjustments (and the extra depreciation on them), and
   provision for unrealised profit (PURP) if the subsidiary is the seller.
W3 Goodwill: consideration (cash, shares at fair value, deferred at present value, contingent at
   fair value) + NCI at acquisition (fair value or proportionate share) - net assets at acquisition.
   Less any impairment.
W4 Non-controlling interest: NCI at acquisition + NCI % x post-acquisition movement in net assets
   - NCI share of goodwill impairment (fair value method only).
W5 Group retained earnings: parent's retained earnings + group % x post-acquisition movement - PURP
   where the parent sold - group share of goodwill impairment.

ADJUSTMENTS CHECKLIST
[ ] Cancel intra-group receivables and payables; deal with cash and goods in transit first.
[ ] Remove unrealised profit on inventory sold within the group and still held.
[ ] Fair value uplifts at acquisition and the depreciation on them since.
[ ] Cancel intra-group loans, interest, dividends and management charges.
[ ] Time-apportion the subsidiary's results in the year of acquisition.
[ ] Associates: equity method, one line in each statement, no line-by-line adding.

WORKED EXAMPLE (Tk million)
P acquired 80% of S on 1 July 2024 for cash of 900. NCI is measured at fair value, 200. At that date
S had share capital 500 and retained earnings 300, and land worth 50 more than its carrying amount.
At 30 June 2026 S's retained earnings are 500. S sold goods to P with a profit of 20 still in P's
inventory. P's own retained earnings are 1,500. Goodwill is not impaired.
W2: at acquisition 500 + 300 + 50 = 850; at the reporting date 500 + 500 + 50 - 20 = 1,030.
    Post-acquisition movement = 180.
W3: goodwill = 900 + 200 - 850 = 250.
W4: NCI = 200 + 20% x 180 = 236.
W5: group retained earnings = 1,500 + 80% x 180 = 1,644.
Check: the PURP is deducted in W2 because S (the subsidiary) made the sale, so NCI shares it.

COMMON ERRORS
- Using the subsidiary's retained earnings at the reporting date in W3 instead of at acquisition.
- Forgetting the fair value adjustment in W2 at the reporting date.
- Taking the full PURP to the parent when the subsidiary is the seller.
`,
    },
    'Full mock exam: question paper': {
      title: 'Full mock exam: question paper',
      fileName: 'far-full-mock-exam-question-paper.pdf',
      description:
        'A full Financial Accounting & Reporting mock: 100 marks in 3 hours, with a consolidation question, a single-entity financial statements question and explanation and ethics requirements.',
      text: `
Time allowed: 3 hours. Total: 100 marks. Answer ALL questions. Amounts in Tk million unless stated.

QUESTION 1 (35 marks): CONSOLIDATED STATEMENT OF FINANCIAL POSITION
Karnaphuli Holdings Ltd (KH) acquired 75% of Surma Foods Ltd (SF) on 1 January 2026 for cash of
600 and 20 million KH shares with a market value of Tk 15 each. NCI is measured at fair value,
Tk 220. SF's retained earnings were 340 on 1 July 2025, and its profit for the year to 30 June 2026
of 120 accrued evenly. SF's share capital is 400. At acquisition a brand not recognised by SF had a
fair value of 60 and a remaining life of 5 years. During the year SF sold goods to KH for 80 at a
25% mark-up on cost; half remain in KH's inventory. KH owes SF 15 at the year-end. Goodwill is
impaired by 20. KH also holds 30% of Bhairab Tiles Ltd, bought for 150 when its retained earnings
were 90; they are now 190.
Required, with workings, for the consolidated statement of financial position at 30 June 2026:
(a) goodwill on the acquisition of SF; (10 marks)
(b) the non-controlling interest; (7 marks)
(c) the group's share of post-acquisition retained earnings from SF and the intra-group
    adjustments needed; (10 marks)
(d) the carrying amount of the investment in the associate, and why it is not consolidated. (8 marks)

QUESTION 2 (30 marks): SINGLE-ENTITY FINANCIAL STATEMENTS
Dhaleshwari Paper Ltd's draft profit before tax for the year to 30 June 2026 is 140. For each item
below, calculate the effect on profit and show how it appears in the statement of financial
position, then give the corrected profit before tax:
(a) a 4-year lease of machinery starting 1 July 2025, annual payments of 12 in arrears, implicit
    rate 10% (annuity factor 3.170); the payment was debited to rent;
(b) revenue of 30 received in June 2026 for goods to be delivered in August 2026;
(c) a revaluation of land from 200 to 260 on 30 June 2026;
(d) current tax of 18 and an increase in the deferred tax liability of 4;
(e) expected credit losses on trade receivables: 2% of 250; none has been provided. (30 marks)

QUESTION 3 (20 marks): EXPLANATIONS
Explain the correct treatment, with calculations, for:
(a) a factory classified as held for sale on 1 May 2026 (carrying amount 90, fair value less costs
    to sell 75); (7 marks)
(b) a government grant of 40 for equipment with a 10-year life received on 1 July 2025; (6 marks)
(c) a change in the useful life of a plant from 10 to 6 years remaining. (7 marks)

QUESTION 4 (15 marks): ETHICS
The finance director of Dhaleshwari Paper asks you, the financial controller, to record the
August 2026 sale in (b) above as revenue this year, because the directors' bonus depends on revenue
growth. Explain the ethical issues and the actions you should take. (15 marks)

END OF PAPER. Model answers follow in the two debrief lessons.
`,
    },
  },
};
