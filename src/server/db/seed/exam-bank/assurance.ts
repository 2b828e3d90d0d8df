import { type SeedBank, check } from './bank-types';

const CONTROL_TYPES = ['Authorisation and approval', 'Reconciliation', 'Verification', 'Physical or logical control', 'Segregation of duties'];
const ASSERTIONS = ['Existence', 'Completeness', 'Valuation and allocation', 'Rights and obligations', 'Cut-off'];
const THREATS = ['Self-interest', 'Self-review', 'Advocacy', 'Familiarity', 'Intimidation'];

export const assuranceBank: SeedBank = {
  subject: 'assurance',
  questions: [
    // ─── Area 1: The concept, process and need for assurance ─────────────
    {
      ref: 'asr-001',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is **not** one of the elements of an assurance engagement?',
      options: [
        'A three-party relationship between the practitioner, the responsible party and the intended users',
        'Suitable criteria against which the subject matter is evaluated',
        'Sufficient appropriate evidence to support the conclusion',
        'A guarantee that the subject matter information is free from all error',
      ],
      correct: 3,
      explanation: `The elements of an assurance engagement are: a **three-party relationship**, an appropriate **subject matter**, suitable **criteria**, sufficient appropriate **evidence** and a written **assurance report**.

No assurance engagement provides a **guarantee**. Because of the inherent limitations of evidence and of the subject matter, even the highest level of assurance (reasonable assurance) is high but not absolute.`,
    },
    {
      ref: 'asr-002',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'In the statutory audit of Meghna Textiles Ltd, a company registered under the Companies Act 1994, who are the **intended users** in the three-party relationship?',
      options: [
        'The directors, who prepare the financial statements',
        'The shareholders (members) of the company',
        "The audit firm that signs the auditor's report",
        "The company's finance department",
      ],
      correct: 1,
      explanation: `In a statutory audit:

- the **responsible party** is the directors (management), who prepare the financial statements;
- the **practitioner** is the auditor, who gives the opinion;
- the **intended users** are the **shareholders**, to whom the auditor reports at the annual general meeting. Others (lenders, tax authorities) may also read the report, but it is addressed to the members.

The directors and the finance department are the responsible party, not the users; the audit firm is the practitioner.`,
    },
    {
      ref: 'asr-003',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following statements about a **limited** assurance engagement, such as a review of interim financial statements, are correct?',
      options: [
        'The conclusion is expressed in a negative form, for example "nothing has come to our attention that causes us to believe..."',
        'The practitioner gathers the same amount of evidence as in an audit',
        'The procedures consist mainly of inquiry and analytical procedures',
        'It gives a high, but not absolute, level of assurance',
        'It gives absolute assurance that the information is free from misstatement',
      ],
      correct: [0, 2],
      explanation: `A limited assurance engagement gives a **moderate** level of assurance. Fewer procedures are performed than in an audit, typically **inquiry and analytical procedures**, so the conclusion is expressed **negatively** ("nothing has come to our attention...").

- An audit (reasonable assurance) gathers more evidence and gives a high, but not absolute, level of assurance with a positively worded opinion.
- No engagement gives absolute assurance.`,
    },
    {
      ref: 'asr-004',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is an **inherent limitation** of an audit that explains why an auditor gives reasonable, rather than absolute, assurance?',
      options: [
        'Auditors are appointed and paid by the directors',
        'Much of the audit evidence is persuasive rather than conclusive',
        'Auditors do not evaluate internal controls',
        "The auditor's report is addressed to the board of directors",
      ],
      correct: 1,
      explanation: `ISA 200 explains that an audit cannot give absolute assurance because of inherent limitations, including:

- the use of **testing** (samples) rather than examining everything;
- evidence that is **persuasive rather than conclusive**;
- **judgement** in accounting estimates and in the audit itself;
- limitations of internal control, such as collusion and management override.

The other options are false statements: auditors are appointed by the shareholders, they do consider internal control, and the report is addressed to the members.`,
    },
    {
      ref: 'asr-005',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following shows the main stages of an audit in the correct order?',
      options: [
        'Planning and risk assessment → client acceptance → gathering evidence → reporting',
        'Client acceptance → gathering evidence → planning and risk assessment → reporting',
        'Client acceptance and engagement letter → planning and risk assessment → gathering evidence → review and reporting',
        'Gathering evidence → planning and risk assessment → client acceptance → reporting',
      ],
      correct: 2,
      explanation: `An audit firm must first decide whether to **accept** the client (ethics, competence) and agree the terms in an **engagement letter** (ISA 210). It then **plans** the audit and assesses the risks of material misstatement (ISA 300 and ISA 315), **gathers evidence** through tests of controls and substantive procedures in response to those risks (ISA 330), and finally **reviews** the work and **reports** (ISA 700).

Evidence cannot be planned efficiently before the risks are understood, and no work should start before the engagement is accepted.`,
    },
    {
      ref: 'asr-006',
      area: 1,
      difficulty: 'challenging',
      kind: 'multi',
      marks: 2,
      stem: 'After Padma Jute Mills Ltd collapsed, several shareholders complained that its financial statements had been audited. Which **TWO** of the following beliefs are misconceptions that form part of the "expectation gap"?',
      options: [
        'The auditor checks every transaction in the accounting records',
        "The auditor's opinion states whether the financial statements give a true and fair view",
        'An unmodified audit opinion guarantees that the company will not fail',
        'The directors are responsible for preparing the financial statements',
        'The auditor obtains reasonable assurance that the financial statements are free from material misstatement',
      ],
      correct: [0, 2],
      explanation: `The **expectation gap** is the difference between what the public believes an audit does and what it actually does.

- Auditors **test samples**; they do not check every transaction.
- An audit opinion is **not a guarantee** of the company's future. The auditor considers whether the going concern basis is appropriate, but cannot guarantee survival.

The other three statements are accurate descriptions of an audit (the true and fair opinion, directors' responsibility for the financial statements, and reasonable assurance), so they are not misconceptions.`,
    },

    // ─── Area 2: Internal controls ───────────────────────────────────────
    {
      ref: 'asr-007',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Under ISA 315 (Revised 2019), which of the following is **not** a component of an entity's system of internal control?",
      options: ["The external auditor's substantive procedures", 'The control environment', "The entity's risk assessment process", 'Control activities'],
      correct: 0,
      explanation: `ISA 315 (Revised 2019) describes five components of the system of internal control: the **control environment**, the **entity's risk assessment process**, the entity's process to **monitor** the system of internal control, the **information system and communication**, and **control activities**.

The external auditor's procedures are part of the audit, not part of the entity's internal control. Management cannot rely on the auditor as a control.`,
    },
    {
      ref: 'asr-008',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'At Rahman Traders the same clerk opens the post, records cash receipts in the cash book, banks the cash and prepares the monthly bank reconciliation. Which type of control is most clearly missing?',
      options: ['Physical control', 'Segregation of duties', 'Authorisation', 'Arithmetical and accounting control'],
      correct: 1,
      explanation: `The clerk handles the cash **and** records it **and** checks the records. One person could take cash, omit it from the cash book and hide the shortfall in the bank reconciliation. **Segregation of duties** separates custody of assets, recording and checking so that one person's error or fraud is detected by another.

A bank reconciliation is an arithmetical and accounting control, but it is only effective if prepared or reviewed by someone independent of cash handling.`,
    },
    {
      ref: 'asr-009',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** controls in the sales system of Jamuna Electronics Ltd best address the risk of goods being sold on credit to customers who are unlikely to pay?',
      options: [
        'Credit limits are set by the credit controller and checked before each order is accepted',
        'Goods despatched notes are sequentially numbered',
        'Credit references are obtained and reviewed before an account is opened for a new customer',
        'Monthly statements are sent to all customers',
        'Sales invoices are matched to goods despatched notes before being sent',
      ],
      correct: [0, 2],
      explanation: `The risk is **credit risk** (irrecoverable debts), so the controls must act before credit is granted:

- **Credit checks on new customers** ensure only creditworthy customers are given accounts.
- **Credit limits checked before each order** stop existing customers running up balances they cannot pay.

Sequential numbering of despatch notes and matching invoices to despatch notes address the **completeness** of invoicing; monthly statements help detect errors in customer balances. None of these prevents sales to customers who cannot pay.`,
    },
    {
      ref: 'asr-010',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "At Chattogram Steel Ltd, each supplier's invoice is matched to the purchase order and the goods received note before it is approved for payment. Which risk does this control **mainly** address?",
      options: [
        'Paying for goods that were not ordered or not received',
        'Recording purchases in the wrong accounting period',
        'Suppliers being paid late and discounts being lost',
        'Goods being stolen from the warehouse after delivery',
      ],
      correct: 0,
      explanation: `The three-way match confirms that the goods were **ordered** (purchase order), were actually **received** (goods received note) and are billed at the agreed price and quantity (invoice). It prevents payment for goods that were never ordered or never received, supporting the **occurrence** and **accuracy** of purchases.

It does not address cut-off (which needs the GRN date compared with the period end), late payment (which needs a payment schedule) or theft after delivery (which needs physical controls).`,
    },
    {
      ref: 'asr-011',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** controls reduce the risk of salaries being paid to fictitious ("ghost") employees at Meghna Textiles Ltd?',
      options: [
        'Overtime is paid at 1.5 times the normal hourly rate',
        'New joiners are added to the payroll master file only on written authorisation from the human resources department',
        'Payroll totals are posted to the general ledger each month',
        'A manager independent of payroll periodically checks the payroll against employees physically present and their personnel files',
        'Income tax is deducted at source from salaries',
      ],
      correct: [1, 3],
      explanation: `Ghost employees are created by adding fictitious people to the payroll (or failing to remove leavers). Effective controls are:

- **Authorised changes to the master file**: only HR, independent of payroll processing, can add joiners.
- **Independent verification** that each person on the payroll exists, such as a head count or comparison with personnel files.

An overtime rate, posting totals to the ledger and tax deductions do not test whether the employees paid are real.`,
    },
    {
      ref: 'asr-012',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is an **application** control rather than a general IT control?',
      options: [
        'Passwords to the accounting system must be changed every 60 days',
        'All data is backed up to an off-site server every night',
        'A check digit validates customer account numbers when sales orders are keyed in',
        'New programs are tested by users before they go live',
      ],
      correct: 2,
      explanation: `**Application controls** work within a particular application to ensure that its transactions are complete, accurate and valid, such as input checks (check digits, range checks, validation against master files) and batch totals. A **check digit** on customer account numbers in sales order entry is an application control.

**General IT controls** support the whole IT environment: access security (passwords), back-up and recovery, and program development and change management (testing new programs).`,
    },
    {
      ref: 'asr-013',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 500,
      stem: 'Ananda Foods Ltd runs its petty cash on the imprest system with a float of Tk 20,000. At the end of the week the petty cashier holds authorised vouchers totalling Tk 13,650 and cash of Tk 5,850. What is the cash shortage that the supervisor should investigate?',
      checks: [check('answer', { float: 20000, vouchers: 13650, cash: 5850 }, (i) => i.float - i.vouchers - i.cash)],
      explanation: `Under the imprest system, cash in hand plus vouchers for payments made should always equal the fixed float.

| | Tk |
|---|---:|
| Imprest float | 20,000 |
| Less: vouchers | (13,650) |
| Cash that should be held | 6,350 |
| Cash actually held | (5,850) |
| **Shortage** | **500** |

A surprise count of petty cash by someone independent of the petty cashier is a control that detects shortages like this.`,
    },
    {
      ref: 'asr-014',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Which control best protects the finished goods inventory of Bengal Pharmaceuticals Ltd against theft?',
      options: [
        'Goods received notes are sequentially numbered',
        'Inventory is valued at the lower of cost and net realisable value',
        'Purchase orders are approved by the purchasing manager',
        'The store is locked with access limited to storekeepers, and regular counts by independent staff are compared with the inventory records',
      ],
      correct: 3,
      explanation: `Theft is prevented by **physical controls** (restricted access to a locked store) and detected by **independent counts** compared with the records, with differences investigated.

- Numbered GRNs help ensure all receipts are recorded (completeness of purchases).
- The valuation rule is an accounting policy, not a safeguard over assets.
- Approval of purchase orders prevents unauthorised buying, not theft of goods already held.`,
    },
    {
      ref: 'asr-015',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is an **inherent limitation** of any system of internal control?',
      options: [
        'Controls are documented in flowcharts and narrative notes',
        'Controls can be circumvented by collusion between two or more employees',
        'Controls are reviewed by an internal audit department',
        'Controls are designed by management',
      ],
      correct: 1,
      explanation: `However well designed, internal control can only give reasonable assurance. Its inherent limitations include **collusion** (segregation of duties fails if the people involved work together), **management override**, **human error**, controls designed for routine transactions failing for unusual ones, and the cost of a control exceeding its benefit.

Documentation, internal audit review and design by management are normal features of a control system, not limitations.`,
    },
    {
      ref: 'asr-016',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      suffix: '%',
      answer: 4,
      stem: 'The auditor of Sonali Paper Mills Ltd tests a sample of 75 purchase invoices for evidence that they were approved by the purchasing manager before payment. In the sample, 3 invoices have no evidence of approval. What is the sample deviation rate, as a percentage?',
      checks: [check('answer', { sample: 75, deviations: 3 }, (i) => (i.deviations / i.sample) * 100)],
      explanation: `Deviation rate = deviations ÷ items tested × 100 = 3 ÷ 75 × 100 = **4%**.

The auditor compares this rate (and the allowance for sampling risk above it) with the **tolerable rate of deviation** set at planning. If the deviation rate is too high, the control cannot be relied on, and the auditor must increase substantive procedures on purchases and report the deficiency to management.`,
    },
    {
      ref: 'asr-017',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'The following controls operate at Karnaphuli Steel Ltd. For each one, select the type of control activity it represents (using the categories in ISA 315 (Revised 2019)).',
      columns: ['Control', 'Type of control activity'],
      rows: [
        ['Purchase orders above Tk 50,000 must be signed by the purchasing director', { select: CONTROL_TYPES, correct: 0, marks: 1 }],
        ['Blank cheques are kept in the safe, and the accounting system requires a personal password', { select: CONTROL_TYPES, correct: 3, marks: 1 }],
        ['The clerk who posts sales invoices cannot post cash receipts to customer accounts', { select: CONTROL_TYPES, correct: 4, marks: 1 }],
        ['The receivables ledger control account is agreed each month to the list of customer balances', { select: CONTROL_TYPES, correct: 1, marks: 1 }],
        ["The system compares each supplier invoice's price and quantity with the purchase order and goods received note before it can be posted", { select: CONTROL_TYPES, correct: 2, marks: 1 }],
      ],
      explanation: `- **Authorisation and approval**: a senior person signs off a transaction before it happens (director signing large purchase orders).
- **Physical or logical control**: restricting access to assets (a safe) or to systems and data (passwords).
- **Segregation of duties**: incompatible tasks (recording sales and recording receipts) are given to different people.
- **Reconciliation**: two sets of data are compared and differences investigated (control account against the list of balances).
- **Verification**: one item is compared with another to confirm it (the automated three-way match of invoice, order and goods received note).`,
    },
    {
      ref: 'asr-018',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is part of the **control environment** of Sylhet Tea Estates Ltd?',
      options: [
        'Sales invoices are sequentially numbered',
        'A monthly bank reconciliation is prepared',
        'The board shows its commitment to integrity and ethical values through a code of conduct applied at every level',
        'The payroll system requires a password',
      ],
      correct: 2,
      explanation: `The **control environment** is the "tone at the top": management's and those charged with governance's attitudes, awareness and actions concerning internal control, including **commitment to integrity and ethical values**, oversight by the board, organisational structure, and human resource policies.

Numbering invoices, bank reconciliations and passwords are **control activities**: specific procedures that operate within that environment.`,
    },
    {
      ref: 'asr-019',
      area: 2,
      difficulty: 'challenging',
      kind: 'written',
      stem: `You are an audit senior planning the audit of Chattogram Steel Ltd for the year ended 30 June 2025. Your notes on the purchases system include:

1. Any employee may order goods by telephoning a supplier; no written purchase orders are raised.
2. Goods arriving at the warehouse are accepted without being checked against an order, and no goods received notes are prepared.
3. The purchases ledger clerk posts supplier invoices, prepares payment cheques and signs cheques up to Tk 100,000.
4. New suppliers are added to the supplier master file by the purchases ledger clerk without any approval.
5. Supplier statements are filed on receipt and are not reconciled to the purchases ledger.

**Required:** For each of the FIVE matters, identify the deficiency, explain the risk it creates and recommend a control to address it. (10 marks)`,
      points: [
        {
          text: 'No purchase orders: goods may be bought that are unnecessary, at unauthorised prices or for personal use. Recommend sequentially numbered purchase orders, authorised by a manager within set limits, for all purchases.',
          marks: 2,
        },
        {
          text: 'No checks on receipt: the company may accept and pay for goods not ordered, damaged or short-delivered, and purchases may be incomplete or recorded in the wrong period. Recommend goods received notes, sequentially numbered, prepared after checking goods against the order, and matched to invoices before payment.',
          marks: 2,
        },
        {
          text: 'No segregation of duties in payments: the clerk could post a false invoice and pay it to himself without detection. Recommend separating recording from payment, with cheques signed by two authorised signatories who review supporting documents.',
          marks: 2,
        },
        {
          text: 'Unauthorised changes to the supplier master file: fictitious suppliers could be created and paid, or bank details changed fraudulently. Recommend that changes are authorised by a senior manager, with a periodic review of a report of master-file changes.',
          marks: 2,
        },
        {
          text: 'Supplier statements not reconciled: errors, omitted invoices and unrecorded liabilities go undetected, misstating payables. Recommend monthly reconciliation of supplier statements to the ledger by someone independent of the clerk, with differences investigated.',
          marks: 2,
        },
      ],
      explanation: `A good answer links each **deficiency** to a specific **risk** (what could go wrong and its effect on the financial statements or assets) and a practical **recommendation**. Two marks are available for each matter:

| Deficiency | Risk | Recommendation |
|---|---|---|
| No purchase orders | Unauthorised or unnecessary purchases; poor prices | Numbered, authorised purchase orders |
| No GRNs / no checking | Paying for goods not received; cut-off errors | Numbered GRNs checked to orders and matched to invoices |
| Clerk records and pays | Fraudulent payments concealed | Segregate recording and payment; two signatories |
| Master file changes unapproved | Fictitious suppliers; diverted payments | Senior approval and review of change reports |
| No statement reconciliations | Misstated payables, unrecorded liabilities | Monthly independent reconciliations |

Recommendations must be specific (who does what), not just "improve controls".`,
    },

    // ─── Area 3: Gathering evidence on an assurance engagement ────────────
    {
      ref: 'asr-020',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is generally the **most reliable** evidence of the amount a customer owes to Rahman Traders at the year end?',
      options: [
        "A copy of the sales invoice kept in Rahman Traders' files",
        "An oral assurance from Rahman Traders' sales manager",
        'A written confirmation of the balance sent directly to the auditor by the customer',
        "An aged receivables listing printed from Rahman Traders' accounting system",
      ],
      correct: 2,
      explanation: `ISA 500 explains that evidence is more reliable when it is obtained from **independent sources outside the entity**, obtained **directly by the auditor**, and in **documentary** form.

A confirmation sent directly to the auditor by the customer meets all three conditions. Internal documents (the invoice copy and the aged listing) are only as reliable as the client's controls, and oral evidence from the client's staff is the least reliable of the options.`,
    },
    {
      ref: 'asr-021',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "At the year end the auditor of Bogura Cold Storage Ltd watches the client's staff carry out the inventory count to see whether they follow the count instructions. Which type of audit procedure is this?",
      options: ['Inspection', 'Observation', 'Recalculation', 'External confirmation'],
      correct: 1,
      explanation: `**Observation** is looking at a process or procedure being performed by others, such as watching the inventory count (ISA 500). Its limitation is that it only shows what happened at the time observed, and people may behave differently when watched.

Inspection is examining records or assets; recalculation is checking the arithmetical accuracy of documents; external confirmation is a written reply from a third party.`,
    },
    {
      ref: 'asr-022',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "The auditor selects a sample of goods despatched notes from the despatch department's file and traces each one to a sales invoice and into the sales ledger. Which assertion about revenue does this procedure **mainly** test?",
      options: ['Occurrence', 'Cut-off', 'Classification', 'Completeness'],
      correct: 3,
      explanation: `The **direction** of a test determines the assertion. Starting from evidence that goods left the business (despatch notes) and checking that each was **invoiced and recorded** tests **completeness**: that all sales that occurred are recorded.

Testing **occurrence** runs the other way: from recorded invoices in the ledger back to despatch notes, to confirm that recorded sales actually happened. Cut-off would focus on despatches just before and after the year end.`,
    },
    {
      ref: 'asr-023',
      area: 3,
      difficulty: 'challenging',
      kind: 'multi',
      marks: 2,
      stem: 'The auditor of Jamuna Electronics Ltd sent positive confirmation requests to a sample of customers. One customer, owing Tk 1,250,000, has not replied despite a second request. Which **TWO** of the following are appropriate alternative procedures under ISA 505?',
      options: [
        'Treat the non-reply as agreement with the balance',
        'Inspect cash received from the customer after the year end that relates to invoices included in the year-end balance',
        "Ask the client's credit controller to telephone the customer and report the confirmed balance to the auditor",
        'Remove the customer from the sample and select a replacement',
        'Inspect the sales invoices and signed goods despatched notes that make up the year-end balance',
      ],
      correct: [1, 4],
      explanation: `When there is no reply to a **positive** request, ISA 505 requires **alternative audit procedures** to obtain relevant and reliable evidence:

- **After-date cash receipts** that clear specific year-end invoices are strong evidence that the debt existed and was recoverable.
- **Invoices and signed despatch notes** (customer orders, shipping documents) evidence that the sales occurred and the goods were delivered.

A non-reply is not evidence (that reasoning applies only to negative confirmations). Evidence routed through the client's staff is not independent, and replacing the item would bias the sample.`,
    },
    {
      ref: 'asr-024',
      area: 3,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 2430000,
      stem: 'The auditor of Padma Cement Ltd sets overall materiality for the financial statements at 5% of profit before tax. Profit before tax for the year is Tk 48,600,000. What is overall materiality?',
      checks: [check('answer', { pbt: 48600000, rate: 5 }, (i) => (i.pbt * i.rate) / 100)],
      explanation: `Materiality = 5% × Tk 48,600,000 = **Tk 2,430,000**.

Under ISA 320, materiality is a matter of professional judgement; a percentage of a benchmark such as profit before tax is a common starting point for a profit-oriented entity. Misstatements, individually or in aggregate, above this amount could reasonably be expected to influence the economic decisions of users.`,
    },
    {
      ref: 'asr-025',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 2940000,
      stem: 'Bengal Retail Ltd made a small loss this year, so its auditor bases overall materiality on revenue, at 1% of revenue of Tk 420,000,000. Performance materiality is set at 70% of overall materiality. What is performance materiality?',
      checks: [check('answer', { revenue: 420000000, rate: 1, share: 70 }, (i) => ((i.revenue * i.rate) / 100) * (i.share / 100))],
      explanation: `Overall materiality = 1% × Tk 420,000,000 = Tk 4,200,000.

Performance materiality = 70% × Tk 4,200,000 = **Tk 2,940,000**.

Performance materiality (ISA 320) is set **below** overall materiality to reduce to an acceptably low level the probability that uncorrected and undetected misstatements together exceed overall materiality. Profit is an unstable benchmark when the entity is near break-even, which is why revenue is used here.`,
    },
    {
      ref: 'asr-026',
      area: 3,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 600000,
      stem: 'Trade receivables of Dhaka Fashion House Ltd total Tk 36,000,000. The auditor will select a sample of 60 using monetary unit sampling with systematic selection. What is the sampling interval?',
      checks: [check('answer', { population: 36000000, sample: 60 }, (i) => i.population / i.sample)],
      explanation: `Sampling interval = population value ÷ sample size = Tk 36,000,000 ÷ 60 = **Tk 600,000**.

The auditor picks a random start between 1 and 600,000 and then selects every 600,000th taka. The balance containing each selected taka is tested, so larger balances are more likely to be chosen, and any balance of Tk 600,000 or more is certain to be selected.`,
    },
    {
      ref: 'asr-027',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 800000,
      stem: 'The auditor of Rangpur Foods Ltd tested a sample of purchase invoices with a total value of Tk 2,500,000, drawn from a population of purchases totalling Tk 40,000,000. The sample contained overstatements of Tk 50,000. Using ratio estimation, what is the projected misstatement in the population?',
      checks: [check('answer', { sample: 2500000, population: 40000000, error: 50000 }, (i) => (i.error / i.sample) * i.population)],
      explanation: `Ratio projection applies the misstatement rate found in the sample to the whole population (ISA 530):

- Misstatement rate = Tk 50,000 ÷ Tk 2,500,000 = 2%
- Projected misstatement = 2% × Tk 40,000,000 = **Tk 800,000**

The auditor compares the projected misstatement (plus an allowance for sampling risk) with tolerable misstatement. Only considering the Tk 50,000 actually found would ignore the misstatements likely to exist in the untested items.`,
    },
    {
      ref: 'asr-028',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 37440000,
      stem: 'As a substantive analytical procedure, the auditor of Karnaphuli Garments Ltd develops an expectation of the salary cost of its machine operators for the year ended 31 December 2024. There were 240 operators throughout the year. Each was paid Tk 12,500 a month from January to June 2024, and monthly pay rose by 8% from 1 July 2024. What is the expected salary cost for the year?',
      checks: [check('answer', { operators: 240, monthly: 12500, rise: 8 }, (i) => i.operators * i.monthly * 6 + i.operators * i.monthly * (1 + i.rise / 100) * 6)],
      explanation: `| Period | Calculation | Tk |
|---|---|---:|
| January–June | 240 × 12,500 × 6 | 18,000,000 |
| July–December | 240 × (12,500 × 1.08 = 13,500) × 6 | 19,440,000 |
| **Expected cost** | | **37,440,000** |

The auditor compares this expectation with the recorded salary cost and investigates any difference greater than the acceptable threshold. Applying the 8% rise to the whole year (Tk 38,880,000) is the common error.`,
    },
    {
      ref: 'asr-029',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      suffix: 'days',
      answer: 50,
      stem: 'At 30 June 2025 Sonali Agro Ltd has trade receivables of Tk 4,200,000, and its credit sales for the year were Tk 30,660,000. As part of analytical procedures, calculate the receivables collection period in days (use a 365-day year).',
      checks: [check('answer', { receivables: 4200000, sales: 30660000, days: 365 }, (i) => (i.receivables / i.sales) * i.days)],
      explanation: `Receivables collection period = trade receivables ÷ credit sales × 365 = Tk 4,200,000 ÷ Tk 30,660,000 × 365 = **50 days**.

If the company's credit terms are, say, 30 days, or last year's period was much shorter, a collection period of 50 days may indicate slow-paying customers, so the auditor would focus on the **valuation** of receivables (adequacy of the allowance) and on after-date cash receipts.`,
    },
    {
      ref: 'asr-030',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Under ISA 530 *Audit Sampling*, what is meant by **sampling risk**?',
      options: [
        'The risk that the auditor applies an inappropriate procedure or misinterprets the evidence',
        "The risk that the auditor's conclusion based on a sample may differ from the conclusion if the entire population were tested",
        'The risk that the financial statements contain a material misstatement before the audit',
        "The risk that the client's internal controls fail to prevent errors",
      ],
      correct: 1,
      explanation: `**Sampling risk** arises only because the auditor tests a sample rather than the whole population: the sample may not be representative, leading to a different conclusion. It is reduced by increasing the sample size.

- Using the wrong procedure or misinterpreting evidence is **non-sampling risk**.
- The risk of material misstatement before the audit is made up of **inherent** and **control** risk, which belong to the entity, not to the sampling method.`,
    },
    {
      ref: 'asr-031',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Under ISA 230 *Audit Documentation*, which **TWO** of the following must be recorded when documenting tests of details?',
      options: [
        'The identifying characteristics of the specific items tested, such as invoice numbers',
        'Superseded drafts of working papers',
        'Who performed the work and the date it was completed',
        'Notes reflecting preliminary thinking that was later corrected',
        "Copies of every document in the client's accounting records",
      ],
      correct: [0, 2],
      explanation: `ISA 230 requires the auditor to record the **identifying characteristics** of the items tested (so the work can be re-performed), **who performed** the work and when, and **who reviewed** it, the date and the extent of the review.

ISA 230 states that superseded drafts and notes reflecting incomplete or preliminary thinking need not be kept, and the auditor does not copy all of the entity's records: the documentation should be sufficient for an experienced auditor to understand the work done.`,
    },
    {
      ref: 'asr-032',
      area: 3,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: 'At the inventory count of Bogura Cold Storage Ltd on 31 December 2024, the auditor recorded that the last goods received note (GRN) issued before the count was GRN 4512. Which of the following later findings indicates a **cut-off error**?',
      options: [
        'Goods on GRN 4510 were included in the count and the supplier invoice was recorded as a December purchase',
        'Goods on GRN 4515 were included in the inventory count sheets at 31 December 2024',
        'The supplier invoice for goods on GRN 4516 was recorded as a January 2025 purchase',
        'The supplier invoice for goods on GRN 4511 was recorded as a December purchase',
      ],
      correct: 1,
      explanation: `GRNs up to 4512 relate to goods received **before** the count; later numbers relate to goods received **after** the year end.

- GRN 4515 was issued after the count, so those goods were not owned or held at 31 December 2024. Including them in the count sheets **overstates inventory**: a cut-off error.
- GRN 4510 and GRN 4511: received before the year end, counted and recorded as December purchases: correct.
- GRN 4516: received after the year end and recorded in January 2025: correct.`,
    },
    {
      ref: 'asr-033',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Which procedure is most effective in testing whether the trade payables of Gazipur Plastics Ltd are **understated** at the year end?',
      options: [
        'Select balances from the year-end payables listing and agree them to supplier statements',
        'Recalculate the total of the year-end payables listing',
        'Review payments made and invoices received after the year end to see whether they relate to goods or services received before the year end',
        'Agree the payables control account balance to the trial balance',
      ],
      correct: 2,
      explanation: `To test for **understatement (completeness)**, the auditor must start from a source outside the recorded balances, looking for liabilities that are **missing**. Payments and invoices after the year end relating to goods or services received before it should have been included in year-end payables; any omitted are unrecorded liabilities.

Starting from the recorded listing tests **existence** and accuracy, since an unrecorded liability cannot be selected from a list it is missing from. Recalculating and agreeing to the trial balance test only arithmetic.`,
    },
    {
      ref: 'asr-034',
      area: 3,
      difficulty: 'challenging',
      kind: 'table',
      stem: 'For each audit procedure performed on the financial statements of Sirajganj Agro Ltd, select the assertion it **mainly** provides evidence about.',
      columns: ['Audit procedure', 'Main assertion tested'],
      rows: [
        ["Inspect the title deeds of land and buildings to confirm they are registered in the company's name", { select: ASSERTIONS, correct: 3, marks: 1 }],
        ['Review the aged receivables listing and after-date cash receipts to assess whether the allowance for receivables is adequate', { select: ASSERTIONS, correct: 2, marks: 1 }],
        ['Select items from the final inventory listing and find them in the warehouse', { select: ASSERTIONS, correct: 0, marks: 1 }],
        ['Select items in the warehouse and trace them to the final inventory listing', { select: ASSERTIONS, correct: 1, marks: 1 }],
        [
          'Agree goods despatched notes for the last five days before and the first five days after the year end to sales invoices recorded in the correct period',
          { select: ASSERTIONS, correct: 4, marks: 1 },
        ],
      ],
      explanation: `- **Title deeds** prove the company owns the property: **rights and obligations**.
- **Aged listing and after-date receipts** show whether receivables will be collected: **valuation and allocation**.
- **From the records to the physical items**: proves that recorded inventory is real: **existence**.
- **From the physical items to the records**: proves that everything held is recorded: **completeness**. The direction of testing is what distinguishes these two.
- **Despatches either side of the year end matched to invoices**: checks sales are recorded in the right period: **cut-off**.`,
    },
    {
      ref: 'asr-035',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'At which stages of an audit do the International Standards on Auditing **require** the auditor to perform analytical procedures?',
      options: [
        'At the planning stage only',
        'As substantive procedures only',
        'At all three stages: planning, substantive testing and the final review',
        'At the planning (risk assessment) stage and near the end of the audit in forming an overall conclusion',
      ],
      correct: 3,
      explanation: `ISA 315 requires analytical procedures as **risk assessment procedures** at planning, and ISA 520 requires them **near the end of the audit** to help form an overall conclusion on whether the financial statements are consistent with the auditor's understanding of the entity.

**Substantive** analytical procedures (ISA 520) are optional: the auditor may use them as a response to assessed risks where they are effective, but they are not required, so "all three stages" overstates the requirement.`,
    },
    {
      ref: 'asr-036',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are **substantive procedures** rather than tests of controls?',
      options: [
        'Inspecting purchase invoices for the signature of the approving manager',
        'Obtaining a bank confirmation letter for the year-end balances',
        'Observing the cashier opening the post with a second person present',
        'Recalculating the depreciation charge for motor vehicles',
        'Re-performing the matching of goods received notes to invoices that a clerk had signed as done',
      ],
      correct: [1, 3],
      explanation: `**Substantive procedures** look directly for material misstatement in amounts and disclosures: the **bank confirmation** tests the year-end bank balance, and **recalculating depreciation** tests the accuracy of an expense and of the carrying amount.

**Tests of controls** check whether a control operated effectively: inspecting for evidence of approval, observing segregated opening of the post and re-performing a clerk's matching check are all about the control, not the balance.`,
    },

    // ─── Area 4: Professional ethics ─────────────────────────────────────
    {
      ref: 'asr-037',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is **not** one of the five fundamental principles in the ICAB Code of Ethics for Chartered Accountants?',
      options: ['Integrity', 'Objectivity', 'Independence', 'Confidentiality'],
      correct: 2,
      explanation: `The five fundamental principles are **integrity**, **objectivity**, **professional competence and due care**, **confidentiality** and **professional behaviour**.

**Independence** (of mind and in appearance) is a separate set of requirements for audit and assurance engagements. It supports objectivity and integrity but is not itself one of the five fundamental principles, which apply to all professional accountants, including those in business.`,
    },
    {
      ref: 'asr-038',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "The engagement partner on the audit of Jessore Fans Ltd has a close friendship going back many years with the company's finance director, and they holiday together each year. Which threat to objectivity does this **mainly** create?",
      options: ['Familiarity', 'Advocacy', 'Self-review', 'Intimidation'],
      correct: 0,
      explanation: `A **familiarity** threat arises when, because of a long or close relationship with a client, the accountant becomes too sympathetic to the client's interests or too accepting of its work. A close personal friendship with the finance director, who is responsible for the figures being audited, is a classic example.

Advocacy is promoting the client's position; self-review is checking one's own work; intimidation is being deterred from acting objectively by pressure or threats.`,
    },
    {
      ref: 'asr-039',
      area: 4,
      difficulty: 'standard',
      kind: 'table',
      stem: 'For each situation involving an audit firm and its audit clients, select the **main** threat to objectivity and independence that it creates.',
      columns: ['Situation', 'Main threat'],
      rows: [
        ['The audit firm prepared the non-current asset register that it is now auditing', { select: THREATS, correct: 1, marks: 1 }],
        ["The client's finance director says he will propose a change of auditor unless a proposed audit adjustment is dropped", { select: THREATS, correct: 4, marks: 1 }],
        ['An audit senior on the engagement owns 500 shares in the client', { select: THREATS, correct: 0, marks: 1 }],
        ['The firm represents the client in a dispute with the National Board of Revenue over a VAT assessment', { select: THREATS, correct: 2, marks: 1 }],
        ['The engagement partner has led the audit of the same client for eleven years', { select: THREATS, correct: 3, marks: 1 }],
      ],
      explanation: `- **Self-review**: the firm would be auditing records it produced itself and is unlikely to criticise its own work.
- **Intimidation**: pressure (the threat of losing the audit) to drop a proper adjustment.
- **Self-interest**: a financial interest in the client gives the senior a personal stake in the results.
- **Advocacy**: representing the client against the tax authority promotes the client's position.
- **Familiarity**: long association makes the partner too trusting of the client.`,
    },
    {
      ref: 'asr-040',
      area: 4,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      suffix: '%',
      answer: 17.5,
      stem: "Hossain & Co, Chartered Accountants, earned total fees of Tk 24,000,000 in 2024. Of this, Tk 4,200,000 came from Karnaphuli Power Ltd, a listed company and therefore a public interest entity, and its subsidiaries. Assume that the Code sets a threshold of 15% of the firm's total fees for fee dependence on a public interest entity audit client. Calculate the fees from Karnaphuli Power Ltd as a percentage of the firm's total fees.",
      checks: [check('answer', { client: 4200000, total: 24000000 }, (i) => (i.client / i.total) * 100)],
      explanation: `Fee dependence = Tk 4,200,000 ÷ Tk 24,000,000 × 100 = **17.5%**, which exceeds the 15% threshold.

Heavy dependence on one client creates a **self-interest** threat (and an intimidation threat: fear of losing the client). If fees exceed the threshold for two consecutive years, the firm must disclose this to those charged with governance and consider a safeguard such as a review by a professional accountant outside the firm (a pre-issuance or post-issuance review) to reduce the threat to an acceptable level.`,
    },
    {
      ref: 'asr-041',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "In which of the following situations may an ICAB member disclose confidential information about a client **without** the client's consent?",
      options: [
        "A prospective buyer of the client's business asks for the client's latest management accounts",
        'The member suspects the client of money laundering and is required by law to report it, as under the Money Laundering Prevention Act 2012',
        "A friend asks about a client's profits and promises to keep the information secret",
        'Another client in the same industry asks for figures to benchmark its performance',
      ],
      correct: 1,
      explanation: `Confidential information may be disclosed without consent only where disclosure is **required by law** (for example, reporting suspicious transactions under anti-money-laundering law, or producing documents under a court order), or where there is a **professional duty or right** to disclose (for example, in response to an inquiry by ICAB or to protect the member's interests in legal proceedings).

Disclosing to a prospective buyer, a friend or a competitor would breach the principle of **confidentiality**, whatever promises of secrecy are given.`,
    },
    {
      ref: 'asr-042',
      area: 4,
      difficulty: 'challenging',
      kind: 'multi',
      marks: 2,
      stem: 'A member of the audit team for Jamuna Bank PLC inherits shares in the bank from her father. Which **TWO** of the following are appropriate actions under the ICAB Code of Ethics?',
      options: [
        'She disposes of the shares immediately',
        'She keeps the shares but agrees not to vote at general meetings',
        "The holding is disclosed in the auditor's report",
        'If she does not dispose of the shares immediately, she is removed from the audit team',
        'The bank is asked to confirm in writing that it has no objection',
      ],
      correct: [0, 3],
      explanation: `A **direct financial interest** in an audit client held by a member of the audit team creates a self-interest threat so significant that no safeguard can reduce it to an acceptable level, however small the holding. Where the interest is received involuntarily (by inheritance or gift), the Code requires it to be **disposed of immediately**; otherwise the individual must be **removed from the audit team**.

Not voting does not remove the financial stake, disclosure in the auditor's report is not a safeguard, and the client's consent cannot cure an independence breach.`,
    },
    {
      ref: 'asr-043',
      area: 4,
      difficulty: 'challenging',
      kind: 'written',
      stem: `You are an audit senior at Hossain & Co, Chartered Accountants. The firm audits Sylhet Tea Estates Ltd, which is not a public interest entity. The following matters have arisen:

1. The finance director has offered the whole audit team a free weekend at the company's luxury tea resort after the audit is completed.
2. The company has asked the firm to prepare its financial statements and run its monthly payroll, in addition to the audit.
3. The fee for last year's audit, Tk 800,000, has still not been paid.
4. The engagement partner's wife has been offered the post of chief accountant at the company.

**Required:** For each matter, identify the threat to the fundamental principles and independence, and explain the action or safeguard the firm should take. (8 marks)`,
      points: [
        {
          text: 'Hospitality: a self-interest and familiarity threat. A free resort weekend is not trivial and inconsequential, so the offer should be declined and the matter reported to the engagement partner.',
          marks: 2,
        },
        {
          text: 'Preparing financial statements and payroll: a self-review threat (the firm would audit figures it produced) and a risk of assuming management responsibility. For a non-public interest entity this may be acceptable for routine, mechanical work if management takes responsibility for the figures and the services are performed by staff who are not on the audit team, with an independent review.',
          marks: 2,
        },
        {
          text: 'Unpaid fees: a self-interest threat, because significant overdue fees act like a loan to the client and the firm may avoid issuing an adverse report to protect recovery. Discuss with those charged with governance, obtain payment (or an agreed plan) before the next audit report is signed, and consider whether to continue as auditor.',
          marks: 2,
        },
        {
          text: "Partner's wife as chief accountant: a self-interest and familiarity threat from an immediate family member in a position of significant influence over the accounting records. If she accepts the post, the partner must be removed from the audit team, and the firm should document the change.",
          marks: 2,
        },
      ],
      explanation: `A good answer names the **threat** for each matter and gives a **specific** response, 2 marks per matter:

| Matter | Threat | Action / safeguard |
|---|---|---|
| Free resort weekend | Self-interest, familiarity | Decline: not trivial and inconsequential |
| Preparing accounts and payroll | Self-review, management responsibility | Allowed for a non-PIE if routine; client takes responsibility; separate staff; independent review |
| Overdue audit fee | Self-interest | Obtain payment before signing; discuss with governance; consider resigning |
| Partner's wife as chief accountant | Self-interest, familiarity | Remove the partner from the engagement |

A general answer such as "this threatens independence, so be careful" earns little credit; the examiner expects the specific threat and the specific safeguard.`,
    },
    {
      ref: 'asr-044',
      area: 4,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: 'Under the ICAB Code of Ethics, which follows the IESBA International Code, how long may an individual act as **engagement partner** on the audit of a public interest entity before rotating off, and how long must the cooling-off period then be?',
      options: [
        'Seven years; then a cooling-off period of five consecutive years',
        'Five years; then a cooling-off period of two years',
        'Ten years; then a cooling-off period of three years',
        'Seven years; then a cooling-off period of two years',
      ],
      correct: 0,
      explanation: `For a public interest entity audit, a key audit partner may serve for a maximum **time-on period of seven years**. After that, the **engagement partner** must observe a **cooling-off period of five consecutive years**, during which they may not be part of the engagement team or influence the audit's outcome. (Shorter cooling-off periods apply to other key audit partner roles: three years for the engagement quality reviewer and two years for other key audit partners.)

Rotation addresses the **familiarity** and self-interest threats created by long association with the client.`,
    },
    {
      ref: 'asr-045',
      area: 4,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following situations threaten the fundamental principle of **professional competence and due care**?',
      options: [
        'An audit junior who has never audited a bank is sent, without supervision, to audit the loan-loss provisions of a commercial bank',
        "A partner accepts an expensive wristwatch from a client's managing director",
        'A manager signs off working papers without reading them in order to meet a reporting deadline',
        "An accountant discusses a client's profits with friends at a wedding",
        'A firm advertises that it is "the best audit firm in Bangladesh"',
      ],
      correct: [0, 2],
      explanation: `**Professional competence and due care** requires members to have the knowledge and skill needed for the work and to act diligently in accordance with technical and professional standards.

- Sending an inexperienced junior, unsupervised, to a complex area means the work is not performed competently.
- Signing off working papers without review is a failure of **due care** (diligence).

The wristwatch threatens **objectivity** (self-interest), gossip about a client breaches **confidentiality**, and exaggerated claims in advertising breach **professional behaviour**.`,
    },
  ],
};
