import type { TextLessons } from './lesson-material-types';

/** Text lessons of the Accounting (Certificate Level) courses. */
export const ACCOUNTING_TEXT_LESSONS: TextLessons = {
  'accounting-complete-course-december-2026': {
    'Provisions and contingent liabilities: the basics of IAS 37': `
## What IAS 37 asks you to decide

A **provision** is a liability of uncertain timing or amount. At Certificate Level you must decide whether an item is a provision, a contingent liability or nothing at all, and then record it correctly.

## The three recognition tests

Recognise a provision only when **all three** are met:

1. There is a **present obligation** (legal or constructive) as a result of a **past event**.
2. An outflow of economic benefits is **probable** (more likely than not).
3. A **reliable estimate** of the amount can be made.

A constructive obligation comes from the entity's own published policy or established practice, for example a shop that has always refunded unhappy customers.

## What to do with each outcome

- **Probable** outflow, reliable estimate: recognise a provision.
- **Possible** outflow: disclose a **contingent liability** in the notes, no entry.
- **Remote** outflow: do nothing.
- A **contingent asset** is never recognised; disclose it only when an inflow is probable.

Future operating losses and costs the entity could avoid by its own action (for example a planned refit) are not provisions: there is no present obligation.

## Worked example

Meghna Traders is being sued by a customer. At 30 June 2026 its lawyers say it will probably lose and the damages will be about **Tk 240,000**.

- Dr Legal expenses (statement of profit or loss) Tk 240,000
- Cr Provision for legal claims (statement of financial position) Tk 240,000

A year later the estimate rises to Tk 300,000. Only the **increase** goes through profit or loss:

- Dr Legal expenses Tk 60,000
- Cr Provision for legal claims Tk 60,000

If instead the lawyers had said a loss was only *possible*, there would be no entry, just a note describing the claim and its possible effect.

## Exam tips

- In objective questions, read the probability word carefully: *probable*, *possible* and *remote* each lead to a different answer.
- A provision is a liability, so it sits under current or non-current liabilities, never as a reduction of an asset.
- Remember the movement: the expense each year is the closing provision less the opening provision.
`,
    'Intangible assets and research and development costs': `
## Intangible assets in the Accounting paper

An intangible asset is an **identifiable non-monetary asset without physical substance**, such as software licences, patents, trade marks and development costs. At Certificate Level the examiner focuses on one question above all: is this spending an asset or an expense?

## Research versus development (IAS 38)

- **Research** is original investigation to gain new knowledge. It is **always an expense** when incurred.
- **Development** applies research findings to a plan or design before commercial production. It **must be capitalised** once all the criteria are met, and expensed before that.

The criteria are often remembered as **PIRATE**:

- **P**robable future economic benefits
- **I**ntention to complete and use or sell the asset
- **R**esources adequate to complete it
- **A**bility to use or sell it
- **T**echnical feasibility
- **E**xpenditure can be measured reliably

Expenditure written off before the criteria were met is **never reinstated** later.

## Amortisation

Capitalised development costs are amortised over the product's useful life, starting when the product is **available for use** (usually when commercial production begins), not when spending starts. Internally generated goodwill, brands and customer lists are never recognised.

## Worked example

Padma Foods spends the following in the year to 30 June 2026 on a new shelf-stable milk product:

- July to October: laboratory research into preservation methods, **Tk 400,000**
- November to June: development after the criteria were met on 1 November, **Tk 900,000**

Entries:

- Dr Research expense Tk 400,000 / Cr Cash Tk 400,000
- Dr Development costs (intangible non-current asset) Tk 900,000 / Cr Cash Tk 900,000

Production starts on 1 July 2026 and the product should sell for five years. From 2026-27 the annual amortisation is Tk 900,000 / 5 = **Tk 180,000**, so no amortisation is charged in 2025-26.

## Exam tips

- Look for the date the criteria were met; spending before it is an expense.
- Purchased intangibles (a licence bought for cash) are recognised at cost straight away.
- Show development costs under non-current assets, separately from property, plant and equipment.
`,
    'Exam technique: the longer financial statements question': `
## Why this question decides the paper

The longer question asks you to prepare a statement of profit or loss and a statement of financial position (or extracts) from a trial balance plus a list of adjustments. It is worth a large block of marks, and most of them are **method marks**: a wrong figure in one working does not cost you the marks for every line that uses it, as long as your workings are clear.

## A routine that works in the time

1. **Read the requirement first**: which statements, which year-end, sole trader, partnership or company.
2. **Annotate the trial balance**: mark each balance P/L or SFP as you read it.
3. **Work through the adjustments in order**, writing each as a double entry before you touch the pro-forma. Tick each one off.
4. **Lay out the pro-forma** headings from memory, then fill in the figures from your workings.
5. **Check the statement balances.** If it does not, spend at most two minutes looking, then move on.

## Adjustments that appear at almost every sitting

- Closing inventory at the lower of cost and net realisable value
- Accruals and prepayments of expenses and income
- Depreciation, including on an asset bought or sold during the year
- Irrecoverable debts and the change in the allowance for receivables
- Income tax and dividends for a company

## Worked example: one adjustment, both statements

The trial balance shows rent of **Tk 330,000**. Rent is Tk 30,000 a month and June 2026 has not been paid.

- Dr Rent expense Tk 30,000 / Cr Accruals Tk 30,000
- Statement of profit or loss: rent Tk 360,000
- Statement of financial position: accruals (current liabilities) Tk 30,000

Every adjustment touches **two places**. Writing the double entry first stops you from adjusting the expense and forgetting the liability.

## Presentation marks

- Use the headings of the IAS 1 pro-forma and label every line.
- Show workings as short, numbered notes beside the answer.
- Keep figures in the same unit (Tk or Tk '000) as the question.
`,
  },
  'accounting-question-bank-mock-exams': {
    'Mock exam 1: instructions and a timing plan': `
## Before you start

Mock exam 1 is a full Accounting paper: **100 marks in 2 hours**, in the same mix of question types as the real exam. Sit it in one go, with a calculator and scrap paper, and without notes. The timer is kept by the server, so a reload or a lost connection does not lose your answers or your time.

## What the paper contains

- Objective questions on maintaining financial records: double entry, VAT, control accounts and bank reconciliations
- Objective questions on adjustments: errors, accruals, depreciation, inventory and receivables
- Objective questions on preparing financial statements
- A longer scenario in which you complete financial statements from a trial balance

## A timing plan

With 120 minutes for 100 marks you have **1.2 minutes per mark**.

1. **Minutes 0 to 5**: read the instructions and scroll through the whole paper.
2. **Minutes 5 to 75**: objective questions. A 2-mark question gets about 2.5 minutes; flag anything that takes longer and move on.
3. **Minutes 75 to 110**: the longer financial statements question. Do the workings first, then fill in the pro-forma.
4. **Minutes 110 to 120**: go back to flagged questions and make sure nothing is left blank. There is no negative marking.

## Rules for number entry

- Enter whole taka unless the question asks for decimals.
- Do not type commas or the Tk sign; enter 45000, not Tk 45,000.
- A negative figure is typed with a minus sign only if the question asks for it.

## After the mock

Open the results by syllabus area. Any area under 50% goes to the top of your revision list, and every wrong answer should be re-worked from the explanation before you watch the debrief video.
`,
    'The most common mistakes in the final week': `
## The final week is for accuracy, not new topics

Most marks lost at this stage are not lost through missing knowledge but through avoidable slips. These are the ones markers and our mock results show most often.

## Mistakes in the adjustments

- **Reversing the allowance movement.** An increase in the allowance for receivables is an expense; a decrease reduces expenses. Only the *change* goes to profit or loss.
- **Depreciating land.** Freehold land is not depreciated unless the question says otherwise.
- **Forgetting the month.** An asset bought on 1 October in a year ending 30 June gets 9 months' depreciation if the policy is time-apportioned.
- **Valuing inventory at selling price.** Inventory is the lower of cost and net realisable value, line by line.

## Mistakes in the double entry

- Posting a discount received as a debit. It reduces payables (debit) and is income (credit).
- Treating a suspense account correction as one-sided. Every correcting journal has two sides; only one of them is the suspense account.
- Putting VAT into sales. Sales are recorded net; the output VAT is a liability.

## Worked check: the allowance for receivables

Receivables are **Tk 500,000** and the allowance is to be **4%**. Last year's allowance was **Tk 16,000**.

- Required allowance: 4% x Tk 500,000 = Tk 20,000
- Increase: Tk 20,000 - Tk 16,000 = **Tk 4,000**
- Dr Irrecoverable debts expense Tk 4,000 / Cr Allowance for receivables Tk 4,000
- Statement of financial position: receivables Tk 500,000 less allowance Tk 20,000 = Tk 480,000

## Mistakes in exam technique

- Leaving objective questions blank. There is no negative marking, so always answer.
- Spending twenty minutes looking for a small imbalance in the long question.
- Not reading *which* figure is asked for: the expense, the closing balance or the net amount.

Use your last mock's results to pick the **two** areas with the most lost marks and re-work those questions, rather than reading through everything again.
`,
  },
  'double-entry-in-10-days': {
    'What to study next': `
## Where you are after ten days

You can now state the accounting equation, post transactions to ledger accounts, balance them off, extract a trial balance and prepare a simple statement of profit or loss and statement of financial position. That is the foundation of the whole **Certificate Level Accounting** paper, and it carries straight into Management Information and, later, Financial Accounting & Reporting.

## What the full Accounting syllabus adds

- **Maintaining financial records**: VAT on sales and purchases, control accounts, bank reconciliations and correcting errors through the journal.
- **Adjustments**: accruals and prepayments, depreciation and disposals, inventory at the lower of cost and net realisable value, irrecoverable debts and the allowance for receivables, provisions.
- **Preparing financial statements**: for sole traders, partnerships and limited companies, and a statement of cash flows.

## A suggested order

1. **Accruals and prepayments** first: they reuse exactly the ledger skills you have just practised.
2. **Depreciation and disposals** next, then **inventory** and **receivables**.
3. **Errors and suspense accounts** once you are fluent with the journal.
4. **Partnerships and companies** last, because they build on a sole trader's statements.

## A quick test of readiness

Try this before moving on. A business pays rent of **Tk 120,000** for the year to 31 December 2026 on 1 January 2026. Its year ends on 30 June 2026.

- Rent expense for the year to 30 June 2026: 6/12 x Tk 120,000 = **Tk 60,000**
- Prepayment at 30 June 2026: **Tk 60,000**, shown as a current asset

If you can explain both figures with a double entry (Dr Prepayments Tk 60,000 / Cr Rent expense Tk 60,000 after posting the payment in full), you are ready for the adjustments area.

## Keep practising

- Rework the practice sheet from days 1 to 3 without looking at the answers.
- Aim for a trial balance that balances first time, then for speed.
- The full course, *Accounting: Complete Course for the December 2026 Sitting*, continues from exactly this point.
`,
  },
};
