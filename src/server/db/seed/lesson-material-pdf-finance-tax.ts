import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Financial Management and Business Planning Taxation & Compliance courses (Professional Level). */
export const FINANCE_AND_TAX_PDF_LESSONS: PdfLessons = {
  'financial-management-complete-course': {
    'Hedging methods summary notes': {
      title: 'Hedging methods: summary notes',
      fileName: 'fm-hedging-methods-summary-notes.pdf',
      description:
        'Every currency and interest rate hedging method in the syllabus on two pages: how each works, its costs and risks, and a worked forward contract and money market hedge for a Bangladeshi exporter.',
      text: `
FOREIGN EXCHANGE RISK
- Transaction risk: the taka value of a known foreign currency receipt or payment changes.
- Translation risk: the reported value of foreign assets and liabilities changes on consolidation.
- Economic risk: long-term competitiveness changes with exchange rates.

INTERNAL HEDGING (try first: cheapest)
- Invoice in taka; match receipts and payments in the same currency; leading and lagging payments;
  netting between group companies.

EXTERNAL HEDGING
1. Forward contract: a binding agreement now to exchange a fixed amount at a fixed rate on a future
   date. Removes the risk, but also any upside. Over-the-counter, tailored amount and date.
2. Money market hedge: borrow or deposit now to create the opposite position.
   Receipt: borrow the foreign currency now, convert at spot, deposit in taka; repay with receipt.
   Payment: borrow taka now, convert at spot, deposit foreign currency; use it to pay.
3. Currency futures: standardised exchange-traded forwards with margin; may not match the amount or
   date exactly (basis risk), and are not widely available for the taka.
4. Currency options: the right but not the obligation to buy or sell at the exercise price. Protect
   against a loss while keeping the upside, for a premium paid up front.

WORKED EXAMPLE: AN EXPORTER'S USD RECEIPT
A garment exporter expects USD 500,000 in 3 months. Spot Tk 120.00/USD; 3-month forward Tk 121.50.
Annual interest rates: USD borrowing 6%, taka deposit 10%.
- Forward: 500,000 x 121.50 = Tk 60,750,000 in 3 months.
- Money market: borrow 500,000 / (1 + 6% x 3/12) = USD 492,611 now; convert at 120 = Tk 59,113,300 (rounded);
  deposit for 3 months: 59,113,300 x (1 + 10% x 3/12) = Tk 60,591,133.
- The forward gives the higher amount, so it is the better hedge here.

INTEREST RATE RISK
- Forward rate agreement (FRA): fixes the rate on a future loan or deposit; settled in cash on the
  difference from a reference rate. "3-9 FRA" = starts in 3 months, ends in 9.
- Interest rate futures: exchange-traded; sell futures to hedge a future borrowing.
- Interest rate options: caps (for borrowers), floors (for depositors) and collars (a cap and a
  floor together, reducing the premium).
- Interest rate swap: exchange fixed for floating payments; each party borrows where it has a
  comparative advantage and shares the gain.

PARITY RELATIONSHIPS
- Interest rate parity: forward = spot x (1 + taka interest) / (1 + foreign interest).
- Purchasing power parity: expected future spot = spot x (1 + taka inflation) / (1 + foreign
  inflation).

EXAM TIP
Compute the taka result of each method, recommend one, and mention non-financial factors: cost,
flexibility, counterparty risk and availability in the Bangladesh market.
`,
    },
  },
  'financial-management-question-bank-revision': {
    'Formula and discount table revision notes': {
      title: 'Formula and discount table notes',
      fileName: 'fm-formula-and-discount-table-notes.pdf',
      description: 'The formulae you need for the Financial Management paper, what each symbol means and when to use it, plus how to read the present value and annuity tables quickly.',
      text: `
COST OF CAPITAL
- Dividend valuation model (no growth): Ke = D / P0, with P0 ex-dividend.
- With growth: Ke = D0 (1 + g) / P0 + g. Growth from earnings retention: g = b x r (proportion of
  earnings retained x return on reinvested funds).
- CAPM: Ke = Rf + beta x (Rm - Rf).
- Irredeemable debt: Kd (after tax) = I (1 - T) / P0.
- Redeemable debt: the IRR of the after-tax cash flows (price now, interest net of tax, redemption).
- WACC = Ke x E / (E + D) + Kd (1 - T) x D / (E + D), using market values.
- Asset beta = equity beta x E / (E + D (1 - T)), assuming debt beta is zero. Use to regear for a
  project with different business risk.

INVESTMENT APPRAISAL
- NPV: sum of cash flows x discount factors. Accept if positive.
- IRR by interpolation: IRR = A + NA / (NA - NB) x (B - A), where NA and NB are NPVs at rates A and B.
- Real and money rates (Fisher): (1 + money) = (1 + real) x (1 + inflation).
- Profitability index = NPV (or PV of inflows) / PV of capital outlay; rank by it under single-period
  capital rationing with divisible projects.
- Equivalent annual cost = PV of costs / annuity factor; choose the lowest for replacement cycles.

VALUATION
- P/E value = earnings x suitable P/E ratio (adjust a listed ratio down for an unlisted company).
- Dividend growth value: P0 = D0 (1 + g) / (Ke - g).
- Free cash flow value: PV of free cash flows to the firm at WACC, less debt, gives equity value.

FOREIGN EXCHANGE AND INTEREST RATES
- Interest rate parity: F0 = S0 x (1 + i taka) / (1 + i foreign).
- Purchasing power parity: S1 = S0 x (1 + h taka) / (1 + h foreign).

READING THE TABLES
- Present value table: factor for r% and n years = 1 / (1 + r) to the power n. Example: 10%, 3
  years = 0.751.
- Annuity table: the sum of the present value factors for years 1 to n. Example: 10%, 3 years =
  0.909 + 0.826 + 0.751 = 2.487.
- An annuity starting in year 3 for 4 years: annuity factor for 6 years minus annuity factor for 2.
- A perpetuity from year 1: 1 / r. Growing perpetuity: 1 / (r - g) applied to the year 1 flow.

FOUR QUICK CHECKS
Ex-dividend price? After-tax cost of debt in WACC? Money or real rate matched to the cash flows?
Tax cash flows in the right year?
`,
    },
    'Mock exam: question paper': {
      title: 'Financial Management mock: question paper',
      fileName: 'fm-mock-exam-question-paper.pdf',
      description:
        'A full Financial Management mock: 100 marks in 3 hours covering cost of capital, investment appraisal with tax and inflation, valuation and hedging. The debrief lesson gives model answers.',
      text: `
Time allowed: 3 hours. Total: 100 marks. Answer ALL questions. Formula sheet and discount tables
are permitted.

QUESTION 1 (25 marks): COST OF CAPITAL
Sitalakhya Cement Ltd is listed on the Dhaka Stock Exchange. Its 50 million shares trade at
Tk 84 cum-dividend; a dividend of Tk 6 a share is about to be paid. Dividends four years ago were
Tk 4.50 a share. It has Tk 1,200 million of 10% bonds redeemable at par in 4 years, quoted at
Tk 96 per Tk 100. Corporate tax is 27.5%.
(a) Calculate the cost of equity using the dividend growth model. (6 marks)
(b) Calculate the after-tax cost of debt. (7 marks)
(c) Calculate the WACC using market values. (5 marks)
(d) Discuss when the WACC is an appropriate discount rate for a new project. (7 marks)

QUESTION 2 (35 marks): INVESTMENT APPRAISAL
Sitalakhya is considering a new grinding unit costing Tk 400 million, payable now, with a 4-year
life and a scrap value of Tk 40 million. Sales in current prices: 2 million tonnes a year at
Tk 500 a tonne, inflating at 6% a year. Variable costs in current prices: Tk 300 a tonne,
inflating at 8% a year. Working capital of 10% of the next year's sales is needed at the start of
each year. Tax depreciation: 20% reducing balance, with a balancing adjustment in year 4. Tax at
27.5% is paid in the year the profits arise. The money cost of capital is 12%.
(a) Calculate the NPV and advise the board. (25 marks)
(b) Calculate the sensitivity of the NPV to the selling price and explain its limitations.
    (10 marks)

QUESTION 3 (20 marks): VALUATION
A competitor, unlisted, has earnings after tax of Tk 180 million. A listed peer trades on a
P/E of 12. Free cash flows are expected to be Tk 150 million next year, growing at 4% a year.
Calculate a value range using the P/E and free cash flow methods (use the WACC from Q1) and
discuss which the board should rely on. (20 marks)

QUESTION 4 (20 marks): CURRENCY HEDGING
Sitalakhya must pay EUR 3 million for equipment in 6 months. Spot Tk 130.00/EUR; 6-month forward
Tk 133.40/EUR. Annual interest: taka deposit 9%, taka borrowing 11%, EUR deposit 3%.
(a) Calculate the taka cost using a forward contract and a money market hedge. (12 marks)
(b) Explain how a currency option would differ and when it would be preferred. (8 marks)

END OF PAPER. Model answers are in the debrief lesson.
`,
    },
  },
  'business-planning-taxation-compliance-complete-course': {
    'Compliance calendar: returns, advance tax and withholding tax statements': {
      title: 'Tax compliance calendar',
      fileName: 'bptc-compliance-calendar.pdf',
      description:
        'A month-by-month calendar of income tax and VAT compliance for a company with a 30 June year-end: returns, advance tax instalments, withholding deposits and returns, and VAT returns.',
      text: `
For a company with a 30 June year-end (income year 2025-26). Dates follow the Income Tax Act 2023
and the VAT and SD Act 2012 as used in this course; confirm any change made by the latest Finance
Act or rules before relying on a date.

EVERY MONTH
- Deposit tax deducted or collected at source in the month to the government within the time set
  by the rules (usually within two weeks after the month ends; a shorter time applies to June).
- Issue certificates of tax deducted to payees.
- VAT: submit the monthly return (Mushak 9.1) and pay the net VAT by the 15th of the next month.
- VAT deducted at source: deposit it and issue the certificate (Mushak 6.6) to the supplier.

QUARTERLY
- Advance tax instalments: 15 September, 15 December, 15 March and 15 June, each one quarter of the
  advance tax payable for the year.
- Withholding tax return: for each quarter, listing payees, amounts paid and tax deducted and
  deposited, filed in the month after the quarter ends.

ANNUALLY
- 30 June: year-end. Review provisions and inadmissible expenses before closing the books.
- July to October: audit of the financial statements.
- Tax day for the company: the 15th day of the seventh month after the year-end, i.e.
  15 January 2027, with the audited statements and the computation of income.
- 30 November 2026: tax day for individual directors and shareholders.
- After the return: respond to any notices, audits or assessments within the time stated.

WORKED EXAMPLE: ADVANCE TAX
Shitol Beverages Ltd estimates its tax for the income year 2025-26 at Tk 24,000,000, and expects
tax deducted at source on its receipts of Tk 4,000,000.
- Advance tax payable = 24,000,000 - 4,000,000 = Tk 20,000,000.
- Each instalment = Tk 5,000,000, due 15 September, 15 December, 15 March and 15 June.
- If the estimate later rises, the remaining instalments are increased; paying too little can lead
  to additional tax (interest) on the shortfall.

PENALTIES TO AVOID
- Late or missing return: penalties and loss of some benefits.
- Failure to deduct or deposit tax at source: the company becomes liable for the tax itself, plus
  additional amounts, and the related expense may be disallowed.
- Late VAT return or payment: fines and interest on the VAT unpaid.

TIP FOR THE EXAM
A compliance question rewards dates, who must act, and the consequence of failing. Lay your answer
out as a table-free list by deadline.
`,
    },
    'Mushak forms quick reference': {
      title: 'Mushak forms: quick reference',
      fileName: 'bptc-mushak-forms-quick-reference.pdf',
      description: 'The VAT (Mushak) forms a business uses under the VAT and SD Act 2012 and its rules: what each form is for, who issues it and when, with a worked VAT return.',
      text: `
REGISTRATION
- Mushak 2.1: application for VAT registration or turnover tax enlistment. A business with annual
  turnover above Tk 3 crore must register for VAT; between Tk 50 lakh and Tk 3 crore it enlists for
  turnover tax.
- Mushak 2.3: the registration certificate, showing the Business Identification Number (BIN).

PRICE DECLARATION (manufacturers)
- Mushak 4.3: declaration of input-output coefficient, showing the inputs used per unit of output.
  Submitted before production of a new product begins.

INVOICES AND NOTES
- Mushak 6.3: tax invoice, issued for every taxable supply; the buyer needs it to claim input tax.
- Mushak 6.4: invoice for contractual production (goods made under contract for another person).
- Mushak 6.5: transfer invoice, for moving goods between branches or units of one business.
- Mushak 6.6: certificate of VAT deducted at source, issued by the withholding entity to the supplier.
- Mushak 6.7: credit note (for goods returned or a price reduced), reducing output tax.
- Mushak 6.8: debit note, increasing the amount charged.

REGISTERS
- Mushak 6.1: purchase register. Mushak 6.2: sales register. Mushak 6.2.1: combined purchase and
  sales register (for traders).
- Mushak 6.10: details of purchases and sales where an invoice exceeds Tk 2 lakh, submitted with the
  return.

RETURN
- Mushak 9.1: the monthly VAT return, due by the 15th day of the following month, showing output
  tax, input tax credit, increasing and decreasing adjustments and the net tax payable.

WORKED EXAMPLE: A MONTHLY RETURN
Sylhet Tea Packers Ltd (VAT registered, standard rate 15%) in October 2026:
- Taxable sales Tk 8,000,000: output tax Tk 1,200,000.
- Purchases with valid Mushak 6.3 invoices Tk 5,000,000: input tax Tk 750,000.
- A credit note (Mushak 6.7) for returned goods of Tk 200,000: decreasing adjustment Tk 30,000.
- VAT deducted at source by a customer, certificate Mushak 6.6 held: Tk 60,000 (decreasing
  adjustment, as the customer has paid it).
- Net payable = 1,200,000 - 750,000 - 30,000 - 60,000 = Tk 360,000, by 15 November 2026 with
  Mushak 9.1.

REMEMBER
Input tax can only be claimed with a valid tax invoice and within the time limit the Act allows,
and only for inputs used for taxable supplies.
`,
    },
  },
  'business-planning-taxation-compliance-revision-sprint': {
    'Short-form practice questions': {
      title: 'Short-form practice questions',
      fileName: 'bptc-short-form-practice-questions.pdf',
      description: 'Eight short questions across individual tax planning, company tax, transfer pricing and VAT, each with a worked answer. Rates are given in each question.',
      text: `
Rates are given in each question so you can focus on the method.

1. An owner-manager can take Tk 2,000,000 as extra salary (deductible for the company at 27.5%;
   taxed on him at a marginal 25%) or as a dividend (company pays 27.5% first; he pays 10% on the
   dividend). Which leaves him more after all taxes?
   ANSWER: Salary: company saves 550,000 tax; he keeps 2,000,000 x 75% = 1,500,000. Dividend: the
   company must first earn 2,000,000 and pay 550,000 tax, so only 1,450,000 can be paid; he keeps
   1,450,000 x 90% = 1,305,000. Salary is better by 195,000.
2. A company's taxable income is Tk 8,000,000 (rate 27.5%) and gross receipts Tk 500,000,000 (minimum
   tax 0.6%). Tax payable?
   ANSWER: Regular 2,200,000; minimum 3,000,000. The company pays the higher: 3,000,000.
3. An individual with taxable income of Tk 3,000,000 invests Tk 1,200,000 in eligible investments.
   Rebate = lowest of 3% of taxable income, 15% of investment and Tk 1,000,000.
   ANSWER: 3% x 3,000,000 = 90,000; 15% x 1,200,000 = 180,000. Rebate 90,000.
4. A subsidiary pays its foreign parent a royalty of 8% of sales; independent licensees pay 4%.
   Sales are Tk 400,000,000. What is the transfer pricing adjustment?
   ANSWER: Arm's length royalty 16,000,000; paid 32,000,000. Add back 16,000,000 to taxable income.
5. A non-resident consultant is paid Tk 1,000,000; the withholding rate is 20% under the Act but 10%
   under the relevant double taxation agreement, and a residence certificate is held. Tax to deduct?
   ANSWER: The treaty rate applies: 100,000.
6. Tax paid abroad on foreign income of Tk 600,000 was Tk 90,000; Bangladesh tax on the same income
   is Tk 150,000. Foreign tax credit?
   ANSWER: The lower of foreign tax and Bangladesh tax on that income: 90,000. Net due 60,000.
7. Output VAT Tk 900,000; input VAT on valid invoices Tk 620,000, of which Tk 40,000 relates to
   exempt supplies. Net VAT payable?
   ANSWER: 900,000 - (620,000 - 40,000) = 320,000.
8. Goods imported with an assessable value of Tk 1,000,000; customs duty 25%, supplementary duty 20%,
   VAT 15%. Total import taxes (ignoring advance tax and regulatory duty)?
   ANSWER: Duty 250,000. SD on (1,000,000 + 250,000) = 250,000. VAT on (1,000,000 +
   250,000 + 250,000) = 225,000. Total 725,000.

SELF-CHECK
Six or more right: move on to timed mixed questions. Fewer: rewatch the recap video for each topic
you missed before the answers walkthrough.
`,
    },
  },
};
