import { type SeedBank, check } from './bank-types';

/**
 * Financial Accounting & Reporting (Professional Level): demo questions.
 * Areas: 1 Reporting framework and ethics, 2 Single entity financial
 * statements, 3 Consolidated financial statements.
 */
export const financialAccountingReportingBank: SeedBank = {
  subject: 'financial-accounting-reporting',
  questions: [
    // ───────────── Area 1: Reporting framework and ethics ─────────────
    {
      ref: 'far-001',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Under the IASB's *Conceptual Framework for Financial Reporting* (2018), which of the following is the definition of an **asset**?",
      options: [
        'A resource controlled by the entity as a result of past events and from which future economic benefits are expected to flow to the entity',
        'A present economic resource controlled by the entity as a result of past events',
        'A present obligation of the entity to transfer an economic resource as a result of past events',
        'An item owned by the entity that is expected to generate cash inflows for more than one year',
      ],
      correct: 1,
      explanation: `The 2018 Conceptual Framework (para 4.3) defines an asset as **a present economic resource controlled by the entity as a result of past events**, and an economic resource as a right that has the *potential* to produce economic benefits.

- The first option is the old 2010 definition: the 2018 Framework dropped "expected to flow", because only the potential for benefits is needed (probability affects recognition and measurement, not the definition).
- The third option is the definition of a **liability**.
- The fourth confuses legal ownership with control (a lessee controls a right-of-use asset it does not own) and mixes in the current/non-current distinction of IAS 1.`,
    },
    {
      ref: 'far-002',
      area: 1,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are *fundamental* qualitative characteristics of useful financial information under the Conceptual Framework?',
      options: ['Comparability', 'Relevance', 'Timeliness', 'Faithful representation', 'Verifiability', 'Understandability'],
      correct: [1, 3],
      explanation: `The Conceptual Framework (chapter 2) has two **fundamental** qualitative characteristics: **relevance** (predictive value, confirmatory value, materiality) and **faithful representation** (complete, neutral, free from error).

Comparability, verifiability, timeliness and understandability are the four **enhancing** characteristics: they improve the usefulness of information that is already relevant and faithfully represented, but cannot make irrelevant or misleading information useful.`,
    },
    {
      ref: 'far-003',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Under the **Financial Reporting Act 2015**, which body is responsible for setting financial reporting and auditing standards for public interest entities in Bangladesh and for monitoring compliance with them?',
      options: ['The Institute of Chartered Accountants of Bangladesh (ICAB)', 'The Bangladesh Securities and Exchange Commission (BSEC)', 'The Financial Reporting Council (FRC)', 'Bangladesh Bank'],
      correct: 2,
      explanation: `The Financial Reporting Act 2015 established the **Financial Reporting Council (FRC)**. Through its standard-setting, financial reporting monitoring and audit practice review functions it sets (adopts) the financial reporting and auditing standards applied by public interest entities, monitors compliance and enlists auditors of public interest entities.

- **ICAB** regulates its members and, before the Act, adopted IFRS locally as BFRS; it is no longer the standard setter for public interest entities.
- **BSEC** regulates listed companies and the capital market (disclosure, corporate governance), but does not set accounting standards.
- **Bangladesh Bank** prescribes formats and prudential rules for banks and financial institutions, not IFRS for all public interest entities.`,
    },
    {
      ref: 'far-004',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Nasrin Akter, an ICAB member, is the chief accountant of Meghna Textiles Ltd. The managing director tells her that she will be dismissed unless the draft financial statements show a profit large enough to keep the company within its bank covenant. Which threat to compliance with the fundamental principles of the ICAB Code of Ethics does this create?',
      options: ['Intimidation threat', 'Self-review threat', 'Advocacy threat', 'Familiarity threat'],
      correct: 0,
      explanation: `An **intimidation threat** arises when an accountant is deterred from acting objectively by actual or perceived pressures, including threats of dismissal. The managing director is using the threat of dismissal to influence the figures, so Nasrin's integrity and objectivity are at risk.

- **Self-review** would arise if she had to re-evaluate her own earlier judgement or work.
- **Advocacy** would arise if she promoted the company's position to the point that her objectivity was compromised (e.g. presenting misleadingly optimistic figures to the bank on her own initiative).
- **Familiarity** comes from a long or close relationship making her too sympathetic to someone's interests.`,
    },
    {
      ref: 'far-005',
      area: 1,
      difficulty: 'challenging',
      kind: 'written',
      stem: `Farzana Haque FCA is finance director of **Sylhet Tea Estates Ltd**. Her annual bonus is 1% of profit before tax. While finalising the financial statements for the year ended 30 June 2025 she finds that:

1. A tea processing plant has a carrying amount of Tk 48,000,000 but a recoverable amount of only Tk 31,000,000 after a fall in tea prices.
2. Routine repairs of Tk 6,500,000 to factory roofs have been debited to property, plant and equipment.

The chief executive tells Farzana that "the plant write-down can wait until prices recover" and that the repairs "should stay capitalised so the bank sees a profit". He adds that the board will "review her position" if profit falls below last year.

**Required:** Explain the ethical issues Farzana faces and the actions she should take. (8 marks)`,
      points: [
        {
          text: 'Integrity: she must not be associated with information she knows is materially false or misleading; omitting the Tk 17,000,000 impairment (IAS 36) and capitalising Tk 6,500,000 of repairs (IAS 16 day-to-day servicing is an expense) would overstate profit and assets.',
          marks: 2,
        },
        { text: 'Self-interest threat: her bonus (1% of profit before tax) rises if profit is overstated, threatening her objectivity.', marks: 1 },
        { text: "Intimidation threat: the chief executive's remark about reviewing her position is pressure to act against the standards.", marks: 1 },
        { text: 'Professional competence and due care: she must apply IAS 36 and IAS 16 correctly: recognise the impairment loss and expense the repairs, whatever the covenant effect.', marks: 1 },
        { text: 'Action: explain the correct accounting and its reasons to the chief executive, and document the discussions and her conclusions.', marks: 1 },
        { text: 'Escalate if the chief executive persists: raise the matter with the audit committee or board, and be open with the external auditors; do not mislead the bank.', marks: 1 },
        { text: 'Seek advice (ICAB ethics guidance, legal advice) and, if the financial statements remain misstated, consider resigning; her bonus should not drive her judgement.', marks: 1 },
      ],
      explanation: `A good answer links each issue to a fundamental principle and a threat, then sets out practical steps in order.

**Accounting position:** recoverable amount Tk 31,000,000 is below carrying amount Tk 48,000,000, so IAS 36 requires an impairment loss of **Tk 17,000,000** now; there is no option to wait for prices to recover. Roof repairs of Tk 6,500,000 are day-to-day servicing under IAS 16.12 and must be expensed. Together, profit would be overstated by Tk 23,500,000.

**Ethics:** integrity (not being associated with misleading information), objectivity (self-interest threat from the bonus, intimidation threat from the CEO), professional competence and due care.

**Actions:** discuss and explain; document; escalate to the audit committee/board; cooperate honestly with the auditors; take advice from ICAB or a lawyer; resign as a last resort if the statements stay misleading.`,
    },
    {
      ref: 'far-006',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are *current value* measurement bases described in the Conceptual Framework (2018)?',
      options: ['Historical cost', 'Fair value', 'Amortised cost using the original effective interest rate', 'Value in use', 'Transaction price at initial recognition'],
      correct: [1, 3],
      explanation: `Chapter 6 of the Conceptual Framework splits measurement bases into **historical cost** and **current value**. Current value bases reflect conditions at the measurement date: **fair value**, **value in use** (for assets; fulfilment value for liabilities) and **current cost**.

- Historical cost is the other category, not a current value.
- Amortised cost uses the original effective interest rate fixed at initial recognition, so the Framework treats it as a historical cost basis.
- Transaction price at initial recognition is the starting point of historical cost measurement; it is not updated for later conditions.`,
    },

    // ───────────── Area 2: Single entity financial statements ─────────────
    {
      ref: 'far-007',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Jamuna Cold Storage Ltd bought a building on 1 July 2020 for Tk 5,000,000. It had a useful life of 10 years and no residual value, and was depreciated on the straight-line basis. On 1 July 2024, after 4 years of depreciation, the building was revalued to Tk 4,200,000. Its total useful life is unchanged. What is the depreciation charge for the year ended 30 June 2025?',
      answer: 700000,
      prefix: 'Tk',
      checks: [check('answer', { value: 4200000, life: 10, used: 4 }, (i) => i.value / (i.life - i.used))],
      explanation: `After revaluation, depreciation is based on the **revalued amount** spread over the **remaining** useful life (IAS 16.50).

| | Tk |
|---|---|
| Revalued amount at 1 July 2024 | 4,200,000 |
| Remaining life: 10 − 4 | 6 years |
| Depreciation 2024-25: 4,200,000 ÷ 6 | **700,000** |

The carrying amount before revaluation was 5,000,000 − (4 × 500,000) = Tk 3,000,000, so a surplus of Tk 1,200,000 goes to other comprehensive income. Common errors: Tk 500,000 (still depreciating cost) or Tk 420,000 (spreading the revalued amount over the full 10 years). The company may transfer the excess depreciation of Tk 200,000 a year from revaluation surplus to retained earnings.`,
    },
    {
      ref: 'far-008',
      area: 2,
      difficulty: 'standard',
      kind: 'journal',
      stem: `At 30 June 2025 Padma Hotels Ltd's hotel building had a cost of Tk 8,000,000 and accumulated depreciation of Tk 1,600,000. On that date it was revalued to Tk 9,000,000. There have been no previous revaluations. The company eliminates accumulated depreciation against the gross carrying amount when it revalues.

Prepare the journal entry to record the revaluation (ignore deferred tax).`,
      accounts: [
        'Property, plant and equipment – hotel building',
        'Accumulated depreciation – hotel building',
        'Revaluation surplus (other comprehensive income)',
        'Gain on revaluation (profit or loss)',
        'Retained earnings',
        'Depreciation expense',
      ],
      lines: [
        { account: 1, side: 'debit', amount: 1600000, marks: 1 },
        { account: 0, side: 'debit', amount: 1000000, marks: 1 },
        { account: 2, side: 'credit', amount: 2600000, marks: 1 },
      ],
      checks: [
        check('line 0', { accumulated: 1600000 }, (i) => i.accumulated),
        check('line 1', { valuation: 9000000, cost: 8000000 }, (i) => i.valuation - i.cost),
        check('line 2', { valuation: 9000000, cost: 8000000, accumulated: 1600000 }, (i) => i.valuation - (i.cost - i.accumulated)),
      ],
      explanation: `Carrying amount before revaluation = 8,000,000 − 1,600,000 = **Tk 6,400,000**. Revalued amount Tk 9,000,000, so the surplus is **Tk 2,600,000**.

Under the elimination method:

| | Dr (Tk) | Cr (Tk) |
|---|---|---|
| Accumulated depreciation | 1,600,000 | |
| PPE (8,000,000 → 9,000,000) | 1,000,000 | |
| Revaluation surplus (OCI) | | 2,600,000 |

Because there was no earlier revaluation loss on this asset charged to profit or loss, the whole increase goes to **other comprehensive income** and accumulates in the revaluation surplus (IAS 16.39), not to profit or loss or directly to retained earnings.`,
    },
    {
      ref: 'far-009',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 1 March 2025 Dhaka Connect Ltd, a mobile operator, sold a customer a bundle of a handset and 12 months of data service for Tk 27,000 paid up front. Sold separately, the handset sells for Tk 18,000 and 12 months of service for Tk 12,000. The handset was delivered on 1 March 2025, and by the year end of 30 June 2025 the customer had received 4 months of service. How much revenue should Dhaka Connect recognise from this contract in the year ended 30 June 2025?',
      answer: 19800,
      prefix: 'Tk',
      checks: [
        check('answer', { price: 27000, handset: 18000, service: 12000, months: 4, term: 12 }, (i) => {
          const total = i.handset + i.service;
          return (i.price * i.handset) / total + ((i.price * i.service) / total) * (i.months / i.term);
        }),
      ],
      explanation: `IFRS 15 step 4 allocates the transaction price to the two performance obligations in proportion to their **stand-alone selling prices** (total 18,000 + 12,000 = Tk 30,000).

| Obligation | Allocation | Recognised to 30 June 2025 |
|---|---|---|
| Handset (point in time) | 27,000 × 18/30 = 16,200 | 16,200 |
| Service (over time) | 27,000 × 12/30 = 10,800 | 10,800 × 4/12 = 3,600 |
| **Total** | 27,000 | **19,800** |

The remaining Tk 7,200 is a contract liability. Recognising the handset at its full stand-alone price (Tk 18,000 + Tk 3,000 of service = Tk 21,000) ignores the bundle discount, which must be spread across both obligations.`,
    },
    {
      ref: 'far-010',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Shapla Travels Ltd sells air tickets on behalf of an airline. The airline sets the fares and is responsible for providing the flights; Shapla never controls the tickets before they pass to customers. During the year Shapla sold tickets for Tk 5,000,000, kept commission of 8% and paid the rest to the airline. What revenue should Shapla recognise?',
      options: ['Tk 5,000,000', 'Tk 4,600,000', 'Tk 400,000', 'Tk 5,400,000'],
      correct: 2,
      explanation: `Shapla does not control the service before it is transferred to the customer, so under IFRS 15.B34–B38 it is an **agent**. An agent recognises revenue as the **net commission** it earns: 5,000,000 × 8% = **Tk 400,000**.

- Tk 5,000,000 is the gross amount a principal would report.
- Tk 4,600,000 is the amount passed to the airline, which is not Shapla's revenue.
- Tk 5,400,000 wrongly adds the commission to the gross sales.`,
    },
    {
      ref: 'far-011',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "On 1 July 2024 Karnaphuli Logistics Ltd leased a warehouse for 5 years at Tk 1,000,000 a year, payable in arrears. The rate implicit in the lease cannot be readily determined; Karnaphuli's incremental borrowing rate is 8% and the 5-year annuity factor at 8% is 3.993. Karnaphuli paid initial direct costs of Tk 50,000 and received a lease incentive of Tk 20,000 from the lessor at commencement. At what amount is the right-of-use asset measured on initial recognition?",
      answer: 4023000,
      prefix: 'Tk',
      checks: [check('answer', { payment: 1000000, factor: 3.993, direct: 50000, incentive: 20000 }, (i) => i.payment * i.factor + i.direct - i.incentive)],
      explanation: `IFRS 16.23–24: the right-of-use asset is the initial lease liability, plus payments made at or before commencement, **plus initial direct costs**, **less lease incentives received** (plus any restoration costs).

| | Tk |
|---|---|
| Lease liability: 1,000,000 × 3.993 | 3,993,000 |
| Add initial direct costs | 50,000 |
| Less lease incentive received | (20,000) |
| **Right-of-use asset** | **4,023,000** |

The lease liability stays at Tk 3,993,000; only the asset is adjusted for the direct costs and the incentive.`,
    },
    {
      ref: 'far-012',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Rupsha Shipping Ltd recognised a lease liability of Tk 2,500,000 on 1 July 2023. The interest rate implicit in the lease is 10%, and payments of Tk 700,000 are made annually in arrears on 30 June. Complete the lease liability table and the split of the liability in the statement of financial position at 30 June 2024.',
      columns: ['Year ended', 'Opening liability (Tk)', 'Interest at 10% (Tk)', 'Payment (Tk)', 'Closing liability (Tk)'],
      rows: [
        ['30 June 2024', '2,500,000', { number: 250000, marks: 1 }, '700,000', { number: 2050000, marks: 1 }],
        ['30 June 2025', 'b/f', { number: 205000, marks: 1 }, '700,000', { number: 1555000, marks: 1 }],
        ['Current liability at 30 June 2024', '', '', '', { number: 495000, marks: 1 }],
        ['Non-current liability at 30 June 2024', '', '', '', { number: 1555000, marks: 1 }],
      ],
      checks: [
        check('cell 0 2', { liability: 2500000, rate: 0.1 }, (i) => i.liability * i.rate),
        check('cell 0 4', { liability: 2500000, rate: 0.1, payment: 700000 }, (i) => i.liability * (1 + i.rate) - i.payment),
        check('cell 1 2', { liability: 2500000, rate: 0.1, payment: 700000 }, (i) => (i.liability * (1 + i.rate) - i.payment) * i.rate),
        check('cell 1 4', { liability: 2500000, rate: 0.1, payment: 700000 }, (i) => (i.liability * (1 + i.rate) - i.payment) * (1 + i.rate) - i.payment),
        check('cell 2 4', { liability: 2500000, rate: 0.1, payment: 700000 }, (i) => {
          const y1 = i.liability * (1 + i.rate) - i.payment;
          return y1 - (y1 * (1 + i.rate) - i.payment);
        }),
        check('cell 3 4', { liability: 2500000, rate: 0.1, payment: 700000 }, (i) => (i.liability * (1 + i.rate) - i.payment) * (1 + i.rate) - i.payment),
      ],
      explanation: `Payments are in arrears, so interest accrues on the full opening balance each year.

| Year ended | Opening | Interest 10% | Payment | Closing |
|---|---|---|---|---|
| 30 June 2024 | 2,500,000 | 250,000 | (700,000) | 2,050,000 |
| 30 June 2025 | 2,050,000 | 205,000 | (700,000) | 1,555,000 |

At 30 June 2024 the **non-current** liability is the balance still owed after next year's payment, Tk 1,555,000. The **current** liability is the rest: 2,050,000 − 1,555,000 = **Tk 495,000** (the capital part of the next payment: 700,000 − 205,000 interest). Showing the whole Tk 700,000 as current is a common error: Tk 205,000 of it is interest that has not yet accrued.`,
    },
    {
      ref: 'far-013',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 1 July 2024 Surma Investments Ltd bought Tk 1,000,000 nominal of 5-year 6% bonds, with interest paid annually in arrears on 30 June, for Tk 920,146 including transaction costs. The bonds are held in a business model whose objective is to collect contractual cash flows, and the cash flows are solely payments of principal and interest. The effective interest rate is 8%. At what amount are the bonds carried at 30 June 2025?',
      answer: 933758,
      tolerance: { absolute: 1 },
      prefix: 'Tk',
      checks: [check('answer', { cost: 920146, eir: 0.08, nominal: 1000000, coupon: 0.06 }, (i) => i.cost * (1 + i.eir) - i.nominal * i.coupon)],
      explanation: `The business model and SPPI cash flows mean the bonds are measured at **amortised cost** (IFRS 9.4.1.2), using the effective interest rate.

| | Tk |
|---|---|
| Initial measurement (including transaction costs) | 920,146 |
| Interest income at 8%: 920,146 × 8% | 73,612 |
| Coupon received: 1,000,000 × 6% | (60,000) |
| **Amortised cost at 30 June 2025** | **933,758** |

Interest income in profit or loss is Tk 73,612, not the Tk 60,000 coupon: the discount unwinds towards the Tk 1,000,000 repayable at maturity. Fair value changes are ignored under amortised cost.`,
    },
    {
      ref: 'far-014',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Rahman Traders Ltd holds a portfolio of Bangladesh Government Treasury Bonds whose contractual cash flows are solely payments of principal and interest. Its business model is achieved both by collecting the contractual cash flows and by selling bonds to manage liquidity. No fair value option has been designated. How should the bonds be measured after initial recognition under IFRS 9?',
      options: [
        'At amortised cost',
        'At fair value through other comprehensive income, with cumulative gains or losses reclassified to profit or loss on derecognition',
        'At fair value through other comprehensive income, with no reclassification to profit or loss on derecognition',
        'At fair value through profit or loss, as this is the only category for debt instruments that may be sold',
      ],
      correct: 1,
      explanation: `IFRS 9.4.1.2A: a debt instrument with SPPI cash flows held in a business model whose objective is achieved by **both collecting contractual cash flows and selling** is measured at **fair value through OCI**. Interest (effective interest method), expected credit losses and foreign exchange go to profit or loss; other fair value changes go to OCI and are **reclassified (recycled)** to profit or loss on derecognition.

- Amortised cost applies when the objective is to *hold to collect* only.
- FVOCI with no recycling is the election for **equity** investments, not debt.
- FVTPL is the residual category (or a designation to remove an accounting mismatch); occasional sales do not force it.`,
    },
    {
      ref: 'far-015',
      area: 2,
      difficulty: 'challenging',
      kind: 'journal',
      stem: `On 1 July 2024 Titas Power Ltd issued 10,000 convertible bonds at their par value of Tk 1,000 each, raising Tk 10,000,000 in cash. The bonds carry a coupon of 5% payable annually in arrears and are redeemable at par on 30 June 2027, or convertible into ordinary shares at the holder's option. The market interest rate for similar bonds without a conversion option is 9%.

Discount factors at 9%: year 1: 0.917, year 2: 0.842, year 3: 0.772.

Prepare the journal entry to record the issue of the bonds on 1 July 2024 (ignore issue costs).`,
      accounts: ['Cash at bank', 'Convertible bond liability (financial liability)', 'Equity – conversion option (other component of equity)', 'Share capital', 'Finance cost', 'Share premium'],
      lines: [
        { account: 0, side: 'debit', amount: 10000000, marks: 1 },
        { account: 1, side: 'credit', amount: 8985500, marks: 1 },
        { account: 2, side: 'credit', amount: 1014500, marks: 1 },
      ],
      checks: [
        check('line 0', { proceeds: 10000000 }, (i) => i.proceeds),
        check('line 1', { proceeds: 10000000, coupon: 0.05, d1: 0.917, d2: 0.842, d3: 0.772 }, (i) => i.proceeds * i.coupon * (i.d1 + i.d2 + i.d3) + i.proceeds * i.d3),
        check('line 2', { proceeds: 10000000, coupon: 0.05, d1: 0.917, d2: 0.842, d3: 0.772 }, (i) => i.proceeds - (i.proceeds * i.coupon * (i.d1 + i.d2 + i.d3) + i.proceeds * i.d3)),
      ],
      explanation: `A convertible bond is a **compound instrument** (IAS 32.28–32): the liability component is measured first, at the present value of the cash flows discounted at the rate for similar debt *without* conversion rights; equity is the residual.

| Cash flow | Tk | Factor 9% | PV Tk |
|---|---|---|---|
| Interest years 1–3: 10,000,000 × 5% | 500,000 a year | 0.917 + 0.842 + 0.772 = 2.531 | 1,265,500 |
| Redemption year 3 | 10,000,000 | 0.772 | 7,720,000 |
| **Liability component** | | | **8,985,500** |
| Equity component: 10,000,000 − 8,985,500 | | | **1,014,500** |

Dr Cash 10,000,000; Cr Financial liability 8,985,500; Cr Equity 1,014,500. The equity component is not remeasured; the liability is then carried at amortised cost at 9%. Crediting share capital is wrong because no shares have been issued yet.`,
    },
    {
      ref: 'far-016',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'At 30 June 2025 a specialised printing press owned by Chattogram Packaging Ltd has a carrying amount of Tk 6,500,000. It could be sold for Tk 5,200,000, with costs of disposal of Tk 200,000. Its value in use is Tk 5,400,000. What impairment loss should be recognised?',
      answer: 1100000,
      prefix: 'Tk',
      checks: [check('answer', { carrying: 6500000, price: 5200000, costs: 200000, viu: 5400000 }, (i) => i.carrying - Math.max(i.price - i.costs, i.viu))],
      explanation: `IAS 36.59: an asset is impaired when its carrying amount exceeds its **recoverable amount**, the **higher** of fair value less costs of disposal and value in use.

| | Tk |
|---|---|
| Fair value less costs of disposal: 5,200,000 − 200,000 | 5,000,000 |
| Value in use | 5,400,000 |
| Recoverable amount (higher) | 5,400,000 |
| Carrying amount | 6,500,000 |
| **Impairment loss** | **1,100,000** |

Using the lower figure (giving Tk 1,500,000) or ignoring disposal costs is a common error. The loss is charged to profit or loss because the press is carried at cost.`,
    },
    {
      ref: 'far-017',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: "Bogura Foods Ltd's dairy division is a cash-generating unit. At 30 June 2025 its assets are carried at: goodwill Tk 400,000, buildings Tk 2,400,000 and plant Tk 1,600,000. The recoverable amount of the unit is Tk 3,200,000. The recoverable amounts of the individual buildings and plant cannot be determined. Allocate the impairment loss under IAS 36.",
      columns: ['Asset', 'Carrying amount before impairment (Tk)', 'Impairment loss (Tk)', 'Carrying amount after impairment (Tk)'],
      rows: [
        ['Goodwill', '400,000', { number: 400000, marks: 1 }, { number: 0, marks: 1 }],
        ['Buildings', '2,400,000', { number: 480000, marks: 1 }, { number: 1920000, marks: 1 }],
        ['Plant', '1,600,000', { number: 320000, marks: 1 }, { number: 1280000, marks: 1 }],
        ['Total', '4,400,000', { number: 1200000, marks: 1 }, '3,200,000'],
      ],
      checks: [
        check('cell 0 2', { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 }, (i) => Math.min(i.goodwill, i.goodwill + i.buildings + i.plant - i.recoverable)),
        check('cell 0 3', { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 }, (i) => i.goodwill - Math.min(i.goodwill, i.goodwill + i.buildings + i.plant - i.recoverable)),
        check(
          'cell 1 2',
          { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 },
          (i) => ((i.goodwill + i.buildings + i.plant - i.recoverable - i.goodwill) * i.buildings) / (i.buildings + i.plant),
        ),
        check(
          'cell 1 3',
          { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 },
          (i) => i.buildings - ((i.goodwill + i.buildings + i.plant - i.recoverable - i.goodwill) * i.buildings) / (i.buildings + i.plant),
        ),
        check(
          'cell 2 2',
          { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 },
          (i) => ((i.goodwill + i.buildings + i.plant - i.recoverable - i.goodwill) * i.plant) / (i.buildings + i.plant),
        ),
        check(
          'cell 2 3',
          { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 },
          (i) => i.plant - ((i.goodwill + i.buildings + i.plant - i.recoverable - i.goodwill) * i.plant) / (i.buildings + i.plant),
        ),
        check('cell 3 2', { goodwill: 400000, buildings: 2400000, plant: 1600000, recoverable: 3200000 }, (i) => i.goodwill + i.buildings + i.plant - i.recoverable),
      ],
      explanation: `Impairment loss of the unit = 4,400,000 − 3,200,000 = **Tk 1,200,000**. IAS 36.104 allocates it:

1. **First to goodwill**: Tk 400,000, writing it off completely.
2. **Then pro rata** to the other assets on the basis of their carrying amounts: remaining loss Tk 800,000 split 2,400,000 : 1,600,000 (60% : 40%).

| Asset | Before | Loss | After |
|---|---|---|---|
| Goodwill | 400,000 | 400,000 | 0 |
| Buildings | 2,400,000 | 480,000 | 1,920,000 |
| Plant | 1,600,000 | 320,000 | 1,280,000 |
| Total | 4,400,000 | 1,200,000 | 3,200,000 |

Spreading the whole Tk 1,200,000 pro rata over all three assets (leaving some goodwill) is wrong: goodwill always absorbs the loss first.`,
    },
    {
      ref: 'far-018',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Rangpur Electronics Ltd prepares financial statements to 30 June 2025. Which **ONE** of the following requires a provision under IAS 37 at that date?',
      options: [
        'Operating losses of Tk 3,000,000 expected in 2025-26 by a loss-making division',
        'Closure of a factory decided by the board on 25 June 2025; no plan has been announced and no steps have been taken to implement it',
        'Retraining of sales staff, costing Tk 900,000, needed because of a new consumer law effective from January 2026',
        'Repairs under a one-year warranty on televisions sold during the year, where past experience shows that claims are probable',
      ],
      correct: 3,
      explanation: `A provision needs a **present obligation from a past event**, a **probable outflow** and a **reliable estimate** (IAS 37.14).

- **Warranty**: the sale under warranty is the obligating past event; past experience makes an outflow for the class of obligations probable and measurable, so a provision is required.
- **Future operating losses** are not a present obligation (IAS 37.63): no provision.
- **Board decision alone** creates no constructive obligation; a restructuring provision needs a detailed formal plan *and* a valid expectation in those affected (announcement or start of implementation) by the reporting date.
- **Retraining** relates to future operations and can be avoided by future actions; no obligation exists at 30 June 2025.`,
    },
    {
      ref: 'far-019',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 1 July 2024 Bhola Gas Exploration Ltd brought a gas platform into use. Its licence requires the platform to be dismantled at the end of its 10-year life, at an estimated cost of Tk 20,000,000 payable on 30 June 2034. The appropriate pre-tax discount rate is 8%, and the 10-year discount factor at 8% is 0.463. What finance cost (unwinding of the discount) is recognised in profit or loss for the year ended 30 June 2025?',
      answer: 740800,
      prefix: 'Tk',
      checks: [check('answer', { cost: 20000000, factor: 0.463, rate: 0.08 }, (i) => i.cost * i.factor * i.rate)],
      explanation: `The decommissioning obligation arises when the platform is installed, so a provision is recognised at its **present value** on 1 July 2024 and added to the cost of the asset (IAS 16.16(c), IAS 37.45).

| | Tk |
|---|---|
| Initial provision: 20,000,000 × 0.463 | 9,260,000 |
| Unwinding 2024-25: 9,260,000 × 8% | **740,800** |
| Provision at 30 June 2025 | 10,000,800 |

The unwinding is a **finance cost** (IAS 37.60). The asset side is depreciated separately (Tk 9,260,000 ÷ 10 = Tk 926,000 a year). Charging 8% of the undiscounted Tk 20,000,000 (Tk 1,600,000) is wrong.`,
    },
    {
      ref: 'far-020',
      area: 2,
      difficulty: 'standard',
      kind: 'written',
      stem: `Rupali Pharmaceuticals Ltd prepares financial statements to 30 June 2025. The following matters are unresolved at that date:

1. A hospital has sued Rupali for Tk 15,000,000, alleging that a contaminated batch of saline supplied in March 2025 harmed patients. Rupali's lawyers consider it probable that Rupali will lose and estimate the most likely settlement at Tk 9,000,000.
2. Rupali is insured against such claims. The insurer has confirmed in writing that it will reimburse Tk 6,000,000 once the claim is settled, and there is no doubt it will pay.
3. Rupali has itself sued a packaging supplier for Tk 4,000,000 for faulty vials. Its lawyers believe success is probable but not virtually certain.

**Required:** Explain how each matter should be treated in the financial statements for the year ended 30 June 2025. (8 marks)`,
      points: [
        {
          text: 'Hospital claim: supplying the contaminated batch is a past event creating a present (legal) obligation; outflow probable and reliably estimable, so a provision is required under IAS 37.14.',
          marks: 1,
        },
        {
          text: 'Measure the provision at the best estimate of the single obligation, the most likely outcome Tk 9,000,000 (not the Tk 15,000,000 claimed), discounted if the effect is material.',
          marks: 1,
        },
        { text: 'Charge Tk 9,000,000 to profit or loss and disclose the nature of the claim and the uncertainties about amount and timing.', marks: 1 },
        {
          text: 'Insurance reimbursement: recognise only when virtually certain (it is), as a separate asset of Tk 6,000,000 (not more than the provision); it must not be netted against the provision in the statement of financial position.',
          marks: 1,
        },
        { text: 'In profit or loss the expense may be presented net of the reimbursement (Tk 3,000,000).', marks: 1 },
        { text: 'Claim against the supplier is a contingent asset: it is not recognised because the inflow is not virtually certain.', marks: 1 },
        { text: 'Because the inflow is probable, disclose the contingent asset (nature and estimated effect), avoiding misleading indications of likely income.', marks: 1 },
        { text: 'Reassess all three at each reporting date; recognise the supplier claim as an asset once the inflow becomes virtually certain (e.g. a court award).', marks: 1 },
      ],
      explanation: `**Hospital claim: provision.** Present obligation (past event: supply of the batch), probable outflow, reliable estimate, so recognise a provision of **Tk 9,000,000**, the most likely outcome for a single obligation (IAS 37.40). Disclose the nature and uncertainties.

**Insurance: reimbursement asset.** IAS 37.53: recognise a separate asset of **Tk 6,000,000** because recovery is virtually certain; do not net it against the liability. The profit or loss charge may be shown net: 9,000,000 − 6,000,000 = Tk 3,000,000.

**Supplier claim: contingent asset.** Not recognised (IAS 37.31–33) because it is only probable; disclose it because an inflow is probable (IAS 37.89). Recognise it when it becomes virtually certain.`,
    },
    {
      ref: 'far-021',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "At 30 June 2025 Meghna Cement Ltd's property, plant and equipment has a carrying amount of Tk 12,000,000 and a tax base of Tk 8,500,000. The deferred tax liability at 1 July 2024 was Tk 700,000. There are no other temporary differences, and all movements are recognised in profit or loss. Assume a corporate tax rate of 27.5%. What deferred tax charge is recognised in profit or loss for the year ended 30 June 2025?",
      answer: 262500,
      prefix: 'Tk',
      checks: [check('answer', { carrying: 12000000, base: 8500000, rate: 0.275, opening: 700000 }, (i) => (i.carrying - i.base) * i.rate - i.opening)],
      explanation: `The carrying amount exceeds the tax base, so there is a **taxable temporary difference** (IAS 12.15).

| | Tk |
|---|---|
| Temporary difference: 12,000,000 − 8,500,000 | 3,500,000 |
| Deferred tax liability at 27.5% | 962,500 |
| Less opening liability | (700,000) |
| **Deferred tax charge for the year** | **262,500** |

Entering the closing liability (Tk 962,500) instead of the *movement* is the usual error. The charge is part of income tax expense in profit or loss.`,
    },
    {
      ref: 'far-022',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following give rise to a **deductible** temporary difference (and so potentially a deferred tax asset) under IAS 12?',
      options: [
        'A warranty provision of Tk 800,000 that is deductible for tax only when repairs are paid',
        'Plant whose tax written-down value is below its carrying amount because of accelerated tax depreciation',
        'Interest receivable accrued in the accounts that is taxed only when received',
        'A gratuity liability charged to profit or loss that is deductible for tax only when paid to employees',
        'Development costs capitalised in the accounts but deducted for tax when incurred',
      ],
      correct: [0, 3],
      explanation: `A **liability** whose tax base is lower than its carrying amount (because the expense is deductible only when paid) gives a **deductible** temporary difference: the tax base of the warranty provision and the gratuity liability is nil, so future deductions will reduce taxable profit.

The other three are **taxable** temporary differences:
- accelerated tax depreciation: asset carrying amount above its tax base;
- accrued interest receivable: tax base nil, taxed when received;
- capitalised development costs already deducted for tax: tax base nil.`,
    },
    {
      ref: 'far-023',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: `Sonali Ceramics Ltd reports a profit before tax of Tk 8,400,000 for the year ended 30 June 2025, after charging depreciation of Tk 1,900,000, a loss on disposal of equipment of Tk 150,000 and finance cost of Tk 600,000, and after crediting investment income of Tk 250,000.

| | 30 June 2025 (Tk) | 30 June 2024 (Tk) |
|---|---|---|
| Inventories | 3,900,000 | 3,200,000 |
| Trade receivables | 2,450,000 | 2,800,000 |
| Trade payables | 2,050,000 | 1,700,000 |

Complete the reconciliation of profit before tax to **cash generated from operations** (indirect method, IAS 7).`,
      columns: ['Item', 'Add or deduct', 'Tk'],
      rows: [
        ['Profit before tax', '', '8,400,000'],
        ['Depreciation', { select: ['Add', 'Deduct'], correct: 0, marks: 1 }, '1,900,000'],
        ['Loss on disposal of equipment', { select: ['Add', 'Deduct'], correct: 0, marks: 1 }, '150,000'],
        ['Finance cost', { select: ['Add', 'Deduct'], correct: 0, marks: 1 }, '600,000'],
        ['Investment income', { select: ['Add', 'Deduct'], correct: 1, marks: 1 }, '250,000'],
        ['Change in inventories', { select: ['Add', 'Deduct'], correct: 1, marks: 1 }, { number: 700000, marks: 1 }],
        ['Change in trade receivables', { select: ['Add', 'Deduct'], correct: 0, marks: 1 }, { number: 350000, marks: 1 }],
        ['Change in trade payables', { select: ['Add', 'Deduct'], correct: 0, marks: 1 }, { number: 350000, marks: 1 }],
        ['Cash generated from operations', '', { number: 10800000, marks: 2 }],
      ],
      checks: [
        check('cell 5 2', { closing: 3900000, opening: 3200000 }, (i) => i.closing - i.opening),
        check('cell 6 2', { opening: 2800000, closing: 2450000 }, (i) => i.opening - i.closing),
        check('cell 7 2', { closing: 2050000, opening: 1700000 }, (i) => i.closing - i.opening),
        check(
          'cell 8 2',
          {
            pbt: 8400000,
            dep: 1900000,
            loss: 150000,
            finance: 600000,
            income: 250000,
            invC: 3900000,
            invO: 3200000,
            recC: 2450000,
            recO: 2800000,
            payC: 2050000,
            payO: 1700000,
          },
          (i) => i.pbt + i.dep + i.loss + i.finance - i.income - (i.invC - i.invO) + (i.recO - i.recC) + (i.payC - i.payO),
        ),
      ],
      explanation: `Start from profit before tax, reverse non-cash items and items that belong in investing or financing activities, then adjust for working capital.

| | Tk |
|---|---|
| Profit before tax | 8,400,000 |
| Add depreciation (non-cash) | 1,900,000 |
| Add loss on disposal (non-cash; proceeds are investing) | 150,000 |
| Add finance cost (interest paid shown separately) | 600,000 |
| Deduct investment income (investing activities) | (250,000) |
| Increase in inventories: 3,900,000 − 3,200,000 | (700,000) |
| Decrease in receivables: 2,800,000 − 2,450,000 | 350,000 |
| Increase in payables: 2,050,000 − 1,700,000 | 350,000 |
| **Cash generated from operations** | **10,800,000** |

More inventory ties up cash (deduct); lower receivables release cash (add); higher payables mean cash not yet paid (add).`,
    },
    {
      ref: 'far-024',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "Lalmai Steel Ltd's property, plant and equipment (which includes right-of-use assets) had a carrying amount of Tk 10,000,000 at 1 July 2024 and Tk 12,500,000 at 30 June 2025. During the year: depreciation was Tk 1,500,000; plant with a carrying amount of Tk 800,000 was sold for Tk 650,000; land was revalued upwards by Tk 600,000; and new leases added right-of-use assets of Tk 700,000. What amount should be shown as **purchase of property, plant and equipment** under investing activities in the statement of cash flows?",
      answer: 3500000,
      prefix: 'Tk',
      checks: [
        check('answer', { closing: 12500000, opening: 10000000, dep: 1500000, disposal: 800000, reval: 600000, rou: 700000 }, (i) => i.closing - i.opening + i.dep + i.disposal - i.reval - i.rou),
      ],
      explanation: `Reconstruct the PPE account and find the balancing figure, then exclude **non-cash** additions (IAS 7.43).

| PPE | Tk |
|---|---|
| Opening carrying amount | 10,000,000 |
| Revaluation (non-cash) | 600,000 |
| Right-of-use assets from new leases (non-cash) | 700,000 |
| Depreciation | (1,500,000) |
| Disposal at carrying amount | (800,000) |
| **Cash purchases (balancing figure)** | **3,500,000** |
| Closing carrying amount | 12,500,000 |

Check: 10,000,000 + 600,000 + 700,000 − 1,500,000 − 800,000 + 3,500,000 = 12,500,000. The sale proceeds of Tk 650,000 appear separately as an investing inflow; the loss of Tk 150,000 is added back in operating activities. Forgetting the leases gives Tk 4,200,000.`,
    },
    {
      ref: 'far-025',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 1 January 2025 Mymensingh Agro Ltd (year end 31 December) borrowed Tk 30,000,000 at 10% a year specifically to build a new rice mill. Interest accrues evenly over the 12 months of 2025. Construction began on 1 March 2025, 2 months after the loan was drawn, and was still in progress at 31 December 2025. Surplus funds were invested until needed, earning investment income of Tk 200,000 during the construction period. What amount of borrowing cost should be capitalised in 2025?',
      answer: 2300000,
      prefix: 'Tk',
      checks: [check('answer', { loan: 30000000, rate: 0.1, months: 12, gap: 2, income: 200000 }, (i) => (i.loan * i.rate * (i.months - i.gap)) / i.months - i.income)],
      explanation: `IAS 23.17: capitalisation **begins** when expenditure is incurred, borrowing costs are incurred *and* activities to prepare the asset have started, here on **1 March 2025**. Interest for January and February is expensed.

| | Tk |
|---|---|
| Interest 1 March – 31 December: 30,000,000 × 10% × 10/12 | 2,500,000 |
| Less investment income on temporarily invested specific borrowings (IAS 23.12) | (200,000) |
| **Borrowing cost capitalised** | **2,300,000** |

Capitalising the whole year's Tk 3,000,000, or forgetting to deduct the investment income (Tk 2,500,000), are the usual errors.`,
    },
    {
      ref: 'far-026',
      area: 2,
      difficulty: 'standard',
      kind: 'written',
      stem: `Karnaphuli Shipping Ltd has signed two contracts with Coastal Vessels Ltd, each starting on 1 July 2025:

- **Contract A (3 years):** use of the vessel *MV Sonar Tori*, named in the contract. Coastal may substitute another vessel only with Karnaphuli's consent. Karnaphuli decides which ports the vessel sails to, when, and what cargo it carries. Coastal provides and manages the crew.
- **Contract B (2 years):** transport of up to 500 containers a month between Chattogram and Colombo on whichever of Coastal's 12 vessels Coastal chooses. Coastal can switch vessels at little cost and does so often.

**Required:** Explain whether each contract contains a lease under IFRS 16 and how Karnaphuli should account for it. (8 marks)`,
      points: [
        {
          text: 'States the IFRS 16 test: a contract contains a lease if it conveys the right to control the use of an identified asset for a period of time in exchange for consideration.',
          marks: 1,
        },
        { text: "Contract A: the vessel is explicitly specified; Coastal's substitution right is not substantive because it needs Karnaphuli's consent, so there is an identified asset.", marks: 1 },
        { text: 'Contract A: Karnaphuli obtains substantially all the economic benefits from use of the vessel throughout the 3 years (exclusive use).', marks: 1 },
        { text: 'Contract A: Karnaphuli directs how and for what purpose the vessel is used (ports, timing, cargo); Coastal operating the crew does not give Coastal that right.', marks: 1 },
        {
          text: 'Contract A is (or contains) a lease: recognise a right-of-use asset and lease liability at commencement; the crew service is a non-lease component accounted for separately unless the practical expedient to combine is elected.',
          marks: 1,
        },
        { text: 'The short-term and low-value exemptions do not apply: the term exceeds 12 months and a vessel is not a low-value asset.', marks: 1 },
        {
          text: 'Contract B: no identified asset: Coastal has a substantive substitution right (practical ability to substitute and economic benefit from doing so) and capacity on any vessel is not a physically distinct portion.',
          marks: 1,
        },
        { text: 'Contract B is a service contract: Karnaphuli expenses the payments as the service is received.', marks: 1 },
      ],
      explanation: `IFRS 16.9 and B9–B31 ask: is there an **identified asset**, does the customer get **substantially all the economic benefits**, and does it **direct the use**?

**Contract A**: identified asset (named vessel, no substantive substitution right); Karnaphuli has exclusive use and decides where, when and what the vessel carries. Operating the crew is not the same as directing use (B25). So it is a **lease**: right-of-use asset and lease liability at the PV of lease payments; crew services are a separate non-lease component unless Karnaphuli elects to combine them. Not short-term (3 years) and not low-value.

**Contract B**: Coastal can and does substitute vessels freely and benefits from doing so, so there is **no identified asset**. It is a **service contract**, expensed as incurred.`,
    },
    {
      ref: 'far-027',
      area: 2,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Barisal Plastics Ltd bought a new moulding machine. Which **TWO** of the following costs should be included in the cost of the machine under IAS 16?',
      options: [
        'Delivery and handling costs of Tk 120,000',
        'Training staff to operate the machine, Tk 80,000',
        'Costs of testing whether the machine functions properly, Tk 60,000',
        'Advertising the new products the machine will make, Tk 150,000',
        'An allocation of general administrative overheads, Tk 40,000',
      ],
      correct: [0, 2],
      explanation: `IAS 16.16–17: cost includes the purchase price and **costs directly attributable to bringing the asset to the location and condition** needed for it to operate as management intends, such as **delivery and handling** and **testing whether the asset functions properly**.

IAS 16.19 specifically excludes **staff training**, **advertising and promotional activities** (introducing a new product) and **administration and general overheads**; these are expensed as incurred. (Since the 2022 amendment, proceeds from selling items produced during testing also go to profit or loss, but the testing costs themselves are still capitalised.)`,
    },
    {
      ref: 'far-028',
      area: 2,
      difficulty: 'foundation',
      kind: 'table',
      stem: "Classify each item in Kushtia Sugar Mills Ltd's statement of financial position at 31 December 2025 under IAS 1. The company's normal operating cycle is 18 months.",
      columns: ['Item', 'Classification'],
      rows: [
        [
          'Bank loan of Tk 5,000,000 repayable in full on 30 June 2027',
          { select: ['Current asset', 'Non-current asset', 'Current liability', 'Non-current liability', 'Equity'], correct: 3, marks: 1 },
        ],
        [
          'Lease liability: the principal due within 12 months of the reporting date',
          { select: ['Current asset', 'Non-current asset', 'Current liability', 'Non-current liability', 'Equity'], correct: 2, marks: 1 },
        ],
        [
          'Deferred tax liability arising from accelerated tax depreciation',
          { select: ['Current asset', 'Non-current asset', 'Current liability', 'Non-current liability', 'Equity'], correct: 3, marks: 1 },
        ],
        [
          'Maturing sugar stocks expected to be sold within the normal operating cycle',
          { select: ['Current asset', 'Non-current asset', 'Current liability', 'Non-current liability', 'Equity'], correct: 0, marks: 1 },
        ],
        ['Revaluation surplus on land', { select: ['Current asset', 'Non-current asset', 'Current liability', 'Non-current liability', 'Equity'], correct: 4, marks: 1 }],
        ['Bank overdraft repayable on demand', { select: ['Current asset', 'Non-current asset', 'Current liability', 'Non-current liability', 'Equity'], correct: 2, marks: 1 }],
      ],
      explanation: `IAS 1.66–76 classification:

- **Bank loan due June 2027**: more than 12 months after the reporting date and no breach, so **non-current liability**.
- **Lease liability due within 12 months**: **current liability** (the rest of the lease liability is non-current).
- **Deferred tax**: IAS 1.56 never allows deferred tax to be classified as current, so **non-current liability**.
- **Inventories sold within the normal operating cycle** are **current assets** even if the cycle exceeds 12 months (IAS 1.66(a), 68).
- **Revaluation surplus**: a reserve within **equity**.
- **Overdraft repayable on demand**: **current liability** (the entity has no right to defer settlement).`,
    },
    {
      ref: 'far-029',
      area: 2,
      difficulty: 'challenging',
      kind: 'journal',
      stem: `Rangpur Sugar Mills Ltd uses the revaluation model for its factory building. At 30 June 2025, after charging the year's depreciation, the building's carrying amount is Tk 5,000,000 and the revaluation surplus relating to it is Tk 600,000. An impairment review shows that the building's recoverable amount is Tk 4,100,000.

Prepare the journal entry to record the impairment (ignore deferred tax).`,
      accounts: [
        'Property, plant and equipment – factory building',
        'Revaluation surplus (other comprehensive income)',
        'Impairment loss (profit or loss)',
        'Retained earnings',
        'Depreciation expense',
        'Provision for impairment (current liability)',
      ],
      lines: [
        { account: 1, side: 'debit', amount: 600000, marks: 1 },
        { account: 2, side: 'debit', amount: 300000, marks: 1 },
        { account: 0, side: 'credit', amount: 900000, marks: 1 },
      ],
      checks: [
        check('line 0', { carrying: 5000000, recoverable: 4100000, surplus: 600000 }, (i) => Math.min(i.surplus, i.carrying - i.recoverable)),
        check('line 1', { carrying: 5000000, recoverable: 4100000, surplus: 600000 }, (i) => i.carrying - i.recoverable - Math.min(i.surplus, i.carrying - i.recoverable)),
        check('line 2', { carrying: 5000000, recoverable: 4100000 }, (i) => i.carrying - i.recoverable),
      ],
      explanation: `Impairment loss = 5,000,000 − 4,100,000 = **Tk 900,000**.

For a revalued asset, IAS 36.61 treats the loss as a **revaluation decrease**: it is first charged to **other comprehensive income** to the extent of the surplus on that asset, and only the excess goes to **profit or loss**.

| | Dr (Tk) | Cr (Tk) |
|---|---|---|
| Revaluation surplus (OCI) | 600,000 | |
| Impairment loss (P&L) | 300,000 | |
| Factory building | | 900,000 |

Charging the full Tk 900,000 to profit or loss ignores the existing surplus; charging it all to the surplus would take the reserve negative, which is not allowed.`,
    },

    // ───────────── Area 3: Consolidated financial statements ─────────────
    {
      ref: 'far-030',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "On 1 July 2024 Shitalakshya Holdings Ltd acquired 80% of the ordinary shares of Rupsha Feeds Ltd. The consideration was cash of Tk 50,000,000 plus 1,000,000 of its own ordinary shares (nominal value Tk 10, market price Tk 30 each on that date). Legal and due diligence fees of Tk 1,200,000 were also paid. The non-controlling interest is measured at its fair value of Tk 18,000,000. The fair value of Rupsha's identifiable net assets was Tk 72,000,000. What goodwill arises on acquisition?",
      answer: 26000000,
      prefix: 'Tk',
      checks: [check('answer', { cash: 50000000, shares: 1000000, price: 30, nci: 18000000, netAssets: 72000000 }, (i) => i.cash + i.shares * i.price + i.nci - i.netAssets)],
      explanation: `IFRS 3.32: goodwill = consideration transferred + NCI − fair value of identifiable net assets.

| | Tk |
|---|---|
| Cash | 50,000,000 |
| Shares at fair value: 1,000,000 × Tk 30 | 30,000,000 |
| NCI at fair value | 18,000,000 |
| Less identifiable net assets at fair value | (72,000,000) |
| **Goodwill** | **26,000,000** |

Shares issued are measured at **fair value** (Tk 30), not nominal value (Tk 10 would give Tk 6,000,000). Acquisition-related costs of Tk 1,200,000 are **expensed** (IFRS 3.53), not added to goodwill.`,
    },
    {
      ref: 'far-031',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Padma Group Ltd acquired 75% of Kushtia Agro Ltd for cash of Tk 40,000,000. At the acquisition date the fair value of Kushtia's identifiable net assets was Tk 44,000,000. The non-controlling interest is measured at its proportionate share of identifiable net assets. What goodwill arises?",
      options: ['Tk 4,000,000 gain on bargain purchase', 'Tk 18,000,000', 'Tk 9,333,333', 'Tk 7,000,000'],
      correct: 3,
      explanation: `| | Tk |
|---|---|
| Consideration | 40,000,000 |
| NCI: 25% × 44,000,000 | 11,000,000 |
| Less net assets | (44,000,000) |
| **Goodwill** | **7,000,000** |

Equivalently, the parent's share: 40,000,000 − 75% × 44,000,000 = Tk 7,000,000 (the proportionate method gives goodwill attributable to the parent only).

- A "gain of Tk 4,000,000" ignores the NCI.
- Tk 18,000,000 double-counts by deducting only the parent's share of net assets after adding NCI.
- Tk 9,333,333 grosses up the consideration (40,000,000 ÷ 75% = 53,333,333) as if NCI were measured at an implied fair value.`,
    },
    {
      ref: 'far-032',
      area: 3,
      difficulty: 'challenging',
      kind: 'table',
      stem: `On 1 January 2025 Karatoa Holdings Ltd acquired 70% of Surma Paper Ltd. The consideration was:

- Tk 60,000,000 cash paid on 1 January 2025;
- Tk 11,000,000 payable on 1 January 2027 (Karatoa's cost of capital is 10%; the 2-year discount factor is 0.826);
- contingent consideration payable if Surma meets a profit target, with an acquisition-date fair value of Tk 4,000,000.

At the acquisition date Surma's share capital was Tk 50,000,000 and retained earnings Tk 28,000,000. A building had a fair value Tk 6,000,000 above its carrying amount. The non-controlling interest is measured at fair value of Tk 30,000,000. Complete the goodwill working.`,
      columns: ['Goodwill working', 'Tk'],
      rows: [
        ['Cash paid at acquisition', '60,000,000'],
        ['Deferred consideration (present value)', { number: 9086000, marks: 2 }],
        ['Contingent consideration', { number: 4000000, marks: 1 }],
        ['Non-controlling interest at fair value', '30,000,000'],
        ['Less: fair value of identifiable net assets acquired', { number: 84000000, marks: 2 }],
        ['Goodwill', { number: 19086000, marks: 2 }],
        [
          'A later change in the fair value of the contingent consideration (a financial liability; not a measurement-period adjustment) is recognised in',
          { select: ['Goodwill', 'Profit or loss', 'Other comprehensive income', 'Retained earnings directly'], correct: 1, marks: 1 },
        ],
      ],
      checks: [
        check('cell 1 1', { deferred: 11000000, factor: 0.826 }, (i) => i.deferred * i.factor),
        check('cell 2 1', { contingent: 4000000 }, (i) => i.contingent),
        check('cell 4 1', { capital: 50000000, reserves: 28000000, uplift: 6000000 }, (i) => i.capital + i.reserves + i.uplift),
        check(
          'cell 5 1',
          { cash: 60000000, deferred: 11000000, factor: 0.826, contingent: 4000000, nci: 30000000, capital: 50000000, reserves: 28000000, uplift: 6000000 },
          (i) => i.cash + i.deferred * i.factor + i.contingent + i.nci - (i.capital + i.reserves + i.uplift),
        ),
      ],
      explanation: `All consideration is measured at **acquisition-date fair value** (IFRS 3.37–39):

| | Tk |
|---|---|
| Cash | 60,000,000 |
| Deferred: 11,000,000 × 0.826 | 9,086,000 |
| Contingent consideration at fair value (even if payment is not probable) | 4,000,000 |
| NCI at fair value | 30,000,000 |
| | 103,086,000 |
| Net assets: 50,000,000 + 28,000,000 + 6,000,000 | (84,000,000) |
| **Goodwill** | **19,086,000** |

Later changes in the fair value of contingent consideration classified as a **liability** that are not measurement-period adjustments go to **profit or loss** (IFRS 3.58); goodwill is not remeasured. The discount on the deferred consideration unwinds as a finance cost.`,
    },
    {
      ref: 'far-033',
      area: 3,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'During the year ended 30 June 2025 Chattogram Steel Ltd sold goods to its 80% subsidiary at a mark-up of 25% on cost. At 30 June 2025 the subsidiary still held goods bought from Chattogram Steel at a transfer price of Tk 2,000,000. What provision for unrealised profit should be made in the consolidated financial statements?',
      answer: 400000,
      prefix: 'Tk',
      checks: [check('answer', { held: 2000000, markup: 0.25 }, (i) => (i.held * i.markup) / (1 + i.markup))],
      explanation: `A mark-up of 25% **on cost** means profit is 25/125 of the selling (transfer) price.

Unrealised profit = 2,000,000 × 25/125 = **Tk 400,000**.

It is eliminated **in full** (IFRS 10.B86), even though the subsidiary is only 80% owned: Dr group cost of sales (reducing the parent's profit, as the parent is the seller), Cr inventories. Using 25% of the transfer price (Tk 500,000) treats the mark-up as a margin; taking 80% of the profit (Tk 320,000) wrongly applies the group share.`,
    },
    {
      ref: 'far-034',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "Dhaka Holdings Ltd has owned 75% of Barisal Rice Mills Ltd since 1 July 2023. Barisal's profit after tax for the year ended 30 June 2025 was Tk 8,000,000. During the year Barisal sold goods to Dhaka Holdings, and unrealised profit of Tk 500,000 remains in Dhaka Holdings' inventory at the year end. A fair value uplift on Barisal's plant at acquisition causes extra depreciation of Tk 300,000 a year. Goodwill impairment for the year is Tk 400,000; the non-controlling interest is measured at fair value. What is the non-controlling interest's share of profit for the year?",
      answer: 1700000,
      prefix: 'Tk',
      checks: [check('answer', { profit: 8000000, purp: 500000, depreciation: 300000, impairment: 400000, parent: 0.75 }, (i) => (i.profit - i.purp - i.depreciation - i.impairment) * (1 - i.parent))],
      explanation: `The NCI shares in the subsidiary's profit **as adjusted** for consolidation items that relate to the subsidiary.

| | Tk |
|---|---|
| Barisal's profit after tax | 8,000,000 |
| Less unrealised profit (Barisal is the **seller**) | (500,000) |
| Less extra depreciation on fair value uplift | (300,000) |
| Less goodwill impairment (NCI at fair value, so shared) | (400,000) |
| Adjusted profit | 6,800,000 |
| **NCI share: 25%** | **1,700,000** |

If the parent had been the seller, the unrealised profit would not affect the NCI. Under the proportionate method, goodwill impairment would not be deducted here either (all goodwill belongs to the parent).`,
    },
    {
      ref: 'far-035',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'In which **ONE** of the following situations does Jamuna Holdings Ltd control Bay Textiles Ltd under IFRS 10?',
      options: [
        "Jamuna holds 45% of the voting shares; the other 55% is held by two unrelated investors who vote together under a shareholders' agreement",
        'Jamuna holds 30% of the voting shares and appoints one of the five directors',
        "Jamuna holds 40% of the voting shares and, under an agreement with other shareholders, can appoint and remove a majority of the board, which directs Bay's relevant activities",
        "Jamuna holds 60% of Bay's non-voting preference shares, which carry a fixed dividend",
      ],
      correct: 2,
      explanation: `IFRS 10.7: an investor controls an investee when it has (a) **power** over the relevant activities, (b) **exposure to variable returns**, and (c) the **ability to use its power** to affect those returns.

- **40% plus the contractual right to appoint and remove a majority of the board**: power through contractual rights, plus variable returns through its shares, so **control**.
- 45% against a 55% bloc that votes together: the other investors can outvote Jamuna, so no power.
- 30% with one of five directors: likely **significant influence** (associate), not control.
- Non-voting fixed-dividend preference shares: no power over relevant activities.`,
    },
    {
      ref: 'far-036',
      area: 3,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are indicators listed in IAS 28 that an investor has **significant influence** over an investee?',
      options: [
        'Representation on the board of directors of the investee',
        'Interchange of managerial personnel between the investor and the investee',
        'Holding 12% of the voting shares with no other involvement in the investee',
        'Buying immaterial quantities of goods from the investee on normal commercial terms',
        'Providing a loan to the investee on market terms, with no other rights',
      ],
      correct: [0, 1],
      explanation: `IAS 28.6 lists as evidence of significant influence: **representation on the board**, participation in policy-making (including dividends), material transactions between investor and investee, **interchange of managerial personnel**, and provision of essential technical information.

- Holding less than 20% creates a presumption of *no* significant influence unless it can be demonstrated; 12% with no other involvement does not rebut it.
- Immaterial purchases on normal terms, and an ordinary commercial loan, give no say in financial and operating policies.`,
    },
    {
      ref: 'far-037',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 1 July 2023 Meghna Group Ltd acquired 30% of Titas Tiles Ltd for Tk 20,000,000, giving it significant influence. From acquisition to 30 June 2025 Titas made total profits of Tk 6,000,000 and paid total dividends of Tk 5,000,000. An impairment loss of Tk 400,000 on the investment was recognised at 30 June 2025. At what amount is the investment in the associate shown in the consolidated statement of financial position at 30 June 2025?',
      answer: 19900000,
      prefix: 'Tk',
      checks: [check('answer', { cost: 20000000, share: 0.3, profits: 6000000, dividends: 5000000, impairment: 400000 }, (i) => i.cost + i.share * (i.profits - i.dividends) - i.impairment)],
      explanation: `Under the equity method (IAS 28.10) the investment is cost plus the investor's share of post-acquisition profits, less dividends received (which reduce the carrying amount) and impairment.

| | Tk |
|---|---|
| Cost | 20,000,000 |
| Share of post-acquisition profits: 30% × 6,000,000 | 1,800,000 |
| Less dividends received: 30% × 5,000,000 | (1,500,000) |
| Less impairment | (400,000) |
| **Investment in associate** | **19,900,000** |

Forgetting the dividends gives Tk 21,400,000; dividends received are not income in the group accounts because the share of profit is already recognised.`,
    },
    {
      ref: 'far-038',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Meghna Group Ltd owns 40% of an associate, Sandwip Fisheries Ltd. During the year Meghna sold goods to Sandwip at a gross profit margin of 20%. At the year end Sandwip still held goods bought from Meghna at a transfer price of Tk 2,000,000. What unrealised profit must be eliminated in Meghna's consolidated financial statements?",
      answer: 160000,
      prefix: 'Tk',
      checks: [check('answer', { held: 2000000, margin: 0.2, share: 0.4 }, (i) => i.held * i.margin * i.share)],
      explanation: `For transactions with an **associate**, only the **investor's share** of unrealised profit is eliminated (IAS 28.28), because the associate is not part of the group.

Unrealised profit in inventory = 2,000,000 × 20% = Tk 400,000.
Group share eliminated = 400,000 × 40% = **Tk 160,000**.

As the investor is the seller, a common entry is Dr cost of sales / Cr investment in associate Tk 160,000. Eliminating the full Tk 400,000 (as for a subsidiary) is wrong.`,
    },
    {
      ref: 'far-039',
      area: 3,
      difficulty: 'challenging',
      kind: 'table',
      stem: `Sirajganj Holdings Ltd acquired 80% of Natore Foods Ltd on 1 July 2022, when Natore's retained earnings were Tk 14,000,000. At 30 June 2025 (3 years later):

- Sirajganj's retained earnings are Tk 62,000,000 and Natore's are Tk 29,000,000.
- At acquisition Natore's plant had a fair value Tk 4,000,000 above its carrying amount, with a remaining life of 10 years.
- Sirajganj sold goods to Natore; unrealised profit in Natore's inventory at 30 June 2025 is Tk 500,000.
- Goodwill (non-controlling interest measured at fair value) has been impaired by Tk 1,000,000 in total.
- Sirajganj also holds 25% of an associate, Jessore Jute Ltd, bought when Jessore's retained earnings were Tk 8,000,000; they are now Tk 12,000,000.

Complete the consolidated retained earnings working at 30 June 2025.`,
      columns: ['Consolidated retained earnings', 'Tk'],
      rows: [
        ["Sirajganj's retained earnings", '62,000,000'],
        ["Less: unrealised profit in Natore's inventory (Sirajganj is the seller)", '(500,000)'],
        ["Add: group share of Natore's post-acquisition retained earnings, after fair value depreciation", { number: 11040000, marks: 2 }],
        ['Less: group share of goodwill impairment', { number: 800000, marks: 1 }],
        ["Add: share of associate's post-acquisition retained earnings", { number: 1000000, marks: 1 }],
        ['Consolidated retained earnings', { number: 72740000, marks: 2 }],
      ],
      checks: [
        check('cell 2 1', { closing: 29000000, atAcq: 14000000, uplift: 4000000, life: 10, years: 3, share: 0.8 }, (i) => (i.closing - i.atAcq - (i.uplift / i.life) * i.years) * i.share),
        check('cell 3 1', { impairment: 1000000, share: 0.8 }, (i) => i.impairment * i.share),
        check('cell 4 1', { now: 12000000, atAcq: 8000000, share: 0.25 }, (i) => (i.now - i.atAcq) * i.share),
        check(
          'cell 5 1',
          {
            parent: 62000000,
            purp: 500000,
            closing: 29000000,
            atAcq: 14000000,
            uplift: 4000000,
            life: 10,
            years: 3,
            share: 0.8,
            impairment: 1000000,
            assocNow: 12000000,
            assocAcq: 8000000,
            assocShare: 0.25,
          },
          (i) => i.parent - i.purp + (i.closing - i.atAcq - (i.uplift / i.life) * i.years) * i.share - i.impairment * i.share + (i.assocNow - i.assocAcq) * i.assocShare,
        ),
      ],
      explanation: `**Natore's post-acquisition retained earnings**

| | Tk |
|---|---|
| At 30 June 2025 | 29,000,000 |
| At acquisition | (14,000,000) |
| Extra depreciation: 4,000,000 ÷ 10 × 3 years | (1,200,000) |
| Post-acquisition | 13,800,000 |
| Group share 80% | **11,040,000** |

**Consolidated retained earnings**

| | Tk |
|---|---|
| Sirajganj | 62,000,000 |
| Unrealised profit (parent is seller: all against the parent) | (500,000) |
| Share of Natore | 11,040,000 |
| Goodwill impairment: 80% × 1,000,000 (NCI at fair value bears 20%) | (800,000) |
| Associate: 25% × (12,000,000 − 8,000,000) | 1,000,000 |
| **Total** | **72,740,000** |`,
    },
    {
      ref: 'far-040',
      area: 3,
      difficulty: 'standard',
      kind: 'journal',
      stem: `During the year ended 30 June 2025 Khulna Holdings Ltd sold goods to its subsidiary Jessore Jute Ltd for Tk 6,000,000, earning a gross profit margin of 25% on the sales. At 30 June 2025 Jessore still held Tk 1,600,000 of these goods (at transfer price).

Prepare the consolidation adjustments, showing the elimination of the intra-group sale and of the unrealised profit as separate lines.`,
      accounts: ['Revenue', 'Cost of sales', 'Inventories', 'Trade receivables', 'Trade payables', 'Non-controlling interest', 'Retained earnings'],
      lines: [
        { account: 0, side: 'debit', amount: 6000000, marks: 1 },
        { account: 1, side: 'credit', amount: 6000000, marks: 1 },
        { account: 1, side: 'debit', amount: 400000, marks: 1 },
        { account: 2, side: 'credit', amount: 400000, marks: 1 },
      ],
      checks: [
        check('line 0', { sales: 6000000 }, (i) => i.sales),
        check('line 1', { sales: 6000000 }, (i) => i.sales),
        check('line 2', { held: 1600000, margin: 0.25 }, (i) => i.held * i.margin),
        check('line 3', { held: 1600000, margin: 0.25 }, (i) => i.held * i.margin),
      ],
      explanation: `**1. Intra-group sale**: the group has not sold anything to an outsider, so remove the sale from both revenue and cost of sales: Dr Revenue Tk 6,000,000; Cr Cost of sales Tk 6,000,000.

**2. Unrealised profit**: margin of 25% on the goods still held: 1,600,000 × 25% = **Tk 400,000**. Dr Cost of sales (reducing group profit) Tk 400,000; Cr Inventories Tk 400,000, bringing the inventory back to cost to the group (Tk 1,200,000).

The parent is the seller, so the unrealised profit does not affect the non-controlling interest. Using 25/125 (Tk 320,000) would treat the margin as a mark-up.`,
    },
    {
      ref: 'far-041',
      area: 3,
      difficulty: 'standard',
      kind: 'written',
      stem: `Rajshahi Silk Ltd has two arrangements with Natore Sugar Ltd:

- **Arrangement 1:** the two companies each own 50% of the shares of Padma Solar Ltd, a separate company that owns and operates a solar farm and sells electricity to the national grid. All decisions on the relevant activities require the unanimous consent of both shareholders. The shareholders have no rights to Padma Solar's individual assets and no obligation for its liabilities.
- **Arrangement 2:** the companies jointly manufacture a silk-sugar gift product using each party's own machinery and staff, with no separate entity. Each bears its own costs and takes 50% of the output to sell. Key decisions need both parties' agreement.

**Required:** Explain how each arrangement should be classified under IFRS 11 and how Rajshahi Silk should account for it in its consolidated financial statements. (8 marks)`,
      points: [
        {
          text: 'A joint arrangement exists where two or more parties have joint control: contractually agreed sharing of control, with decisions on relevant activities needing unanimous consent of the parties sharing control. Both arrangements meet this.',
          marks: 1,
        },
        {
          text: "Classification depends on the parties' rights and obligations: a joint operation gives rights to the assets and obligations for the liabilities; a joint venture gives rights to the net assets.",
          marks: 1,
        },
        { text: 'Arrangement 2 is not structured through a separate vehicle, so it is a joint operation.', marks: 1 },
        {
          text: 'For the joint operation Rajshahi recognises its own assets (machinery), liabilities, its share of output revenue and its own expenses, line by line under the relevant IFRS.',
          marks: 1,
        },
        {
          text: 'Arrangement 1 is structured through a separate vehicle whose legal form gives the parties rights to net assets; nothing in the contract or other facts (e.g. output taken by the parties) overrides that.',
          marks: 1,
        },
        { text: 'So Arrangement 1 is a joint venture, accounted for by the equity method under IAS 28 (not proportionate consolidation).', marks: 1 },
        {
          text: "Equity method: initially at cost, adjusted for Rajshahi's share of post-acquisition profit or loss and OCI, less dividends received and any impairment; shown as a single line with the share of profit in profit or loss.",
          marks: 1,
        },
        { text: 'Disclose the significant judgements in classifying the arrangements and the required information about interests in joint arrangements (IFRS 12).', marks: 1 },
      ],
      explanation: `**Joint control** (IFRS 11.7): both arrangements need unanimous consent for relevant decisions, so both are joint arrangements.

**Arrangement 2: joint operation.** No separate vehicle means the parties have rights to the assets and obligations for the liabilities (IFRS 11.B16). Rajshahi accounts for its own machinery, costs and share of revenue directly (IFRS 11.20).

**Arrangement 1: joint venture.** Padma Solar's legal form separates the parties from its assets and liabilities, and the terms and facts (electricity sold to the grid, not to the parties) do not override this. Rajshahi has rights to the **net assets** and uses the **equity method** (IFRS 11.24, IAS 28). Disclosures follow IFRS 12.`,
    },
    {
      ref: 'far-042',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "The consolidated financial statements of Jamuna Group for the year ended 30 June 2025 show non-controlling interest of Tk 5,000,000 at 1 July 2024 and Tk 6,800,000 at 30 June 2025. The non-controlling interest's share of profit for the year was Tk 1,200,000 and its share of other comprehensive income was Tk 300,000. During the year the group acquired a new 70% subsidiary, recognising non-controlling interest of Tk 2,000,000 at acquisition. What dividends were paid to the non-controlling interest, as shown in the consolidated statement of cash flows?",
      answer: 1700000,
      prefix: 'Tk',
      checks: [check('answer', { opening: 5000000, profit: 1200000, oci: 300000, acquired: 2000000, closing: 6800000 }, (i) => i.opening + i.profit + i.oci + i.acquired - i.closing)],
      explanation: `Reconstruct the NCI account; the balancing figure is the cash dividend paid to NCI (a financing outflow under IAS 7).

| NCI | Tk |
|---|---|
| Opening balance | 5,000,000 |
| Share of profit | 1,200,000 |
| Share of OCI | 300,000 |
| NCI arising on acquisition of subsidiary (non-cash) | 2,000,000 |
| **Dividends paid (balancing figure)** | **(1,700,000)** |
| Closing balance | 6,800,000 |

Forgetting the new subsidiary gives a negative figure (−Tk 300,000), a sign that something is missing. Ignoring the OCI share gives Tk 1,400,000.`,
    },
    {
      ref: 'far-043',
      area: 3,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: `On 1 July 2021 Sundarban Holdings Ltd bought 80% of Gazi Plastics Ltd for Tk 25,000,000, when the fair value of Gazi's identifiable net assets was Tk 22,500,000. The non-controlling interest was measured at its proportionate share of net assets. Goodwill has not been impaired.

On 30 June 2025 Sundarban sold its entire holding for Tk 40,000,000 in cash. Gazi's net assets at that date, including remaining fair value adjustments, were Tk 30,000,000. Ignore tax.

**Required:** Calculate the gain on disposal (i) in Sundarban's individual financial statements and (ii) in the consolidated financial statements, and explain why the two gains differ. (8 marks)`,
      points: [
        { text: 'Individual financial statements: proceeds Tk 40,000,000 less cost of investment Tk 25,000,000 = gain Tk 15,000,000.', marks: 2 },
        { text: 'Goodwill at acquisition: 25,000,000 + NCI (20% × 22,500,000 = 4,500,000) − 22,500,000 = Tk 7,000,000.', marks: 1 },
        { text: 'NCI at disposal: 20% × 30,000,000 = Tk 6,000,000.', marks: 1 },
        { text: 'Consolidated gain: proceeds 40,000,000 − (net assets 30,000,000 + goodwill 7,000,000 − NCI 6,000,000 = 31,000,000) = Tk 9,000,000.', marks: 2 },
        {
          text: "The Tk 6,000,000 difference is the group share of Gazi's post-acquisition profits (80% × (30,000,000 − 22,500,000)), already recognised in consolidated retained earnings, so it is not counted again.",
          marks: 1,
        },
        { text: "Gazi's results are consolidated up to 30 June 2025; if Gazi is a separate major line of business it is presented as a discontinued operation under IFRS 5.", marks: 1 },
      ],
      explanation: `**(i) Sundarban's own accounts**: the investment is carried at cost: 40,000,000 − 25,000,000 = **Tk 15,000,000**.

**(ii) Group accounts**: the group derecognises the subsidiary's net assets, goodwill and NCI (IFRS 10.B98).

| | Tk |
|---|---|
| Goodwill: 25,000,000 + 4,500,000 − 22,500,000 | 7,000,000 |
| Net assets at disposal | 30,000,000 |
| Goodwill | 7,000,000 |
| Less NCI: 20% × 30,000,000 | (6,000,000) |
| Carrying amount disposed of | 31,000,000 |
| Proceeds | 40,000,000 |
| **Group gain** | **9,000,000** |

**Reconciliation**: 15,000,000 − 9,000,000 = 6,000,000 = 80% × (30,000,000 − 22,500,000), the post-acquisition profits already included in group retained earnings.`,
    },
    {
      ref: 'far-044',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Lakshmipur Holdings Ltd (year end 31 December 2025) reported revenue of Tk 80,000,000. On 1 April 2025 it acquired 100% of Noakhali Foods Ltd, whose revenue for the year ended 31 December 2025 was Tk 36,000,000, earned evenly. After the acquisition Noakhali sold goods of Tk 3,000,000 to Lakshmipur. What is consolidated revenue for 2025?',
      options: ['Tk 104,000,000', 'Tk 113,000,000', 'Tk 107,000,000', 'Tk 116,000,000'],
      correct: 0,
      explanation: `A subsidiary is consolidated **from the date control is obtained** (IFRS 10.20), so only 9 months (April–December) of Noakhali's revenue is included, and intra-group sales are eliminated.

| | Tk |
|---|---|
| Lakshmipur | 80,000,000 |
| Noakhali: 36,000,000 × 9/12 | 27,000,000 |
| Less intra-group sales | (3,000,000) |
| **Consolidated revenue** | **104,000,000** |

Tk 113,000,000 includes a full year of Noakhali; Tk 107,000,000 forgets the elimination; Tk 116,000,000 makes both errors.`,
    },
    {
      ref: 'far-045',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "At the acquisition date, an acquiree has a contingent liability for a lawsuit: there is a present obligation arising from past events, an outflow is possible but not probable, and its fair value can be measured reliably. How is it treated in the acquirer's consolidated financial statements under IFRS 3?",
      options: [
        'It is disclosed only, because an outflow is not probable under IAS 37',
        'It is recognised as a liability at fair value in the acquisition accounting, even though an outflow is not probable',
        'It is ignored until an outflow becomes probable, then recognised in profit or loss',
        'It is deducted from goodwill and not shown as a separate liability',
      ],
      correct: 1,
      explanation: `IFRS 3.23 overrides the IAS 37 recognition criteria in a business combination: a contingent liability assumed is recognised **at fair value** if it is a **present obligation** arising from past events and its fair value can be **measured reliably**, **even if an outflow is not probable**. The probability is reflected in the fair value measurement.

Recognising it reduces the identifiable net assets and so **increases goodwill**; it is a separate liability, not a deduction from goodwill. Afterwards it is measured at the higher of the IAS 37 amount and the initial amount less any IFRS 15 income (IFRS 3.56).`,
    },
    {
      ref: 'far-046',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following statements about the scope of consolidation under IFRS 10 and IFRS 5 are correct?',
      options: [
        'A subsidiary whose activities are very different from the rest of the group must still be consolidated',
        'A subsidiary acquired exclusively with a view to resale, which meets the held-for-sale criteria, is consolidated but presented as a disposal group held for sale',
        'A subsidiary operating under severe long-term restrictions on transferring funds to the parent is automatically excluded from consolidation',
        "A subsidiary whose reporting date is five months different from the parent's may be consolidated from its own financial statements without adjustment",
        'A subsidiary is excluded from consolidation whenever the parent holds less than 50% of its voting rights',
      ],
      correct: [0, 1],
      explanation: `IFRS 10 requires **all** subsidiaries to be consolidated (investment entities aside).

- **Dissimilar activities** are not a ground for exclusion; they are addressed by segment disclosure.
- A subsidiary acquired **exclusively with a view to resale** is still consolidated, but IFRS 5 presents its assets and liabilities as held for sale and its results as a discontinued operation.
- Severe long-term restrictions do not automatically remove control (that exclusion was in the old IAS 27); control is assessed under IFRS 10.
- IFRS 10.B92–B93 allows a different reporting date only if the difference is **no more than three months**, with adjustments for significant transactions.
- Control can exist with less than 50% of votes (e.g. contractual rights), so no automatic exclusion.`,
    },
  ],
};
