import type { TextLessons } from './lesson-material-types';

/** Text lessons of the other Certificate Level courses: Assurance, BTF, Management Information and Principles of Taxation. */
export const CERTIFICATE_TEXT_LESSONS: TextLessons = {
  'assurance-complete-course-june-2027': {
    'Statutory audit in Bangladesh under the Companies Act 1994': `
## Why companies are audited

Shareholders own a company but the directors run it. A statutory audit gives the owners an **independent opinion** on whether the financial statements the directors prepare give a true and fair view. In Bangladesh every company registered under the **Companies Act 1994** must have its accounts audited, whatever its size.

## Appointment of the auditor

- The **first auditor** is appointed by the directors, normally within one month of incorporation, and holds office until the first annual general meeting (AGM).
- After that the **shareholders appoint the auditor at each AGM**, to hold office until the next AGM.
- If no auditor is appointed at an AGM, the government may appoint one on the company's application.

## Who may act

- Only a **chartered accountant** holding a certificate of practice from ICAB may be appointed.
- An officer or employee of the company, or a partner or employee of such a person, may not be its auditor.
- For **public interest entities** the auditor must also be enlisted with the **Financial Reporting Council** under the Financial Reporting Act 2015.

## Rights and duties

The auditor has a right of access at all times to the company's books, accounts and vouchers, may require information and explanations from the officers, and may attend general meetings. The auditor reports **to the members**, stating among other things whether:

- the statements give a true and fair view;
- proper books of account have been kept;
- all information and explanations required were obtained;
- the statements agree with the books of account.

## Worked example

Sonali Pack Ltd was incorporated on 10 January 2026. The directors appoint an audit firm on 2 February 2026. At the first AGM on 20 December 2026 the shareholders reappoint the firm for the year to 30 June 2027 at a fee of **Tk 350,000**.

- The directors' appointment was valid: it was made within a month of incorporation.
- From the first AGM onwards only the shareholders may appoint, and they fix the fee.
- The audit fee is an expense of the company: Dr Audit fees Tk 350,000 / Cr Accruals Tk 350,000 at the year-end if unpaid.

## Exam tip

Objective questions often test *who* appoints the auditor and *to whom* the auditor reports. The answer to the second is always the **members**, not the directors.
`,
  },
  'assurance-question-bank-two-mocks': {
    'Final-week revision checklist': `
## Use the checklist honestly

Tick an item only if you can answer a fresh exam-standard question on it without notes. Anything unticked is your revision for the last week.

## The concept and process of assurance

- The three parties: practitioner, responsible party and intended users
- Reasonable assurance (positive opinion) versus limited assurance (negative conclusion)
- The stages of an audit: acceptance, planning, evidence, review and reporting

## Internal controls

- The five components: control environment, risk assessment, information system, control activities and monitoring
- Typical controls over sales, purchases, payroll, inventory and cash, and the **risk each control addresses**
- Limitations of controls: collusion, management override, human error
- Writing a deficiency as three parts: the deficiency, its consequence and a recommendation

## Evidence

- Sufficient (quantity) and appropriate (relevance and reliability)
- The assertions for transactions and for balances
- Tests of controls versus substantive procedures
- Sampling: statistical and non-statistical, and what drives sample size

## Ethics

- The five fundamental principles: integrity, objectivity, professional competence and due care, confidentiality and professional behaviour
- The threats: self-interest, self-review, advocacy, familiarity and intimidation
- A matching safeguard for each threat

## Worked example: a control deficiency

A trading company lets the same clerk raise sales invoices and record cash received. In a month with sales of **Tk 2,400,000**, nobody checks that every invoice is matched to a receipt.

- **Deficiency**: no segregation of duties between invoicing and cash receipts.
- **Consequence**: the clerk could keep a customer's payment of, say, Tk 60,000 and hide it by raising a credit note.
- **Recommendation**: a second person records receipts, and a manager reviews credit notes monthly.

## Final two days

Sit one mock under timed conditions, review the explanations of every wrong answer, and stop new learning the evening before the exam.
`,
  },
  'business-technology-finance-complete-course-december-2026': {
    'Case study: stakeholder mapping for a food processing company': `
## The scenario

**Rupchanda Agro Foods Ltd** processes rice, spices and ready-to-cook mixes near Bogura and sells through supermarkets in Dhaka and Chattogram. It wants to build a second factory on farmland next to a village and borrow **Tk 50 crore** from a commercial bank to pay for it.

## Mendelow's matrix

Stakeholders are placed by their **power** over the decision and their **interest** in it:

- **High power, high interest: manage closely.** The board and major shareholders; the lending bank, which sets covenants; the Department of Environment, which must issue an environmental clearance certificate.
- **High power, low interest: keep satisfied.** The National Board of Revenue; large supermarket chains, whose interest rises if supply or quality is at risk.
- **Low power, high interest: keep informed.** Villagers near the site, contract farmers, factory workers and their families.
- **Low power, low interest: monitor.** Small retailers and the general public.

## What the map tells management

1. The bank and the environmental regulator can stop the project, so their requirements come first: a costed business plan and an effluent treatment plan.
2. Villagers have little formal power, but they can **gain power** by organising or attracting media attention. Early consultation about land, water use and local jobs is cheaper than a delayed project.
3. Contract farmers gain from the new factory as a larger buyer; they are natural allies and can be told early.

## Connecting it to objectives

Shareholders want a return on the new capital. If the factory raises annual profit by **Tk 7.5 crore** on a Tk 50 crore investment, the simple return is 7.5 / 50 = **15%**. Stakeholder management protects that return by avoiding delay: a six-month delay would lose about Tk 3.75 crore of profit.

## Exam tip

In an objective question, identify the stakeholder's position from **both** words in the scenario: what they can do (power) and how much the decision affects them (interest). Then pick the strategy for that quadrant.
`,
    'Exam technique for objective questions': `
## How the paper is built

Business, Technology & Finance is **100 marks in 2 hours**, all objective questions. That gives you about **1.2 minutes per mark**, and there is no negative marking, so a blank answer is always a wasted chance.

## The question types

- **Single choice**: one correct answer from four.
- **Multiple response**: choose two or more; the question says how many. You usually need all of them right for the mark.
- **Number entry**: type a figure, for example a working capital cycle in days.

## A reliable method

1. Read the **last line first**: what exactly is being asked?
2. Underline limiting words: *not*, *most likely*, *best*, *which two*.
3. Answer in your head before reading the options, then find the match.
4. If two options remain, look for the one that is **always** true rather than sometimes true.
5. Flag anything over two minutes and move on; return at the end.

## Worked example: a number entry question

A company has inventory days of 45, receivables days of 60 and payables days of 40. What is its cash operating cycle in days?

- Cash operating cycle = inventory days + receivables days - payables days
- 45 + 60 - 40 = **65 days**

Enter 65. A common wrong answer is 145 (adding all three), which is why examiners include it as an option in single-choice versions.

## Traps to watch for

- Options that are true statements but do **not answer the question** asked.
- Definitions that are almost right: *outsourcing* versus *offshoring*, *shared service centre* versus *outsourcing*.
- Multiple-response questions where you select three when the question asked for two.

## In the last ten minutes

Answer every flagged question, even with a best guess, and check that each multiple-response question has the number of selections asked for.
`,
  },
  'business-technology-finance-free-question-practice': {
    'Last-week checklist': `
## One week to go

This week is about making sure every syllabus area is covered well enough to earn the easy marks, and that you can work at exam speed.

## Business objectives and structures

- Profit, shareholder wealth and not-for-profit objectives; stakeholder groups and Mendelow's matrix
- Sole traders, partnerships and companies: liability, ownership and formation in Bangladesh
- Functional, divisional and matrix structures and their advantages

## Technology

- ERP systems, cloud accounting and robotic process automation
- Descriptive, predictive and prescriptive analytics, with an example of each
- Cyber security threats (phishing, ransomware) and the controls that address them

## Finance

- Short-term finance: overdrafts, trade credit and factoring
- Long-term finance: term loans, leases, bonds and equity
- The role of Bangladesh Bank, the commercial banks and the stock exchanges
- Working capital ratios and the cash operating cycle

## Governance and ethics

- The board, independent directors and audit committees under the Corporate Governance Code
- Sustainability and corporate responsibility
- The fundamental ethical principles for a professional accountant in business

## A last practice calculation

Annual sales are **Tk 7,300,000**, all on credit, and trade receivables are **Tk 1,200,000**.

- Receivables days = 1,200,000 / 7,300,000 x 365 = **60 days**

If the business could collect in 45 days, receivables would fall to 7,300,000 x 45 / 365 = **Tk 900,000**, releasing Tk 300,000 of cash.

## The day before

Do twenty mixed questions in 25 minutes, review the explanations, then stop. Check your admission card, calculator and route to the exam centre.
`,
  },
  'management-information-complete-course-december-2026': {
    'Responsibility centres: cost, profit and investment centres': `
## The idea

A **responsibility centre** is a part of the business whose manager is held accountable for specific results. A manager should be judged only on what they **control**; the type of centre decides what that is.

## The three types (and one more)

- **Cost centre**: the manager controls costs only, for example a factory's maintenance department. Measured by actual costs against a flexible budget and by variances.
- **Revenue centre**: controls revenue only, for example a regional sales team. Measured by sales volume and price variances.
- **Profit centre**: controls both costs and revenues, for example a product division. Measured by controllable profit.
- **Investment centre**: controls costs, revenues **and** investment in assets, for example a subsidiary. Measured by return on investment (ROI) and residual income (RI).

## Controllable and uncontrollable items

Head office costs allocated to a division, or depreciation on assets the manager did not choose, are **not controllable** by the divisional manager. A fair report shows controllable profit separately from profit after these items.

## Worked example: an investment centre

The Chattogram division of a packaging company has:

- Controllable profit **Tk 18,000,000**
- Net assets controlled **Tk 120,000,000**
- Company cost of capital **12%**

ROI = 18,000,000 / 120,000,000 = **15%**.

RI = 18,000,000 - (12% x 120,000,000) = 18,000,000 - 14,400,000 = **Tk 3,600,000**.

The manager is offered a project costing Tk 20,000,000 that earns Tk 2,800,000 a year (14%). It would lower the division's ROI to 20.8 / 140 = 14.9%, so a manager judged on ROI may reject it. But its RI is 2,800,000 - 2,400,000 = **+Tk 400,000**, so it adds value for the company. This is why RI encourages better decisions than ROI.

## Exam tips

- Match the centre to the measure: costs for cost centres, profit for profit centres, ROI or RI for investment centres.
- Use **controllable** profit and assets unless the question says otherwise.
`,
    'Exam technique: number entry questions': `
## Why number entry costs marks

In Management Information many questions ask you to type a figure. There are no options to check against, so one slip in the method or the format loses the mark. The good news is that the method is usually short.

## A routine for every number entry question

1. Write down the **formula** before you put numbers in.
2. Check the **units**: per unit or in total, per month or per year, taka or percentage.
3. Check the **sign** the question asks for: a variance is often entered as a positive figure with a separate adverse or favourable choice.
4. Apply the **rounding** instruction exactly: "to the nearest taka", "to two decimal places".
5. Type digits only: no commas, no Tk sign, no % sign unless asked.

## Worked example: a variance

Standard: 4 kg per unit at Tk 50 per kg. Actual production 2,000 units used 8,300 kg costing Tk 406,700.

- Material price variance = (actual kg x standard price) - actual cost = (8,300 x 50) - 406,700 = 415,000 - 406,700 = **Tk 8,300 favourable**
- Material usage variance = (standard kg for actual output - actual kg) x standard price = (8,000 - 8,300) x 50 = **Tk 15,000 adverse**

If the question asks for the usage variance "in taka", enter 15000 and choose *adverse*.

## Worked example: economic order quantity

Annual demand 24,000 units, ordering cost Tk 300 per order, holding cost Tk 4 per unit per year.

- EOQ = square root of (2 x 300 x 24,000 / 4) = square root of 3,600,000 = **1,897.4**
- To the nearest whole unit: enter **1897**

## Common traps

- Rounding in the middle of a calculation: keep full figures until the final answer.
- Giving a per-unit answer when the question wants the total.
- Using budgeted output instead of **actual** output in a flexed variance.
`,
  },
  'management-information-revision-question-practice': {
    'Your six-week revision plan': `
## How the plan works

Management Information is **100 marks in 2 hours** and rewards practice more than reading. Each week below has one syllabus block, about **eight to ten hours** of work, and ends with a timed set of questions from this course.

## The six weeks

1. **Costing basics**: cost behaviour, the high-low method, EOQ, FIFO and weighted average, labour costs.
2. **Absorption, marginal and activity-based costing**: overhead absorption, under- and over-absorption, reconciling the two profits, ABC.
3. **Pricing and budgeting**: cost-plus and market pricing, functional budgets, cash budgets, flexible budgets.
4. **Standard costing and variances**: materials, labour, overheads, sales and the operating statement.
5. **Performance and decisions**: ROI, RI, the balanced scorecard, relevant costs, break-even and limiting factors.
6. **Mock and repair**: sit the timed mock, then re-work every area where you scored under 60%.

## Each study session

- 10 minutes: recall the formulas for the topic from memory.
- 40 minutes: questions from the question bank, timed at 1.2 minutes per mark.
- 10 minutes: mark, read the explanations and write down each mistake in one line.

## Worked example from week 5: break-even

A product sells for **Tk 250**, variable cost is **Tk 150** per unit and fixed costs are **Tk 600,000** a month. Budgeted sales are 8,000 units.

- Contribution per unit = 250 - 150 = Tk 100
- Break-even = 600,000 / 100 = **6,000 units**
- Margin of safety = (8,000 - 6,000) / 8,000 = **25%**

If you can do this in under two minutes without notes, week 5 is on track.

## Keep a mistakes log

By week 6 your log shows the errors you repeat. Read it before every mock; it is the most valuable revision note you will have.
`,
  },
  'principles-of-taxation-complete-course-december-2026': {
    'Key definitions: income year, assessment year and assessee': `
## Why the definitions matter

Almost every Principles of Taxation question depends on knowing **which period's income** is being taxed and **who** is liable. The Income Tax Act 2023 defines both.

## Income year

The **income year** is the period whose income is taxed. For most taxpayers it is the financial year **1 July to 30 June**. For example, income earned from 1 July 2025 to 30 June 2026 is the income of the **income year 2025-26**.

Banks, insurance companies and some other financial institutions follow the calendar year, and a company that is a subsidiary or holding company of a foreign company may follow its group's year with permission.

## Assessment year

The **assessment year** is the twelve months beginning on 1 July in which the income of the previous income year is assessed. Income of the income year 2025-26 is assessed in the **assessment year 2026-27**, which runs from 1 July 2026 to 30 June 2027.

## Assessee

An **assessee** is a person by whom tax or any other sum is payable under the Act, including a person against whom any proceedings under the Act have been taken. **Person** is defined widely: an individual, a firm, an association of persons, a Hindu undivided family, a trust, a fund, a company, a local authority and others.

## Worked example

Nasrin Akter, a salaried employee, earned salary of **Tk 960,000** from 1 July 2025 to 30 June 2026.

- Income year: **2025-26**
- Assessment year: **2026-27**
- She is an **assessee** (an individual liable to file a return and pay tax)
- Her return is due by the **tax day**, which for individuals is 30 November, so **30 November 2026**

## Exam tips

- Objective questions often swap the two years. Remember: income is *earned* in the income year and *assessed* in the following assessment year.
- The tax rates applied are those set by the Finance Act for the assessment year.
`,
    "Withholding tax returns and the withholding agent's duties": `
## Who is a withholding agent

When a specified person makes certain payments (salary, contractor payments, rent, professional fees, interest and others) the law makes them deduct tax at source and pay it to the government. The payer is then a **withholding agent**. Companies, firms, government bodies, NGOs and many other entities are withholding agents.

## The agent's duties

1. **Deduct** tax at the rate set for the payment when paying or crediting it, whichever is earlier.
2. **Deposit** the tax to the government treasury (by challan or electronically) within the time set by the rules, normally within a few weeks of the month of deduction.
3. **Issue a certificate** of tax deducted to the payee, so the payee can claim credit in their own return.
4. **File a withholding tax return** with the tax authority for each return period, listing the payees, the payments and the tax deducted and deposited.
5. **Keep records** of every deduction and deposit.

## Consequences of failure

- An agent who fails to deduct or deposit becomes personally liable for the tax as an **assessee in default**.
- Additional amounts (interest) are charged for late deposit, and penalties apply for failing to file the withholding tax return.
- Expenses on which tax should have been withheld but was not may be **disallowed** in the payer's own tax computation.

## Worked example

Meghdoot Logistics Ltd pays a contractor **Tk 2,000,000** for warehouse construction. Suppose the applicable withholding rate is **5%**.

- Tax deducted: 5% x Tk 2,000,000 = **Tk 100,000**
- Paid to contractor: Tk 1,900,000
- Dr Construction cost Tk 2,000,000 / Cr Cash Tk 1,900,000 / Cr Tax payable to government Tk 100,000
- When deposited: Dr Tax payable Tk 100,000 / Cr Cash Tk 100,000

The contractor receives a certificate for Tk 100,000 and claims it against their own tax liability.

## Exam tip

Rates and deadlines change with each Finance Act. Learn them from the rates sheet for your sitting, not from old notes.
`,
  },
};
