import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Management Information and Principles of Taxation courses (Certificate Level). */
export const COSTING_AND_TAX_PDF_LESSONS: PdfLessons = {
  'management-information-complete-course-december-2026': {
    'Practice set: costing methods': {
      title: 'Practice set: costing methods',
      fileName: 'mi-costing-methods-practice-set.pdf',
      description: 'Four questions on overhead absorption, under- and over-absorption, reconciling absorption and marginal costing profits, and activity-based costing, with full workings.',
      text: `
All amounts in Tk.

QUESTION 1: ABSORPTION RATE
Budgeted production overheads for the Machining department are 4,800,000 and budgeted machine hours
are 60,000. Actual overheads were 5,030,000 and actual machine hours 64,000.
(a) Overhead absorption rate = 4,800,000 / 60,000 = 80 per machine hour.
(b) Overheads absorbed = 64,000 x 80 = 5,120,000.
(c) Actual 5,030,000 is less than absorbed 5,120,000: OVER-absorbed by 90,000. Over-absorption is
    credited to the statement of profit or loss (it increases profit).

QUESTION 2: ABSORPTION AND MARGINAL COSTING PROFITS
Product P: selling price 500, variable cost 280 per unit, fixed production overhead absorbed at
60 per unit (budgeted fixed overhead 1,200,000 for 20,000 units). In the period 20,000 units were
produced and 18,000 sold. There was no opening inventory and no non-production cost.
Marginal costing profit = 18,000 x (500 - 280) - 1,200,000 = 3,960,000 - 1,200,000 = 2,760,000.
Absorption costing profit = 18,000 x (500 - 280 - 60) = 2,880,000 (no under- or over-absorption,
because actual production equals budget).
Difference = increase in inventory 2,000 units x 60 = 120,000; absorption profit is HIGHER because
120,000 of fixed overhead is carried forward in closing inventory.

QUESTION 3: ACTIVITY-BASED COSTING
Set-up costs are 900,000 for 150 set-ups. Product A needs 100 set-ups for 20,000 units; Product B
needs 50 set-ups for 2,000 units.
Cost per set-up = 900,000 / 150 = 6,000.
Set-up cost per unit: A = (100 x 6,000) / 20,000 = 30; B = (50 x 6,000) / 2,000 = 150.
If set-up costs had been absorbed per unit (900,000 / 22,000 = 40.91), B would be undercosted by
109.09 a unit. ABC shows that small-batch products consume more support activity.

QUESTION 4: REAPPORTIONMENT
Service department Stores has overheads of 300,000 and serves Assembly 60% and Finishing 40%.
Assembly receives 180,000 and Finishing 120,000. Add these to each production department's own
overheads before calculating the absorption rates.

CHECKLIST
- Use BUDGETED figures for the absorption rate and ACTUAL activity for the amount absorbed.
- Under-absorbed = actual overheads higher than absorbed: an extra expense.
- Profit difference = change in inventory units x fixed overhead per unit.
`,
    },
    'Variance formula sheet': {
      title: 'Variance formula sheet',
      fileName: 'mi-variance-formula-sheet.pdf',
      description: 'Every standard costing variance in the syllabus on one sheet, with the formula, what it tells management and a quick numerical example.',
      text: `
Key: AQ actual quantity, SQ standard quantity for actual output, AP actual price, SP standard price,
AH actual hours, SH standard hours for actual output, SR standard rate. F favourable, A adverse.

MATERIALS
- Price variance = (SP - AP) x AQ purchased, or AQ x SP - actual cost.
- Usage variance = (SQ - AQ) x SP.
- Example: standard 3 kg at Tk 40 per kg per unit; 1,000 units used 3,200 kg costing Tk 124,800.
  Price = 3,200 x 40 - 124,800 = 3,200 F. Usage = (3,000 - 3,200) x 40 = 8,000 A.

LABOUR
- Rate variance = (SR - AR) x AH paid, or AH paid x SR - actual cost.
- Idle time variance = idle hours x SR (always adverse).
- Efficiency variance = (SH - AH worked) x SR.
- Example: standard 2 hours at Tk 150; 1,000 units; 2,100 hours paid at Tk 310,800, 2,050 worked.
  Rate = 2,100 x 150 - 310,800 = 4,200 F. Idle = 50 x 150 = 7,500 A.
  Efficiency = (2,000 - 2,050) x 150 = 7,500 A.

VARIABLE OVERHEAD
- Expenditure variance = AH worked x standard rate - actual variable overhead.
- Efficiency variance = (SH - AH worked) x standard variable overhead rate per hour.

FIXED OVERHEAD (ABSORPTION COSTING)
- Expenditure variance = budgeted fixed overhead - actual fixed overhead.
- Volume variance = (actual output - budgeted output) x fixed overhead absorption rate per unit.
  It splits into capacity (AH - budgeted hours) x rate per hour and efficiency (SH - AH) x rate.
- Under marginal costing there is only the expenditure variance.

SALES
- Price variance = (actual price - standard price) x actual units sold.
- Volume variance = (actual units - budgeted units) x standard PROFIT per unit (absorption) or
  standard CONTRIBUTION per unit (marginal).

THE OPERATING STATEMENT
Budgeted profit, plus or minus the sales volume variance = standard profit on actual sales, plus or
minus the sales price variance and every cost variance = actual profit.

INTERPRETATION REMINDERS
- A favourable price with an adverse usage may mean cheaper, lower-quality material.
- An adverse labour rate and favourable efficiency may mean more skilled (higher-paid) workers.
- Investigate a variance when it is material, controllable and likely to recur.
`,
    },
  },
  'management-information-revision-question-practice': {
    'Question pack: budgets and variances': {
      title: 'Question pack: budgets and variances',
      fileName: 'mi-question-pack-budgets-and-variances.pdf',
      description: 'Eight exam-standard questions on cash budgets, flexible budgets and variances, with answers and workings at the end.',
      text: `
Answer in 15 minutes. All amounts in Tk.

1. Sales are 800,000 in March and 900,000 in April. 40% of customers pay in the month of sale and
   receive a 2% discount; the rest pay the following month. Cash received in April? (number)
2. Materials are bought one month before use; 50% are paid in the month of purchase and 50% the
   month after. Purchases are 300,000 in March and 360,000 in April. Payment in April? (number)
3. A budget for 10,000 units shows variable costs 450,000 and fixed costs 200,000. Actual output was
   12,000 units. What is the flexed budget total cost? (number)
4. Standard material cost is 5 kg at 60 per kg. 2,000 units used 10,400 kg. Usage variance? (number
   and F or A)
5. Labour: 4,000 hours paid at a total of 520,000; standard rate 125 per hour. Rate variance?
6. Budgeted sales 5,000 units at a standard contribution of 90; actual sales 5,400 units. Sales
   volume contribution variance? (marginal costing)
7. Which budget is prepared first when sales demand is the principal budget factor?
   A Production B Cash C Sales D Materials purchases
8. Fixed overhead budget 600,000 for 20,000 units; actual fixed overhead 630,000; actual output
   21,000 units. Expenditure and volume variances?

ANSWERS
1. 832800. April sales paid in April: 900,000 x 40% x 98% = 352,800. March sales paid in April:
   800,000 x 60% = 480,000. Total 832,800.
2. 330000. Half of April purchases 180,000 + half of March purchases 150,000.
3. 740000. Variable cost 450,000 / 10,000 = 45 a unit x 12,000 = 540,000, plus fixed 200,000.
4. 24000 A. Standard quantity 2,000 x 5 = 10,000 kg; (10,000 - 10,400) x 60 = 24,000 adverse.
5. 20000 A. 4,000 x 125 = 500,000 should have been paid; 520,000 was paid.
6. 36000 F. (5,400 - 5,000) x 90 = 36,000 favourable.
7. C. Sales volume drives production, materials and then the cash budget.
8. Expenditure 30,000 A (600,000 - 630,000). Absorption rate 600,000 / 20,000 = 30 a unit;
   volume (21,000 - 20,000) x 30 = 30,000 F. The two net to zero: absorbed 630,000 = actual.

WHAT TO REVISE IF YOU MISSED
Questions 1 and 2: cash budget timing. Question 3: flexing. Questions 4 to 6: variance formulas.
Question 8: fixed overhead variances under absorption costing.
`,
    },
  },
  'principles-of-taxation-complete-course-december-2026': {
    'Worked example: a company tax computation': {
      title: 'Worked example: company tax computation',
      fileName: 'tax-company-tax-computation-worked-example.pdf',
      description:
        'A complete company tax computation from profit before tax to tax payable, showing the adjustments for inadmissible expenses, tax depreciation, separately taxed income and minimum tax.',
      text: `
THE FACTS
Shapla Plastics Ltd, a non-listed company, prepares accounts to 30 June 2026 (income year 2025-26,
assessment year 2026-27). Profit before tax per the accounts is Tk 42,500,000 after:
- Accounting depreciation 6,800,000
- Fines for late delivery under a customer contract 300,000 (a commercial penalty)
- A penalty paid to a government authority for breaking the law 150,000
- General provision for doubtful debts (increase) 900,000
- Donation to a charity not approved under the Act 200,000
- Dividend income from a listed company 1,000,000 (credited)
- Gain on sale of listed shares 600,000 (credited)
Tax depreciation for the year under the Third Schedule is 8,400,000. Gross receipts are
Tk 980,000,000. Advance tax paid Tk 3,000,000; tax deducted at source on receipts Tk 5,500,000.
Assume a corporate rate of 27.5% and minimum tax of 0.6% of gross receipts (use your sitting's
rates sheet in the exam).

STEP 1: INCOME FROM BUSINESS (Tk)
Profit before tax: 42,500,000
Add back accounting depreciation: 6,800,000
Add back penalty for breaking the law (not an expense of business): 150,000
Add back general provision (deductible only when a debt is actually written off): 900,000
Add back unapproved donation: 200,000
Less dividend income (taxed separately): (1,000,000)
Less gain on listed shares (taxed separately at its own rate): (600,000)
Less tax depreciation: (8,400,000)
Income from business: 40,550,000
The contractual late-delivery fine is a commercial cost of trading and is allowed.

STEP 2: TAX ON EACH HEAD
Business income 40,550,000 x 27.5% = 11,151,250
Dividend income at the rate for company dividends given in the question, say 20%: 200,000
Gain on listed shares at the company rate for such gains given in the question, say 10%: 60,000
Regular tax: 11,411,250

STEP 3: MINIMUM TAX CHECK
Minimum tax = 0.6% x 980,000,000 = 5,880,000. Regular tax is higher, so tax liability is
11,411,250.

STEP 4: TAX PAYABLE WITH THE RETURN
Tax liability 11,411,250 - advance tax 3,000,000 - tax deducted at source 5,500,000 = 2,911,250.

LAYOUT TIPS
- One line per adjustment, with a short reason: markers award a mark per correct adjustment.
- Deal with separately taxed income outside business income, never inside it.
- Always finish with the minimum tax comparison and the credits for taxes already paid.
`,
    },
  },
  'principles-of-taxation-question-bank-mock-exams': {
    'Rates and allowances sheet for the December 2026 sitting': {
      title: 'Rates and allowances: December 2026',
      fileName: 'tax-rates-and-allowances-december-2026.pdf',
      description:
        "The income tax and VAT rates and limits used in this course for the December 2026 sitting, on one sheet. Check them against ICAB's notice of examinable legislation for your sitting.",
      text: `
Income year 2025-26 (1 July 2025 to 30 June 2026), assessment year 2026-27. These are the figures
used in this course's computations. Finance Acts change rates every June: always confirm against
ICAB's notice of examinable legislation for the December 2026 sitting.

INDIVIDUALS: TAX-FREE THRESHOLD AND SLABS (resident individuals)
- First Tk 375,000: nil (higher thresholds apply to women and persons aged 65 or over, persons with
  disabilities, and gazetted war-wounded freedom fighters)
- Next Tk 300,000: 10%
- Next Tk 400,000: 15%
- Next Tk 500,000: 20%
- Next Tk 2,000,000: 25%
- Balance: 30%
Minimum tax for individuals with income above the threshold: Tk 5,000 in Dhaka and Chattogram
city corporations, Tk 4,000 in other city corporations, Tk 3,000 elsewhere.

SALARY
- Exempt portion of salary income: one-third of salary income or Tk 450,000, whichever is lower.

INVESTMENT TAX REBATE (individuals)
- Rebate = the lowest of: 3% of taxable income (excluding income taxed at reduced or final rates),
  15% of the eligible investment made in the year, and Tk 1,000,000.

COMPANIES (corporate rates, before the conditions on cash transactions)
- Publicly traded company: 20%
- Non-publicly traded company: 27.5%
- One person company: 22.5%
- Listed bank, insurance or financial institution: 37.5%; non-listed: 40%
Lower rates are available in some cases where all receipts and payments above set limits pass
through the banking system; higher rates apply where they do not.
- Minimum tax on gross receipts (general rate): 0.6%

VAT AND TURNOVER TAX (VAT and SD Act 2012)
- Standard VAT rate: 15%; reduced rates of 5%, 7.5% and 10% apply to specified supplies
- Turnover tax: 4% of turnover for businesses with annual turnover of Tk 50 lakh up to Tk 3 crore
- VAT registration: compulsory above Tk 3 crore annual turnover
- Monthly VAT return (Mushak 9.1): due by the 15th day of the following month

KEY DATES
- Tax day for individuals: 30 November following the end of the income year
- Tax day for companies: the 15th day of the seventh month after the end of the income year (or
  15 September where that day would fall earlier)

USE IN THE EXAM
If the question gives a rate, use the question's rate. State the rate you use in your workings so
the method marks are available even if a rate is wrong.
`,
    },
  },
};
