import { type SeedBank, check } from './bank-types';

const DR_CR = ['Debit', 'Credit'];
const SFP_PLACE = ['Current asset', 'Current liability', 'Non-current liability'];

export const accountingBank: SeedBank = {
  subject: 'accounting',
  questions: [
    // ─── Area 1: Maintaining financial records ───────────────────────────
    {
      ref: 'acc-001',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Rahman Traders buys goods for resale on credit from Padma Suppliers for Tk 85,000. Which of the following is the correct double entry in the books of Rahman Traders?',
      options: [
        'Debit Trade payables Tk 85,000; Credit Purchases Tk 85,000',
        'Debit Purchases Tk 85,000; Credit Cash at bank Tk 85,000',
        'Debit Purchases Tk 85,000; Credit Trade payables Tk 85,000',
        'Debit Inventory Tk 85,000; Credit Trade receivables Tk 85,000',
      ],
      correct: 2,
      explanation: `Buying goods for resale increases the **purchases** expense, so Purchases is **debited** Tk 85,000. Because the goods are bought on credit, Rahman Traders now owes Padma Suppliers, so **trade payables** (a liability) are **credited** Tk 85,000.

- The first option reverses the entry (it would be a purchase return).
- The second option treats the purchase as a cash purchase; no cash has been paid yet.
- Trade receivables are amounts owed *to* the business by customers, and purchases during the year go to the purchases account, not to inventory.`,
    },
    {
      ref: 'acc-002',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Meghna Textiles Ltd returns faulty yarn to a supplier and receives a credit note. In which book of prime entry is the credit note first recorded?',
      options: ['Sales returns day book', 'Purchases day book', 'Cash book', 'Purchases returns day book'],
      correct: 3,
      explanation: `A credit note **received from a supplier** reduces the amount owed for goods bought, so it is recorded in the **purchases returns day book** (returns outwards). The totals are then posted Debit Payables ledger control, Credit Purchases returns.

- The sales returns day book records credit notes the business *issues* to its customers.
- The purchases day book records suppliers' invoices, not credit notes.
- No cash changes hands, so the cash book is not used.`,
    },
    {
      ref: 'acc-003',
      area: 1,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 10500,
      stem: 'Karim Electronics is registered for VAT. It sells a refrigerator for Tk 80,500, a price that **includes** VAT at 15%. How much output VAT must Karim Electronics account for on this sale?',
      checks: [check('answer', { gross: 80500, rate: 15 }, (i) => (i.gross * i.rate) / (100 + i.rate))],
      explanation: `The price includes VAT, so the VAT is the VAT fraction of the gross amount: rate ÷ (100 + rate) = 15/115.

- Net price = Tk 80,500 × 100/115 = Tk 70,000
- Output VAT = Tk 80,500 × 15/115 = **Tk 10,500** (check: 15% × Tk 70,000 = Tk 10,500)

A common error is to take 15% of the VAT-inclusive price (Tk 12,075), which charges VAT on the VAT.`,
    },
    {
      ref: 'acc-004',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 48000,
      stem: `Surma Electricals is registered for VAT; all its sales and purchases are standard-rated at 15% and all input VAT is recoverable. For the VAT period ended 30 June 2025:

- Sales were Tk 840,000 **excluding** VAT.
- Purchases of goods for resale were Tk 598,000 **including** VAT.

How much VAT is payable to the National Board of Revenue for the period?`,
      checks: [check('answer', { sales: 840000, purchases: 598000, rate: 15 }, (i) => (i.sales * i.rate) / 100 - (i.purchases * i.rate) / (100 + i.rate))],
      explanation: `Work out output VAT and input VAT separately, taking care over which figure includes VAT.

| | Tk |
|---|---:|
| Output VAT: 15% × Tk 840,000 (net figure) | 126,000 |
| Input VAT: Tk 598,000 × 15/115 (gross figure) | (78,000) |
| **VAT payable** | **48,000** |

Taking 15% of the VAT-inclusive purchases (Tk 89,700) would understate the payable at Tk 36,300.`,
    },
    {
      ref: 'acc-005',
      area: 1,
      difficulty: 'standard',
      kind: 'journal',
      stem: 'Sonali Fabrics is registered for VAT. It sells goods on credit to Dhaka Garments Ltd for Tk 200,000 plus VAT at 15%. Prepare the journal entry to record the sale in the books of Sonali Fabrics.',
      accounts: ['Trade receivables', 'Revenue', 'VAT payable (output tax)', 'VAT receivable (input tax)', 'Purchases', 'Cash at bank'],
      lines: [
        { account: 0, side: 'debit', amount: 230000, marks: 1 },
        { account: 1, side: 'credit', amount: 200000, marks: 1 },
        { account: 2, side: 'credit', amount: 30000, marks: 1 },
      ],
      checks: [
        check('line 0', { net: 200000, rate: 15 }, (i) => i.net * (1 + i.rate / 100)),
        check('line 1', { net: 200000 }, (i) => i.net),
        check('line 2', { net: 200000, rate: 15 }, (i) => (i.net * i.rate) / 100),
      ],
      explanation: `The customer owes the **gross** amount, the business earns only the **net** amount, and the VAT is owed to the National Board of Revenue.

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Trade receivables (200,000 × 1.15) | 230,000 | |
| Revenue | | 200,000 |
| VAT payable (15% × 200,000) | | 30,000 |

Crediting revenue with Tk 230,000 would overstate sales by the VAT collected on behalf of the government. Input tax (VAT receivable) arises on purchases, not sales.`,
    },
    {
      ref: 'acc-006',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 265000,
      stem: `The following information relates to the receivables ledger of Comilla Traders for the year ended 31 December 2024:

| | Tk |
|---|---:|
| Receivables ledger control account balance at 1 January 2024 | 185,000 |
| Credit sales | 1,240,000 |
| Cash received from credit customers | 1,105,000 |
| Discounts allowed | 12,000 |
| Irrecoverable debts written off | 8,000 |
| Sales returns | 26,000 |
| Contra with the payables ledger | 9,000 |

What is the closing balance on the receivables ledger control account at 31 December 2024?`,
      checks: [
        check(
          'answer',
          { opening: 185000, sales: 1240000, cash: 1105000, discounts: 12000, irrecoverable: 8000, returns: 26000, contra: 9000 },
          (i) => i.opening + i.sales - i.cash - i.discounts - i.irrecoverable - i.returns - i.contra,
        ),
      ],
      explanation: `Credit sales increase the control account (debit side); everything that reduces what customers owe is credited.

| Debit | Tk | Credit | Tk |
|---|---:|---|---:|
| Balance b/d | 185,000 | Cash received | 1,105,000 |
| Credit sales | 1,240,000 | Discounts allowed | 12,000 |
| | | Irrecoverable debts | 8,000 |
| | | Sales returns | 26,000 |
| | | Contra | 9,000 |
| | | **Balance c/d** | **265,000** |
| | 1,425,000 | | 1,425,000 |

Check: 1,425,000 − 1,160,000 = **Tk 265,000**. A contra reduces both receivables and payables, so it is a credit in the receivables control account.`,
    },
    {
      ref: 'acc-007',
      area: 1,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 417000,
      stem: `At 31 March 2025 the payables ledger control account of Jamuna Hardware shows a credit balance of Tk 412,000. The list of individual supplier balances totals Tk 398,500. The following errors have been found:

1. The purchases day book for March was undercast by Tk 10,000.
2. A contra of Tk 5,000 was entered in the supplier's individual account but not in the control account.
3. A supplier's credit balance of Tk 25,500 was omitted from the list of balances.
4. A debit balance of Tk 3,500 on a supplier's account was included in the list as a credit balance.

What is the corrected balance on the payables ledger control account?`,
      checks: [check('answer', { control: 412000, undercast: 10000, contra: 5000 }, (i) => i.control + i.undercast - i.contra)],
      explanation: `Only errors 1 and 2 affect the **control account**; errors 3 and 4 affect only the **list of balances**.

| Control account | Tk |
|---|---:|
| Balance per account | 412,000 |
| Add: purchases day book undercast (credit side too low) | 10,000 |
| Less: contra not recorded (debit to payables) | (5,000) |
| **Corrected balance** | **417,000** |

Proof from the list: 398,500 + 25,500 (omitted balance) − 7,000 (the Tk 3,500 debit balance was added instead of deducted, so the list is overstated by twice Tk 3,500) = Tk 417,000, which agrees.

Individual supplier accounts are posted from the individual invoices, so the day book undercast does not affect the list.`,
    },
    {
      ref: 'acc-008',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 59300,
      stem: `At 30 June 2025 the cash book of Barishal Agro shows a debit balance of Tk 56,000. Comparing it with the bank statement shows:

- Cheques of Tk 14,000 paid to suppliers have not yet been presented at the bank.
- A deposit of Tk 9,500 made on 30 June has not yet been credited by the bank.
- Bank charges of Tk 1,200 appear on the bank statement but have not been entered in the cash book.

What balance (in the business's favour) does the bank statement show at 30 June 2025?`,
      checks: [check('answer', { cashBook: 56000, charges: 1200, unpresented: 14000, lodgement: 9500 }, (i) => i.cashBook - i.charges + i.unpresented - i.lodgement)],
      explanation: `First correct the cash book, then reconcile to the bank statement for timing differences.

| | Tk |
|---|---:|
| Cash book balance | 56,000 |
| Less: bank charges not recorded | (1,200) |
| **Corrected cash book balance** | 54,800 |
| Add: unpresented cheques (not yet deducted by the bank) | 14,000 |
| Less: outstanding lodgement (not yet added by the bank) | (9,500) |
| **Balance per bank statement** | **59,300** |

Unpresented cheques have left the cash book but not the bank account, so the bank shows more money; the outstanding lodgement is the opposite.`,
    },
    {
      ref: 'acc-009',
      area: 1,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following accounts would normally have a **debit** balance in the trial balance of a business?',
      options: ['Drawings', 'Trade payables', 'Carriage inwards', 'Share capital', 'Sales revenue', 'Accumulated depreciation'],
      correct: [0, 2],
      explanation: `Debit balances are assets, expenses and drawings; credit balances are liabilities, capital (equity) and income.

- **Drawings** reduce the owner's capital and are a debit balance.
- **Carriage inwards** is an expense (part of cost of sales), so a debit balance.
- Trade payables (liability), share capital (equity) and sales revenue (income) are credit balances.
- Accumulated depreciation is a credit balance that is deducted from the cost of non-current assets.`,
    },
    {
      ref: 'acc-010',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following errors would **not** be revealed by extracting a trial balance?',
      options: [
        'A credit sale to Hossain & Co was posted to the account of Hasan & Co in the receivables ledger',
        'A payment of rent was credited in the cash book but not debited to any ledger account',
        'The balance on the electricity account of Tk 45,600 was listed in the trial balance as Tk 46,500',
        'An invoice for Tk 7,900 was entered in the sales day book as Tk 9,700 and posted from there',
        'Discounts received were debited both to the payables control account and to the discounts received account',
      ],
      correct: [0, 3],
      explanation: `A trial balance only detects errors that make total debits differ from total credits.

- **Posting to the wrong customer's account** (error of commission): the debit is still a debit of the right amount, so the trial balance agrees.
- **Wrong amount entered in the book of prime entry** (error of original entry): both debit and credit use the wrong figure of Tk 9,700, so the trial balance still agrees.
- A one-sided entry (rent), a transposition in listing one balance (Tk 45,600 shown as Tk 46,500) and two debits with no credit (discounts) all make the totals disagree, so they are revealed.`,
    },
    {
      ref: 'acc-011',
      area: 1,
      difficulty: 'standard',
      kind: 'table',
      stem: 'The following balances were extracted from the ledger of Nodi Stores, a sole trader, at 31 December 2024. For each balance select the trial balance column in which it belongs, then enter the total of the **debit** column.',
      columns: ['Account', 'Balance Tk', 'Trial balance column'],
      rows: [
        ['Capital', '500,000', { select: DR_CR, correct: 1, marks: 1 }],
        ['Shop fittings at cost', '620,000', { select: DR_CR, correct: 0, marks: 1 }],
        ['Trade receivables', '145,000', { select: DR_CR, correct: 0, marks: 1 }],
        ['Bank overdraft', '38,000', { select: DR_CR, correct: 1, marks: 1 }],
        ['Drawings', '72,000', { select: DR_CR, correct: 0, marks: 1 }],
        ['Revenue', '1,150,000', { select: DR_CR, correct: 1, marks: 1 }],
        ['Purchases', '690,000', { select: DR_CR, correct: 0, marks: 1 }],
        ['Trade payables', '96,000', { select: DR_CR, correct: 1, marks: 1 }],
        ['Accumulated depreciation on shop fittings', '124,000', { select: DR_CR, correct: 1, marks: 1 }],
        ['Operating expenses', '381,000', { select: DR_CR, correct: 0, marks: 1 }],
        ['Total of the debit column', { number: 1908000, marks: 2 }, ''],
      ],
      checks: [
        check('cell 10 1', { fittings: 620000, receivables: 145000, drawings: 72000, purchases: 690000, expenses: 381000 }, (i) => i.fittings + i.receivables + i.drawings + i.purchases + i.expenses),
      ],
      explanation: `Assets, expenses and drawings are debit balances; capital, liabilities, income and accumulated depreciation are credit balances. A bank **overdraft** is money owed to the bank, so it is a credit balance.

| Debit balances | Tk | Credit balances | Tk |
|---|---:|---|---:|
| Shop fittings at cost | 620,000 | Capital | 500,000 |
| Trade receivables | 145,000 | Bank overdraft | 38,000 |
| Drawings | 72,000 | Revenue | 1,150,000 |
| Purchases | 690,000 | Trade payables | 96,000 |
| Operating expenses | 381,000 | Accumulated depreciation | 124,000 |
| **Total** | **1,908,000** | **Total** | **1,908,000** |

The two columns agree at Tk 1,908,000, confirming the classification.`,
    },

    // ─── Area 2: Adjustments to accounting records and financial statements ───
    {
      ref: 'acc-012',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 100000,
      stem: 'Barishal Agro bought a rice-husking machine for Tk 850,000. It expects to use the machine for 8 years and then sell it for Tk 50,000. Using the straight-line method, what is the annual depreciation charge?',
      checks: [check('answer', { cost: 850000, residual: 50000, years: 8 }, (i) => (i.cost - i.residual) / i.years)],
      explanation: `Straight-line depreciation spreads the **depreciable amount** (cost less residual value) evenly over the useful life.

Annual charge = (Tk 850,000 − Tk 50,000) ÷ 8 = Tk 800,000 ÷ 8 = **Tk 100,000**.

Forgetting the residual value gives Tk 106,250, which would depreciate the machine below the amount expected from its sale.`,
    },
    {
      ref: 'acc-013',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 337500,
      stem: 'On 1 January 2023 Chattogram Logistics bought a delivery truck for Tk 2,400,000. The truck is depreciated at 25% a year on the reducing balance basis, and the year end is 31 December. What is the depreciation charge for the year ended 31 December 2025?',
      checks: [check('answer', { cost: 2400000, rate: 25 }, (i) => i.cost * (1 - i.rate / 100) ** 2 * (i.rate / 100))],
      explanation: `Reducing balance applies the rate to the **carrying amount** at the start of each year.

| Year | Carrying amount b/f Tk | Depreciation 25% Tk | Carrying amount c/f Tk |
|---|---:|---:|---:|
| 2023 | 2,400,000 | 600,000 | 1,800,000 |
| 2024 | 1,800,000 | 450,000 | 1,350,000 |
| 2025 | 1,350,000 | **337,500** | 1,012,500 |

Applying 25% to cost every year (Tk 600,000) is the straight-line method, not reducing balance.`,
    },
    {
      ref: 'acc-014',
      area: 2,
      difficulty: 'standard',
      kind: 'journal',
      stem: 'Padma Printers sold a printing machine for Tk 150,000, received in cash at the bank. The machine originally cost Tk 600,000 and its accumulated depreciation at the date of disposal was Tk 420,000. Prepare a single journal entry to remove the machine from the books and record the sale.',
      accounts: ['Cash at bank', 'Accumulated depreciation – machinery', 'Machinery at cost', 'Loss on disposal (profit or loss)', 'Depreciation expense', 'Revenue', 'Trade receivables'],
      lines: [
        { account: 0, side: 'debit', amount: 150000, marks: 1 },
        { account: 1, side: 'debit', amount: 420000, marks: 1 },
        { account: 3, side: 'debit', amount: 30000, marks: 1 },
        { account: 2, side: 'credit', amount: 600000, marks: 1 },
      ],
      checks: [
        check('line 0', { proceeds: 150000 }, (i) => i.proceeds),
        check('line 1', { accumulated: 420000 }, (i) => i.accumulated),
        check('line 2', { cost: 600000, accumulated: 420000, proceeds: 150000 }, (i) => i.cost - i.accumulated - i.proceeds),
        check('line 3', { cost: 600000 }, (i) => i.cost),
      ],
      explanation: `Remove both the cost and the accumulated depreciation, record the cash, and the balancing figure is the profit or loss on disposal.

Carrying amount = Tk 600,000 − Tk 420,000 = Tk 180,000. Proceeds Tk 150,000 are less than this, so there is a **loss of Tk 30,000**.

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Cash at bank | 150,000 | |
| Accumulated depreciation – machinery | 420,000 | |
| Loss on disposal | 30,000 | |
| Machinery at cost | | 600,000 |

Sale proceeds of a non-current asset are not revenue: revenue is income from the ordinary sale of goods and services.`,
    },
    {
      ref: 'acc-015',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 20000,
      stem: `Sylhet Tea Traders has a 31 December year end. Its policy is to charge a full year's depreciation in the year of acquisition and none in the year of disposal.

A car bought in March 2021 for Tk 1,800,000 was depreciated on the straight-line basis over 5 years with no residual value. In August 2024 it was part-exchanged for a new car with a list price of Tk 2,500,000. The dealer gave a part-exchange allowance of Tk 700,000 for the old car and the balance was paid by bank transfer.

What is the **loss** on disposal of the old car?`,
      checks: [check('answer', { cost: 1800000, life: 5, allowance: 700000 }, (i) => i.cost - (i.cost / i.life) * 3 - i.allowance)],
      explanation: `Annual depreciation = Tk 1,800,000 ÷ 5 = Tk 360,000.

Under the policy, depreciation is charged for 2021, 2022 and 2023 (full year in the year of purchase, none in 2024, the year of disposal): 3 × Tk 360,000 = Tk 1,080,000.

| | Tk |
|---|---:|
| Cost | 1,800,000 |
| Accumulated depreciation | (1,080,000) |
| Carrying amount | 720,000 |
| Disposal proceeds (part-exchange allowance) | 700,000 |
| **Loss on disposal** | **20,000** |

The part-exchange allowance is the disposal proceeds; the new car's list price is irrelevant to the disposal. Charging a fourth year of depreciation (for 2024) would wrongly show a profit of Tk 340,000.`,
    },
    {
      ref: 'acc-016',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 60000,
      stem: 'Kushtia Rice Mills rents a warehouse for Tk 360,000 a year, paid quarterly in advance on 1 March, 1 June, 1 September and 1 December. What prepayment should be shown in its statement of financial position at 31 December 2024?',
      checks: [check('answer', { annual: 360000 }, (i) => (i.annual / 12) * 2)],
      explanation: `Each quarterly payment is Tk 360,000 ÷ 4 = Tk 90,000 and covers three months.

The payment on 1 December 2024 covers December 2024, January 2025 and February 2025. Only December belongs to 2024; January and February relate to next year.

Prepayment = Tk 360,000 ÷ 12 × 2 months = **Tk 60,000** (a current asset).

Treating the whole December instalment (Tk 90,000) as prepaid ignores the month that has already been used.`,
    },
    {
      ref: 'acc-017',
      area: 2,
      difficulty: 'standard',
      kind: 'journal',
      stem: 'On 1 October 2024 Rangpur Cold Storage paid an insurance premium of Tk 144,000 covering the 12 months to 30 September 2025 and debited it in full to the insurance expense account. The year end is 31 December 2024. Prepare the year-end adjusting journal entry.',
      accounts: ['Prepayments', 'Insurance expense', 'Accruals', 'Cash at bank', 'Trade payables'],
      lines: [
        { account: 0, side: 'debit', amount: 108000, marks: 1 },
        { account: 1, side: 'credit', amount: 108000, marks: 1 },
      ],
      checks: [check('line 0', { premium: 144000 }, (i) => (i.premium * 9) / 12), check('line 1', { premium: 144000 }, (i) => (i.premium * 9) / 12)],
      explanation: `Of the 12 months covered, only October to December 2024 (3 months) belong to this year. The other 9 months (January to September 2025) are paid in advance.

Prepayment = Tk 144,000 × 9/12 = **Tk 108,000**.

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Prepayments (current asset) | 108,000 | |
| Insurance expense | | 108,000 |

The expense left in profit or loss is Tk 36,000 (3/12). An accrual would be used for an expense incurred but not yet paid, which is the opposite situation.`,
    },
    {
      ref: 'acc-018',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Closing inventory of Bogura Crafts includes a batch of handmade furniture that cost Tk 45,000. Before it can be sold for Tk 52,000 it needs finishing work costing Tk 6,000, and a selling commission of Tk 4,000 will be paid. At what amount should the batch be included in closing inventory under IAS 2 *Inventories*?',
      options: ['Tk 45,000', 'Tk 42,000', 'Tk 46,000', 'Tk 52,000'],
      correct: 1,
      explanation: `IAS 2 measures inventory at the **lower of cost and net realisable value (NRV)**.

NRV = expected selling price − costs to complete − costs to sell = Tk 52,000 − Tk 6,000 − Tk 4,000 = **Tk 42,000**.

Cost (Tk 45,000) is higher than NRV, so the batch is written down to Tk 42,000.

- Tk 45,000 is cost, which exceeds NRV.
- Tk 46,000 deducts only the finishing costs and forgets the commission.
- Tk 52,000 is the selling price; inventory is never valued above cost.`,
    },
    {
      ref: 'acc-019',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Dhaka Fashion House values each product line in its closing inventory at 31 December 2024 separately, at the lower of cost and net realisable value (IAS 2). Complete the inventory value of each line and the total.',
      columns: ['Product line', 'Cost Tk', 'Expected selling price Tk', 'Costs to complete and sell Tk', 'Inventory value Tk'],
      rows: [
        ['Cotton shirts', '120,000', '150,000', '10,000', { number: 120000, marks: 1 }],
        ['Denim trousers', '86,000', '90,000', '9,000', { number: 81000, marks: 1 }],
        ['Water-damaged silk sarees', '64,000', '40,000', '12,000', { number: 28000, marks: 1 }],
        ['Total', '', '', '', { number: 229000, marks: 1 }],
      ],
      checks: [
        check('cell 0 4', { cost: 120000, price: 150000, selling: 10000 }, (i) => Math.min(i.cost, i.price - i.selling)),
        check('cell 1 4', { cost: 86000, price: 90000, selling: 9000 }, (i) => Math.min(i.cost, i.price - i.selling)),
        check('cell 2 4', { cost: 64000, price: 40000, selling: 12000 }, (i) => Math.min(i.cost, i.price - i.selling)),
        check(
          'cell 3 4',
          { c1: 120000, p1: 150000, s1: 10000, c2: 86000, p2: 90000, s2: 9000, c3: 64000, p3: 40000, s3: 12000 },
          (i) => Math.min(i.c1, i.p1 - i.s1) + Math.min(i.c2, i.p2 - i.s2) + Math.min(i.c3, i.p3 - i.s3),
        ),
      ],
      explanation: `Compare cost with NRV (selling price less costs to complete and sell) line by line:

| Line | Cost Tk | NRV Tk | Lower Tk |
|---|---:|---:|---:|
| Cotton shirts | 120,000 | 150,000 − 10,000 = 140,000 | 120,000 |
| Denim trousers | 86,000 | 90,000 − 9,000 = 81,000 | 81,000 |
| Silk sarees | 64,000 | 40,000 − 12,000 = 28,000 | 28,000 |
| **Total** | | | **229,000** |

Comparing totals instead (cost Tk 270,000 against NRV Tk 249,000) would give Tk 249,000, which lets the profit on shirts hide the losses on the other lines; IAS 2 requires item-by-item (or group of similar items) comparison.`,
    },
    {
      ref: 'acc-020',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 221000,
      stem: `Sirajganj Cement Supplies values inventory on the first in, first out (FIFO) basis. Its records for March 2025 show:

| Date | Transaction |
|---|---|
| 1 March | Opening inventory: 400 bags at Tk 250 each |
| 10 March | Purchased 600 bags at Tk 270 each |
| 20 March | Sold 700 bags |
| 25 March | Purchased 500 bags at Tk 280 each |

What is the value of closing inventory at 31 March 2025?`,
      checks: [check('answer', { opening: 400, bought1: 600, price1: 270, sold: 700, bought2: 500, price2: 280 }, (i) => (i.opening + i.bought1 - i.sold) * i.price1 + i.bought2 * i.price2)],
      explanation: `Under FIFO the oldest bags are sold first, so closing inventory consists of the most recent purchases.

- Sale of 700 bags on 20 March uses all 400 opening bags (Tk 250) and 300 of the 10 March bags (Tk 270).
- Remaining: 300 bags from 10 March and all 500 bags from 25 March = 800 bags.

| | Tk |
|---|---:|
| 300 bags × Tk 270 | 81,000 |
| 500 bags × Tk 280 | 140,000 |
| **Closing inventory** | **221,000** |

Under LIFO, which IAS 2 does not permit, the 20 March sale would have used the newest bags first (600 at Tk 270 and 100 at Tk 250), leaving 300 bags at Tk 250 and 500 at Tk 280 = Tk 215,000.`,
    },
    {
      ref: 'acc-021',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 48000,
      stem: 'At 31 December 2024, before any adjustments, trade receivables of Comilla Pharma Distributors were Tk 840,000. A debt of Tk 40,000 is to be written off as irrecoverable. The allowance for receivables is to be 5% of the remaining receivables; the allowance brought forward is Tk 32,000. What is the total irrecoverable debts expense for the year in profit or loss?',
      checks: [check('answer', { receivables: 840000, writeOff: 40000, rate: 5, opening: 32000 }, (i) => i.writeOff + ((i.receivables - i.writeOff) * i.rate) / 100 - i.opening)],
      explanation: `Write off the bad debt first, then base the allowance on the receivables that remain.

| | Tk |
|---|---:|
| Irrecoverable debt written off | 40,000 |
| Allowance required: 5% × (840,000 − 40,000) = 5% × 800,000 | 40,000 |
| Less: allowance brought forward | (32,000) |
| Increase in allowance | 8,000 |
| **Total irrecoverable debts expense** | **48,000** |

Only the **movement** in the allowance is charged, not the whole Tk 40,000; basing the allowance on Tk 840,000 (Tk 42,000) would double-count the debt already written off.`,
    },
    {
      ref: 'acc-022',
      area: 2,
      difficulty: 'standard',
      kind: 'journal',
      stem: 'At 30 June 2025 trade receivables of Khulna Shrimp Exporters total Tk 760,000 after writing off all irrecoverable debts. The allowance for receivables is to be 5% of trade receivables. The allowance brought forward at 1 July 2024 was Tk 45,000. Prepare the journal entry to adjust the allowance.',
      accounts: ['Allowance for receivables', 'Irrecoverable debts expense', 'Trade receivables', 'Revenue', 'Cash at bank'],
      lines: [
        { account: 0, side: 'debit', amount: 7000, marks: 1 },
        { account: 1, side: 'credit', amount: 7000, marks: 1 },
      ],
      checks: [
        check('line 0', { opening: 45000, receivables: 760000, rate: 5 }, (i) => i.opening - (i.receivables * i.rate) / 100),
        check('line 1', { opening: 45000, receivables: 760000, rate: 5 }, (i) => i.opening - (i.receivables * i.rate) / 100),
      ],
      explanation: `Allowance required = 5% × Tk 760,000 = Tk 38,000. The allowance brought forward is Tk 45,000, so it must be **reduced** by Tk 7,000.

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Allowance for receivables | 7,000 | |
| Irrecoverable debts expense | | 7,000 |

A decrease in the allowance is a credit (a reduction of expense) in profit or loss. The receivables account itself is not touched: the allowance is a separate account netted off in the statement of financial position.`,
    },
    {
      ref: 'acc-023',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'The trial balance of Jamuna Stores did not agree and a suspense account was opened for the difference. The only error was later found to be that discounts allowed of Tk 9,000 had been **credited** to the discounts allowed account (the entry in the receivables control account was correct). What was the balance on the suspense account when it was opened?',
      options: ['Tk 18,000 debit', 'Tk 18,000 credit', 'Tk 9,000 debit', 'Tk 9,000 credit'],
      correct: 0,
      explanation: `Discounts allowed is an expense and should have been **debited** Tk 9,000. Instead it was credited Tk 9,000.

So the debit side of the trial balance is Tk 9,000 too low and the credit side Tk 9,000 too high: credits exceed debits by Tk 18,000. The suspense account needed to make the trial balance agree is therefore a **debit of Tk 18,000**.

Correction: Debit Discounts allowed Tk 18,000; Credit Suspense Tk 18,000. The Tk 9,000 options forget that a wrong-side posting affects both columns.`,
    },
    {
      ref: 'acc-024',
      area: 2,
      difficulty: 'challenging',
      kind: 'journal',
      stem: `While preparing the accounts of Tista Electronics the bookkeeper found two errors:

1. The sales day book total for June of Tk 245,000 was posted correctly to the receivables control account but was posted to the sales (revenue) account as Tk 254,000. The difference was put to a suspense account.
2. A computer costing Tk 65,000, bought for office use, was debited to the purchases account.

Prepare the journal entries to correct both errors.`,
      accounts: ['Revenue (sales)', 'Suspense', 'Office equipment at cost', 'Purchases', 'Receivables control', 'Depreciation expense', 'Trade payables'],
      lines: [
        { account: 0, side: 'debit', amount: 9000, marks: 1 },
        { account: 1, side: 'credit', amount: 9000, marks: 1 },
        { account: 2, side: 'debit', amount: 65000, marks: 1 },
        { account: 3, side: 'credit', amount: 65000, marks: 1 },
      ],
      checks: [
        check('line 0', { posted: 254000, correct: 245000 }, (i) => i.posted - i.correct),
        check('line 1', { posted: 254000, correct: 245000 }, (i) => i.posted - i.correct),
        check('line 2', { computer: 65000 }, (i) => i.computer),
        check('line 3', { computer: 65000 }, (i) => i.computer),
      ],
      explanation: `**Error 1** is a transposition: revenue was credited Tk 254,000 instead of Tk 245,000, so revenue is overstated by Tk 9,000 and the credit side exceeded the debit side, creating a suspense balance. Correct it by reducing revenue:

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Revenue | 9,000 | |
| Suspense | | 9,000 |

**Error 2** is an error of principle: capital expenditure was treated as revenue expenditure. Both sides were posted, so the suspense account is not involved:

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Office equipment at cost | 65,000 | |
| Purchases | | 65,000 |

The receivables control account was correct, so it must not be adjusted.`,
    },
    {
      ref: 'acc-025',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following errors would cause the profit for the year of a sole trader to be **overstated**?',
      options: [
        'Closing inventory in one warehouse was counted twice',
        'The cost of a new delivery van was debited to motor expenses',
        'An accrual for December electricity was omitted',
        'Rent paid in advance for January of next year was not treated as a prepayment',
        "The owner's drawings were recorded as wages expense",
      ],
      correct: [0, 2],
      explanation: `- **Closing inventory overstated**: closing inventory is deducted in cost of sales, so too much inventory means cost of sales too low and **profit too high**.
- **Accrual omitted**: the electricity expense is too low, so **profit is too high**.
- Debiting the van to motor expenses overstates expenses (profit too low).
- Omitting a prepayment leaves next year's rent in this year's expense (profit too low).
- Drawings recorded as wages increases expenses (profit too low).`,
    },
    {
      ref: 'acc-026',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      suffix: 'debit',
      answer: 5500,
      stem: `The trial balance of Pabna Distributors at 31 December 2024 totalled Tk 2,456,000 on the debit side and Tk 2,471,500 on the credit side, and a suspense account was opened for the difference. Investigation found:

1. Rent of Tk 14,000 paid by bank transfer was correctly entered in the cash book but was not posted to the rent expense account.
2. Discounts received of Tk 2,000 were **debited** to the discounts received account (the entry in the payables control account was correct).

After correcting these two errors, a debit balance remains on the suspense account while the search for further errors continues. What is that remaining balance?`,
      checks: [check('answer', { debits: 2456000, credits: 2471500, rent: 14000, discount: 2000 }, (i) => i.credits - i.debits - i.rent + 2 * i.discount)],
      explanation: `Credits exceed debits by Tk 2,471,500 − Tk 2,456,000 = Tk 15,500, so the suspense account opens with a **debit** of Tk 15,500.

| Suspense account | Tk |
|---|---:|
| Opening debit balance | 15,500 |
| Error 1: Debit Rent Tk 14,000, **Credit Suspense** | (14,000) |
| Error 2: Debit Suspense Tk 4,000, Credit Discounts received | 4,000 |
| **Remaining debit balance** | **5,500** |

Error 2 was on the wrong side, so it needs **twice** the amount (Tk 4,000) to correct: Tk 2,000 to cancel the wrong debit and Tk 2,000 to make the required credit. Using Tk 2,000 gives Tk 3,500.`,
    },
    {
      ref: 'acc-027',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following items of expenditure by Dinajpur Flour Mills should be treated as **capital** expenditure?',
      options: [
        'Repainting the outside of the existing mill building',
        'Replacing the worn tyres on a delivery van',
        'Legal fees paid on the purchase of a new warehouse',
        'The annual fitness certificate fee for the company vehicles',
      ],
      correct: 2,
      explanation: `Capital expenditure acquires or enhances a non-current asset. Under IAS 16, costs directly attributable to acquiring an asset, such as **legal fees on buying a property**, are part of its cost and are capitalised.

Repainting and replacing tyres maintain existing assets in their current condition (repairs), and the annual fitness fee is a recurring running cost, so all three are revenue expenditure charged to profit or loss.`,
    },
    {
      ref: 'acc-028',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 1550000,
      stem: `Meghna Textiles Ltd imported a new knitting machine. The following costs were incurred:

| | Tk |
|---|---:|
| List price | 1,500,000 |
| Trade discount: 10% of list price | |
| Import duty (not recoverable) | 120,000 |
| Delivery to the factory | 35,000 |
| Installation and testing | 45,000 |
| Training of machine operators | 20,000 |
| VAT (recoverable as input tax) | 202,500 |

At what amount should the machine initially be recognised under IAS 16 *Property, Plant and Equipment*?`,
      checks: [check('answer', { list: 1500000, discount: 10, duty: 120000, delivery: 35000, installation: 45000 }, (i) => i.list * (1 - i.discount / 100) + i.duty + i.delivery + i.installation)],
      explanation: `Cost includes the purchase price (after trade discounts), non-recoverable import duties and costs directly attributable to bringing the asset to working condition.

| | Tk |
|---|---:|
| Purchase price: 1,500,000 × 90% | 1,350,000 |
| Import duty | 120,000 |
| Delivery | 35,000 |
| Installation and testing | 45,000 |
| **Cost** | **1,550,000** |

Excluded: **training** costs (IAS 16 specifically excludes them; they are expensed) and **recoverable VAT**, which is reclaimed from the National Board of Revenue and so is not a cost to the company.`,
    },
    {
      ref: 'acc-029',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 550000,
      stem: `Gazipur Plastics Ltd depreciates its plant at 10% a year on cost (straight line), time-apportioned by month. Its year end is 31 December.

- At 1 January 2024 plant at cost was Tk 5,000,000.
- On 1 April 2024 new plant costing Tk 800,000 was bought.
- On 1 October 2024 plant that had cost Tk 400,000 in 2019 was sold.

No item of plant is fully depreciated. What is the depreciation charge on plant for the year ended 31 December 2024?`,
      checks: [
        check(
          'answer',
          { opening: 5000000, added: 800000, sold: 400000, rate: 10 },
          (i) => ((i.opening - i.sold) * i.rate) / 100 + ((i.added * i.rate) / 100) * (9 / 12) + ((i.sold * i.rate) / 100) * (9 / 12),
        ),
      ],
      explanation: `Charge a full year on plant held all year, and time-apportion additions and disposals.

| | Tk |
|---|---:|
| Plant held all year: (5,000,000 − 400,000) × 10% | 460,000 |
| Addition, 1 April to 31 December: 800,000 × 10% × 9/12 | 60,000 |
| Disposal, 1 January to 30 September: 400,000 × 10% × 9/12 | 30,000 |
| **Depreciation charge** | **550,000** |

Common errors: ignoring the disposal's 9 months (Tk 520,000), or charging 10% on the closing cost of Tk 5,400,000 (Tk 540,000).`,
    },
    {
      ref: 'acc-030',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "In November 2024 a customer began legal action against Surma Foods Ltd, claiming that contaminated products made her ill. At the year end, 31 December 2024, the company's lawyers advise that it is **probable** the company will be found liable, and the best estimate of the damages is Tk 500,000. How should the claim be treated in the 2024 financial statements under IAS 37?",
      options: [
        'Recognise a provision of Tk 500,000',
        'Disclose a contingent liability of Tk 500,000 in the notes, with no provision',
        'Make no entry and give no disclosure until the court decides',
        'Recognise a provision only for the legal fees incurred to date',
      ],
      correct: 0,
      explanation: `IAS 37 requires a **provision** when (1) there is a present obligation from a past event (selling the contaminated product), (2) an outflow of resources is **probable**, and (3) a reliable estimate can be made. All three are met, so Surma Foods Ltd recognises a provision of **Tk 500,000**: Debit Profit or loss, Credit Provisions.

A contingent liability with disclosure only is used when the outflow is *possible* but not probable. Doing nothing is right only if the outflow is remote.`,
    },
    {
      ref: 'acc-031',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 900000,
      stem: 'Jessore Fans Ltd sold 2,000 ceiling fans in 2024 with a one-year warranty. Experience shows that 80% of fans need no repair, 15% need minor repairs costing Tk 1,000 each and 5% need major repairs costing Tk 6,000 each. No claims have yet been made. Using the expected value method, what warranty provision should be recognised at 31 December 2024?',
      checks: [check('answer', { units: 2000, minorPct: 15, minorCost: 1000, majorPct: 5, majorCost: 6000 }, (i) => i.units * ((i.minorPct / 100) * i.minorCost + (i.majorPct / 100) * i.majorCost))],
      explanation: `For a large population of items IAS 37 measures the provision at the **expected value**: each possible outcome weighted by its probability.

| Outcome | Fans | Cost each Tk | Total Tk |
|---|---:|---:|---:|
| No repair (80%) | 1,600 | 0 | 0 |
| Minor repair (15%) | 300 | 1,000 | 300,000 |
| Major repair (5%) | 100 | 6,000 | 600,000 |
| **Provision** | | | **900,000** |

Using only the most likely outcome (no repair) would give nil, which ignores the known cost of repairs across 2,000 fans.`,
    },
    {
      ref: 'acc-032',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Sylhet Stationers prepares financial statements for the year ended 31 December 2024. For each item enter the amount to include in profit or loss, and select how the year-end balance is shown in the statement of financial position.',
      columns: ['Item', 'Details', 'Amount in profit or loss Tk', 'Year-end balance shown as'],
      rows: [
        [
          'Rent expense',
          'Paid Tk 330,000 in the year; Tk 25,000 prepaid at 1 January 2024; Tk 30,000 prepaid at 31 December 2024',
          { number: 325000, marks: 2 },
          { select: SFP_PLACE, correct: 0, marks: 1 },
        ],
        [
          'Electricity expense',
          'Paid Tk 118,000 in the year; Tk 9,000 accrued at 1 January 2024; Tk 12,500 accrued at 31 December 2024',
          { number: 121500, marks: 2 },
          { select: SFP_PLACE, correct: 1, marks: 1 },
        ],
        [
          'Rental income from sub-letting',
          'Received Tk 96,000 in the year; Tk 8,000 owed by the tenant at 1 January 2024; Tk 16,000 owed by the tenant at 31 December 2024',
          { number: 104000, marks: 2 },
          { select: SFP_PLACE, correct: 0, marks: 1 },
        ],
      ],
      checks: [
        check('cell 0 2', { paid: 330000, openingPrepaid: 25000, closingPrepaid: 30000 }, (i) => i.paid + i.openingPrepaid - i.closingPrepaid),
        check('cell 1 2', { paid: 118000, openingAccrued: 9000, closingAccrued: 12500 }, (i) => i.paid - i.openingAccrued + i.closingAccrued),
        check('cell 2 2', { received: 96000, openingOwed: 8000, closingOwed: 16000 }, (i) => i.received - i.openingOwed + i.closingOwed),
      ],
      explanation: `**Rent**: the opening prepayment is this year's expense paid last year (add); the closing prepayment is next year's (deduct): 330,000 + 25,000 − 30,000 = **Tk 325,000**. The closing prepayment is a **current asset**.

**Electricity**: the opening accrual was last year's bill paid this year (deduct); the closing accrual is this year's unpaid bill (add): 118,000 − 9,000 + 12,500 = **Tk 121,500**. The closing accrual is a **current liability**.

**Rental income**: income earned = received − amount relating to last year + amount earned but not yet received: 96,000 − 8,000 + 16,000 = **Tk 104,000**. The Tk 16,000 owed by the tenant is accrued income, a **current asset** (a receivable).`,
    },

    // ─── Area 3: Preparing financial statements ─────────────────────────
    {
      ref: 'acc-033',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Lalmonirhat Traders includes the cost of electricity used in December 2024 in its statement of profit or loss for 2024, even though the bill is not paid until January 2025. Which accounting concept is being applied?',
      options: ['Going concern', 'Consistency', 'Accruals', 'Materiality'],
      correct: 2,
      explanation: `Under the **accruals** basis (IAS 1 and the Conceptual Framework), the effects of transactions are recognised when they occur, not when cash is paid or received. The electricity was used in December 2024, so its cost belongs to 2024.

- Going concern assumes the business will continue in operation for the foreseeable future.
- Consistency means using the same policies from period to period.
- Materiality concerns whether an omission or misstatement could influence users' decisions.`,
    },
    {
      ref: 'acc-034',
      area: 3,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 1520000,
      stem: 'Rahima Begum runs a boutique as a sole trader. Her capital at 1 January 2024 was Tk 1,200,000. During 2024 she paid a further Tk 150,000 of her savings into the business and took Tk 310,000 out for personal use. The business made a profit of Tk 480,000 for the year. What is her capital at 31 December 2024?',
      checks: [check('answer', { opening: 1200000, introduced: 150000, drawings: 310000, profit: 480000 }, (i) => i.opening + i.introduced + i.profit - i.drawings)],
      explanation: `Capital increases with capital introduced and profit, and decreases with drawings.

| | Tk |
|---|---:|
| Capital at 1 January 2024 | 1,200,000 |
| Add: capital introduced | 150,000 |
| Add: profit for the year | 480,000 |
| Less: drawings | (310,000) |
| **Capital at 31 December 2024** | **1,520,000** |

Treating drawings as an expense would double-count them: they are a withdrawal of capital, not a cost of running the business.`,
    },
    {
      ref: 'acc-035',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 1575000,
      stem: `The following figures relate to Nodi Stores for the year ended 31 December 2024:

| | Tk |
|---|---:|
| Inventory at 1 January 2024 | 220,000 |
| Purchases | 1,640,000 |
| Carriage inwards | 35,000 |
| Carriage outwards | 28,000 |
| Purchases returns | 45,000 |
| Goods taken by the owner for personal use, at cost (not yet recorded) | 15,000 |
| Inventory at 31 December 2024 | 260,000 |

What is the cost of sales for the year?`,
      checks: [
        check(
          'answer',
          { opening: 220000, purchases: 1640000, carriageIn: 35000, returns: 45000, own: 15000, closing: 260000 },
          (i) => i.opening + i.purchases + i.carriageIn - i.returns - i.own - i.closing,
        ),
      ],
      explanation: `| | Tk |
|---|---:|
| Opening inventory | 220,000 |
| Purchases | 1,640,000 |
| Carriage inwards | 35,000 |
| Less: purchases returns | (45,000) |
| Less: goods taken by the owner (Debit Drawings, Credit Purchases) | (15,000) |
| Less: closing inventory | (260,000) |
| **Cost of sales** | **1,575,000** |

**Carriage inwards** is part of the cost of getting goods into the business and belongs in cost of sales. **Carriage outwards** (Tk 28,000) is a cost of delivering to customers, so it is a distribution expense, not cost of sales.`,
    },
    {
      ref: 'acc-036',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 370000,
      stem: 'Mizanur Rahman runs a hardware shop and keeps incomplete records. The net assets of the business were Tk 950,000 at 1 January 2024 and Tk 1,180,000 at 31 December 2024. During the year he withdrew Tk 240,000 in cash for personal use and paid Tk 100,000 from the sale of a family plot of land into the business bank account. What was the profit of the business for 2024?',
      checks: [check('answer', { opening: 950000, closing: 1180000, drawings: 240000, introduced: 100000 }, (i) => i.closing - i.opening + i.drawings - i.introduced)],
      explanation: `Net assets equal capital, so the change in net assets is explained by profit, drawings and capital introduced:

Closing capital = opening capital + capital introduced + profit − drawings

So profit = increase in net assets + drawings − capital introduced.

| | Tk |
|---|---:|
| Increase in net assets: 1,180,000 − 950,000 | 230,000 |
| Add back: drawings | 240,000 |
| Less: capital introduced | (100,000) |
| **Profit for the year** | **370,000** |

Adding the capital introduced instead of deducting it gives Tk 570,000; that money came from the owner, not from trading.`,
    },
    {
      ref: 'acc-037',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 350000,
      stem: 'A fire at the warehouse of Chandpur Traders on 30 September 2024 destroyed all of its inventory. Its records show inventory at 1 January 2024 of Tk 300,000, purchases from 1 January to 30 September 2024 of Tk 1,850,000 and sales for the same period of Tk 2,400,000. The business earns a consistent gross profit **margin** of 25% on sales. What is the estimated cost of the inventory destroyed?',
      checks: [check('answer', { opening: 300000, purchases: 1850000, sales: 2400000, margin: 25 }, (i) => i.opening + i.purchases - i.sales * (1 - i.margin / 100))],
      explanation: `A 25% margin means gross profit is 25% of **sales**, so cost of sales is 75% of sales.

| | Tk |
|---|---:|
| Cost of sales: 2,400,000 × 75% | 1,800,000 |
| Opening inventory | 300,000 |
| Purchases | 1,850,000 |
| Goods available for sale | 2,150,000 |
| Less: cost of sales | (1,800,000) |
| **Closing inventory destroyed** | **350,000** |

Treating 25% as a **mark-up** on cost (cost of sales = 2,400,000 ÷ 1.25 = 1,920,000) would give Tk 230,000, which is wrong because the figure given is a margin.`,
    },
    {
      ref: 'acc-038',
      area: 3,
      difficulty: 'standard',
      kind: 'table',
      stem: `Rahim and Karim are in partnership. Their partnership agreement provides for:

- a salary for Karim of Tk 180,000 a year;
- interest on capital at 10% a year on the capital account balances, which were Rahim Tk 1,500,000 and Karim Tk 900,000 throughout the year;
- the remaining profit or loss to be shared between Rahim and Karim in the ratio 3:2.

The profit for the year ended 30 June 2025 was Tk 1,200,000. Complete the appropriation of profit.`,
      columns: ['Appropriation', 'Rahim Tk', 'Karim Tk', 'Total Tk'],
      rows: [
        ['Salary', '–', '180,000', '180,000'],
        ['Interest on capital', { number: 150000, marks: 1 }, { number: 90000, marks: 1 }, { number: 240000, marks: 1 }],
        ['Share of residual profit', { number: 468000, marks: 1 }, { number: 312000, marks: 1 }, { number: 780000, marks: 1 }],
        ['Total share of profit', { number: 618000, marks: 1 }, { number: 582000, marks: 1 }, '1,200,000'],
      ],
      checks: [
        check('cell 1 1', { capital: 1500000, rate: 10 }, (i) => (i.capital * i.rate) / 100),
        check('cell 1 2', { capital: 900000, rate: 10 }, (i) => (i.capital * i.rate) / 100),
        check('cell 1 3', { rahim: 1500000, karim: 900000, rate: 10 }, (i) => ((i.rahim + i.karim) * i.rate) / 100),
        check(
          'cell 2 1',
          { profit: 1200000, salary: 180000, rahim: 1500000, karim: 900000, rate: 10, share: 3, other: 2 },
          (i) => ((i.profit - i.salary - ((i.rahim + i.karim) * i.rate) / 100) * i.share) / (i.share + i.other),
        ),
        check(
          'cell 2 2',
          { profit: 1200000, salary: 180000, rahim: 1500000, karim: 900000, rate: 10, share: 2, other: 3 },
          (i) => ((i.profit - i.salary - ((i.rahim + i.karim) * i.rate) / 100) * i.share) / (i.share + i.other),
        ),
        check('cell 2 3', { profit: 1200000, salary: 180000, rahim: 1500000, karim: 900000, rate: 10 }, (i) => i.profit - i.salary - ((i.rahim + i.karim) * i.rate) / 100),
        check(
          'cell 3 1',
          { profit: 1200000, salary: 180000, rahim: 1500000, karim: 900000, rate: 10, share: 3, other: 2 },
          (i) => (i.rahim * i.rate) / 100 + ((i.profit - i.salary - ((i.rahim + i.karim) * i.rate) / 100) * i.share) / (i.share + i.other),
        ),
        check(
          'cell 3 2',
          { profit: 1200000, salary: 180000, rahim: 1500000, karim: 900000, rate: 10, share: 2, other: 3 },
          (i) => i.salary + (i.karim * i.rate) / 100 + ((i.profit - i.salary - ((i.rahim + i.karim) * i.rate) / 100) * i.share) / (i.share + i.other),
        ),
      ],
      explanation: `Salaries and interest on capital are appropriations of profit, deducted **before** the residual profit is shared in the profit-sharing ratio.

| | Rahim Tk | Karim Tk | Total Tk |
|---|---:|---:|---:|
| Salary | – | 180,000 | 180,000 |
| Interest on capital at 10% | 150,000 | 90,000 | 240,000 |
| Residual: 1,200,000 − 180,000 − 240,000 = 780,000, shared 3:2 | 468,000 | 312,000 | 780,000 |
| **Total** | **618,000** | **582,000** | **1,200,000** |

Rahim's residual share is 780,000 × 3/5 and Karim's 780,000 × 2/5. Sharing the whole Tk 1,200,000 in 3:2 would ignore the agreed salary and interest.`,
    },
    {
      ref: 'acc-039',
      area: 3,
      difficulty: 'foundation',
      kind: 'journal',
      stem: 'Meghna Textiles Ltd issues 100,000 ordinary shares with a nominal value of Tk 10 each at an issue price of Tk 25 per share. The full amount is received in cash at the bank. Prepare the journal entry to record the share issue.',
      accounts: ['Cash at bank', 'Ordinary share capital', 'Share premium', 'Retained earnings', 'Revaluation surplus', 'Long-term loan'],
      lines: [
        { account: 0, side: 'debit', amount: 2500000, marks: 1 },
        { account: 1, side: 'credit', amount: 1000000, marks: 1 },
        { account: 2, side: 'credit', amount: 1500000, marks: 1 },
      ],
      checks: [
        check('line 0', { shares: 100000, price: 25 }, (i) => i.shares * i.price),
        check('line 1', { shares: 100000, nominal: 10 }, (i) => i.shares * i.nominal),
        check('line 2', { shares: 100000, price: 25, nominal: 10 }, (i) => i.shares * (i.price - i.nominal)),
      ],
      explanation: `Share capital is always recorded at **nominal value**; any amount received above nominal value is credited to **share premium** (the Companies Act 1994 requires the premium to be transferred to a share premium account).

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Cash at bank: 100,000 × Tk 25 | 2,500,000 | |
| Ordinary share capital: 100,000 × Tk 10 | | 1,000,000 |
| Share premium: 100,000 × Tk 15 | | 1,500,000 |

Crediting the whole Tk 2,500,000 to share capital would overstate share capital; crediting the premium to retained earnings would wrongly treat it as profit.`,
    },
    {
      ref: 'acc-040',
      area: 3,
      difficulty: 'challenging',
      kind: 'journal',
      stem: `Bengal Ceramics Ltd estimated its income tax on the profits of 2023 at Tk 600,000. In 2024 the liability was settled for Tk 565,000, which leaves a credit balance of Tk 35,000 on the current tax liability account before any year-end adjustment.

The income tax on the profits of 2024 is estimated at Tk 720,000. Prepare the journal entry at 31 December 2024 so that the current tax liability and the tax charge in profit or loss are correctly stated.`,
      accounts: ['Income tax expense (profit or loss)', 'Current tax liability', 'Retained earnings', 'Deferred tax liability', 'Cash at bank'],
      lines: [
        { account: 0, side: 'debit', amount: 685000, marks: 1 },
        { account: 1, side: 'credit', amount: 685000, marks: 1 },
      ],
      checks: [
        check('line 0', { estimate: 720000, prior: 600000, settled: 565000 }, (i) => i.estimate - (i.prior - i.settled)),
        check('line 1', { estimate: 720000, prior: 600000, settled: 565000 }, (i) => i.estimate - (i.prior - i.settled)),
      ],
      explanation: `The liability at 31 December 2024 must equal this year's estimate of **Tk 720,000**. The account already has a credit balance of Tk 35,000 (last year's **over-provision**: 600,000 − 565,000), so only Tk 685,000 more is needed.

| Account | Debit Tk | Credit Tk |
|---|---:|---:|
| Income tax expense | 685,000 | |
| Current tax liability | | 685,000 |

The tax charge in profit or loss is therefore: current year estimate Tk 720,000 less prior-year over-provision Tk 35,000 = Tk 685,000, and the statement of financial position shows the liability of Tk 720,000. Posting Tk 720,000 would leave a liability of Tk 755,000, overstated by the over-provision.`,
    },
    {
      ref: 'acc-041',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are shown in the statement of changes in equity of a limited company?',
      options: [
        'Dividends paid to ordinary shareholders',
        'Depreciation of plant and machinery',
        'An issue of ordinary shares for cash',
        'Repayment of a long-term bank loan',
        'Proceeds from the sale of a delivery van',
      ],
      correct: [0, 2],
      explanation: `The statement of changes in equity (IAS 1) shows movements in share capital, share premium, reserves and retained earnings: total comprehensive income, **dividends** (distributions to owners) and **share issues** (contributions from owners).

- Depreciation is an expense in profit or loss (it reaches equity only through profit).
- Repaying a loan reduces a liability and cash; equity is unaffected.
- Sale proceeds of a van are an investing cash inflow; only any profit on disposal passes through profit or loss.`,
    },
    {
      ref: 'acc-042',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Padma Jute Mills Ltd has a bank loan that is repayable in a single instalment in June 2030. How should the loan be presented in the statement of financial position at 31 December 2024?',
      options: ['Current liability', 'Non-current liability', 'Equity', 'Current asset'],
      correct: 1,
      explanation: `Under IAS 1 a liability is **current** if it is due to be settled within twelve months after the reporting date. The loan is not repayable until June 2030, more than five years after 31 December 2024, so it is a **non-current liability**.

In the year to 31 December 2029 it would be reclassified as current, because it would then fall due within twelve months. A loan is never equity or an asset of the borrower.`,
    },
    {
      ref: 'acc-043',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 1670000,
      stem: `The following information relates to Ananda Foods Ltd for the year ended 31 December 2024:

| | Tk |
|---|---:|
| Profit before tax | 1,450,000 |
| Depreciation charge | 320,000 |
| Loss on disposal of equipment | 25,000 |
| Increase in inventories | 140,000 |
| Decrease in trade receivables | 60,000 |
| Decrease in trade payables | 45,000 |

Using the indirect method, what is the cash generated from operations?`,
      checks: [
        check(
          'answer',
          { pbt: 1450000, depreciation: 320000, loss: 25000, inventories: 140000, receivables: 60000, payables: 45000 },
          (i) => i.pbt + i.depreciation + i.loss - i.inventories + i.receivables - i.payables,
        ),
      ],
      explanation: `Start with profit before tax, add back non-cash expenses and adjust for working capital movements (IAS 7).

| | Tk |
|---|---:|
| Profit before tax | 1,450,000 |
| Add: depreciation (non-cash) | 320,000 |
| Add: loss on disposal (non-cash) | 25,000 |
| Less: increase in inventories (cash tied up) | (140,000) |
| Add: decrease in receivables (cash collected) | 60,000 |
| Less: decrease in payables (cash paid out) | (45,000) |
| **Cash generated from operations** | **1,670,000** |

Reversing the signs of the working capital movements is the most common error; an increase in an asset uses cash.`,
    },
    {
      ref: 'acc-044',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      prefix: 'Tk',
      answer: 1390000,
      stem: `Extracts from the records of Ananda Foods Ltd:

| Property, plant and equipment | Tk |
|---|---:|
| Carrying amount at 31 December 2023 | 4,200,000 |
| Carrying amount at 31 December 2024 | 4,850,000 |
| Depreciation charge for 2024 | 560,000 |

During 2024 a vehicle with a carrying amount of Tk 180,000 was sold for Tk 210,000. There were no revaluations. How much cash was paid to purchase property, plant and equipment in 2024, for the statement of cash flows?`,
      checks: [check('answer', { opening: 4200000, closing: 4850000, depreciation: 560000, disposal: 180000 }, (i) => i.closing - i.opening + i.depreciation + i.disposal)],
      explanation: `Reconstruct the PPE carrying amount account; purchases are the balancing figure.

| | Tk |
|---|---:|
| Opening carrying amount | 4,200,000 |
| Less: depreciation | (560,000) |
| Less: carrying amount of disposal | (180,000) |
| Add: purchases (balancing figure) | **1,390,000** |
| Closing carrying amount | 4,850,000 |

Purchases = 4,850,000 − 4,200,000 + 560,000 + 180,000 = Tk 1,390,000. The disposal is removed at its **carrying amount** (Tk 180,000); the proceeds of Tk 210,000 appear separately as an investing inflow, and the profit of Tk 30,000 is deducted in the operating section.`,
    },
    {
      ref: 'acc-045',
      area: 3,
      difficulty: 'standard',
      kind: 'table',
      stem: `The following information relates to Karnaphuli Paper Mills Ltd for the year ended 31 December 2024:

- Revenue Tk 8,600,000.
- Inventory at 1 January 2024 Tk 720,000; purchases Tk 5,140,000; inventory at 31 December 2024 Tk 810,000.
- Distribution costs Tk 940,000.
- Administrative expenses Tk 1,120,000, before accruing the audit fee for the year of Tk 60,000.
- A 10% bank loan of Tk 2,000,000 was outstanding for the whole year. Only Tk 100,000 of the interest has been paid and recorded.
- Income tax on the profit for the year is estimated at Tk 340,000.

Complete the statement of profit or loss. Enter all amounts as positive figures.`,
      columns: ['Statement of profit or loss for the year ended 31 December 2024', 'Tk'],
      rows: [
        ['Revenue', '8,600,000'],
        ['Cost of sales', { number: 5050000, marks: 2 }],
        ['Gross profit', { number: 3550000, marks: 1 }],
        ['Distribution costs', '(940,000)'],
        ['Administrative expenses', { number: 1180000, marks: 1 }],
        ['Profit from operations', { number: 1430000, marks: 1 }],
        ['Finance costs', { number: 200000, marks: 2 }],
        ['Profit before tax', { number: 1230000, marks: 1 }],
        ['Income tax expense', '(340,000)'],
        ['Profit for the year', { number: 890000, marks: 1 }],
      ],
      checks: [
        check('cell 1 1', { opening: 720000, purchases: 5140000, closing: 810000 }, (i) => i.opening + i.purchases - i.closing),
        check('cell 2 1', { revenue: 8600000, opening: 720000, purchases: 5140000, closing: 810000 }, (i) => i.revenue - (i.opening + i.purchases - i.closing)),
        check('cell 4 1', { admin: 1120000, audit: 60000 }, (i) => i.admin + i.audit),
        check(
          'cell 5 1',
          { revenue: 8600000, opening: 720000, purchases: 5140000, closing: 810000, distribution: 940000, admin: 1120000, audit: 60000 },
          (i) => i.revenue - (i.opening + i.purchases - i.closing) - i.distribution - (i.admin + i.audit),
        ),
        check('cell 6 1', { loan: 2000000, rate: 10 }, (i) => (i.loan * i.rate) / 100),
        check(
          'cell 7 1',
          { revenue: 8600000, opening: 720000, purchases: 5140000, closing: 810000, distribution: 940000, admin: 1120000, audit: 60000, loan: 2000000, rate: 10 },
          (i) => i.revenue - (i.opening + i.purchases - i.closing) - i.distribution - (i.admin + i.audit) - (i.loan * i.rate) / 100,
        ),
        check(
          'cell 9 1',
          { revenue: 8600000, opening: 720000, purchases: 5140000, closing: 810000, distribution: 940000, admin: 1120000, audit: 60000, loan: 2000000, rate: 10, tax: 340000 },
          (i) => i.revenue - (i.opening + i.purchases - i.closing) - i.distribution - (i.admin + i.audit) - (i.loan * i.rate) / 100 - i.tax,
        ),
      ],
      explanation: `| | Tk |
|---|---:|
| Revenue | 8,600,000 |
| Cost of sales: 720,000 + 5,140,000 − 810,000 | (5,050,000) |
| **Gross profit** | 3,550,000 |
| Distribution costs | (940,000) |
| Administrative expenses: 1,120,000 + 60,000 audit fee accrual | (1,180,000) |
| **Profit from operations** | 1,430,000 |
| Finance costs: 10% × 2,000,000 (Tk 100,000 more accrued) | (200,000) |
| **Profit before tax** | 1,230,000 |
| Income tax expense | (340,000) |
| **Profit for the year** | **890,000** |

Finance costs are the interest **incurred** for the year (Tk 200,000), not only the Tk 100,000 paid; the unpaid Tk 100,000 is an accrual. The audit fee is an administrative expense and must be accrued even though it has not yet been invoiced.`,
    },
    {
      ref: 'acc-046',
      area: 3,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: `Jahanara Begum trades as Rupsha Traders. Her trial balance at 31 December 2024 includes:

| | Tk |
|---|---:|
| Revenue | 4,850,000 |
| Purchases | 3,120,000 |
| Inventory at 1 January 2024 | 410,000 |
| Wages and salaries | 620,000 |
| Rent | 240,000 |
| Electricity | 84,000 |
| Shop fittings at cost | 900,000 |
| Accumulated depreciation on shop fittings at 1 January 2024 | 270,000 |
| Trade receivables | 380,000 |
| Allowance for receivables at 1 January 2024 | 12,000 |

Additional information:

1. Inventory at 31 December 2024 cost Tk 465,000.
2. The rent figure includes Tk 20,000 paid for January 2025.
3. Electricity of Tk 9,000 for December 2024 has not been recorded.
4. Shop fittings are depreciated at 20% a year on the reducing balance basis.
5. The allowance for receivables is to be 5% of trade receivables.

**Required:** Prepare the statement of profit or loss of Rupsha Traders for the year ended 31 December 2024, showing your workings. (10 marks)`,
      points: [
        { text: 'Cost of sales Tk 3,065,000 (opening inventory 410,000 + purchases 3,120,000 − closing inventory 465,000)', marks: 2 },
        { text: 'Gross profit Tk 1,785,000 (revenue 4,850,000 − cost of sales 3,065,000)', marks: 1 },
        { text: 'Rent Tk 220,000: the Tk 20,000 paid for January 2025 removed as a prepayment', marks: 1 },
        { text: 'Electricity Tk 93,000: the Tk 9,000 December accrual added to the Tk 84,000 paid', marks: 1 },
        { text: 'Depreciation Tk 126,000: 20% × carrying amount Tk 630,000 (900,000 − 270,000), not 20% of cost', marks: 2 },
        { text: 'Increase in allowance for receivables Tk 7,000: required 5% × 380,000 = 19,000 less 12,000 brought forward; wages Tk 620,000 included unchanged', marks: 2 },
        { text: 'Profit for the year Tk 719,000 (gross profit 1,785,000 − total expenses 1,066,000), in a clear statement format', marks: 1 },
      ],
      explanation: `**Rupsha Traders – Statement of profit or loss for the year ended 31 December 2024**

| | Tk | Tk |
|---|---:|---:|
| Revenue | | 4,850,000 |
| Opening inventory | 410,000 | |
| Purchases | 3,120,000 | |
| Less: closing inventory | (465,000) | |
| Cost of sales | | (3,065,000) |
| **Gross profit** | | 1,785,000 |
| Wages and salaries | 620,000 | |
| Rent (240,000 − 20,000 prepaid) | 220,000 | |
| Electricity (84,000 + 9,000 accrued) | 93,000 | |
| Depreciation: 20% × (900,000 − 270,000) | 126,000 | |
| Increase in allowance: (5% × 380,000) − 12,000 | 7,000 | |
| Total expenses | | (1,066,000) |
| **Profit for the year** | | **719,000** |

Reducing balance depreciation applies the rate to the carrying amount, not to cost (20% of cost would give Tk 180,000). Only the increase in the allowance (Tk 7,000) is charged, not the full Tk 19,000.`,
    },
  ],
};
