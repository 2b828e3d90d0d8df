import { type SeedBank, check } from './bank-types';

/**
 * Corporate Reporting (Advanced Level): demo questions.
 * Areas: 1 Financial reporting, 2 Audit and assurance, 3 Integrated ethics.
 */
export const corporateReportingBank: SeedBank = {
  subject: 'corporate-reporting',
  questions: [
    // ───────────── Area 1: Financial reporting ─────────────
    {
      ref: 'cr-001',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 1 July 2023 Bengal Pharma Ltd granted 100 share options to each of its 200 managers, vesting if they remain employed for 3 years. The grant-date fair value of each option was Tk 30. At 30 June 2024 the company expected 180 managers to remain until vesting; at 30 June 2025 it expected 170. The share price at 30 June 2025 was Tk 45. What expense is recognised for the year ended 30 June 2025?',
      answer: 160000,
      prefix: 'Tk',
      checks: [
        check(
          'answer',
          { options: 100, fv: 30, expected1: 180, expected2: 170, vesting: 3 },
          (i) => (i.expected2 * i.options * i.fv * (i.vesting - 1)) / i.vesting - (i.expected1 * i.options * i.fv) / i.vesting,
        ),
      ],
      explanation: `An equity-settled award is measured at **grant-date fair value** and never remeasured for share price changes (IFRS 2.10–11); only the number expected to vest is updated each year (IFRS 2.20).

| | Tk |
|---|---|
| Cumulative to 30 June 2025: 170 × 100 × Tk 30 × 2/3 | 340,000 |
| Cumulative to 30 June 2024: 180 × 100 × Tk 30 × 1/3 | (180,000) |
| **Expense 2024-25** | **160,000** |

Using the Tk 45 share price, all 200 managers, or simply a third of the revised total (170 × 100 × 30 ÷ 3 = Tk 170,000, with no catch-up) are the usual errors. Dr Staff costs, Cr Equity.`,
    },
    {
      ref: 'cr-002',
      area: 1,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "On 1 July 2023 Padma Cement Ltd granted 1,000 share appreciation rights (SARs) to each of 50 senior staff, conditional on 3 years' service; each SAR pays cash equal to the rise in the share price. At 30 June 2024 the fair value of a SAR was Tk 15, 46 staff were expected to vest, and a liability of Tk 230,000 was recognised. At 30 June 2025 the fair value of a SAR is Tk 18 and 45 staff are expected to vest. What expense is recognised for the year ended 30 June 2025?",
      answer: 310000,
      prefix: 'Tk',
      checks: [check('answer', { staff: 45, sars: 1000, fv: 18, vesting: 3, opening: 230000 }, (i) => (i.staff * i.sars * i.fv * (i.vesting - 1)) / i.vesting - i.opening)],
      explanation: `A **cash-settled** award is a liability remeasured to **fair value at each reporting date** (IFRS 2.30), spread over the vesting period.

| | Tk |
|---|---|
| Liability at 30 June 2025: 45 × 1,000 × Tk 18 × 2/3 | 540,000 |
| Liability at 30 June 2024 (46 × 1,000 × 15 × 1/3) | (230,000) |
| **Expense 2024-25** | **310,000** |

Using the grant-date (or prior-year) fair value of Tk 15 treats the award as equity-settled. Dr Staff costs, Cr Liability; changes in fair value after vesting also go to profit or loss until settlement.`,
    },
    {
      ref: 'cr-003',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'On 1 July 2023 Bengal Pharma Ltd granted share options with a 3-year vesting period and a grant-date fair value of Tk 30 each. On 1 July 2024, after its share price fell, it reduced the exercise price. This increased the fair value of each option by Tk 4 at the modification date; the vesting conditions were unchanged. How should the modification be accounted for under IFRS 2?',
      options: [
        'The whole expense is remeasured using the fair value at the modification date, with a catch-up adjustment for past periods',
        'The incremental fair value is recognised immediately in profit or loss at the modification date',
        'The original grant-date fair value continues to be recognised over the original vesting period, and the incremental fair value of Tk 4 per option is recognised over the remaining vesting period',
        'No adjustment is made because equity-settled awards are never remeasured after grant date',
      ],
      correct: 2,
      explanation: `IFRS 2.27 and B43: when a modification **increases** the fair value of the equity instruments (e.g. repricing), the entity continues to recognise the **original grant-date fair value** over the original vesting period, and **adds the incremental fair value** (fair value of the modified option less that of the original, both measured at the modification date), recognised over the period from the modification date to the end of the vesting period (here the remaining 2 years).

- Remeasuring everything at the modification date is not allowed: the original grant-date measurement stays.
- Immediate recognition applies only if the modified award vests immediately.
- "No adjustment" ignores B43; beneficial modifications must be recognised (reductions in value are ignored).`,
    },
    {
      ref: 'cr-004',
      area: 1,
      difficulty: 'standard',
      kind: 'table',
      stem: `Kaptai Paper Ltd operates a defined benefit gratuity plan. For the year ended 30 June 2025:

| | Tk |
|---|---|
| Present value of the obligation at 1 July 2024 | 50,000,000 |
| Fair value of plan assets at 1 July 2024 | 42,000,000 |
| Current service cost | 4,000,000 |
| Contributions paid into the plan (30 June 2025) | 3,500,000 |
| Benefits paid by the plan (30 June 2025) | 2,000,000 |
| Present value of the obligation at 30 June 2025 | 58,000,000 |
| Fair value of plan assets at 30 June 2025 | 46,500,000 |

The discount rate (yield on high-quality corporate bonds) at 1 July 2024 was 9%. Complete the amounts under IAS 19.`,
      columns: ['Item', 'Amount'],
      rows: [
        ['Net interest cost recognised in profit or loss (Tk)', { number: 720000, marks: 2 }],
        ['Total charged to profit or loss: service cost and net interest (Tk)', { number: 4720000, marks: 1 }],
        ['Remeasurement loss on the defined benefit obligation (Tk)', { number: 1500000, marks: 2 }],
        ['Remeasurement loss on plan assets (return below interest income) (Tk)', { number: 780000, marks: 2 }],
        ['Net defined benefit liability at 30 June 2025 (Tk)', { number: 11500000, marks: 1 }],
        [
          'Remeasurements are recognised in',
          {
            select: ['Profit or loss', 'Other comprehensive income, never reclassified to profit or loss', 'Other comprehensive income, reclassified when benefits are paid'],
            correct: 1,
            marks: 1,
          },
        ],
      ],
      checks: [
        check('cell 0 1', { obligation: 50000000, assets: 42000000, rate: 0.09 }, (i) => (i.obligation - i.assets) * i.rate),
        check('cell 1 1', { obligation: 50000000, assets: 42000000, rate: 0.09, service: 4000000 }, (i) => i.service + (i.obligation - i.assets) * i.rate),
        check('cell 2 1', { obligation: 50000000, rate: 0.09, service: 4000000, benefits: 2000000, closing: 58000000 }, (i) => i.closing - (i.obligation * (1 + i.rate) + i.service - i.benefits)),
        check('cell 3 1', { assets: 42000000, rate: 0.09, contributions: 3500000, benefits: 2000000, closing: 46500000 }, (i) => i.assets * (1 + i.rate) + i.contributions - i.benefits - i.closing),
        check('cell 4 1', { obligation: 58000000, assets: 46500000 }, (i) => i.obligation - i.assets),
      ],
      explanation: `Contributions and benefits are paid at the year end, so interest is on the opening balances only.

| | Obligation | Plan assets |
|---|---|---|
| Opening | 50,000,000 | 42,000,000 |
| Interest at 9% | 4,500,000 | 3,780,000 |
| Current service cost | 4,000,000 | |
| Contributions | | 3,500,000 |
| Benefits paid | (2,000,000) | (2,000,000) |
| Expected closing | 56,500,000 | 47,280,000 |
| **Remeasurement (balancing)** | **1,500,000 loss** | **(780,000) loss** |
| Actual closing | 58,000,000 | 46,500,000 |

Net interest = 9% × (50,000,000 − 42,000,000) = **Tk 720,000**; profit or loss = 4,000,000 + 720,000 = **Tk 4,720,000**. Remeasurements of Tk 2,280,000 go to **OCI and are never reclassified** (IAS 19.120, 122). Net liability = 58,000,000 − 46,500,000 = **Tk 11,500,000**.`,
    },
    {
      ref: 'cr-005',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Kaptai Paper Ltd amends its defined benefit plan so that employees receive higher benefits for service already rendered. Under IAS 19, when is the resulting past service cost recognised?',
      options: [
        'Immediately in profit or loss, at the earlier of when the plan amendment occurs and when related restructuring costs or termination benefits are recognised',
        'On a straight-line basis over the average remaining working lives of the employees',
        'In other comprehensive income as a remeasurement',
        'Only when the increased benefits are paid to employees',
      ],
      correct: 0,
      explanation: `IAS 19.103: past service cost is recognised as an expense **immediately in profit or loss** at the earlier of (a) when the plan amendment or curtailment occurs and (b) when the entity recognises related restructuring costs or termination benefits. It is part of **service cost**, whether or not the benefits have vested.

- Spreading over remaining working lives was allowed for unvested benefits under the old IAS 19 but has been removed.
- Past service cost is not a remeasurement, so it never goes to OCI.
- Recognising only when paid would be cash accounting, ignoring the increased obligation.`,
    },
    {
      ref: 'cr-006',
      area: 1,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'Sreemangal Tea Co Ltd allows unused annual leave to be carried forward for one year. At 31 December 2025 employees have 900 days of unused leave carried forward. Past experience shows that 80% of carried-forward days will be taken in 2026 and the rest will lapse. The average daily pay is Tk 2,500. What liability for accumulating paid absences should be recognised?',
      answer: 1800000,
      prefix: 'Tk',
      checks: [check('answer', { days: 900, taken: 0.8, pay: 2500 }, (i) => i.days * i.taken * i.pay)],
      explanation: `IAS 19.16: the expected cost of **accumulating** paid absences is measured as the **additional amount the entity expects to pay** because of the unused entitlement at the reporting date.

900 days × 80% expected to be used × Tk 2,500 = **Tk 1,800,000**.

Providing for all 900 days (Tk 2,250,000) ignores the days expected to lapse; recognising nothing would be correct only for *non-accumulating* absences.`,
    },
    {
      ref: 'cr-007',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Meghna Finance Ltd has a loan to a garment exporter with a gross carrying amount of Tk 80,000,000. A 12-month expected credit loss allowance of Tk 640,000 is currently held. At 31 December 2025 the credit risk of the loan has increased significantly since initial recognition, but it is not credit-impaired. The lifetime probability of default is 9%, the loss given default 40%, and exposure at default equals the gross carrying amount (ignore discounting). By how much does the loss allowance increase in 2025?',
      answer: 2240000,
      prefix: 'Tk',
      checks: [check('answer', { exposure: 80000000, pd: 0.09, lgd: 0.4, existing: 640000 }, (i) => i.exposure * i.pd * i.lgd - i.existing)],
      explanation: `A significant increase in credit risk moves the loan to **stage 2**, so the allowance becomes **lifetime** expected credit losses (IFRS 9.5.5.3).

| | Tk |
|---|---|
| Lifetime ECL: 80,000,000 × 9% × 40% | 2,880,000 |
| Existing 12-month allowance | (640,000) |
| **Increase charged to profit or loss** | **2,240,000** |

Interest revenue is still calculated on the **gross** carrying amount in stage 2 (net only in stage 3). Using 9% without the 40% loss given default gives Tk 7,200,000 − 640,000, overstating the loss.`,
    },
    {
      ref: 'cr-008',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under IFRS 9, how is the gain or loss on a hedging instrument in a fully effective **cash flow hedge** of a highly probable forecast purchase of inventory accounted for?',
      options: [
        'Recognised in profit or loss immediately',
        'Recognised in other comprehensive income and accumulated in the cash flow hedge reserve, then included in the cost of the inventory when it is purchased',
        'Added to the carrying amount of the forecast transaction immediately, even before the purchase occurs',
        'Recognised directly in retained earnings',
      ],
      correct: 1,
      explanation: `In a cash flow hedge (IFRS 9.6.5.11) the **effective portion** of the gain or loss on the hedging instrument goes to **OCI**, accumulated in the **cash flow hedge reserve**. When the hedged forecast transaction results in a **non-financial asset** such as inventory, the reserve is removed and included in the asset's initial cost (a "basis adjustment", 6.5.11(d)(i)); it then affects profit or loss as the inventory is sold.

- Immediate recognition in profit or loss would defeat hedge accounting (that is what happens to the *ineffective* portion).
- A forecast transaction is not yet recognised, so there is nothing to adjust until the purchase happens.
- Hedge gains never go directly to retained earnings.`,
    },
    {
      ref: 'cr-009',
      area: 1,
      difficulty: 'challenging',
      kind: 'journal',
      stem: `On 1 October 2025 Kabir Steel Ltd entered into a forward contract to buy US$2,000,000 in March 2026 and designated it as a cash flow hedge of a highly probable forecast purchase of steel scrap priced in dollars. The hedge meets all the IFRS 9 qualifying criteria.

At 31 December 2025 the forward contract is an asset with a fair value of Tk 1,300,000. The cumulative change in the present value of the hedged expected cash flows since inception is Tk 1,200,000.

Prepare the journal entry at 31 December 2025.`,
      accounts: [
        'Derivative financial asset (forward contract)',
        'Cash flow hedge reserve (other comprehensive income)',
        'Hedge ineffectiveness gain (profit or loss)',
        'Inventories',
        'Trade payables',
        'Retained earnings',
      ],
      lines: [
        { account: 0, side: 'debit', amount: 1300000, marks: 1 },
        { account: 1, side: 'credit', amount: 1200000, marks: 1 },
        { account: 2, side: 'credit', amount: 100000, marks: 1 },
      ],
      checks: [
        check('line 0', { derivative: 1300000 }, (i) => i.derivative),
        check('line 1', { derivative: 1300000, hedged: 1200000 }, (i) => Math.min(i.derivative, i.hedged)),
        check('line 2', { derivative: 1300000, hedged: 1200000 }, (i) => i.derivative - Math.min(i.derivative, i.hedged)),
      ],
      explanation: `The derivative is recognised at fair value (Dr asset Tk 1,300,000). IFRS 9.6.5.11(a): the cash flow hedge reserve is the **lower** of (i) the cumulative gain on the hedging instrument (Tk 1,300,000) and (ii) the cumulative change in the hedged cash flows (Tk 1,200,000).

| | Dr (Tk) | Cr (Tk) |
|---|---|---|
| Derivative asset | 1,300,000 | |
| Cash flow hedge reserve (OCI) | | 1,200,000 |
| Profit or loss: ineffectiveness | | 100,000 |

The **over-hedge** of Tk 100,000 is ineffective and goes to profit or loss. (Had the instrument's gain been *smaller* than the hedged item's change, the whole gain would go to OCI.) Nothing is recorded in inventories until the purchase is made.`,
    },
    {
      ref: 'cr-010',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Sirajganj Holdings Ltd holds a strategic equity investment (not held for trading) and made the irrevocable election under IFRS 9 to present changes in its fair value in other comprehensive income. Which **TWO** statements are correct?',
      options: [
        'On disposal, the cumulative gain in OCI is reclassified to profit or loss',
        'Dividends from the investment are recognised in profit or loss, unless they clearly represent a recovery of part of the cost of the investment',
        'The investment is tested for impairment under the expected credit loss model',
        'Cumulative gains and losses in OCI are never reclassified to profit or loss, although they may be transferred within equity',
        'The election can be revoked if the fair value of the investment falls below cost',
      ],
      correct: [1, 3],
      explanation: `For equity investments designated at **FVOCI** (IFRS 9.5.7.5–5.7.6, B5.7.1):

- all fair value changes go to OCI and are **never recycled** to profit or loss, even on disposal; the cumulative amount may be transferred to retained earnings within equity;
- **dividends** are recognised in profit or loss unless they clearly represent a recovery of part of the cost.

There is **no impairment** test for these investments: the ECL model applies only to debt instruments at amortised cost or FVOCI. The election is made on initial recognition and is **irrevocable**. Recycling on disposal applies to *debt* instruments at FVOCI.`,
    },
    {
      ref: 'cr-011',
      area: 1,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "On 1 July 2022 Rupayan Holdings Ltd acquired 20% of Shapla Foods Ltd for Tk 12,000,000 and equity-accounted it; the carrying amount was Tk 13,400,000 at 30 June 2025. On 1 July 2025 Rupayan bought a further 60% of Shapla for cash of Tk 54,000,000, obtaining control. On that date the fair value of the original 20% holding was Tk 15,000,000, the non-controlling interest (20%) was measured at its fair value of Tk 14,000,000, and the fair value of Shapla's identifiable net assets was Tk 70,000,000. What goodwill arises on 1 July 2025?",
      answer: 13000000,
      prefix: 'Tk',
      checks: [check('answer', { cash: 54000000, previous: 15000000, nci: 14000000, netAssets: 70000000 }, (i) => i.cash + i.previous + i.nci - i.netAssets)],
      explanation: `In a business combination achieved **in stages**, the previously held interest is remeasured to **fair value at the date control is obtained** and included in the goodwill calculation (IFRS 3.32, 42).

| | Tk |
|---|---|
| Consideration for 60% | 54,000,000 |
| Fair value of previously held 20% | 15,000,000 |
| NCI at fair value | 14,000,000 |
| Less identifiable net assets | (70,000,000) |
| **Goodwill** | **13,000,000** |

The remeasurement gain of 15,000,000 − 13,400,000 = Tk 1,600,000 goes to **profit or loss**. Using the equity-accounted carrying amount of Tk 13,400,000 instead of fair value gives Tk 11,400,000 and is wrong.`,
    },
    {
      ref: 'cr-012',
      area: 1,
      difficulty: 'standard',
      kind: 'journal',
      stem: `Karnaphuli Group owns 80% of Halda Foods Ltd and measures the non-controlling interest at its proportionate share of net assets. On 30 June 2025 the parent sold 20% of Halda's shares (keeping 60% and control) for Tk 18,000,000 in cash. Halda's net assets in the consolidated statement of financial position at that date were Tk 60,000,000.

Prepare the consolidation journal for the sale.`,
      accounts: [
        'Cash at bank',
        'Non-controlling interest',
        'Retained earnings (equity attributable to owners of the parent)',
        'Gain on disposal of shares in subsidiary (profit or loss)',
        'Goodwill',
        'Investment in subsidiary',
        'Other comprehensive income',
      ],
      lines: [
        { account: 0, side: 'debit', amount: 18000000, marks: 1 },
        { account: 1, side: 'credit', amount: 12000000, marks: 1 },
        { account: 2, side: 'credit', amount: 6000000, marks: 1 },
      ],
      checks: [
        check('line 0', { proceeds: 18000000 }, (i) => i.proceeds),
        check('line 1', { sold: 0.2, netAssets: 60000000 }, (i) => i.sold * i.netAssets),
        check('line 2', { proceeds: 18000000, sold: 0.2, netAssets: 60000000 }, (i) => i.proceeds - i.sold * i.netAssets),
      ],
      explanation: `Control is kept, so this is a **transaction between owners** (IFRS 10.23, B96): no gain in profit or loss, no change to goodwill or to the subsidiary's net assets.

- NCI increases by the share of net assets transferred: 20% × 60,000,000 = **Tk 12,000,000** (proportionate method, so no goodwill is attributed to the NCI).
- The difference between the cash received and the NCI increase goes to the parent's equity: 18,000,000 − 12,000,000 = **Tk 6,000,000**.

Dr Cash 18,000,000; Cr NCI 12,000,000; Cr Parent's equity 6,000,000. Recording a Tk 6,000,000 gain in profit or loss is the classic error; that treatment applies only on loss of control.`,
    },
    {
      ref: 'cr-013',
      area: 1,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "Karnaphuli Group held 80% of Sangu Textiles Ltd. On 31 December 2025 it sold 50% of Sangu's shares for Tk 50,000,000, keeping a 30% holding that gives significant influence, with a fair value of Tk 26,000,000. At that date the consolidated financial statements included Sangu's net assets of Tk 64,000,000, goodwill of Tk 8,000,000 and non-controlling interest of Tk 14,400,000. Sangu had no items of other comprehensive income. What gain on disposal is recognised in consolidated profit or loss?",
      answer: 18400000,
      prefix: 'Tk',
      checks: [check('answer', { proceeds: 50000000, retained: 26000000, nci: 14400000, netAssets: 64000000, goodwill: 8000000 }, (i) => i.proceeds + i.retained + i.nci - (i.netAssets + i.goodwill))],
      explanation: `Control is lost, so IFRS 10.25 and B98 require the group to derecognise the subsidiary's assets, liabilities, goodwill and NCI, recognise the **retained interest at fair value**, and take the difference to profit or loss.

| | Tk |
|---|---|
| Proceeds | 50,000,000 |
| Fair value of 30% retained (new cost of the associate) | 26,000,000 |
| NCI derecognised | 14,400,000 |
| | 90,400,000 |
| Less net assets | (64,000,000) |
| Less goodwill | (8,000,000) |
| **Gain** | **18,400,000** |

Ignoring the retained interest (or keeping it at its old carrying amount) understates the gain; the remeasurement of the 30% is part of the gain on losing control.`,
    },
    {
      ref: 'cr-014',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'On 31 March 2025 Tangail Motors Ltd classified a workshop as held for sale. Its carrying amount, after depreciation to that date, was Tk 15,000,000. Its fair value was Tk 14,200,000 and costs to sell were estimated at Tk 300,000. Depreciation on the workshop for April to June would have been Tk 450,000. Nothing changed by the year end of 30 June 2025. What impairment loss is recognised on the workshop for the year?',
      answer: 1100000,
      prefix: 'Tk',
      checks: [check('answer', { carrying: 15000000, fv: 14200000, costs: 300000 }, (i) => i.carrying - (i.fv - i.costs))],
      explanation: `IFRS 5.15: a non-current asset held for sale is measured at the **lower of carrying amount and fair value less costs to sell**; IFRS 5.25: it is **no longer depreciated**.

| | Tk |
|---|---|
| Carrying amount at classification | 15,000,000 |
| Fair value less costs to sell: 14,200,000 − 300,000 | 13,900,000 |
| **Impairment loss** | **1,100,000** |

The Tk 450,000 of depreciation for April–June is not charged. Ignoring costs to sell gives Tk 800,000; adding the depreciation gives Tk 1,550,000.`,
    },
    {
      ref: 'cr-015',
      area: 1,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'On 1 May 2025 Narayanganj Knitwear Ltd (functional currency Taka) bought yarn from China for US$100,000 on credit, when the rate was Tk 110 = US$1. The invoice was unpaid at the year end, 30 June 2025, when the rate was Tk 118 = US$1. What exchange loss is recognised in profit or loss for the year?',
      answer: 800000,
      prefix: 'Tk',
      checks: [check('answer', { usd: 100000, initial: 110, closing: 118 }, (i) => i.usd * (i.closing - i.initial))],
      explanation: `IAS 21.21 and 23: the purchase is recorded at the spot rate on the transaction date, and the **monetary** payable is retranslated at the **closing rate**.

| | Tk |
|---|---|
| Payable at 1 May: 100,000 × 110 | 11,000,000 |
| Payable at 30 June: 100,000 × 118 | 11,800,000 |
| **Exchange loss (P&L)** | **800,000** |

The yarn (inventory) is a **non-monetary** item and stays at Tk 11,000,000; it is not retranslated.`,
    },
    {
      ref: 'cr-016',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Dhaka Apparels Ltd (functional and presentation currency Taka) has a wholly owned subsidiary in India whose functional currency is the Indian rupee. On consolidation, the subsidiary's assets and liabilities are translated at the closing rate and its income and expenses at the average rate. How are the resulting exchange differences treated?",
      options: [
        'Recognised in profit or loss as they arise',
        "Ignored, because the subsidiary's results are translated at the closing rate only",
        'Recognised in other comprehensive income and never reclassified to profit or loss',
        'Recognised in other comprehensive income, accumulated in a separate component of equity and reclassified to profit or loss on disposal of the subsidiary',
      ],
      correct: 3,
      explanation: `IAS 21.39–41: exchange differences on translating a foreign operation into the presentation currency are recognised in **other comprehensive income** and accumulated in a **translation reserve**. On disposal of the foreign operation, the cumulative amount is **reclassified to profit or loss** as part of the gain or loss (IAS 21.48).

- They are not in profit or loss because they do not affect the operation's cash flows.
- Income and expenses use transaction (or average) rates, so differences do arise.
- Unlike revaluation surpluses and FVOCI equity gains, translation differences **are** recycled.`,
    },
    {
      ref: 'cr-017',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Sonargaon Textiles Ltd sells fabric to a garment exporter at Tk 10,000 a roll. If the customer buys more than 2,000 rolls in calendar 2025, it receives a retrospective rebate of 10% on all rolls bought in the year. In the quarter to 31 March 2025 Sonargaon sold 700 rolls. Based on the customer's order book, Sonargaon expects the threshold to be exceeded and concludes that it is highly probable there will be no significant reversal if revenue is recognised net of the rebate. What revenue should Sonargaon recognise for the quarter?",
      answer: 6300000,
      prefix: 'Tk',
      checks: [check('answer', { rolls: 700, price: 10000, rebate: 0.1 }, (i) => i.rolls * i.price * (1 - i.rebate))],
      explanation: `The rebate is **variable consideration** (IFRS 15.50–56). With a single threshold, the **most likely amount** is the better estimate, and the constraint is met.

| | Tk |
|---|---|
| Invoiced: 700 × Tk 10,000 | 7,000,000 |
| Expected rebate: 10% | (700,000) |
| **Revenue** | **6,300,000** |

The Tk 700,000 is a **refund liability**, reassessed each reporting date. Recognising Tk 7,000,000 and waiting until the threshold is actually reached ignores the requirement to estimate variable consideration.`,
    },
    {
      ref: 'cr-018',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Bangla Soft Ltd grants a retailer a 5-year licence to use its consumer brand for a fixed fee of Tk 5,000,000 paid up front. The retailer reasonably expects Bangla Soft to keep running marketing campaigns and updating the brand, which will significantly affect the brand's value to the retailer; these activities do not transfer a separate good or service. How is the fee recognised under IFRS 15?",
      options: [
        'At the point in time when the licence is granted, as a right to use the intellectual property',
        'Over the 5-year licence period, as a right to access the intellectual property',
        'When the cash is received',
        'At the end of the licence period, when the retailer has received all the benefits',
      ],
      correct: 1,
      explanation: `IFRS 15.B58: a licence is a **right to access** intellectual property (revenue **over time**) when the contract requires, or the customer reasonably expects, the entity to undertake activities that **significantly affect** the IP; the customer is directly exposed to their effects; and those activities do not transfer a good or service. All three are met here, so the Tk 5,000,000 is recognised over the 5 years (Tk 1,000,000 a year on a straight-line basis, if that reflects progress).

A **right to use** (point in time) applies where the IP has significant stand-alone functionality unaffected by the licensor's ongoing activities. Cash timing does not determine revenue, and deferring everything to the end ignores the service provided throughout.`,
    },
    {
      ref: 'cr-019',
      area: 1,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: `On 1 January 2025 Meghna Rice Ltd "sold" paddy inventory with a cost of Tk 42,000,000 to Eastern Commercial Bank Ltd for Tk 50,000,000 in cash. Meghna must repurchase the paddy on 31 December 2025 for Tk 55,000,000. The paddy stays in Meghna's warehouse and Meghna bears the risk of any deterioration.

In its draft financial statements for the year ended 30 June 2025, Meghna has recognised revenue of Tk 50,000,000 and a profit of Tk 8,000,000 on the transaction.

**Required:** Explain the correct accounting treatment under IFRS 15 and IFRS 9, quantify the adjustments to the draft financial statements, and comment on the effect on users. (10 marks)`,
      points: [
        {
          text: 'Meghna has a forward obligation to repurchase, so the bank never obtains control of the paddy (it cannot direct its use or obtain substantially all the remaining benefits); no sale under IFRS 15.B66.',
          marks: 2,
        },
        { text: 'The repurchase price (Tk 55,000,000) is at least the original selling price (Tk 50,000,000), so the arrangement is a financing arrangement (IFRS 15.B66(b)).', marks: 1 },
        { text: 'Reverse the revenue of Tk 50,000,000 and cost of sales of Tk 42,000,000; reinstate inventory at Tk 42,000,000.', marks: 1 },
        { text: 'Recognise a financial liability of Tk 50,000,000 for the cash received, measured at amortised cost under IFRS 9.', marks: 1 },
        {
          text: 'The Tk 5,000,000 difference is interest over 12 months: Tk 2,500,000 finance cost to 30 June 2025 if time-apportioned (about Tk 2,440,000 under strict effective-interest compounding), giving a liability of about Tk 52,500,000.',
          marks: 2,
        },
        { text: 'Profit falls by Tk 10,500,000 (Tk 8,000,000 profit reversed plus Tk 2,500,000 finance cost).', marks: 1 },
        {
          text: 'Effect on users: the draft overstates revenue and profit and hides borrowing; correcting it raises gearing and lowers liquidity ratios, and the judgement and terms should be disclosed.',
          marks: 1,
        },
        {
          text: 'The inventory remains subject to the IAS 2 lower of cost and net realisable value test, as Meghna keeps the risk of deterioration; also consider whether the presentation was deliberate window-dressing (ethical issue).',
          marks: 1,
        },
      ],
      explanation: `**Substance over form.** An obligation to repurchase (a forward) means the bank does not obtain control (IFRS 15.B64–B66). Because the repurchase price (Tk 55,000,000) ≥ selling price (Tk 50,000,000), it is a **financing arrangement**.

**Adjustments to 30 June 2025:**

| | Tk |
|---|---|
| Revenue reversed | (50,000,000) |
| Cost of sales reversed | 42,000,000 |
| Profit reversed | (8,000,000) |
| Finance cost: 5,000,000 × 6/12 | (2,500,000) |
| **Total reduction in profit** | **(10,500,000)** |

Statement of financial position: inventory Tk 42,000,000 reinstated; liability 50,000,000 + 2,500,000 = **Tk 52,500,000**. (The effective interest rate is 10% a year (55,000,000 ÷ 50,000,000), so strict compounding gives about Tk 2,440,000 for the half-year; time-apportioning at Tk 2,500,000 is an acceptable approximation.)

Users would otherwise see inflated revenue and margin and understated debt; gearing and liquidity ratios worsen after correction.`,
    },
    {
      ref: 'cr-020',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are **Level 2** inputs in the IFRS 13 fair value hierarchy?',
      options: [
        'The quoted price of identical shares traded in an active market on the Dhaka Stock Exchange',
        'The quoted price of a similar asset in an active market',
        'Interest rates and yield curves observable at commonly quoted intervals',
        "The entity's own projected cash flows for an unlisted company, adjusted for market participants' assumptions",
        'An internally estimated volatility for a thinly traded instrument with no observable market data',
      ],
      correct: [1, 2],
      explanation: `IFRS 13.76–90:

- **Level 1**: unadjusted quoted prices in active markets for **identical** assets (the DSE share price).
- **Level 2**: inputs other than Level 1 prices that are **observable**, directly or indirectly: quoted prices for **similar** assets, observable **interest rates and yield curves**, implied volatilities, credit spreads.
- **Level 3**: **unobservable** inputs, such as the entity's own cash flow forecasts or internal volatility estimates.

Level 3 measurements need the fullest disclosure (reconciliation of movements, sensitivity to unobservable inputs).`,
    },
    {
      ref: 'cr-021',
      area: 1,
      difficulty: 'challenging',
      kind: 'journal',
      stem: `On 1 July 2025 Bay Hotels Ltd sold its office building to Sundarban Properties Ltd for Tk 50,000,000 in cash, equal to its fair value. The building's carrying amount was Tk 30,000,000. The transfer meets the IFRS 15 requirements to be accounted for as a sale. Bay Hotels immediately leased the building back for 10 years; the present value of the lease payments at 1 July 2025 is Tk 24,000,000.

Prepare Bay Hotels' journal entry at 1 July 2025 under IFRS 16.`,
      accounts: [
        'Cash at bank',
        'Right-of-use asset',
        'Property, plant and equipment – office building',
        'Lease liability',
        'Gain on sale and leaseback (profit or loss)',
        'Deferred income',
        'Revaluation surplus',
      ],
      lines: [
        { account: 0, side: 'debit', amount: 50000000, marks: 1 },
        { account: 1, side: 'debit', amount: 14400000, marks: 1 },
        { account: 2, side: 'credit', amount: 30000000, marks: 1 },
        { account: 3, side: 'credit', amount: 24000000, marks: 1 },
        { account: 4, side: 'credit', amount: 10400000, marks: 1 },
      ],
      checks: [
        check('line 0', { price: 50000000 }, (i) => i.price),
        check('line 1', { carrying: 30000000, pv: 24000000, price: 50000000 }, (i) => (i.carrying * i.pv) / i.price),
        check('line 2', { carrying: 30000000 }, (i) => i.carrying),
        check('line 3', { pv: 24000000 }, (i) => i.pv),
        check('line 4', { carrying: 30000000, pv: 24000000, price: 50000000 }, (i) => ((i.price - i.carrying) * (i.price - i.pv)) / i.price),
      ],
      explanation: `IFRS 16.100(a): the seller-lessee measures the **right-of-use asset** at the proportion of the previous carrying amount that relates to the **right of use retained**, and recognises only the gain on the **rights transferred** to the buyer.

| | Tk |
|---|---|
| Right-of-use asset: 30,000,000 × 24,000,000 / 50,000,000 | 14,400,000 |
| Total gain: 50,000,000 − 30,000,000 | 20,000,000 |
| Gain on rights retained: 20,000,000 × 24/50 | 9,600,000 (not recognised) |
| **Gain recognised**: 20,000,000 × 26/50 | **10,400,000** |

Dr Cash 50,000,000; Dr Right-of-use asset 14,400,000; Cr Building 30,000,000; Cr Lease liability 24,000,000; Cr Gain 10,400,000 (debits = credits = Tk 64,400,000). Recognising the full Tk 20,000,000 gain ignores the rights retained.`,
    },
    {
      ref: 'cr-022',
      area: 1,
      difficulty: 'challenging',
      kind: 'table',
      stem: `On 1 July 2025 Padma Group Ltd acquired 100% of Teesta Agro Ltd for cash of Tk 90,000,000. At that date Teesta's net assets had a carrying amount (equal to their tax base) of Tk 60,000,000. Fair value exercises identified:

- land with a fair value Tk 10,000,000 above its carrying amount (tax base unchanged);
- an internally generated brand, not recognised by Teesta, with a fair value of Tk 6,000,000 (tax base nil).

Assume a tax rate of 27.5% applies to all temporary differences. Complete the goodwill working.`,
      columns: ['Goodwill working', 'Tk'],
      rows: [
        ['Consideration transferred', '90,000,000'],
        ["Carrying amount of Teesta's net assets", '60,000,000'],
        ['Fair value adjustment: land', '10,000,000'],
        ['Brand recognised on acquisition', '6,000,000'],
        ['Deferred tax liability on the fair value adjustments', { number: 4400000, marks: 2 }],
        ['Fair value of identifiable net assets acquired', { number: 71600000, marks: 1 }],
        ['Goodwill', { number: 18400000, marks: 2 }],
        [
          'Deferred tax on the goodwill itself',
          { select: ['Recognised at 27.5% of goodwill', 'Not recognised (IAS 12 initial recognition exception for goodwill)', 'Recognised only if goodwill is later impaired'], correct: 1, marks: 1 },
        ],
      ],
      checks: [
        check('cell 4 1', { land: 10000000, brand: 6000000, rate: 0.275 }, (i) => (i.land + i.brand) * i.rate),
        check('cell 5 1', { carrying: 60000000, land: 10000000, brand: 6000000, rate: 0.275 }, (i) => i.carrying + i.land + i.brand - (i.land + i.brand) * i.rate),
        check(
          'cell 6 1',
          { consideration: 90000000, carrying: 60000000, land: 10000000, brand: 6000000, rate: 0.275 },
          (i) => i.consideration - (i.carrying + i.land + i.brand - (i.land + i.brand) * i.rate),
        ),
      ],
      explanation: `Fair value adjustments in a business combination create **temporary differences** (fair value vs unchanged tax base), so deferred tax is recognised as part of the identifiable net assets (IAS 12.19, 66).

| | Tk |
|---|---|
| Carrying amount of net assets | 60,000,000 |
| Land uplift | 10,000,000 |
| Brand | 6,000,000 |
| Deferred tax: (10,000,000 + 6,000,000) × 27.5% | (4,400,000) |
| Identifiable net assets | 71,600,000 |
| Consideration | 90,000,000 |
| **Goodwill** | **18,400,000** |

No deferred tax is recognised on **goodwill** itself (IAS 12.15(a)): goodwill is a residual, and recognising deferred tax on it would only increase it further. Ignoring the deferred tax would understate goodwill at Tk 14,000,000.`,
    },
    {
      ref: 'cr-023',
      area: 1,
      difficulty: 'foundation',
      kind: 'table',
      stem: 'For each item recognised by Gazipur Industries Ltd in the year, state where it is presented in the statement of profit or loss and other comprehensive income.',
      columns: ['Item', 'Presentation'],
      rows: [
        [
          'Revaluation gain on property, plant and equipment (IAS 16)',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 2, marks: 1 },
        ],
        [
          'Remeasurement loss on a defined benefit plan',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 2, marks: 1 },
        ],
        [
          'Exchange differences on translating a foreign subsidiary',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 1, marks: 1 },
        ],
        [
          'Effective portion of the loss on a cash flow hedge',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 1, marks: 1 },
        ],
        [
          'Fair value gain on an equity investment designated at FVOCI',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 2, marks: 1 },
        ],
        [
          'Fair value gain on investment property under the fair value model',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 0, marks: 1 },
        ],
        [
          'Fair value loss on a debt instrument measured at FVOCI',
          { select: ['Profit or loss', 'OCI – may be reclassified to profit or loss', 'OCI – never reclassified to profit or loss'], correct: 1, marks: 1 },
        ],
      ],
      explanation: `IAS 1.82A requires OCI to be split between items that **will not** and items that **may** be reclassified.

| Item | Presentation | Standard |
|---|---|---|
| PPE revaluation gain | OCI, never reclassified (may be transferred to retained earnings) | IAS 16.39–41 |
| DB remeasurement | OCI, never reclassified | IAS 19.122 |
| Foreign operation translation | OCI, reclassified on disposal | IAS 21.48 |
| Cash flow hedge (effective part) | OCI, reclassified or basis-adjusted | IFRS 9.6.5.11 |
| FVOCI equity | OCI, never reclassified | IFRS 9.B5.7.1 |
| Investment property (FV model) | **Profit or loss** | IAS 40.35 |
| FVOCI debt | OCI, reclassified on derecognition | IFRS 9.5.7.10 |`,
    },
    {
      ref: 'cr-024',
      area: 1,
      difficulty: 'standard',
      kind: 'table',
      stem: `For the year ended 30 June 2025 Gazipur Paints Ltd's profit attributable to ordinary shareholders was Tk 24,000,000, and 20,000,000 ordinary shares were in issue throughout the year. Also outstanding throughout the year were:

- 2,000,000 share options with an exercise price of Tk 30; the average market price of the shares for the year was Tk 40;
- Tk 5,000,000 of convertible bonds, each Tk 100 of bonds convertible into 40 ordinary shares. The finance cost recognised on the bonds for the year was Tk 400,000.

Assume a tax rate of 27.5%. Complete the diluted earnings per share calculation (IAS 33).`,
      columns: ['', 'Earnings (Tk)', 'Number of shares'],
      rows: [
        ['Basic', '24,000,000', '20,000,000'],
        ['Share options: shares treated as issued for no consideration', '–', { number: 500000, marks: 2 }],
        ['Convertible bonds', { number: 290000, marks: 2 }, { number: 2000000, marks: 1 }],
        ['Diluted totals', { number: 24290000, marks: 1 }, { number: 22500000, marks: 1 }],
        ['Diluted EPS (Tk, to 2 decimal places)', { number: 1.08, marks: 1, tolerance: { absolute: 0.01 } }, ''],
      ],
      checks: [
        check('cell 1 2', { options: 2000000, exercise: 30, market: 40 }, (i) => (i.options * (i.market - i.exercise)) / i.market),
        check('cell 2 1', { interest: 400000, tax: 0.275 }, (i) => i.interest * (1 - i.tax)),
        check('cell 2 2', { bonds: 5000000, per: 100, shares: 40 }, (i) => (i.bonds / i.per) * i.shares),
        check('cell 3 1', { earnings: 24000000, interest: 400000, tax: 0.275 }, (i) => i.earnings + i.interest * (1 - i.tax)),
        check(
          'cell 3 2',
          { basic: 20000000, options: 2000000, exercise: 30, market: 40, bonds: 5000000, per: 100, shares: 40 },
          (i) => i.basic + (i.options * (i.market - i.exercise)) / i.market + (i.bonds / i.per) * i.shares,
        ),
        check(
          'cell 4 1',
          { earnings: 24000000, interest: 400000, tax: 0.275, basic: 20000000, options: 2000000, exercise: 30, market: 40, bonds: 5000000, per: 100, shares: 40 },
          (i) => (i.earnings + i.interest * (1 - i.tax)) / (i.basic + (i.options * (i.market - i.exercise)) / i.market + (i.bonds / i.per) * i.shares),
        ),
      ],
      explanation: `**Options** (IAS 33.45–46): proceeds 2,000,000 × Tk 30 = Tk 60,000,000 would buy 1,500,000 shares at the average price of Tk 40, so 2,000,000 − 1,500,000 = **500,000** shares are treated as issued for nothing (no earnings adjustment).

**Convertible bonds** (IAS 33.33, 49): add back the after-tax finance cost, 400,000 × (1 − 27.5%) = **Tk 290,000**; extra shares 5,000,000 ÷ 100 × 40 = **2,000,000**. Incremental EPS = 290,000 ÷ 2,000,000 = Tk 0.145, below basic EPS (Tk 1.20), so dilutive.

| | Earnings | Shares |
|---|---|---|
| Basic | 24,000,000 | 20,000,000 |
| Options | – | 500,000 |
| Bonds | 290,000 | 2,000,000 |
| **Diluted** | **24,290,000** | **22,500,000** |

Diluted EPS = 24,290,000 ÷ 22,500,000 = **Tk 1.08** (basic Tk 1.20).`,
    },
    {
      ref: 'cr-025',
      area: 1,
      difficulty: 'standard',
      kind: 'written',
      stem: `Chattogram Port Logistics Ltd (year end 30 June 2025) has a bank loan of Tk 300,000,000 repayable in 2029. The loan agreement requires gearing to stay below 60%, failing which the loan becomes repayable on demand. At 30 June 2025 gearing was 64%, so the covenant was breached. On 15 July 2025, before the financial statements were authorised for issue, the bank agreed in writing not to demand repayment for 15 months.

The directors want to present the whole loan as non-current, arguing that the bank's waiver shows it will not be repaid within 12 months.

**Required:** Explain the correct classification of the loan at 30 June 2025, the disclosures needed, and the effect on users of the financial statements. (8 marks)`,
      points: [
        { text: 'IAS 1.69: a liability is current unless the entity has a right at the end of the reporting period to defer settlement for at least 12 months after that date.', marks: 1 },
        {
          text: 'The breach at 30 June 2025 made the loan repayable on demand, so the company had no such right at the reporting date: the whole Tk 300,000,000 is a current liability (IAS 1.74).',
          marks: 2,
        },
        { text: 'The waiver on 15 July 2025 came after the reporting date; it does not change the classification but is disclosed as a non-adjusting event (IAS 1.76, IAS 10).', marks: 1 },
        {
          text: 'Had the bank agreed by 30 June 2025 to a grace period ending at least 12 months after that date, within which the lender could not demand repayment, the loan would have been non-current (IAS 1.75).',
          marks: 1,
        },
        {
          text: "Effect on users: current liabilities rise by Tk 300,000,000, so the current ratio and liquidity look much weaker; the directors' preferred presentation would mislead users about liquidity risk.",
          marks: 1,
        },
        { text: "The directors must assess going concern; if there is a material uncertainty (e.g. dependence on the bank's continued support) it must be disclosed (IAS 1.25).", marks: 1 },
        { text: 'Disclose the covenant terms, the breach, the waiver and liquidity risk (IFRS 7 maturity analysis and defaults and breaches).', marks: 1 },
      ],
      explanation: `**Classification:** the test is the right to defer settlement **at the end of the reporting period**. Because the covenant was breached on or before 30 June 2025 and the loan became repayable on demand, the loan is **current** even though the lender later agreed not to demand payment (IAS 1.74). The 15 July waiver is a **non-adjusting event** disclosed under IAS 1.76 / IAS 10.21.

**Disclosures:** covenant, breach, waiver; IFRS 7 liquidity risk and defaults/breaches (IFRS 7.18–19); going concern judgements.

**Users:** the current ratio and net current assets fall sharply; lenders, analysts and the regulator need to see the liquidity risk. The directors' proposed presentation would breach IAS 1 and could raise ethical issues for those preparing the statements.`,
    },
    {
      ref: 'cr-026',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Jamuna Group acquired 100% of Rupsha Cables Ltd on 1 October 2024. In its financial statements for the year ended 31 December 2024 it included a building of Rupsha at a provisional fair value of Tk 20,000,000. In August 2025 an independent valuation, reflecting conditions at 1 October 2024, put the building's fair value at Tk 23,000,000. Ignoring deferred tax, how should this be accounted for?",
      options: [
        'Prospectively: the Tk 3,000,000 increase is a revaluation gain in 2025 other comprehensive income',
        'As a gain in profit or loss for 2025',
        'Retrospectively to the acquisition date: increase the building by Tk 3,000,000 and reduce goodwill by the same amount, restating the 2024 comparatives (including depreciation)',
        'No adjustment: fair values cannot be changed once they have been reported in published financial statements',
      ],
      correct: 2,
      explanation: `IFRS 3.45–49: if the initial accounting is incomplete, provisional amounts are used and then adjusted **retrospectively** during the **measurement period** (up to 12 months from the acquisition date) for new information about facts and circumstances **that existed at the acquisition date**.

August 2025 is within 12 months of 1 October 2024 and the valuation reflects acquisition-date conditions, so the building is increased by Tk 3,000,000, **goodwill falls by Tk 3,000,000**, and the 2024 comparatives are restated (including extra depreciation for October–December 2024).

It is not a revaluation or a gain; and the measurement period exists precisely so that provisional amounts can be corrected.`,
    },

    // ───────────── Area 2: Audit and assurance ─────────────
    {
      ref: 'cr-027',
      area: 2,
      difficulty: 'standard',
      kind: 'written',
      stem: `You are the audit senior on Bengal Pharma Ltd, a listed company, for the year ended 30 June 2025. Overall materiality is Tk 9,000,000.

Bengal Pharma holds an unquoted 15% equity stake in a biotech start-up, measured at fair value through profit or loss at Tk 180,000,000 (a Level 3 measurement). The valuation was prepared by a valuer engaged by management using a discounted cash flow model. Last year the stake was valued at Tk 120,000,000; the start-up has not yet made a profit. A new investor bought shares in the start-up in May 2025 at a price implying a lower value.

**Required:** Explain the audit risks relating to the investment and the audit procedures you would perform. (10 marks)`,
      points: [
        {
          text: 'Risk: a Level 3 fair value with high estimation uncertainty (unobservable inputs, loss-making investee, 50% increase in value); the investment is 20 times materiality, so there is a significant risk of overstatement, including management bias, since gains go to profit or loss.',
          marks: 2,
        },
        {
          text: 'Risk: inappropriate classification and measurement (FVTPL vs an FVOCI election) and incomplete IFRS 13 disclosures (Level 3 reconciliation, unobservable inputs and sensitivities).',
          marks: 1,
        },
        {
          text: "Evaluate the competence, capabilities and objectivity of management's valuer (ISA 500.8), obtain an understanding of their work and assess its adequacy as audit evidence.",
          marks: 1,
        },
        { text: "Evaluate whether the DCF method is appropriate under IFRS 13 and applied consistently; check the model's arithmetic and integrity.", marks: 1 },
        {
          text: "Test significant assumptions and data: cash flow forecasts against the start-up's business plans and actual results, growth rates and the discount rate against market data; look for management bias (ISA 540).",
          marks: 2,
        },
        {
          text: "Consider the May 2025 transaction price as contrary evidence; reconcile or challenge the difference, and consider developing an auditor's point estimate or range, using an auditor's expert if needed.",
          marks: 1,
        },
        { text: 'Perform sensitivity analysis on key assumptions and review events after the reporting date (further funding rounds, results) for evidence about the year-end value.', marks: 1 },
        {
          text: 'Review the financial statement disclosures; obtain written representations on the reasonableness of significant assumptions; communicate with those charged with governance and consider it as a key audit matter.',
          marks: 1,
        },
      ],
      explanation: `**Risks:** a Level 3 fair value 20 times materiality (180,000,000 ÷ 9,000,000), based on unobservable inputs for a loss-making investee, increased 50% in the year while a recent transaction suggests a lower value: a **significant risk** of overstatement and bias (ISA 540 (Revised), ISA 315). Classification and IFRS 13 disclosure are also at risk.

**Responses (ISA 540.18 and following):**
1. Assess management's expert (ISA 500.8).
2. Test how management made the estimate: method, assumptions, data.
3. Develop an auditor's point estimate or range (possibly with an auditor's expert, ISA 620).
4. Use events up to the date of the auditor's report, including the May 2025 price.

**Completion:** disclosures, written representations (ISA 580), communication with those charged with governance, and consideration as a **key audit matter** (ISA 701).`,
    },
    {
      ref: 'cr-028',
      area: 2,
      difficulty: 'challenging',
      kind: 'written',
      stem: `Your firm is the group auditor of Padma Group Ltd, a Dhaka-listed company. A new subsidiary in Nepal, acquired during the year and material to the group, is audited by a local Nepali firm (the component auditor). The subsidiary prepares its financial statements under local accounting rules to 15 July, while the group's year end is 30 June.

**Required:** Explain the group engagement team's responsibilities under ISA 600 (Revised) and the procedures it should perform in relation to the Nepali subsidiary and its component auditor. (8 marks)`,
      points: [
        {
          text: "The group engagement partner is responsible for managing and achieving quality on the group audit and for the group auditor's opinion; the auditor's report does not refer to the component auditor.",
          marks: 1,
        },
        { text: 'Obtain an understanding of whether the component auditor understands and will comply with the relevant ethical requirements, including independence, for the group audit.', marks: 1 },
        { text: "Evaluate the component auditor's competence and capabilities, including industry knowledge, IFRS knowledge and sufficient time and resources.", marks: 1 },
        {
          text: 'Identify and assess risks of material misstatement of the group financial statements, including those from the acquisition (purchase price allocation and goodwill) and the consolidation of the Nepali subsidiary.',
          marks: 1,
        },
        { text: 'Communicate clearly to the component auditor: the work to be done, component performance materiality, identified risks, related parties, reporting format and deadlines.', marks: 1 },
        {
          text: 'Address the different reporting framework and date: evaluate the IFRS conversion adjustments and the accounting for significant transactions between 30 June and 15 July, or require IFRS-based financial information to 30 June.',
          marks: 1,
        },
        { text: 'Address consolidation matters: translation of Nepalese rupee balances under IAS 21 and elimination of intra-group balances and transactions.', marks: 1 },
        {
          text: "Direct and supervise the component auditor's work and review their communications and, as appropriate, documentation; evaluate whether sufficient appropriate evidence has been obtained and perform further procedures if not.",
          marks: 1,
        },
      ],
      explanation: `ISA 600 (Revised) puts the **group engagement partner** in charge of the whole group audit: the group auditor's report does not refer to the component auditor.

**About the component auditor:** ethics and independence; competence and resources; the regulatory environment in Nepal.

**Risk assessment and scope:** the newly acquired subsidiary brings risks around the acquisition accounting (fair values, goodwill) and its different **framework** (local rules vs IFRS) and **reporting date** (15 July vs 30 June; IFRS 10.B92–B93 allows up to 3 months' difference if adjusted for significant transactions).

**Direction, supervision and review:** clear instructions; review the component auditor's reporting and, where needed, working papers; evaluate the sufficiency of the evidence, including consolidation, IAS 21 translation and intra-group eliminations, which the group team audits itself.`,
    },
    {
      ref: 'cr-029',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which statement about **key audit matters** under ISA 701 is correct?',
      options: [
        'Key audit matters are selected from the matters communicated with those charged with governance, and are those of most significance in the audit of the current period',
        'Communicating a key audit matter can be used instead of a modified opinion when the auditor disagrees with management',
        'Key audit matters must be reported for every entity, whether listed or not',
        'Every matter communicated with those charged with governance must be reported as a key audit matter',
      ],
      correct: 0,
      explanation: `ISA 701.8–10: key audit matters are those matters that, in the auditor's professional judgement, were **of most significance** in the audit of the current period; they are **selected from matters communicated with those charged with governance**, considering areas of higher assessed risk, significant judgements and significant events.

- ISA 701.4: communicating a KAM is **not a substitute** for a modified opinion.
- KAMs are required for audits of **listed entities** (and where law or regulation or the auditor chooses), not all entities.
- Only the most significant of the matters communicated become KAMs.`,
    },
    {
      ref: 'cr-030',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'The audit team for Meghna Cement Ltd sets overall materiality at 5% of profit before tax of Tk 84,000,000, and performance materiality at 75% of overall materiality because few misstatements were found in prior audits. What is performance materiality?',
      answer: 3150000,
      prefix: 'Tk',
      checks: [check('answer', { pbt: 84000000, overall: 0.05, performance: 0.75 }, (i) => i.pbt * i.overall * i.performance)],
      explanation: `Overall materiality = 84,000,000 × 5% = Tk 4,200,000.
Performance materiality = 4,200,000 × 75% = **Tk 3,150,000**.

ISA 320.11 requires performance materiality below overall materiality, to reduce to an appropriately low level the probability that uncorrected and undetected misstatements together exceed overall materiality. A higher percentage (75%) reflects low expected misstatement; a riskier engagement might use 50–60%. Entering Tk 4,200,000 gives overall, not performance, materiality.`,
    },
    {
      ref: 'cr-031',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: "Which **TWO** of the following are appropriate audit responses under ISA 540 (Revised) to a significant risk of material misstatement in the fair value of a client's Level 3 investment?",
      options: [
        'Relying on a written representation from the directors as sufficient evidence of the fair value',
        'Agreeing the fair value to the minutes of the board meeting that approved it',
        "Developing an auditor's point estimate or range to evaluate management's point estimate",
        'Accepting the valuation without further work because it was prepared by an external valuer engaged by management',
        'Testing how management made the estimate, including the method, significant assumptions and data',
      ],
      correct: [2, 4],
      explanation: `ISA 540.18 lists the responses: obtain evidence from **events up to the date of the auditor's report**, **test how management made the estimate** (method, significant assumptions, data), and/or **develop an auditor's point estimate or range**.

- Written representations support but never replace other evidence (ISA 580.4).
- Board approval shows authorisation, not that the value is reasonable.
- A management's expert must be evaluated (competence, objectivity, work), not accepted without question (ISA 500.8).`,
    },
    {
      ref: 'cr-032',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'The auditor of Surma Tiles Ltd concludes that inventory is overstated by a material amount. The misstatement is not pervasive, and management refuses to correct it. What opinion should the auditor express?',
      options: ['An unmodified opinion with an Emphasis of Matter paragraph', "A qualified ('except for') opinion", 'An adverse opinion', 'A disclaimer of opinion'],
      correct: 1,
      explanation: `ISA 705.7: when the auditor, having obtained sufficient appropriate evidence, concludes that misstatements are **material but not pervasive**, the opinion is **qualified** ("except for").

- An **adverse** opinion is for misstatements that are material **and pervasive**.
- A **disclaimer** is for an inability to obtain sufficient appropriate evidence where the possible effects could be material and pervasive.
- An Emphasis of Matter paragraph draws attention to something properly presented and disclosed; it cannot cure a misstatement.`,
    },
    {
      ref: 'cr-033',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "The auditor of Rangpur Foods Ltd concludes that the going concern basis of accounting is appropriate, but a material uncertainty exists about the company's ability to continue as a going concern. Management has disclosed the uncertainty adequately in the financial statements. What auditor's report is appropriate under ISA 570 (Revised)?",
      options: [
        'A qualified opinion because of the uncertainty',
        'An adverse opinion',
        'A disclaimer of opinion',
        "An unmodified opinion, with a separate section headed 'Material Uncertainty Related to Going Concern'",
      ],
      correct: 3,
      explanation: `ISA 570.22: where the going concern basis is appropriate, a material uncertainty exists and it is **adequately disclosed**, the auditor expresses an **unmodified opinion** and includes a separate section headed **"Material Uncertainty Related to Going Concern"**, drawing attention to the disclosure and stating that the opinion is not modified.

- If the disclosure were **inadequate**, the opinion would be qualified or adverse (ISA 570.23).
- If the going concern basis were **inappropriate**, the opinion would be adverse (ISA 570.21).
- A disclaimer is reserved for rare cases with multiple uncertainties where the auditor cannot form an opinion.`,
    },
    {
      ref: 'cr-034',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "After the financial statements of Titas Tiles Ltd have been issued, the auditor learns of a fact that existed at the date of the auditor's report and which, had it been known then, might have caused the auditor to amend the report. What should the auditor do under ISA 560?",
      options: [
        'Nothing: the auditor has no obligation to perform audit procedures after the financial statements are issued, so the fact can be ignored',
        "Withdraw the auditor's report publicly at once, without discussing the matter with management",
        'Discuss the matter with management and, where appropriate, those charged with governance, determine whether the financial statements need amendment and, if so, inquire how management intends to address it',
        "Report the matter as a key audit matter in next year's auditor's report instead",
      ],
      correct: 2,
      explanation: `ISA 560.14: after the financial statements are issued the auditor has **no obligation to perform procedures**, but if a fact becomes known that might have caused the report to be amended, the auditor must **discuss it with management and, where appropriate, those charged with governance**, **determine whether the financial statements need amendment**, and if so **inquire how management intends to address the matter** in the financial statements.

If management revises the statements, the auditor performs the necessary procedures and issues a new report (ISA 560.15); if management does not take the necessary steps, the auditor acts to prevent reliance on the report (ISA 560.17). Ignoring the fact, or jumping to public withdrawal without discussion, are both wrong.`,
    },
    {
      ref: 'cr-035',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: "Kaptai Paper Ltd's defined benefit obligation is measured by an actuary engaged by management. Which **TWO** procedures provide relevant audit evidence about the **present value of the obligation**?",
      options: [
        'Confirm the fair value of the plan assets with the actuary',
        "Evaluate the competence, capabilities and objectivity of the actuary and the appropriateness of the actuary's work as audit evidence",
        "Recalculate the obligation using the company's incremental borrowing rate",
        'Agree the employee data given to the actuary (salaries, ages, length of service) to payroll and personnel records',
        'Inspect the board minutes approving payment of contributions as evidence of the valuation',
      ],
      correct: [1, 3],
      explanation: `The actuary is a **management's expert** (ISA 500.8): the auditor evaluates their competence, capabilities and objectivity, understands their work and evaluates its appropriateness, including key assumptions (discount rate, salary growth, mortality). The actuary's output is only as good as the **census data**, which must be agreed to payroll and HR records for completeness and accuracy.

- Plan assets are confirmed with the custodian or fund manager, and they are not the obligation.
- IAS 19.83 requires the discount rate to be based on **high-quality corporate bond** yields (or government bonds where there is no deep market), not the incremental borrowing rate.
- Board approval of contributions says nothing about the valuation.`,
    },
    {
      ref: 'cr-036',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'At the completion stage of the audit of Surma Tiles Ltd, overall materiality is Tk 2,500,000. Management has not corrected the misstatements below. Complete the evaluation.',
      columns: ['Item', 'Amount / conclusion'],
      rows: [
        ['1. Inventory carried above net realisable value: profit overstated by (Tk)', '1,800,000'],
        ['2. Warranty provision understated: profit overstated by (Tk)', '1,100,000'],
        ['3. Goods delivered on 29 June not invoiced (cut-off): profit understated by (Tk)', '300,000'],
        ['Net overstatement of profit before tax (Tk)', { number: 2600000, marks: 2 }],
        ['Compared with overall materiality, the aggregate uncorrected misstatement is', { select: ['Material', 'Not material'], correct: 0, marks: 1 }],
        ['Net overstatement remaining if management corrects item 1 only (Tk)', { number: 800000, marks: 1 }],
        [
          "If none are corrected and the effect is material but not pervasive, the auditor's opinion is",
          { select: ['Unmodified', "Qualified ('except for')", 'Adverse', 'Disclaimer of opinion'], correct: 1, marks: 1 },
        ],
      ],
      checks: [
        check('cell 3 1', { inventory: 1800000, warranty: 1100000, cutoff: 300000 }, (i) => i.inventory + i.warranty - i.cutoff),
        check('cell 5 1', { warranty: 1100000, cutoff: 300000 }, (i) => i.warranty - i.cutoff),
      ],
      explanation: `ISA 450 requires the auditor to accumulate misstatements and evaluate their effect **individually and in aggregate**.

| | Tk |
|---|---|
| Inventory (overstates profit) | 1,800,000 |
| Warranty provision (overstates profit) | 1,100,000 |
| Cut-off (understates profit) | (300,000) |
| **Net overstatement** | **2,600,000** |

Tk 2,600,000 exceeds materiality of Tk 2,500,000, so it is **material** in aggregate. If only item 1 is corrected, 1,100,000 − 300,000 = **Tk 800,000** remains, well below materiality. If nothing is corrected, the misstatement is material but confined to specific balances (not pervasive), so the opinion is **qualified** (ISA 705.7). The auditor should first ask management to correct all misstatements (ISA 450.8).`,
    },
    {
      ref: 'cr-037',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Under ISA 240, which risk of material misstatement due to fraud is present in all entities and can **never** be rebutted by the auditor?',
      options: [
        'The risk of fraud in revenue recognition',
        'The risk of management override of controls',
        'The risk of error in complex accounting estimates',
        'The risk of misappropriation of cash by junior staff',
      ],
      correct: 1,
      explanation: `ISA 240.31: **management override of controls** is present in all entities; because of the unpredictable way it could occur, it is a risk of material misstatement due to fraud and therefore a **significant risk**. It cannot be rebutted. The required responses (ISA 240.32) are testing journal entries and other adjustments, reviewing accounting estimates for bias, and evaluating the business rationale of significant unusual transactions.

The presumed risk of fraud in **revenue recognition** (ISA 240.26) *can* be rebutted, with the reasons documented (ISA 240.47). Errors in estimates are not fraud risks as such, and misappropriation by junior staff is an assessed risk, not a presumed one.`,
    },
    {
      ref: 'cr-038',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which statement about **written representations** under ISA 580 is correct?',
      options: [
        'They may replace other audit evidence when management is considered trustworthy',
        'They are needed only when the auditor has identified fraud',
        "They should be dated after the date of the auditor's report so that they cover all subsequent events",
        'They provide necessary audit evidence, but on their own do not provide sufficient appropriate audit evidence about any of the matters they deal with',
      ],
      correct: 3,
      explanation: `ISA 580.4: written representations are **necessary** audit evidence, but they do **not on their own** provide sufficient appropriate evidence about any of the matters they deal with. If management does not provide them, that may itself affect the opinion.

- They never replace other evidence, however trustworthy management seems.
- They are required on every audit (e.g. management's responsibility for preparing the financial statements, completeness of information: ISA 580.10–11), not only when fraud is found.
- ISA 580.14: they are dated **as near as practicable to, but not after**, the date of the auditor's report.`,
    },

    // ───────────── Area 3: Integrated ethics ─────────────
    {
      ref: 'cr-039',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Rafiq Islam is the audit manager on the audit of Summit Textiles Ltd. His wife inherits a material holding of shares in Summit Textiles. Which threat to independence does this create under the ICAB Code of Ethics?',
      options: ['Self-review threat', 'Advocacy threat', 'Self-interest threat', 'Familiarity threat'],
      correct: 2,
      explanation: `A **direct financial interest** in an audit client held by an audit team member **or their immediate family** (spouse) creates a **self-interest threat**: Rafiq could be influenced by the effect of the audit on the value of his household's shares. The Code does not allow such an interest: the shares must be disposed of as soon as practicable, or Rafiq removed from the audit team, and the firm should consider whether his work needs review.

Self-review concerns evaluating one's own work; advocacy concerns promoting the client's position; familiarity concerns close or long relationships.`,
    },
    {
      ref: 'cr-040',
      area: 3,
      difficulty: 'standard',
      kind: 'written',
      stem: `Tahmina Chowdhury FCA is financial controller of Chattogram Port Logistics Ltd. The company breached a loan covenant at the year end, making a Tk 300,000,000 bank loan repayable on demand. The chief financial officer (CFO) instructs Tahmina to present the loan as non-current, not to disclose the breach, and not to mention it to the external auditors, pointing out that "the senior team's bonus pool, including yours, depends on these numbers".

**Required:** Explain the ethical issues for Tahmina and the actions she should take. (8 marks)`,
      points: [
        {
          text: 'Integrity: presenting a current liability as non-current and omitting the breach would be materially misleading (IAS 1.74); she must not be associated with such information.',
          marks: 1,
        },
        { text: 'Self-interest threat: her own bonus depends on the reported figures, threatening her objectivity.', marks: 1 },
        { text: 'Intimidation threat: an instruction from her superior, the CFO, pressures her to act against the standards.', marks: 1 },
        {
          text: 'Professional behaviour and legality: hiding information from the auditors could be an offence and a breach of laws and regulations (e.g. the Companies Act 1994 duty to give a true and fair view; the Financial Reporting Act 2015), so the NOCLAR provisions are relevant.',
          marks: 1,
        },
        { text: 'Action: explain the correct IAS 1 treatment and the required disclosures to the CFO, and keep a written record of the instructions and discussions.', marks: 1 },
        { text: "If the CFO persists, escalate to the audit committee or board of directors, using the company's whistleblowing procedures if appropriate.", marks: 1 },
        { text: "Seek advice from ICAB's ethics helpline or a lawyer; she must not mislead the auditors and should answer their questions honestly.", marks: 1 },
        { text: 'If the matter is not resolved, consider resigning, while recognising that resigning does not remove any duty to report to an appropriate authority.', marks: 1 },
      ],
      explanation: `**Ethical issues:** integrity (misleading statements), objectivity (self-interest threat from the bonus pool; intimidation threat from the CFO), professional behaviour and possible non-compliance with laws and regulations (concealment from auditors, false financial statements).

**Correct accounting:** the breach at the reporting date makes the loan **current** (IAS 1.74) with disclosure of the breach; a waiver after the year end is a non-adjusting event.

**Actions in order:** explain and document; escalate internally (audit committee/board); take advice (ICAB, legal); be honest with the auditors; resign as a last resort, remembering that resignation does not by itself meet any reporting responsibility under the Code's NOCLAR section.`,
    },
    {
      ref: 'cr-041',
      area: 3,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are among the five fundamental principles of the ICAB Code of Ethics for Professional Accountants?',
      options: ['Objectivity', 'Independence', 'Confidentiality', 'Professional scepticism', 'Transparency'],
      correct: [0, 2],
      explanation: `The five fundamental principles (based on the IESBA Code) are **integrity, objectivity, professional competence and due care, confidentiality, and professional behaviour**.

- **Independence** (of mind and in appearance) is required of professional accountants performing audit and assurance engagements; it supports objectivity but is not one of the five principles.
- **Professional scepticism** is an attitude required by the ISAs on assurance engagements.
- **Transparency** is a desirable quality but not a fundamental principle.`,
    },
    {
      ref: 'cr-042',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Under the ICAB Code of Ethics, in which situation may a professional accountant disclose confidential client information **without** the client's consent?",
      options: [
        'When disclosure is required by law, for example under a court order or a legal duty to report suspicious transactions under anti-money laundering legislation',
        "When another client of the firm asks for a reference about the client's financial position",
        'When the accountant has left the firm and the information is more than two years old',
        'When the information would help another client of the firm win a contract',
      ],
      correct: 0,
      explanation: `The principle of **confidentiality** allows disclosure without consent only where it is **required by law** (e.g. producing documents under a court order, or reporting suspected money laundering to the Bangladesh Financial Intelligence Unit where the law requires), or **permitted by law and authorised by the client**, or where there is a **professional duty or right** to disclose (e.g. a quality review, responding to ICAB inquiries, protecting the accountant's interests in legal proceedings).

The duty of confidentiality continues **after the relationship ends**, and information must never be used for the advantage of the accountant or third parties (such as another client).`,
    },
    {
      ref: 'cr-043',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "During the audit of Sylhet Builders Ltd, the engagement team finds evidence suggesting that the company has paid bribes to obtain government construction contracts. Under the Code's provisions on responding to non-compliance with laws and regulations (NOCLAR), what should the auditor do **first**, assuming no law prohibits it?",
      options: [
        'Report the matter immediately to the police without informing the client',
        'Obtain an understanding of the matter and discuss it with the appropriate level of management and, where appropriate, those charged with governance',
        'Resign from the engagement immediately',
        'Take no action, because bribery does not directly affect the financial statements',
      ],
      correct: 1,
      explanation: `The Code's NOCLAR section (based on IESBA Code section 360) requires the auditor first to **obtain an understanding** of the matter (the nature of the act, the circumstances, the possible effects) and to **discuss it with the appropriate level of management and, where appropriate, those charged with governance**, prompting them to rectify, remediate or mitigate its consequences and to disclose it to an appropriate authority where required.

The auditor then evaluates management's response and decides whether further action is needed in the public interest (such as disclosure to an appropriate authority, or withdrawal). Immediate external reporting is not the first step unless the law requires it (or tipping-off rules prohibit discussion). Bribery can have material indirect effects (fines, loss of contracts, provisions), so doing nothing is wrong; resigning at once bypasses the required steps.`,
    },
    {
      ref: 'cr-044',
      area: 3,
      difficulty: 'challenging',
      kind: 'written',
      stem: `Your firm audits Bengal Pharma Ltd, a listed company (a public interest entity). During the current audit:

1. The client's chief executive has offered the audit engagement partner, Mr Karim, the post of chief financial officer from next year. Mr Karim is considering the offer.
2. The audit committee has asked the firm to value the company's unquoted investment (material to the financial statements), with the fee set at 0.5% of the valuation.
3. Last year's audit fee of Tk 2,500,000 is still unpaid, and the client has asked to pay it "after the current audit is signed".

**Required:** Explain the ethical threats arising and the actions the firm should take. (9 marks)`,
      points: [
        {
          text: 'Employment offer: negotiating employment with the client creates self-interest (and later familiarity/intimidation) threats; Mr Karim must notify the firm promptly and be removed from the engagement.',
          marks: 1,
        },
        { text: 'Review the significant judgements Mr Karim made on the current audit (an independent partner review), to address the threat to the work already done.', marks: 1 },
        {
          text: "If he joins, the Code's cooling-off rules for a key audit partner of a public interest entity apply: he cannot become a director or officer until the client has issued audited financial statements covering at least 12 months in which he was not a member of the audit team; otherwise independence is compromised.",
          marks: 1,
        },
        {
          text: 'Valuation: it would create a self-review threat, because the firm would audit its own material valuation; for a public interest entity audit client this service is prohibited, so the firm must decline it.',
          marks: 2,
        },
        {
          text: 'Contingent fee: a fee of 0.5% of the value creates a self-interest threat (the firm benefits from a higher valuation); contingent fees for non-assurance services that depend on material amounts in the audited financial statements are prohibited.',
          marks: 1,
        },
        { text: 'Overdue fees: unpaid fees create a self-interest threat, as the firm may be reluctant to modify the opinion and the fee resembles a loan to the client.', marks: 1 },
        { text: "Safeguards for the fees: require payment (or most of it) before the auditor's report is issued; have a professional accountant not involved in the audit review the work.", marks: 1 },
        { text: 'If the fees remain unpaid, consider whether the firm can continue as auditor and whether to be reappointed, and communicate the issues to the audit committee.', marks: 1 },
      ],
      explanation: `**1. Employment with the client** (Code section 524): self-interest threat during negotiations: notify the firm, remove Mr Karim, review his significant judgements. For a PIE, a **key audit partner** may not join as a director or officer until the cooling-off condition (audited financial statements covering at least 12 months after he left the audit team) is met.

**2. Valuation service** (sections 600/603): a material valuation the firm would then audit is a **self-review** threat, and is **prohibited** for a PIE audit client. The **contingent fee** (section 410) adds a self-interest threat and is prohibited where the outcome depends on a material amount in the financial statements. Decline.

**3. Overdue fees** (section 410): self-interest threat; seek payment before the report; independent review; consider continuing as auditor; communicate with those charged with governance.`,
    },
  ],
};
