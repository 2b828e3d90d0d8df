import type { TextLessons } from './lesson-material-types';

/** Text lessons of the Professional Level courses. */
export const PROFESSIONAL_TEXT_LESSONS: TextLessons = {
  'audit-and-assurance-isa-complete-course': {
    'Auditor liability and confidentiality': `
## Two duties that pull in different directions

An auditor must keep client information **confidential**, yet can be held **liable** when users rely on a negligent opinion. Audit & Assurance questions test both: when the auditor may or must disclose, and when a claim against the auditor would succeed.

## Liability

- **To the client (the company)**: under the contract. The company must show the auditor owed a duty, breached it by falling below the standard of a reasonably competent auditor, and that the breach caused a loss.
- **To third parties** (banks, investors): only where the auditor knew the third party would rely on the report for a specific purpose. Courts generally find no duty to the public at large, following the reasoning in *Caparo Industries v Dickman*.
- Criminal and regulatory sanctions also apply: the Financial Reporting Council can investigate auditors of public interest entities under the Financial Reporting Act 2015, and ICAB can take disciplinary action.

Ways to manage liability: quality management under ISQM 1, clear engagement letters, a **disclaimer of responsibility** to third parties in the report, and professional indemnity insurance.

## Confidentiality

Confidentiality is one of the five fundamental principles of the ICAB Code of Ethics. Information must not be disclosed or used for personal advantage. Disclosure is:

- **Required** by law, for example a court order, or reporting suspected money laundering under the Money Laundering Prevention Act 2012;
- **Permitted** with the client's consent, or to protect the auditor's interests in legal proceedings;
- **Permitted in the public interest** in rare cases, after taking legal advice.

## Worked example

A bank lent **Tk 8 crore** to Karnaphuli Steel Ltd after reading its audited statements. The auditor missed a Tk 3 crore overstatement of inventory; the company later failed. The auditor had no contact with the bank and did not know of the loan.

- Duty to the company: yes, under contract.
- Duty to the bank: unlikely, because the auditor did not know the bank would rely on the report for that loan.
- Had the bank written to the auditor before lending and received assurance, a duty would probably exist.

## Exam tip

Structure a liability answer as **duty, breach, loss, causation**, and apply each to the facts.
`,
    'Answering a reporting question: a worked past-style question': `
## The question

You are the audit manager on **Rupali Ceramics Ltd** for the year to 30 June 2026. Profit before tax is **Tk 40 crore** and total assets are **Tk 300 crore**. Materiality has been set at Tk 2 crore. Two matters remain unadjusted:

1. Inventory of obsolete designs is carried at cost of **Tk 5 crore**; its net realisable value is Tk 1 crore.
2. A customer owing **Tk 0.8 crore** went into liquidation in August 2026.

The directors refuse to adjust either. *Required: discuss each issue and the effect on the auditor's report.*

## Step 1: what is the accounting issue?

- Inventory must be measured at the lower of cost and NRV under IAS 2: overstated by **Tk 4 crore**.
- The liquidation after the year-end is an **adjusting event** under IAS 10, giving evidence of the receivable's condition at the year-end: overstated by **Tk 0.8 crore**.

## Step 2: is it material?

- Inventory: Tk 4 crore is **10% of profit** before tax and above materiality: **material**.
- Receivable: Tk 0.8 crore is 2% of profit, below Tk 2 crore materiality: **not material on its own**.
- Total uncorrected misstatements: Tk 4.8 crore, **material**, driven by inventory.

## Step 3: is it pervasive?

The misstatement is confined to inventory and profit, a specific and quantifiable amount. It does not undermine the financial statements as a whole, so it is **material but not pervasive**.

## Step 4: the opinion

- **Qualified opinion** ("except for") under ISA 705.
- A **Basis for Qualified Opinion** paragraph describes the inventory misstatement and quantifies it: inventory and profit overstated by Tk 4 crore.
- The receivable would be recorded in the summary of uncorrected misstatements and communicated to those charged with governance under ISA 450 and ISA 260.

## What earns the marks

Calculations of materiality against profit **and** assets, the correct classification (material versus pervasive), the right opinion named with its ISA, and the changes to the report's wording. A conclusion without the reasoning earns very little.
`,
  },
  'audit-and-assurance-exam-kit-mock-papers': {
    'How the marking guide awards points': `
## Marks are for points, not pages

Audit & Assurance answers are marked against a guide that lists **valid points**, each usually worth 1 mark (sometimes half a mark for identifying and half for explaining). A long answer that repeats one point earns one mark. Ten distinct, applied points earn ten.

## What a mark-worthy point looks like

- **Specific to the scenario**: it names the client's balance, system or event.
- **Explained**: it says *why* it matters (the risk, the assertion, the consequence).
- **Actionable** for procedures: a verb, an item and a source, for example "Agree a sample of additions to purchase invoices to confirm cost and existence."

## Audit risk answers

Marks typically split as:

- 0.5 for identifying the issue from the scenario;
- 0.5 to 1 for explaining the risk of material misstatement with the **assertion** and the direction (overstatement or understatement);
- 1 for an auditor's response, where the requirement asks for one.

## Worked example

*Scenario*: Padma Textiles Ltd capitalised **Tk 1.2 crore** of staff training costs within property, plant and equipment. Profit before tax is Tk 10 crore.

A weak answer: "Training costs are a risk." (0.5 mark at most)

A full answer:

- Training costs do not meet the IAS 16 definition of an asset and should be expensed. (Issue)
- PPE and profit are overstated by Tk 1.2 crore, **12% of profit**, which is material. (Risk with assertion and materiality)
- Review the PPE additions listing, obtain invoices for the training costs and discuss the adjustment with management. (Response)

That earns about 2.5 to 3 marks.

## Using the guide yourself

When you self-mark a mock, list the guide's points on the left and tick the ones your answer makes. Count only points that are **applied**; generic textbook sentences rarely score. Over three or four mocks the number of points you make per page should rise.

## Timing

At about 1.8 minutes per mark, a 10-mark requirement gets 18 minutes: plan for three, write for fifteen.
`,
  },
  'financial-accounting-reporting-ifrs-complete-course': {
    'Ethics in financial reporting: pressure from management': `
## Why the paper tests ethics

Financial Accounting & Reporting questions often include a short scenario in which a finance director asks a junior accountant to adopt a treatment that flatters the results. You earn marks for identifying the **correct accounting**, the **ethical issue** and the **action** to take.

## Recognising pressure

Warning signs include:

- a bonus or loan covenant linked to profit or gearing;
- an instruction to delay recognising an expense or accelerate revenue "just this year";
- a change of accounting estimate with no new information behind it;
- a threat, explicit or implied, to your job or promotion.

## The principles at risk

Under the ICAB Code of Ethics the threats are usually **self-interest** (your bonus or job) and **intimidation** (pressure from a senior). The principles at risk are **integrity**, **objectivity** and **professional competence and due care**.

## What you should do

1. Explain the correct IFRS treatment to the director, politely and in writing.
2. Refuse to be associated with misleading information.
3. Escalate if it is not resolved: to the audit committee or the board.
4. Keep notes of the discussions, and take advice from ICAB's ethics helpline or a lawyer before considering resignation.

## Worked example

Brahmaputra Pharma Ltd's loan covenant requires profit before tax of at least **Tk 20 crore**. Draft profit is Tk 21 crore. The finance director asks you not to record a **Tk 2 crore** impairment of a production line whose recoverable amount has fallen below its carrying amount.

- Accounting: IAS 36 requires the impairment loss to be recognised in profit or loss now. Corrected profit is **Tk 19 crore**, a covenant breach.
- Ethics: a self-interest threat to the director and an intimidation threat to you; omitting the loss would be misleading, a breach of integrity.
- Action: explain IAS 36, decline to omit the impairment, and raise the matter with the audit committee if the director insists. The covenant breach itself may need disclosure and affects the classification of the loan as current under IAS 1.

## Exam tip

Never stop at "this is unethical": state the right accounting with figures, then the threat, then the action.
`,
  },
  'financial-accounting-reporting-group-accounts-question-practice': {
    'Writing explanations that earn the judgement marks': `
## What the judgement marks reward

Many FAR questions end with "explain the appropriate financial reporting treatment". Markers award points for applying a **specific standard** to the **facts**, stating the **figures** and the **effect on the financial statements**. Generic definitions score little.

## A four-part structure

For each issue write:

1. **Issue**: what the transaction is and why it needs thought.
2. **Rule**: the standard and the principle that decides it, in one sentence.
3. **Application**: the rule applied to the facts, with calculations.
4. **Conclusion**: the journal or the amounts in each statement.

## Worked example

*Scenario*: On 1 January 2026 Jamuna Motors Ltd sold a vehicle for **Tk 3,600,000** including a three-year service plan. The standalone selling prices are Tk 3,500,000 for the vehicle and Tk 500,000 for the service plan. The year ends 30 June 2026.

- **Issue**: one contract with two promises; how much revenue belongs to this year?
- **Rule**: IFRS 15 requires the transaction price to be allocated to separate performance obligations in proportion to their standalone selling prices; the vehicle is satisfied at a point in time and the service plan over time.
- **Application**: total standalone prices Tk 4,000,000. Vehicle 3.5 / 4.0 x 3,600,000 = **Tk 3,150,000**; service plan 0.5 / 4.0 x 3,600,000 = **Tk 450,000**. Six of thirty-six months have passed: 450,000 x 6 / 36 = **Tk 75,000**.
- **Conclusion**: revenue of Tk 3,225,000 this year; a contract liability of **Tk 375,000**, of which Tk 150,000 (the next twelve months) is current.

## Habits that cost marks

- Naming the standard without saying what it requires.
- Giving a figure with no workings, so a small slip scores zero.
- Explaining the theory of a standard that does not apply.

## Practise it

Take any question in this course, cover the model answer, and write four lines per issue using the structure above. Then compare line by line with the answer.
`,
  },
  'financial-management-question-bank-revision': {
    'Common calculation traps and how to avoid them': `
## Where the marks go

Financial Management questions carry many marks for calculations, and most lost marks come from a handful of repeated traps. Check each one before you move on.

## Cost of capital

- **Ex-dividend versus cum-dividend**: the dividend valuation model needs the **ex-dividend** price. Subtract an imminent dividend from a cum-dividend price.
- **Dividend growth**: use D0 x (1 + g), not D0, on the top line.
- **Cost of debt**: use the **after-tax** cost for WACC, but the IRR for redeemable debt must include the tax saving on interest each year, not on the redemption.
- **Weights**: use **market values**, not book values, unless told otherwise.

## Investment appraisal

- **Tax timing**: if the question says tax is paid one year in arrears, tax on year 1 profit goes in year 2.
- **Tax depreciation**: include the balancing allowance or charge in the final year.
- **Inflation**: either inflate cash flows and discount at the money rate, or use real flows and the real rate; never mix.
- **Working capital**: only the **increment** each year is a cash flow, and it is released at the end.

## Worked example: the real rate

The money cost of capital is **14.4%** and general inflation is **4%**.

- (1 + real) = 1.144 / 1.04 = 1.10, so the real rate is **10%**
- Subtracting (14.4% - 4% = 10.4%) is a common wrong answer.

## Worked example: cost of equity

A share is quoted at **Tk 52 cum-dividend**; a dividend of Tk 4 is about to be paid and dividends grow at 5%.

- Ex-dividend price = 52 - 4 = Tk 48
- Ke = (4 x 1.05) / 48 + 0.05 = 0.0875 + 0.05 = **13.75%**

## Foreign exchange

- Check which currency the quote is in: Tk per USD or USD per Tk.
- The bank **buys low and sells high** from its own view: pick the rate that is worse for the company.

## The habit

Write the formula first, label every figure, and keep four decimal places in discount factors.
`,
  },
  'business-planning-taxation-compliance-complete-course': {
    'Budget changes for the current income year': `
## How a budget becomes law

Bangladesh's national budget is placed in Parliament in June. The **Finance Act** passed with it amends the Income Tax Act 2023, the VAT and Supplementary Duty Act 2012 and the Customs Act, and its rates generally apply from **1 July**, the start of the new income year. Some changes apply to the current assessment year instead, so always read the commencement clause.

## What typically changes

- Individual tax rates, the tax-free threshold and the surcharge on net wealth
- Corporate tax rates for listed, non-listed and other companies, and the conditions for the lower rates
- Minimum tax rates on gross receipts
- Withholding (TDS and TCS) rates and new withholding heads
- The investment tax rebate and the list of allowable investments
- VAT rates, exemptions and supplementary duty rates on specific goods

## Which rules your exam uses

ICAB examines the legislation in force at a cut-off date announced for each sitting. Use the rates sheet issued for your sitting and do not mix in rates from older notes.

## A method for studying a Finance Act

1. Read a summary from a reputable firm or the NBR, then the Act itself for the items above.
2. Update your rates sheet, and mark what changed.
3. Rework one individual and one company computation with the new figures.
4. Note any new **compliance** duties: returns, deadlines, electronic filing.

## Worked example (illustrative figures)

Suppose a Finance Act raised an individual's tax-free threshold from **Tk 350,000** to **Tk 375,000**, with the next band taxed at 5%. For a taxpayer in that band the saving is:

- (375,000 - 350,000) x 5% = **Tk 1,250** a year

Small for one person, but a planning question could ask you to show it and to advise on the timing of income between years.

## Exam tip

In the exam, state the rate you are using in your workings. If you apply a wrong rate consistently, the method marks are still available.
`,
  },
  'business-planning-taxation-compliance-revision-sprint': {
    'The computations that come up at every sitting': `
## The five computations

Business Planning Taxation & Compliance questions are built around a small set of computations. Be fluent in each before the exam.

1. **An individual's total income and tax liability**: salary with perquisites, rent, investment income, the investment tax rebate and the final liability after tax deducted at source.
2. **A company's taxable business income**: profit per accounts adjusted for inadmissible expenses, accounting depreciation replaced by tax depreciation, and losses brought forward.
3. **Corporate tax versus minimum tax**: the company pays the higher of regular tax and minimum tax on gross receipts.
4. **A VAT return**: output tax less allowable input tax credit, adjusted for VAT deducted at source and increasing or decreasing adjustments.
5. **Planning comparisons**: salary against dividend for an owner-manager, or a tax holiday against a normal-rate investment.

## Worked example: regular tax versus minimum tax

Suppose a non-listed company has taxable income of **Tk 20,000,000**, a corporate rate of **27.5%** and gross receipts of **Tk 600,000,000** with a minimum tax rate of **0.6%** (illustrative rates: use your sitting's rates sheet).

- Regular tax: 27.5% x 20,000,000 = **Tk 5,500,000**
- Minimum tax: 0.6% x 600,000,000 = **Tk 3,600,000**
- Tax payable is the higher: **Tk 5,500,000**

If taxable income fell to Tk 10,000,000, regular tax would be Tk 2,750,000 and the company would pay the minimum tax of Tk 3,600,000. That is why low-margin, high-turnover businesses plan around minimum tax.

## Layout habits

- Start with the accounting profit and list each adjustment with a plus or minus sign.
- Keep inadmissible items in one column and admissible deductions in another.
- Finish with tax payable **less** advance tax and tax deducted at source, to get the balance due.

## Use this sprint

Do one of each computation from the practice questions, timed, and compare your layout with the answers walkthrough.
`,
  },
  'corporate-law-practices-complete-course': {
    'The Bankruptcy Act 1997 in outline': `
## Scope

The **Bankruptcy Act 1997** deals with the insolvency of **individuals and firms**. Companies are not made bankrupt: they are wound up under the Companies Act 1994. Questions often test exactly this distinction.

## The courts

Bankruptcy cases are heard by the **Bankruptcy Court**, which is the court of the District Judge with jurisdiction over the debtor, and appeals lie to higher courts as the Act provides.

## Starting a case

- A **creditor** (or several creditors jointly) may petition when the debtor owes at least the minimum amount the Act sets and has committed an **act of bankruptcy**.
- A **debtor** may petition on their own account if unable to pay their debts.

Acts of bankruptcy include transferring property to defeat creditors, leaving Bangladesh or hiding to avoid creditors, allowing property to be sold in execution of a decree, and giving notice to creditors of suspending payment.

## The process

1. The court examines the petition and may **adjudicate** the debtor bankrupt.
2. A **receiver** is appointed, and the bankrupt's property vests in the receiver for distribution among creditors.
3. Creditors prove their debts; the receiver realises the assets and pays **dividends** to creditors in the order the Act sets.
4. The bankrupt may apply for a **discharge**, which the court may grant, refuse or grant on conditions.

## Worked example

Karim runs an unregistered trading business as a sole trader. He owes **Tk 6,000,000** to suppliers and has moved his shop's stock, worth Tk 2,500,000, to a relative to keep it from them.

- Karim is an individual, so the **Bankruptcy Act** applies, not the winding-up provisions of the Companies Act.
- Transferring the stock to defeat creditors is an **act of bankruptcy**, so his creditors can petition.
- The receiver can seek to recover the transferred stock for the benefit of all creditors.

## Exam tip

Identify the debtor's legal form first: individual or firm means bankruptcy; company means winding up.
`,
  },
};
