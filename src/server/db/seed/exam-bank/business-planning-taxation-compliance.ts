import { type SeedBank, checkSpec as check } from './bank-types';
import { BANDS, followingFinanceAct, SLABS, slabTax } from './tax-slabs';

/**
 * Business Planning Taxation & Compliance (Professional Level). Areas, in
 * the order of subjects-data.ts: 1 Tax planning for individuals, 2 Corporate
 * tax planning and compliance, 3 Groups and international tax, 4 VAT,
 * customs and supplementary duty compliance, 5 Ethics in tax practice.
 *
 * Rates and thresholds that change with each Finance Act are stated in the
 * stems, so every answer follows from the question alone.
 */

/** The surcharge bands on net wealth stated in the stems that need them. */
const SURCHARGE = `| Net wealth at the end of the income year | Surcharge (% of income tax) |
|---|---|
| Up to Tk 40,000,000 | Nil |
| Over Tk 40,000,000 up to Tk 100,000,000 | 10% |
| Over Tk 100,000,000 up to Tk 200,000,000 | 20% |
| Over Tk 200,000,000 up to Tk 500,000,000 | 30% |
| Over Tk 500,000,000 | 35% |`;

const SURCHARGE_BANDS = { w1: 40000000, w2: 100000000, w3: 200000000, w4: 500000000, s1: 10, s2: 20, s3: 30, s4: 35 };

/** The surcharge rate (%) for a net wealth under SURCHARGE. */
function surchargeRate(wealth: number, i: typeof SURCHARGE_BANDS): number {
  if (wealth > i.w4) return i.s4;
  if (wealth > i.w3) return i.s3;
  if (wealth > i.w2) return i.s2;
  if (wealth > i.w1) return i.s1;
  return 0;
}

/** Mahbub Alam (bptc-007): the figures every blank of that computation builds on. */
function mahbub(i: typeof MAHBUB_INPUTS) {
  const employment = i.salary - Math.min(i.salary / 3, i.cap);
  const total = employment + i.dividend + i.rent;
  const tax = slabTax(total, i.free, i);
  const rebate = Math.min((total * i.pctIncome) / 100, (i.invest * i.pctInvest) / 100, i.rebateCap);
  const surcharge = ((tax - rebate) * surchargeRate(i.wealth, i)) / 100;
  return { employment, total, tax, rebate, surcharge, balance: tax - rebate + surcharge - i.salaryTds - (i.dividend * i.divTds) / 100 };
}

const MAHBUB_INPUTS = {
  salary: 3000000,
  cap: 450000,
  dividend: 800000,
  rent: 650000,
  free: 350000,
  pctIncome: 3,
  pctInvest: 15,
  invest: 900000,
  rebateCap: 1000000,
  wealth: 65000000,
  salaryTds: 400000,
  divTds: 10,
  ...BANDS,
  ...SURCHARGE_BANDS,
};

/** Shitalakshya Paper Mills (bptc-011). */
function shitalakshya(i: typeof SHITALAKSHYA_INPUTS) {
  const business = i.pbt + i.accDep - i.taxDep + i.provision + i.fine + i.perqs - i.dividend;
  const afterLoss = business - i.loss;
  const regular = (afterLoss * i.rate) / 100 + (i.dividend * i.divRate) / 100;
  const minimum = (i.receipts * i.minRate) / 100;
  return { business, afterLoss, regular, minimum, payable: Math.max(regular, minimum) - i.advance - i.tds };
}

const SHITALAKSHYA_INPUTS = {
  pbt: 25000000,
  accDep: 6500000,
  taxDep: 8200000,
  provision: 900000,
  fine: 120000,
  perqs: 380000,
  dividend: 1500000,
  loss: 4000000,
  rate: 27.5,
  divRate: 20,
  receipts: 700000000,
  minRate: 0.6,
  advance: 3000000,
  tds: 900000,
};

/** Dhaka Motors' import (bptc-032). */
function importDuties(i: typeof IMPORT_INPUTS) {
  const av = i.cif * (1 + i.landing / 100);
  const cd = (av * i.cdRate) / 100;
  const rd = (av * i.rdRate) / 100;
  const sd = ((av + cd + rd) * i.sdRate) / 100;
  const vatBase = av + cd + rd + sd;
  const vat = (vatBase * i.vatRate) / 100;
  const at = (vatBase * i.atRate) / 100;
  const ait = (av * i.aitRate) / 100;
  return { av, cd, sd, vat, total: cd + rd + sd + vat + at + ait };
}

const IMPORT_INPUTS = { cif: 1000000, landing: 1, cdRate: 25, rdRate: 3, sdRate: 20, vatRate: 15, atRate: 5, aitRate: 5 };

export const businessPlanningTaxationComplianceBank: SeedBank = {
  subject: 'business-planning-taxation-compliance',
  questions: followingFinanceAct([
    // ───────────────────────── Area 1: Tax planning for individuals ─────────────────────────
    {
      ref: 'bptc-001',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Anwar Hossain owns all the shares of Anwar Foods Ltd, a non-listed company, and is its managing director. The company has an extra Tk 1,000,000 of pre-tax profit that it can pay to him either as additional salary (deductible for the company) or as a dividend (paid out of profit after corporate tax).\n\nAssume: a corporate tax rate of 27.5%; Anwar's existing salary already uses the full salary exemption, so any extra salary is fully taxable; Anwar pays personal tax at a marginal rate of 25% on both extra salary and dividends; ignore tax deducted at source and the company's limits on perquisites.\n\nBy how much is Anwar's after-tax cash **higher** if the Tk 1,000,000 is paid as salary rather than as a dividend?",
      answer: 206250,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { profit: 1000000, corpRate: 27.5, personal: 25 },
          compute: (i) => i.profit * (1 - i.personal / 100) - i.profit * (1 - i.corpRate / 100) * (1 - i.personal / 100),
        }),
      ],
      explanation:
        '**Salary route**: the company deducts the salary, so no corporate tax arises on the Tk 1,000,000.\n\nAnwar keeps 1,000,000 × (1 − 25%) = **Tk 750,000**.\n\n**Dividend route**: the profit is first taxed in the company.\n\n| | Tk |\n|---|---|\n| Pre-tax profit | 1,000,000 |\n| Corporate tax 27.5% | (275,000) |\n| Dividend paid | 725,000 |\n| Personal tax 25% | (181,250) |\n| **Anwar keeps** | **543,750** |\n\n**Advantage of salary** = 750,000 − 543,750 = **Tk 206,250** (the corporate tax saved, 275,000, less the 25% personal tax on it, 68,750).\n\nIn practice the planner would also check that the salary is reasonable for the work done, is paid through bank, and that tax is deducted at source from it.',
    },
    {
      ref: 'bptc-002',
      area: 1,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: 'Dr Kamal Uddin, a resident consultant surgeon at a private hospital in Dhaka, expects a total income of Tk 4,000,000 for the income year 2024-25, all taxable at the regular rates (no exempt, reduced-rate or final-tax income). So far this year he has paid a life insurance premium of Tk 200,000 and bought listed shares for Tk 300,000, both eligible investments.\n\nAssume the investment rebate under section 78 of the Income Tax Act 2023 is the lowest of 3% of total income, 15% of eligible investment and Tk 1,000,000.\n\n**Required:**\n\n(a) Calculate the rebate available on his current investments.\n\n(b) Advise him how much more he should invest before 30 June 2025 to obtain the maximum rebate, and the tax this would save.\n\n(c) Explain the other factors he should consider before making the investment.\n\n(8 marks)',
      points: [
        { text: 'Current rebate: 3% × 4,000,000 = 120,000; 15% × 500,000 = 75,000; cap 1,000,000; rebate is the lowest, Tk 75,000.', marks: 2 },
        { text: 'The maximum rebate is limited by 3% of total income: Tk 120,000.', marks: 1 },
        { text: 'Eligible investment needed: 120,000 ÷ 15% = Tk 800,000, so a further Tk 300,000 must be invested by 30 June 2025.', marks: 2 },
        { text: 'Extra tax saved: 120,000 − 75,000 = Tk 45,000; investing beyond Tk 800,000 gives no further rebate.', marks: 1 },
        {
          text: "The investment must be of a kind listed in Part 3 of the Sixth Schedule, within each item's limits (e.g. DPS ceiling, insurance premium not above 10% of the sum assured), made in the income year and evidenced.",
          marks: 1,
        },
        { text: 'Non-tax factors: liquidity and lock-in (DPS, savings instruments), risk and expected return of shares, and that the rebate cannot reduce tax below the minimum tax.', marks: 1 },
      ],
      explanation:
        '**(a)** Eligible investment so far = 200,000 + 300,000 = Tk 500,000. Rebate = lowest of 3% × 4,000,000 = 120,000; 15% × 500,000 = 75,000; Tk 1,000,000 → **Tk 75,000**.\n\n**(b)** The ceiling that will bind once enough is invested is 3% of income, Tk 120,000. To reach it, 15% × B = 120,000, so B = **Tk 800,000**: a further **Tk 300,000**. Tax saved = 120,000 − 75,000 = **Tk 45,000** (an immediate 15% return on the extra Tk 300,000). Any investment above Tk 800,000 earns no further rebate.\n\n**(c)** Choose investments that qualify and stay within item limits; keep evidence (premium receipts, DPS statements, broker statements). Consider whether he can afford to lock up the cash, the risk of listed shares versus the security of DPS or savings instruments, and the interaction with minimum tax.',
    },
    {
      ref: 'bptc-003',
      area: 1,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: `Shafiqul Alam's statement of assets and liabilities shows net wealth of Tk 120,000,000 at 30 June 2025. His income tax on total income for the income year 2024-25 is Tk 1,850,000. Assume a surcharge on the income tax as follows (ignore any minimum surcharge):\n\n${SURCHARGE}\n\nCalculate the surcharge payable.`,
      answer: 370000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { wealth: 120000000, tax: 1850000, ...SURCHARGE_BANDS }, compute: (i) => (i.tax * surchargeRate(i.wealth, i)) / 100 })],
      explanation:
        'Net wealth of Tk 120,000,000 (Tk 12 crore) falls in the band **over Tk 100,000,000 up to Tk 200,000,000**, so the surcharge rate is **20%**.\n\nThe surcharge is a percentage of the **income tax**, not of the net wealth:\n\nSurcharge = 1,850,000 × 20% = **Tk 370,000**, so total tax and surcharge is Tk 2,220,000.\n\nThe whole tax is charged at the rate for the band the wealth falls in (the bands are not sliced like income tax slabs). Applying 20% to the wealth itself, or using the 10% band, are the usual errors.',
    },
    {
      ref: 'bptc-004',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Which of the following would **not** qualify as an eligible investment for an individual's investment rebate under Part 3 of the Sixth Schedule to the Income Tax Act 2023?",
      options: [
        "A premium paid on a life insurance policy on the taxpayer's own life",
        'Shares of a company listed on the Dhaka Stock Exchange bought during the year',
        'The purchase of a residential flat in Gulshan',
        'A contribution to a deposit pension scheme (DPS) of a scheduled bank within the annual limit',
      ],
      correct: 2,
      explanation:
        'The rebate is given only for the investments and donations listed in Part 3 of the Sixth Schedule: for example life insurance premiums (within 10% of the sum assured), contributions to provident funds, DPS contributions within the limit, listed securities, government securities and specified donations.\n\nBuying a **residential flat** is a personal capital asset and is not on the list, however large the amount; it must still be shown in the statement of assets and liabilities.',
    },
    {
      ref: 'bptc-005',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Rubina Khatun is a senior manager with a private company. Which **TWO** of the following are included in her **income from employment** under the Income Tax Act 2023?',
      options: [
        'Interest on her personal fixed deposit with a bank',
        'Two festival bonuses paid by her employer',
        'Reimbursement of the actual cost of a business trip she made for her employer, supported by bills',
        'The value of a company car provided for her personal use',
        'A cash dividend on listed shares she owns',
      ],
      correct: [1, 3],
      explanation:
        '**Income from employment** covers every receipt arising from the employment: salary, allowances, bonuses and the value of benefits (perquisites) such as a car for personal use or free accommodation, before the employment exemption.\n\n- Festival bonuses are paid because of the employment.\n- A car available for personal use is a perquisite.\n\nA genuine reimbursement of business expenses incurred for the employer is not a benefit to her. Bank interest and dividends are income from financial assets, a separate head.',
    },
    {
      ref: 'bptc-006',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Farhana Yasmin, whose marginal income tax rate is 25%, wants to invest Tk 1,000,000 for one year. She compares:\n\n- **Option 1**: savings certificates paying interest of 11.28% a year. Assume tax is deducted at source at 10% and is the final settlement of tax on this interest.\n- **Option 2**: a bank fixed deposit paying interest of 9.5% a year. Assume tax deducted at source on this interest can be credited, so the interest is taxed at her marginal rate.\n\nIgnoring any investment rebate, by how much is her annual after-tax interest under Option 1 higher than under Option 2?',
      answer: 30270,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { amount: 1000000, rate1: 11.28, tds: 10, rate2: 9.5, marginal: 25 },
          compute: (i) => ((i.amount * i.rate1) / 100) * (1 - i.tds / 100) - ((i.amount * i.rate2) / 100) * (1 - i.marginal / 100),
        }),
      ],
      explanation:
        '**Option 1**: interest 1,000,000 × 11.28% = Tk 112,800; final tax 10% = Tk 11,280; after tax **Tk 101,520**.\n\n**Option 2**: interest 1,000,000 × 9.5% = Tk 95,000; tax at her marginal rate 25% = Tk 23,750 (the 10% deducted at source is only a credit towards this); after tax **Tk 71,250**.\n\n**Difference** = 101,520 − 71,250 = **Tk 30,270**.\n\nTwo effects add up: the higher coupon, and final-settlement tax at 10% instead of her 25% marginal rate. Treating the FDR deduction of 10% as final would give Tk 85,500 for Option 2 and a difference of only Tk 16,020.',
    },
    {
      ref: 'bptc-007',
      area: 1,
      difficulty: 'challenging',
      kind: 'table',
      stem: `Mahbub Alam, a resident man aged 52, is managing director and 60% shareholder of Alam Packaging Ltd, a non-listed company. His figures for the income year 2024-25 are:\n\n- gross income from employment (salary, bonuses and benefits): Tk 3,000,000; assume the only exemption is the lower of one-third of income from employment and Tk 450,000;\n- cash dividend from Alam Packaging Ltd: Tk 800,000 (no part exempt); tax of 10% was deducted at source and can be credited;\n- net income from rent after allowable deductions: Tk 650,000;\n- eligible investments for the rebate: Tk 900,000; assume the rebate is the lowest of 3% of total income, 15% of eligible investment and Tk 1,000,000;\n- net wealth at 30 June 2025: Tk 65,000,000; surcharge is charged on the income tax after the rebate;\n- tax deducted from his salary during the year: Tk 400,000.\n\nAssume these income tax rates:\n\n${SLABS}\n\nand this surcharge:\n\n${SURCHARGE}\n\nComplete his tax computation.`,
      columns: ['Computation', 'Tk'],
      rows: [
        ['Taxable income from employment', { number: 2550000, marks: 2 }],
        ['Total income', { number: 4000000, marks: 2 }],
        ['Income tax on total income before rebate', { number: 765000, marks: 2 }],
        ['Investment rebate', { number: 120000, marks: 2 }],
        ['Surcharge', { number: 64500, marks: 2 }],
        ['Balance payable with the return', { number: 229500, marks: 2 }],
      ],
      checks: [
        check({ of: 'cell 0 1', inputs: MAHBUB_INPUTS, compute: (i) => mahbub(i).employment }),
        check({ of: 'cell 1 1', inputs: MAHBUB_INPUTS, compute: (i) => mahbub(i).total }),
        check({ of: 'cell 2 1', inputs: MAHBUB_INPUTS, compute: (i) => mahbub(i).tax }),
        check({ of: 'cell 3 1', inputs: MAHBUB_INPUTS, compute: (i) => mahbub(i).rebate }),
        check({ of: 'cell 4 1', inputs: MAHBUB_INPUTS, compute: (i) => mahbub(i).surcharge }),
        check({ of: 'cell 5 1', inputs: MAHBUB_INPUTS, compute: (i) => mahbub(i).balance }),
      ],
      explanation:
        "**Employment**: exemption = lower of 3,000,000 ÷ 3 = 1,000,000 and 450,000 → Tk 450,000; taxable **Tk 2,550,000**.\n\n**Total income** = 2,550,000 + 800,000 + 650,000 = **Tk 4,000,000** (the dividend is included gross).\n\n**Tax**\n\n| Slice | Tk | Rate | Tax (Tk) |\n|---|---|---|---|\n| First | 350,000 | 0% | 0 |\n| Next | 100,000 | 5% | 5,000 |\n| Next | 400,000 | 10% | 40,000 |\n| Next | 500,000 | 15% | 75,000 |\n| Next | 500,000 | 20% | 100,000 |\n| Next | 2,000,000 | 25% | 500,000 |\n| Balance | 150,000 | 30% | 45,000 |\n| **Total** | 4,000,000 | | **765,000** |\n\n**Rebate** = lowest of 3% × 4,000,000 = 120,000; 15% × 900,000 = 135,000; 1,000,000 → **Tk 120,000**.\n\n**Surcharge**: net wealth Tk 65,000,000 is in the 10% band: (765,000 − 120,000) × 10% = **Tk 64,500**.\n\n**Balance payable** = 645,000 + 64,500 − 400,000 (salary TDS) − 80,000 (10% × 800,000 dividend TDS) = **Tk 229,500**.\n\nPlanning point: Mahbub's investments exceed the Tk 800,000 needed to reach the 3% ceiling, so Tk 100,000 of them earns no rebate.",
    },
    {
      ref: 'bptc-008',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Hasan Mahmud's statement of assets and liabilities shows his net wealth rising from Tk 18,000,000 at 1 July 2024 to Tk 23,000,000 at 30 June 2025. For 2024-25 his disclosed total income was Tk 4,100,000, he paid income tax of Tk 500,000, and his family expenditure shown in his statement of life style was Tk 1,800,000. He received no gifts, loans or exempt receipts.\n\nWhich statement best describes his position?",
      options: [
        'Tk 3,200,000 of the increase in net wealth is unexplained and may be treated as income from undisclosed sources',
        'Nothing is unexplained, because his total income exceeds Tk 4,000,000',
        'Tk 900,000 of the increase in net wealth is unexplained',
        'Tk 5,000,000 of the increase in net wealth is unexplained',
      ],
      correct: 0,
      explanation:
        '**Increase in net wealth** = 23,000,000 − 18,000,000 = Tk 5,000,000.\n\n**Sources available to fund it** = income 4,100,000 − tax paid 500,000 − family expenditure 1,800,000 = Tk 1,800,000.\n\n**Unexplained** = 5,000,000 − 1,800,000 = **Tk 3,200,000**. The Deputy Commissioner of Taxes may treat an unexplained increase in wealth as income from undisclosed sources and tax it, with possible penalties.\n\nTk 900,000 (5,000,000 − 4,100,000) ignores the tax and living costs that used up part of his income; Tk 5,000,000 ignores his income altogether.',
    },
    {
      ref: 'bptc-009',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Your client Mizanur Rahman, a salaried resident, asks how he might lawfully reduce his income tax for 2024-25. Which **TWO** of the following are legitimate tax planning?',
      options: [
        'Making an eligible investment, such as a DPS contribution within the annual limit, before 30 June to increase his investment rebate',
        'Claiming separate exemptions for his house rent and medical allowances in addition to the single employment exemption',
        'Making a donation to an institution listed as eligible for the rebate, and keeping its receipt',
        'Asking his employer to pay part of his salary in cash so that it can be left out of his return',
        "Declaring the rent from his own flat as his mother's income while continuing to receive it himself",
      ],
      correct: [0, 2],
      explanation:
        "- An **eligible investment** and an **eligible donation** both increase the rebate under section 78, exactly as the Act intends: legitimate planning (subject to the 3%-of-income and other limits).\n\nThe others are not lawful:\n- Under the Income Tax Act 2023 the separate allowance exemptions were replaced by a single exemption (lower of one-third of employment income and a fixed cap); claiming both is an incorrect return.\n- Omitting cash salary is evasion.\n- Declaring income in a relative's name while he keeps it is a false return: income is taxed on the person to whom it belongs.",
    },
    {
      ref: 'bptc-010',
      area: 1,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: "Alam Packaging Ltd provides its managing director with perquisites (car running costs, club membership and utility bills) costing Tk 1,600,000 for 2024-25. Assume, for this question, that perquisites paid to an employee are deductible for the employer only up to Tk 1,000,000 per employee per year, and that the company's tax rate is 27.5%.\n\nBy how much does the limit increase the company's tax for the year?",
      answer: 165000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { perqs: 1600000, limit: 1000000, rate: 27.5 }, compute: (i) => (Math.max(0, i.perqs - i.limit) * i.rate) / 100 })],
      explanation:
        'Disallowed perquisites = 1,600,000 − 1,000,000 = **Tk 600,000**.\n\nExtra corporate tax = 600,000 × 27.5% = **Tk 165,000**.\n\nThe director is still taxed on the full value of the benefits as income from employment, so packages above the limit cost tax twice. Planning options include paying part of the package as taxable salary (fully deductible) instead of perquisites. Applying 27.5% to the whole Tk 1,600,000 (Tk 440,000) wrongly disallows the part within the limit.',
    },

    // ───────────────────────── Area 2: Corporate tax planning and compliance ─────────────────────────
    {
      ref: 'bptc-011',
      area: 2,
      difficulty: 'challenging',
      kind: 'table',
      stem: 'Shitalakshya Paper Mills Ltd, a non-listed company, has a profit before tax of Tk 25,000,000 for the year ended 30 June 2025. The profit is after charging or crediting:\n\n| Item | Tk |\n|---|---|\n| Accounting depreciation charged | 6,500,000 |\n| Tax depreciation allowance (Third Schedule) | 8,200,000 |\n| General provision for doubtful debts charged | 900,000 |\n| Fine for breach of environmental law charged | 120,000 |\n| Perquisites charged in excess of the statutory limit | 380,000 |\n| Dividend received from a listed company, credited | 1,500,000 |\n\nThe company has an unrelieved business loss of Tk 4,000,000 brought forward from 2021-22, within the six-year carry-forward period. Its gross receipts for the year were Tk 700,000,000. During the year it paid advance tax of Tk 3,000,000 and suffered tax deducted at source of Tk 900,000 (creditable).\n\nAssume: corporate tax rate 27.5% on business income; dividend taxed at 20%; minimum tax 0.6% of gross receipts; the company pays the higher of its regular tax and the minimum tax.\n\nComplete the computation.',
      columns: ['Computation', 'Answer'],
      rows: [
        ['Taxable business income before loss relief (Tk)', { number: 23200000, marks: 2 }],
        ['Taxable business income after the brought-forward loss (Tk)', { number: 19200000, marks: 1 }],
        ['Regular tax: business income at 27.5% plus dividend at 20% (Tk)', { number: 5580000, marks: 2 }],
        ['Minimum tax on gross receipts (Tk)', { number: 4200000, marks: 1 }],
        ['The tax liability for the year is', { select: ['The regular tax', 'The minimum tax', 'The total of regular tax and minimum tax'], correct: 0, marks: 1 }],
        ['Tax payable with the return (Tk)', { number: 1680000, marks: 2 }],
      ],
      checks: [
        check({ of: 'cell 0 1', inputs: SHITALAKSHYA_INPUTS, compute: (i) => shitalakshya(i).business }),
        check({ of: 'cell 1 1', inputs: SHITALAKSHYA_INPUTS, compute: (i) => shitalakshya(i).afterLoss }),
        check({ of: 'cell 2 1', inputs: SHITALAKSHYA_INPUTS, compute: (i) => shitalakshya(i).regular }),
        check({ of: 'cell 3 1', inputs: SHITALAKSHYA_INPUTS, compute: (i) => shitalakshya(i).minimum }),
        check({ of: 'cell 5 1', inputs: SHITALAKSHYA_INPUTS, compute: (i) => shitalakshya(i).payable }),
      ],
      explanation:
        '| | Tk |\n|---|---|\n| Profit before tax | 25,000,000 |\n| Add: accounting depreciation | 6,500,000 |\n| Less: tax depreciation allowance | (8,200,000) |\n| Add: general provision for doubtful debts (only actual bad debts written off are deductible) | 900,000 |\n| Add: fine for breach of law | 120,000 |\n| Add: excess perquisites | 380,000 |\n| Less: dividend (taxed separately) | (1,500,000) |\n| **Business income before loss relief** | **23,200,000** |\n| Less: loss brought forward | (4,000,000) |\n| **Business income after loss relief** | **19,200,000** |\n\n**Regular tax** = 19,200,000 × 27.5% = 5,280,000 + dividend 1,500,000 × 20% = 300,000 → **Tk 5,580,000**.\n\n**Minimum tax** = 700,000,000 × 0.6% = **Tk 4,200,000**. Regular tax is higher, so the liability is the **regular tax**.\n\n**Payable with the return** = 5,580,000 − 3,000,000 − 900,000 = **Tk 1,680,000**.\n\nThe brought-forward loss can only be set against business income, not the dividend.',
    },
    {
      ref: 'bptc-012',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'Rangpur Agro Processing Ltd is a new industrial undertaking in an area that qualifies for a tax exemption, and it meets all the conditions. Assume the exemption is: 100% of business income in the first and second years, 60% in the third year, 40% in the fourth year and 20% in the fifth year.\n\nIn 2024-25, its third year, its business income is Tk 10,000,000. Assume a corporate tax rate of 27.5% and ignore minimum tax. Calculate its tax for 2024-25.',
      answer: 1100000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { income: 10000000, exemptPct: 60, rate: 27.5 }, compute: (i) => ((i.income * (100 - i.exemptPct)) / 100) * (i.rate / 100) })],
      explanation:
        'In the third year 60% of business income is exempt, so 40% is taxable:\n\nTaxable income = 10,000,000 × 40% = **Tk 4,000,000**.\n\nTax = 4,000,000 × 27.5% = **Tk 1,100,000**.\n\nA common error is to tax the exempt 60% (Tk 6,000,000 × 27.5% = Tk 1,650,000). The company should also plan for the step-down: the taxable share rises to 60% and 80% in years four and five, then to 100%.',
    },
    {
      ref: 'bptc-013',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Sitakunda Steel Ltd prepares its accounts for the income year ending 30 June 2025. What is its Tax Day (the due date of its return) under the Income Tax Act 2023?',
      options: ['30 November 2025', '15 January 2026', '31 December 2025', '30 June 2026'],
      correct: 1,
      explanation:
        'For a company, the Tax Day is the **15th day of the seventh month** after the end of the income year. Seven months after June is January, so the Tax Day is **15 January 2026**.\n\n30 November 2025 is the Tax Day for individuals and other non-company taxpayers. 30 June 2026 is the end of the tax year, long after the return is due. A company that misses the Tax Day faces penalties and delay interest unless it has been granted an extension.',
    },
    {
      ref: 'bptc-014',
      area: 2,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following items charged by Chandpur Feeds Ltd are **not** deductible in computing its income from business?',
      options: [
        'A general provision for doubtful debts of 5% of trade receivables',
        'Bad debts actually written off that were earlier included in taxable income',
        'Income tax paid for the previous year',
        'Interest on a working-capital loan from a bank',
        'The cost of advertising in newspapers',
      ],
      correct: [0, 2],
      explanation:
        '- A **general provision** is an estimate, not a debt actually proved bad; only specific bad debts written off (that were earlier taxed as income) are deductible.\n- **Income tax** is a charge on profit, never an expense of earning it.\n\nActual bad debts written off, interest on a business loan and advertising are allowable revenue expenses.',
    },
    {
      ref: 'bptc-015',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: 'Kishoreganj Textiles Ltd had the following business results (no other income):\n\n| Income year | Result (Tk) |\n|---|---|\n| 2017-18 | Loss 2,500,000 |\n| 2018-19 | Profit 400,000 |\n| 2019-20 | Loss 1,000,000 |\n| 2020-21 | Profit 300,000 |\n| 2021-22 | Profit 200,000 |\n| 2022-23 | Profit 100,000 |\n| 2023-24 | Profit 500,000 |\n| 2024-25 | Profit 6,000,000 |\n\nAssume a business loss can be carried forward and set off against business income of the **six** income years immediately following the year of loss, and that losses are set off on a first-in, first-out basis.\n\nCalculate the taxable business income for 2024-25.',
      answer: 5000000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { loss18: 2500000, p19: 400000, loss20: 1000000, p21: 300000, p22: 200000, p23: 100000, p24: 500000, p25: 6000000 },
          compute: (i) => {
            // The 2017-18 loss can be used up to 2023-24; whatever is left lapses.
            const used18 = Math.min(i.loss18, i.p19 + i.p21 + i.p22 + i.p23 + i.p24);
            // Profits from 2020-21 on that the 2017-18 loss did not absorb go against the 2019-20 loss.
            const spare = i.p19 + i.p21 + i.p22 + i.p23 + i.p24 - used18;
            const left20 = Math.max(0, i.loss20 - spare);
            return Math.max(0, i.p25 - left20);
          },
        }),
      ],
      explanation:
        '**2017-18 loss (Tk 2,500,000)**: may be set off in 2018-19 to 2023-24 (six years).\n\nProfits in those years: 400,000 + 300,000 + 200,000 + 100,000 + 500,000 = Tk 1,500,000, all absorbed by the older loss (first in, first out). Unused **Tk 1,000,000 lapses** after 2023-24.\n\n**2019-20 loss (Tk 1,000,000)**: nothing was available to absorb it up to 2023-24; it can be used until 2025-26, so it is set against 2024-25.\n\n**2024-25 taxable business income** = 6,000,000 − 1,000,000 = **Tk 5,000,000**.\n\nSetting off both unused balances (Tk 2,000,000) would give Tk 4,000,000, but the 2017-18 loss has expired. Planning point: accelerating profits into 2023-24 (e.g. by the timing of allowances) could have used more of the expiring loss.',
    },
    {
      ref: 'bptc-016',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Narsingdi Fabrics Ltd made a tax loss in 2024-25 but paid minimum tax of Tk 1,800,000 based on its gross receipts. The finance director hopes to recover this amount when the company returns to profit. What is the correct position?',
      options: [
        'The minimum tax will be refunded once the return is assessed, because there was no taxable income',
        'The minimum tax is carried forward and set against regular tax in the next three years',
        "Minimum tax is payable even in a loss year, and the excess over regular tax is neither refundable nor adjustable against future years' tax",
        'Minimum tax applies only to companies with taxable profits, so nothing was payable',
      ],
      correct: 2,
      explanation:
        'Minimum tax on gross receipts is designed to collect tax even when a company reports a loss or low profit. Under the Income Tax Act 2023 the amount by which minimum tax exceeds regular tax is **not refundable** and **cannot be adjusted** against the tax of later years.\n\nPlanning implications: companies with thin margins should forecast whether minimum tax will be the effective charge, since unused allowances and losses give no benefit while minimum tax applies.',
    },
    {
      ref: 'bptc-017',
      area: 2,
      difficulty: 'standard',
      kind: 'written',
      workings: true,
      stem: "Meghna Shipbuilders Ltd, a non-listed company with a 30 June year-end, has appointed a new finance manager, who asks you for a compliance briefing. The company estimates its tax for the income year 2025-26 at Tk 5,200,000 and wishes to pay it as advance tax. It has not yet filed its return for the income year 2024-25. It pays salaries, contractors and rent for its Dhaka office every month, and buys steel plates from its parent company in Singapore.\n\n**Required:** Prepare briefing notes setting out the company's main income tax compliance obligations and deadlines, with amounts where possible, and the consequences of failing to meet them.\n\n(8 marks)",
      points: [
        { text: 'Advance tax of Tk 5,200,000 is payable in four equal instalments of Tk 1,300,000 on 15 September 2025, 15 December 2025, 15 March 2026 and 15 June 2026.', marks: 2 },
        { text: 'The 2024-25 return is due by the Tax Day, 15 January 2026 (15th day of the seventh month after the year-end), under universal self-assessment with the tax paid.', marks: 1 },
        {
          text: "The return must be accompanied by audited financial statements carrying a Document Verification Code (DVC) from ICAB's Document Verification System; without it the NBR may reject them.",
          marks: 1,
        },
        {
          text: 'Tax must be deducted at source from salaries, contractor payments and office rent, deposited to the government within the prescribed time, certificates issued and withholding tax returns filed; failure makes the company an assessee in default and the expense may be disallowed.',
          marks: 2,
        },
        {
          text: "Purchases from the Singapore parent are international transactions: price at arm's length, keep transfer pricing documentation, and file the statement of international transactions (and an accountant's report if the threshold is exceeded) with the return.",
          marks: 1,
        },
        { text: 'Consequences of default: delay interest on late or short-paid tax, penalties for late returns and non-compliance, and best-judgment assessment by the DCT.', marks: 1 },
      ],
      explanation:
        "**Briefing outline.**\n\n1. **Advance tax 2025-26**: 5,200,000 ÷ 4 = Tk 1,300,000 on each of 15 September, 15 December, 15 March and 15 June. A shortfall attracts delay interest.\n2. **Return 2024-25**: due 15 January 2026 (July = 1st month … January = 7th). File under universal self-assessment, paying any balance with the return.\n3. **Audited statements with DVC**: since 2020, audit reports must bear an ICAB DVC; the NBR checks it online.\n4. **Withholding**: deduct at source from salaries, contractors and rent; deposit on time; issue certificates; file withholding returns. Non-compliance → assessee in default, interest, penalty and disallowance of the expense.\n5. **Transfer pricing**: the Singapore purchases must be at arm's length and disclosed in the statement of international transactions.\n6. **Sanctions**: late filing penalties, delay interest, and a best-judgment assessment if no return is filed.",
    },
    {
      ref: 'bptc-018',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Bangladesh Cotton Mills Ltd paid a royalty of Tk 12,000,000 to a foreign licensor in 2024-25 but did not deduct the tax at source required by the Income Tax Act 2023. Which statement about the company's position is correct?",
      options: [
        'The royalty remains fully deductible; only the foreign licensor is liable for the tax',
        "The royalty may be disallowed in computing the company's business income, and the company is treated as an assessee in default for the tax it failed to deduct",
        'The royalty is deductible, but the company must pay a penalty of 1% of the royalty',
        'There is no consequence if the licensor is resident in a country with which Bangladesh has a tax treaty',
      ],
      correct: 1,
      explanation:
        "Failure to deduct (or deposit) tax at source has **two** consequences for the payer:\n\n1. it is an **assessee in default** and must pay the tax it should have deducted, with delay interest and possible penalty; and\n2. the **expenditure is disallowed** in computing its business income, so its own tax also rises.\n\nThe licensor's liability does not remove the payer's duty. A tax treaty may reduce the rate to be deducted (on production of a certificate of residence), but it does not remove the obligation to deduct at that rate.",
    },
    {
      ref: 'bptc-019',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Bogura Auto Parts Ltd, a new industrial undertaking, buys machinery for Tk 20,000,000 in its first income year. Assume it may claim either:\n\n- **accelerated depreciation** of 50% of cost in year 1, 30% in year 2 and 20% in year 3; or\n- the **normal allowance** of 20% a year on the written down value.\n\nAssume a corporate tax rate of 27.5% and that the company has enough taxable income to use the allowances. By how much does choosing accelerated depreciation reduce its tax for year 1?',
      answer: 1650000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { cost: 20000000, accel: 50, normal: 20, rate: 27.5 },
          compute: (i) => (((i.cost * i.accel) / 100 - (i.cost * i.normal) / 100) * i.rate) / 100,
        }),
      ],
      explanation:
        "Year 1 allowance:\n- accelerated: 50% × 20,000,000 = Tk 10,000,000;\n- normal: 20% × 20,000,000 = Tk 4,000,000.\n\nExtra deduction = Tk 6,000,000. Tax saving in year 1 = 6,000,000 × 27.5% = **Tk 1,650,000**.\n\nOver the asset's life the total allowance is the same (the cost), so the benefit is mainly **timing**: tax is deferred, improving cash flow. It is most valuable when the company is profitable in the early years and is not paying minimum tax instead.",
    },
    {
      ref: 'bptc-020',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which statement about the audited financial statements that Rupsha Fish Exports Ltd submits with its income tax return is correct?',
      options: [
        "The auditor's report must carry a Document Verification Code (DVC) generated through ICAB's Document Verification System, which tax officials can verify online",
        'The financial statements may be signed by any director and need not be audited',
        'Only companies listed on a stock exchange must submit audited financial statements',
        'The Document Verification Code is issued by the Registrar of Joint Stock Companies and Firms',
      ],
      correct: 0,
      explanation:
        'ICAB and the NBR introduced the **Document Verification System (DVS)** in 2020 to stop fake audit reports being filed with tax returns. Every audit report signed by a practising ICAB member must carry a **DVC**; the Deputy Commissioner of Taxes checks it online and may reject unverified statements and assess the company as he thinks fit.\n\nAll companies must have their financial statements audited under the Companies Act 1994, not only listed ones, and the DVC comes from ICAB, not the RJSC.',
    },
    {
      ref: 'bptc-021',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'The Finance Act 2024 gives non-listed companies a lower corporate tax rate for the income year 2024-25 if certain conditions about banking transactions are met. Which **TWO** of the following are among those conditions?',
      options: [
        'The company has at least 50 permanent employees',
        'All income and receipts are received through bank transfer',
        'The company declares a cash dividend of at least 10% for the year',
        'Every single expense or investment over Tk 500,000, and total annual expenses and investments over Tk 3,600,000, are paid through bank transfer',
        'The company is located outside the Dhaka and Chattogram city corporations',
      ],
      correct: [1, 3],
      explanation:
        'The reduced rate (2.5 percentage points lower) applies only if the company:\n\n- receives **all income and receipts through bank transfer**; and\n- makes **every single transaction over Tk 5 lakh, and annual transactions totalling over Tk 36 lakh**, for expenses and investments through bank transfer.\n\nIf either condition fails, the higher rate applies to the whole income. Staff numbers, dividends and location are not conditions. Planning point: cash-handling businesses must change payment practices to benefit.',
    },
    {
      ref: 'bptc-022',
      area: 2,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "Sonargaon Suppliers Ltd supplies goods to government bodies. For 2024-25:\n\n- taxable income Tk 8,000,000; assume a corporate tax rate of 27.5%;\n- gross receipts Tk 450,000,000; assume minimum tax of 0.6% of gross receipts;\n- tax deducted at source from its supply receipts Tk 3,600,000, which (assume) is treated as minimum tax.\n\nAssume the company's tax liability is the **highest** of its regular tax, the minimum tax on gross receipts and the tax deducted at source that counts as minimum tax. Calculate its tax liability.",
      answer: 3600000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { taxable: 8000000, rate: 27.5, receipts: 450000000, minRate: 0.6, tds: 3600000 },
          compute: (i) => Math.max((i.taxable * i.rate) / 100, (i.receipts * i.minRate) / 100, i.tds),
        }),
      ],
      explanation:
        "| Measure | Tk |\n|---|---|\n| Regular tax 8,000,000 × 27.5% | 2,200,000 |\n| Minimum tax on gross receipts 450,000,000 × 0.6% | 2,700,000 |\n| Tax deducted at source counting as minimum tax | **3,600,000** |\n\nThe liability is the highest: **Tk 3,600,000**. Because it was all deducted at source, nothing further is payable with the return, but nothing is refundable either.\n\nTk 2,200,000 ignores both minimum-tax rules; Tk 2,700,000 ignores the deduction at source. Planning point: this company's effective rate is 45% of its taxable income, so it should review its margins and pricing on government contracts.",
    },
    {
      ref: 'bptc-023',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which statement about the income year under the Income Tax Act 2023 is correct?',
      options: [
        'Every taxpayer must use 1 July to 30 June, with no exceptions',
        'Companies may choose any twelve-month period without approval',
        'Individuals use the calendar year, and companies use 1 July to 30 June',
        "Most taxpayers use 1 July to 30 June, but banks, insurance companies and financial institutions use the calendar year, and a subsidiary of a foreign company may be allowed to follow its parent's year",
      ],
      correct: 3,
      explanation:
        "The standard income year is the **financial year 1 July to 30 June**. **Banks, insurance companies and financial institutions** follow the **calendar year** (1 January to 31 December), in line with their regulators' reporting. A Bangladesh subsidiary of a foreign company may, with approval, follow a different year to match its parent's consolidation.\n\nCompanies cannot pick any year without approval, and individuals use the July-June year.",
    },

    // ───────────────────────── Area 3: Groups and international tax ─────────────────────────
    {
      ref: 'bptc-024',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Which of the following is **not** a method for determining the arm's length price of an international transaction under the transfer pricing provisions of the Income Tax Act 2023?",
      options: ['The comparable uncontrolled price method', 'The resale price method', 'The transactional net margin method', 'The historical book value method'],
      correct: 3,
      explanation:
        "The Act recognises the OECD-style methods: **comparable uncontrolled price**, **resale price**, **cost plus**, **profit split** and **transactional net margin**, plus any other method where none of these can reasonably be applied.\n\nThe historical book value of an asset says nothing about what independent parties would pay today, so it is not an arm's length pricing method.",
    },
    {
      ref: 'bptc-025',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Dhaka Pharma Ltd buys an active ingredient from its Indian parent company. In 2024-25 it bought 200,000 kg at Tk 52 per kg. Independent suppliers sell the same ingredient on comparable terms at Tk 45 per kg (a reliable comparable uncontrolled price). Assume a corporate tax rate of 27.5%.\n\nCalculate the additional Bangladesh tax arising from the transfer pricing adjustment.',
      answer: 385000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { kg: 200000, paid: 52, arm: 45, rate: 27.5 }, compute: (i) => (i.paid - i.arm) * i.kg * (i.rate / 100) })],
      explanation:
        "Dhaka Pharma overpaid its associated enterprise by Tk 52 − Tk 45 = Tk 7 per kg.\n\nAdjustment to income = 7 × 200,000 = **Tk 1,400,000** (the purchase cost is restricted to the arm's length price).\n\nAdditional tax = 1,400,000 × 27.5% = **Tk 385,000**, plus any interest and penalty.\n\nApplying 27.5% to the whole purchase cost, or to the Tk 45 price, confuses the adjustment with the transaction value.",
    },
    {
      ref: 'bptc-026',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Chattogram Software Ltd, a resident company, earns a royalty of Tk 2,000,000 (gross) from a customer in Sri Lanka, which withholds Sri Lankan tax of 10%. Assume the royalty is taxed in Bangladesh at 27.5% and that the Bangladesh-Sri Lanka tax treaty gives credit for the Sri Lankan tax, limited to the Bangladesh tax on that income.\n\nCalculate the net Bangladesh tax payable on the royalty.',
      answer: 350000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { royalty: 2000000, foreignRate: 10, bdRate: 27.5 },
          compute: (i) => {
            const bdTax = (i.royalty * i.bdRate) / 100;
            return bdTax - Math.min((i.royalty * i.foreignRate) / 100, bdTax);
          },
        }),
      ],
      explanation:
        'A resident company is taxed on its worldwide income, so the **gross** royalty is included.\n\n| | Tk |\n|---|---|\n| Bangladesh tax 2,000,000 × 27.5% | 550,000 |\n| Less: credit for Sri Lankan tax, lower of 200,000 (10% × 2,000,000) and 550,000 | (200,000) |\n| **Net Bangladesh tax** | **350,000** |\n\nTaxing only the net receipt (1,800,000 × 27.5% = Tk 495,000) treats foreign tax as a deduction instead of a credit. If the foreign tax had exceeded the Bangladesh tax, the credit would be capped at Tk 550,000 and the excess lost.',
    },
    {
      ref: 'bptc-027',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Kobe Engineering Co, a Japanese company, is working in Bangladesh. Assume the relevant tax treaty follows the UN Model and treats a building site, construction or installation project as a permanent establishment (PE) only if it lasts more than six months. Which of the following gives Kobe Engineering a PE in Bangladesh?',
      options: [
        'A warehouse in Chattogram used solely to store its spare parts',
        "An independent commission agent in Dhaka that sells its products in the ordinary course of the agent's own business",
        'An office in Dhaka used solely to buy goods for export to Japan',
        'A power plant installation project at Matarbari that lasts nine months',
      ],
      correct: 3,
      explanation:
        "An installation project lasting **nine months** exceeds the treaty's six-month threshold, so it is a **PE**: the profits attributable to it are taxable in Bangladesh.\n\nThe others are excluded:\n- facilities used **solely** for storage or for purchasing goods are preparatory or auxiliary activities;\n- an **independent agent** acting in the ordinary course of its own business does not create a PE for its principal.",
    },
    {
      ref: 'bptc-028',
      area: 3,
      difficulty: 'challenging',
      kind: 'table',
      stem: 'Chattogram Steel Ltd is a subsidiary of a Singapore company. It had the transactions below in 2024-25. The Malaysian company is a fellow subsidiary of the same Singapore parent; the Nepalese buyer is unrelated.\n\nAssume that failing to file the statement of international transactions with the return can attract a penalty of up to 2% of the value of the international transactions with associated enterprises.\n\nClassify each transaction and complete the figures.',
      columns: ['Transaction', 'Tk', 'Classification'],
      rows: [
        [
          'Purchase of steel billets from the Singapore parent',
          '320,000,000',
          { select: ['International transaction with an associated enterprise', 'Cross-border transaction with an unrelated party', 'Domestic transaction'], correct: 0, marks: 1 },
        ],
        [
          'Technical service fee paid to the Malaysian fellow subsidiary',
          '18,000,000',
          { select: ['International transaction with an associated enterprise', 'Cross-border transaction with an unrelated party', 'Domestic transaction'], correct: 0, marks: 1 },
        ],
        [
          'Sale of steel rods to the unrelated buyer in Nepal',
          '45,000,000',
          { select: ['International transaction with an associated enterprise', 'Cross-border transaction with an unrelated party', 'Domestic transaction'], correct: 1, marks: 1 },
        ],
        [
          'Interest on a loan from the Singapore parent',
          '12,000,000',
          { select: ['International transaction with an associated enterprise', 'Cross-border transaction with an unrelated party', 'Domestic transaction'], correct: 0, marks: 1 },
        ],
        ['Total value of international transactions with associated enterprises', { number: 350000000, marks: 2 }, 'Reported in the statement'],
        ['Maximum penalty for not filing the statement', { number: 7000000, marks: 2 }, 'Penalty exposure'],
      ],
      checks: [
        check({ of: 'cell 4 1', inputs: { billets: 320000000, fee: 18000000, interest: 12000000 }, compute: (i) => i.billets + i.fee + i.interest }),
        check({ of: 'cell 5 1', inputs: { billets: 320000000, fee: 18000000, interest: 12000000, pct: 2 }, compute: (i) => ((i.billets + i.fee + i.interest) * i.pct) / 100 }),
      ],
      explanation:
        "**Classification**: two enterprises are *associated* where one controls the other or both are under common control. The Singapore parent and the Malaysian fellow subsidiary are therefore associated enterprises, so the billet purchases, the technical fee and the loan interest are **international transactions** that must be at arm's length. The sale to the unrelated Nepalese buyer is a cross-border sale at market terms and is outside the transfer pricing rules.\n\n**Total** = 320,000,000 + 18,000,000 + 12,000,000 = **Tk 350,000,000** (the Tk 45,000,000 Nepal sale is excluded).\n\n**Maximum penalty** = 2% × 350,000,000 = **Tk 7,000,000**. Including the Nepal sale would give Tk 395,000,000 and Tk 7,900,000. The company should also keep transfer pricing documentation and obtain an accountant's report where the value exceeds the threshold.",
    },
    {
      ref: 'bptc-029',
      area: 3,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: "Jamuna Electronics Ltd is a Bangladesh company wholly owned by Lion Holdings Pte Ltd of Singapore. In 2024-25:\n\n- its sales were Tk 400,000,000, and it paid Lion Holdings a royalty of 8% of sales for the use of its brand and technology. A benchmarking study shows that independent licensors charge 5% of sales for comparable rights;\n- seven engineers employed by Lion Holdings spent seven months in Bangladesh installing a new production line at Jamuna's factory, under a separate contract between Lion Holdings and Jamuna.\n\nAssume: corporate tax rate 27.5%; tax must be deducted at source from royalties paid to non-residents at 20%, reduced to 10% under the Bangladesh-Singapore tax treaty if a certificate of tax residence is produced; the treaty treats an installation project lasting more than 183 days as a permanent establishment.\n\n**Required:** Advise Jamuna's board on the tax consequences of these arrangements, with calculations, and recommend action.\n\n(10 marks)",
      points: [
        { text: "Royalty paid 8% × 400,000,000 = Tk 32,000,000; arm's length 5% = Tk 20,000,000; transfer pricing adjustment of Tk 12,000,000 added to taxable income.", marks: 2 },
        { text: 'Additional tax 12,000,000 × 27.5% = Tk 3,300,000, plus possible interest and penalty.', marks: 1 },
        {
          text: 'Tax to deduct at source on the royalty paid: 10% × 32,000,000 = Tk 3,200,000 if Lion Holdings provides a certificate of tax residence; otherwise 20% = Tk 6,400,000. Failure to deduct makes Jamuna an assessee in default and the royalty may be disallowed.',
          marks: 2,
        },
        {
          text: 'Seven months (about 210 days) exceeds 183 days, so Lion Holdings has a PE in Bangladesh; profits attributable to the installation are taxable here and Lion Holdings must register and file; Jamuna must deduct tax from the installation payments.',
          marks: 2,
        },
        {
          text: "Compliance: keep transfer pricing documentation (functional analysis, benchmarking), file the statement of international transactions with the return and an accountant's report if above the threshold.",
          marks: 2,
        },
        {
          text: "Recommendation: amend the licence agreement to an arm's length royalty for the future, obtain the residence certificate before paying, and consider the dividend route for surplus returns to the parent.",
          marks: 1,
        },
      ],
      explanation:
        "**Transfer pricing**: Jamuna and Lion Holdings are associated enterprises, so the royalty must be at arm's length. Paid Tk 32,000,000 (8%); arm's length Tk 20,000,000 (5%); excess **Tk 12,000,000** is disallowed, giving extra tax of **Tk 3,300,000**.\n\n**Withholding**: tax must be deducted when the royalty is paid or credited: Tk 3,200,000 at the treaty rate of 10% with a residence certificate, otherwise Tk 6,400,000 at 20%.\n\n**PE**: the installation lasted about 210 days (> 183), so Lion Holdings has a Bangladesh PE: it is taxable here on the profit attributable to the project, and Jamuna must deduct tax from the installation fees.\n\n**Compliance and action**: document the pricing, file the statement of international transactions (and accountant's report), reset the royalty to 5% going forward, and obtain treaty paperwork before payment. Returning profit as dividends instead of excessive royalties removes the transfer pricing risk.",
    },
    {
      ref: 'bptc-030',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'A Thai company sells packaging machines to customers in Bangladesh. Which **TWO** of the following would give it a permanent establishment in Bangladesh under a treaty based on the OECD or UN Model?',
      options: [
        'An independent commission agent in Dhaka that also sells for other principals in the ordinary course of its own business',
        'A branch office in Chattogram where its own employees negotiate and sign sales contracts',
        'A warehouse in Narayanganj used solely to store spare parts',
        "A dependent agent in Dhaka who habitually concludes contracts in the Thai company's name",
        'An office in Dhaka used solely to buy jute products for its factory in Thailand',
      ],
      correct: [1, 3],
      explanation:
        "- A **branch** (a fixed place of business through which the business is carried on, here including concluding contracts) is a PE.\n- A **dependent agent** who habitually concludes contracts in the enterprise's name creates an agency PE even without a fixed place.\n\nAn **independent agent** acting in the ordinary course of its own business does not create a PE; places used **solely** for storage or purchasing are preparatory or auxiliary and are excluded.",
    },
    {
      ref: 'bptc-031',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Bengal Group owns 100% of Bengal Cement Ltd (taxable profit Tk 50,000,000 in 2024-25) and 100% of Bengal Logistics Ltd (tax loss of Tk 8,000,000 in 2024-25). The group finance director wants to set the logistics loss against the cement profit. What is the position under the Income Tax Act 2023?',
      options: [
        'Each company is assessed separately: Bangladesh has no group relief or tax consolidation, so the loss can only be carried forward by Bengal Logistics against its own future business income',
        "The group can file a consolidated return, so the loss is set against Bengal Cement's profit automatically",
        'The loss can be surrendered to Bengal Cement if both companies are wholly owned',
        'The loss can be transferred to Bengal Cement on payment of a transfer fee to the NBR',
      ],
      correct: 0,
      explanation:
        "Each company is a separate taxpayer. The Income Tax Act 2023 has **no group relief, loss surrender or tax consolidation**, so Bengal Logistics' loss stays with it and is carried forward (within the time limit) against its own business income.\n\nPlanning options therefore involve the structure itself, for example carrying on both activities in one company (subject to the Companies Act and commercial factors), or pricing inter-company services at arm's length so that profit arises where the activity is.",
    },

    // ───────────────────────── Area 4: VAT, customs and SD compliance ─────────────────────────
    {
      ref: 'bptc-032',
      area: 4,
      difficulty: 'challenging',
      kind: 'table',
      stem: 'Dhaka Motors Ltd, a VAT-registered commercial importer, imports car parts with a CIF value of Tk 1,000,000. Assume:\n\n- assessable value = CIF value plus a landing charge of 1%;\n- customs duty (CD) 25% and regulatory duty (RD) 3%, each on the assessable value;\n- supplementary duty (SD) 20% on (assessable value + CD + RD);\n- VAT 15% and advance tax (AT) 5%, each on (assessable value + CD + RD + SD);\n- advance income tax (AIT) 5% on the assessable value.\n\nComplete the import computation.',
      columns: ['Item', 'Answer'],
      rows: [
        ['Assessable value (Tk)', { number: 1010000, marks: 1 }],
        ['Customs duty (Tk)', { number: 252500, marks: 1 }],
        ['Supplementary duty (Tk)', { number: 258560, marks: 2 }],
        ['VAT at import (Tk)', { number: 232704, marks: 2 }],
        ['Total duties and taxes paid at import: CD, RD, SD, VAT, AT and AIT (Tk)', { number: 902132, marks: 2 }],
        ['Which of these is a cost to the importer that cannot be recovered as input tax or advance tax?', { select: ['Customs duty', 'VAT at import', 'Advance tax (AT)'], correct: 0, marks: 1 }],
      ],
      checks: [
        check({ of: 'cell 0 1', inputs: IMPORT_INPUTS, compute: (i) => importDuties(i).av }),
        check({ of: 'cell 1 1', inputs: IMPORT_INPUTS, compute: (i) => importDuties(i).cd }),
        check({ of: 'cell 2 1', inputs: IMPORT_INPUTS, compute: (i) => importDuties(i).sd }),
        check({ of: 'cell 3 1', inputs: IMPORT_INPUTS, compute: (i) => importDuties(i).vat }),
        check({ of: 'cell 4 1', inputs: IMPORT_INPUTS, compute: (i) => importDuties(i).total }),
      ],
      explanation:
        '| Step | Base (Tk) | Rate | Amount (Tk) |\n|---|---|---|---|\n| Assessable value | 1,000,000 × 1.01 | | **1,010,000** |\n| CD | 1,010,000 | 25% | **252,500** |\n| RD | 1,010,000 | 3% | 30,300 |\n| SD | 1,292,800 (1,010,000 + 252,500 + 30,300) | 20% | **258,560** |\n| VAT | 1,551,360 (1,292,800 + 258,560) | 15% | **232,704** |\n| AT | 1,551,360 | 5% | 77,568 |\n| AIT | 1,010,000 | 5% | 50,500 |\n| **Total** | | | **902,132** |\n\nThe taxes cascade: SD is charged on duty-paid value and VAT on the value including SD. For a VAT-registered importer, import VAT is creditable as input tax and AT is adjusted in the VAT return, and AIT is credited against the income tax liability (subject to the minimum-tax rules), but **customs duty** (and RD) are part of the cost of the parts.',
    },
    {
      ref: 'bptc-033',
      area: 4,
      difficulty: 'standard',
      kind: 'written',
      workings: true,
      stem: "You are reviewing the VAT records of Noakhali Trading Ltd (VAT-registered, standard rate 15%) for the six months to 31 December 2024. You find:\n\n1. Five purchases from one supplier, each invoiced at Tk 460,000 including VAT (Tk 2,300,000 in total), were paid in cash; input tax was claimed on all of them.\n2. Input tax of Tk 85,000 on a supplier's invoice dated 10 March 2024 was first claimed in the October 2024 return.\n3. Input tax of Tk 120,000 was claimed on a new passenger car bought for the managing director.\n4. Sales to a government department were invoiced on the company's own commercial invoices, not on Mushak 6.3; the department deducted VAT at source, but no VAT deduction certificates (Mushak 6.6) have been collected.\n\n**Required:** Explain the VAT issues, quantify the input tax wrongly claimed, and recommend the action the company should take.\n\n(8 marks)",
      points: [
        { text: 'Cash payments: each supply exceeds Tk 100,000 and was paid in cash, so no input tax credit is allowed: 2,300,000 × 15/115 = Tk 300,000 wrongly claimed.', marks: 2 },
        { text: 'Late claim: credit must be taken in the tax period of the invoice or the next four periods (March to July 2024); the October claim of Tk 85,000 is out of time.', marks: 1 },
        { text: 'Passenger car: input tax on passenger vehicles (other than for dealers) is blocked, so Tk 120,000 is not creditable.', marks: 1 },
        {
          text: 'Total input tax wrongly claimed Tk 505,000; reverse it by an increasing adjustment or amended return, paying interest; penalties may apply, and voluntary correction reduces exposure.',
          marks: 2,
        },
        {
          text: 'Every taxable supply needs a Mushak 6.3 tax invoice; collect Mushak 6.6 certificates from the department so the VAT deducted at source can be claimed as a decreasing adjustment.',
          marks: 1,
        },
        { text: 'Controls: pay all purchases over Tk 100,000 through bank, track invoice dates against the four-period limit, review blocked items, and train staff.', marks: 1 },
      ],
      explanation:
        '**Quantification**\n\n| Issue | Input tax wrongly claimed (Tk) |\n|---|---|\n| Cash purchases: 2,300,000 × 15/115 | 300,000 |\n| Claim outside the time limit | 85,000 |\n| Passenger car | 120,000 |\n| **Total** | **505,000** |\n\n(Each cash invoice of Tk 460,000 exceeds Tk 1 lakh, so every one is caught; the VAT in each is 460,000 × 15/115 = Tk 60,000.)\n\n**Action**: correct the returns (amended return or increasing adjustment) and pay the Tk 505,000 with interest; issue Mushak 6.3 for all taxable supplies; obtain Mushak 6.6 from the department to recover the VAT it deducted; tighten payment and input-tax controls.',
    },
    {
      ref: 'bptc-034',
      area: 4,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Dhaka Power Distribution Company Ltd, a VAT withholding entity, receives an invoice for Tk 2,300,000, **including** VAT at 15%, from a supplier of maintenance services. Assume the withholding entity must deduct the full VAT at source.\n\nHow much VAT must Dhaka Power Distribution deduct at source?',
      answer: 300000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { invoice: 2300000, rate: 15 }, compute: (i) => (i.invoice * i.rate) / (100 + i.rate) })],
      explanation:
        'VAT included in the invoice = 2,300,000 × 15/115 = **Tk 300,000** (value excluding VAT Tk 2,000,000).\n\nThe withholding entity pays the supplier Tk 2,000,000, deposits the Tk 300,000 to the government and issues a **VAT deduction at source certificate (Mushak 6.6)**. The supplier then claims the Tk 300,000 as a decreasing adjustment in its own return, so the VAT is not paid twice.\n\n2,300,000 × 15% = Tk 345,000 is the common error of treating the VAT-inclusive amount as the value.',
    },
    {
      ref: 'bptc-035',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Customs reject the declared transaction value of fabric imported by Tongi Apparels Ltd, because the buyer and seller are related and the relationship influenced the price. Under the WTO-based customs valuation rules applied in Bangladesh, which method must be considered **next**?',
      options: ['The computed value method', 'The transaction value of identical goods', 'The deductive value method', 'A value set by the customs officer under the fall-back method'],
      correct: 1,
      explanation:
        'The valuation methods must be applied **in order**:\n\n1. transaction value of the goods being valued;\n2. **transaction value of identical goods**;\n3. transaction value of similar goods;\n4. deductive value;\n5. computed value (the importer may ask for 4 and 5 to be reversed);\n6. the fall-back method, using reasonable means consistent with the above.\n\nOnce method 1 is rejected, customs move to identical goods; they cannot jump to the computed value or the fall-back method.',
    },
    {
      ref: 'bptc-036',
      area: 4,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following statements about the VAT and customs position of Ashulia Knitwear Ltd, a 100% exporter of garments, are correct for 2024-25?',
      options: [
        'Its exports are exempt supplies, so input tax on related purchases cannot be recovered',
        'It must charge VAT at 15% on its export invoices, which the foreign buyer then reclaims',
        'Its exports are zero-rated, so it can claim input tax credit, or a refund, on inputs used for its exports',
        'Because its exports are zero-rated, it does not need to be registered for VAT',
        'Customs duty paid on imported inputs used in exported goods can be recovered through duty drawback, or avoided by importing under a bonded warehouse licence',
      ],
      correct: [2, 4],
      explanation:
        '- **Zero-rating**: exports are taxable at 0%, so no output tax is charged but input tax is recoverable (as credit or refund). This is the key difference from exempt supplies, where input tax is a cost.\n- **Duty drawback / bonded warehouse**: import duties on inputs used for exports are refunded (drawback) or not paid at all (bonded warehouse), so export prices are not burdened by Bangladesh duties.\n\nExporters must be VAT-registered regardless of turnover, and no VAT is charged on export invoices.',
    },
    {
      ref: 'bptc-037',
      area: 4,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Mymensingh Feed Mills Ltd is registered for VAT at 15%. For October 2024:\n\n- output tax on its supplies: Tk 1,800,000;\n- input tax credit on eligible purchases: Tk 1,050,000;\n- its customers, who are VAT withholding entities, deducted VAT at source of Tk 240,000 and issued Mushak 6.6 certificates;\n- it issued credit notes (Mushak 6.7) for goods returned by customers, reducing output tax by Tk 30,000;\n- it found that a purchase invoiced at Tk 690,000 including VAT, on which it claimed input tax in September, had been paid in cash; the credit must be reversed this month.\n\nComplete the October 2024 return.',
      columns: ['Item', 'Answer'],
      rows: [
        ['Output tax on supplies (Tk)', '1,800,000'],
        ['Input tax credit (Tk)', '1,050,000'],
        ['Total decreasing adjustments (Tk)', { number: 270000, marks: 2 }],
        ['Increasing adjustment (Tk)', { number: 90000, marks: 2 }],
        ['Net VAT payable for October 2024 (Tk)', { number: 570000, marks: 2 }],
        ['Form of the monthly return', { select: ['Mushak 9.1', 'Mushak 6.3', 'Mushak 6.6', 'Mushak 2.3'], correct: 0, marks: 1 }],
        ['Deadline for submitting the return and paying the tax', { select: ['15 November 2024', '30 November 2024', '7 November 2024', '31 October 2024'], correct: 0, marks: 1 }],
      ],
      checks: [
        check({ of: 'cell 2 1', inputs: { vds: 240000, creditNotes: 30000 }, compute: (i) => i.vds + i.creditNotes }),
        check({ of: 'cell 3 1', inputs: { cashInvoice: 690000, rate: 15 }, compute: (i) => (i.cashInvoice * i.rate) / (100 + i.rate) }),
        check({
          of: 'cell 4 1',
          inputs: { output: 1800000, itc: 1050000, vds: 240000, creditNotes: 30000, cashInvoice: 690000, rate: 15 },
          compute: (i) => i.output - i.itc - (i.vds + i.creditNotes) + (i.cashInvoice * i.rate) / (100 + i.rate),
        }),
      ],
      explanation:
        '**Decreasing adjustments**: VAT deducted at source by customers (Tk 240,000, supported by Mushak 6.6) + credit notes (Tk 30,000) = **Tk 270,000**.\n\n**Increasing adjustment**: the cash-paid purchase exceeds Tk 1 lakh, so the credit claimed must be reversed: 690,000 × 15/115 = **Tk 90,000**.\n\n| | Tk |\n|---|---|\n| Output tax | 1,800,000 |\n| Less: input tax credit | (1,050,000) |\n| Less: decreasing adjustments | (270,000) |\n| Add: increasing adjustment | 90,000 |\n| **Net payable** | **570,000** |\n\nThe return is **Mushak 9.1**, due with payment within 15 days of the month-end: **15 November 2024**. (Mushak 6.3 is the tax invoice, 6.6 the VDS certificate and 2.3 the registration certificate.)',
    },
    {
      ref: 'bptc-038',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under the VAT and SD Act 2012 and its rules, which form is the **tax invoice** that a VAT-registered supplier must issue for each taxable supply?',
      options: ['Mushak 6.6', 'Mushak 9.1', 'Mushak 2.3', 'Mushak 6.3'],
      correct: 3,
      explanation:
        "**Mushak 6.3** is the tax invoice: it evidences the supply and is the buyer's basis for claiming input tax credit.\n\n- Mushak 6.6: certificate of VAT deducted at source by a withholding entity.\n- Mushak 9.1: the monthly VAT return.\n- Mushak 2.3: the VAT registration certificate (showing the BIN).",
    },

    // ───────────────────────── Area 5: Ethics in tax practice ─────────────────────────
    {
      ref: 'bptc-039',
      area: 5,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following arrangements proposed by clients of a Dhaka tax practice is **tax evasion**?',
      options: [
        'Building a new factory in an area where new industrial undertakings qualify for a tax exemption',
        'Claiming the investment rebate for a genuine DPS contribution',
        'Recording purchases supported by fake invoices bought from a "bill-maker" to inflate expenses',
        'Buying machinery before the year-end so that its depreciation allowance is claimed a year earlier',
      ],
      correct: 2,
      explanation:
        'Recording **fictitious purchases** supported by fake invoices deliberately understates profit (and inflates input VAT if claimed): that is **evasion**, a criminal offence under the Income Tax Act 2023 and the VAT and SD Act 2012.\n\nThe other options use reliefs that the law provides, in the way it intends (location incentives, the investment rebate, the timing of capital allowances), and involve no false statement: they are legitimate tax planning.',
    },
    {
      ref: 'bptc-040',
      area: 5,
      difficulty: 'standard',
      kind: 'written',
      stem: 'Your firm prepares the income tax returns of Sultana Garments Ltd. While preparing the 2024-25 return, you find that in each of the two previous years the company recorded Tk 3,000,000 of "consultancy fees" paid to a relative of the managing director, for which no services were received, and claimed them as deductible expenses. The managing director says the matter is "closed" and instructs you not to mention it to anyone.\n\n**Required:** Explain how your firm should respond, with reference to the ICAB Code of Ethics and the relevant law.\n\n(8 marks)',
      points: [
        {
          text: 'The fees are not genuine business expenses; claiming them understated taxable income in both years, which is potentially deliberate tax evasion, not a matter of interpretation.',
          marks: 1,
        },
        { text: 'Integrity and professional behaviour: the firm must not be associated with returns it knows to be false or misleading, including the 2024-25 return.', marks: 1 },
        { text: "Confidentiality: the firm cannot disclose the matter to the NBR without the client's consent unless law requires it; the first step is to advise the client.", marks: 1 },
        {
          text: 'Advise the board (escalating above the managing director to those charged with governance) in writing to disclose the errors to the NBR, e.g. by revised returns, explaining the tax, interest, penalties and prosecution risk and the benefit of voluntary disclosure.',
          marks: 2,
        },
        { text: 'If the company refuses: cease to act, do not file the 2024-25 return on that basis, and tell the NBR only that the firm no longer acts (without giving reasons).', marks: 1 },
        {
          text: 'Consider whether the firm must report a suspicion of money laundering (tax evasion proceeds) to the Bangladesh Financial Intelligence Unit under the Money Laundering Prevention Act 2012, and avoid tipping off the client.',
          marks: 1,
        },
        { text: 'Document all discussions and advice, and consider consulting ICAB or legal counsel.', marks: 1 },
      ],
      explanation:
        "**Approach.**\n\n1. *Recognise the issue*: payments for no services are not deductible; Tk 3,000,000 a year was wrongly claimed, so tax was underpaid in two years. Knowingly claiming them is evasion.\n2. *Principles*: integrity (no association with false information) and professional behaviour; confidentiality limits disclosure, so the firm acts through the client first.\n3. *Advise and escalate*: write to the board, beyond the managing director, recommending full disclosure and revised returns, setting out the consequences and the benefits of voluntary correction.\n4. *If refused*: cease to act; do not sign or file the 2024-25 return relying on the false figures; notify the NBR only of the cessation.\n5. *Anti-money-laundering*: consider reporting to BFIU through the firm's reporting channel; tipping off is itself an offence.\n6. *Record-keeping and support*: document everything; take ICAB or legal advice where uncertain.",
    },
    {
      ref: 'bptc-041',
      area: 5,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Your firm agrees to represent Padma Oil Mills Ltd in its appeal before the Taxes Appellate Tribunal, for a fee equal to 20% of any tax saved. Under the ICAB Code of Ethics, which **TWO** threats to compliance with the fundamental principles arise most directly?',
      options: ['Self-interest threat', 'Familiarity threat', 'Intimidation threat', 'Advocacy threat', 'Self-review threat'],
      correct: [0, 3],
      explanation:
        "- **Self-interest**: a fee that depends on the tax saved gives the firm a financial interest in the outcome, which may tempt it to take unreasonable positions or present facts selectively. Contingent fees for tax work must be assessed and safeguarded (or declined).\n- **Advocacy**: representing the client before the Tribunal means promoting the client's position to the point that objectivity may be compromised.\n\nNothing suggests a long association (familiarity), pressure from the client (intimidation) or the firm reviewing its own earlier work (self-review).",
    },
    {
      ref: 'bptc-042',
      area: 5,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Nazma Hoque, a tax manager, has made a suspicious transaction report through her firm to the Bangladesh Financial Intelligence Unit (BFIU) about suspected tax evasion by a client. The client's finance director now asks her why the firm has requested extra documents. What should she do?",
      options: [
        'Tell the finance director that a report has been made, so that the client can correct its returns quickly',
        'Withdraw the report, because the client has now started asking questions',
        'Avoid disclosing the report or anything likely to prejudice an investigation, because tipping off is an offence',
        'Ask the NBR to explain the report to the client',
      ],
      correct: 2,
      explanation:
        "Under the Money Laundering Prevention Act 2012, disclosing that a report has been made, or any information likely to prejudice an investigation, is **tipping off**, which is an offence. Nazma should give a neutral, truthful answer about the documents without revealing the report, and consult the firm's money-laundering reporting officer.\n\nA report cannot be withdrawn because the client asks questions, and asking the NBR to inform the client would also prejudice the investigation.",
    },
    {
      ref: 'bptc-043',
      area: 5,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'The NBR has mistakenly refunded Tk 750,000 to your client Paharpur Tiles Ltd, although only Tk 75,000 was due. The chief financial officer wants to keep the money and "see if anyone notices". What should you do?',
      options: [
        'Nothing: the error was made by the NBR, so the adviser has no responsibility',
        'Inform the NBR immediately, without first telling the client',
        'Advise the client that the excess of Tk 675,000 must be repaid and that keeping it knowingly may be an offence; if the client refuses, consider ceasing to act and any reporting obligations',
        "Hold the money in the firm's client account until the NBR asks for it",
      ],
      correct: 2,
      explanation:
        "Excess refund = 750,000 − 75,000 = **Tk 675,000**. Knowingly keeping tax refunded in error is dishonest and may be an offence (and the proceeds may be criminal property).\n\nThe adviser must act with **integrity**: advise the client, in writing, to notify the NBR and repay the excess. Because of **confidentiality**, the adviser should not go to the NBR behind the client's back as a first step. If the client refuses, the adviser should cease to act and consider money-laundering reporting obligations.\n\nDoing nothing associates the adviser with the client's dishonesty; holding the funds in the firm's account would involve the firm directly.",
    },
    {
      ref: 'bptc-044',
      area: 5,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: 'Barishal Jute Goods Ltd, a non-listed company, sells jute bags to European customers for Tk 500,000,000 a year. Its managing director proposes that, from next year, the company should sell instead to a newly formed company in a zero-tax jurisdiction owned by his family, at 10% below the current prices. The offshore company would have no staff or premises of its own: its decisions would be taken by the managing director in Dhaka, and it would resell to the same European customers at the current prices. He asks your firm to implement the plan and to "keep the details out of the tax return".\n\nAssume the company\'s profits are taxed at 27.5%.\n\n**Required:**\n\n(a) Calculate the Bangladesh tax the scheme aims to save each year.\n\n(b) Evaluate the scheme under Bangladesh tax and related law.\n\n(c) Explain your firm\'s ethical position and how it should respond.\n\n(10 marks)',
      points: [
        { text: 'Bangladesh profit falls by 10% × 500,000,000 = Tk 50,000,000; tax the scheme aims to save = 50,000,000 × 27.5% = Tk 13,750,000 a year.', marks: 2 },
        {
          text: "The offshore company is an associated enterprise (common family control), so sales to it are international transactions that must be at arm's length; the same goods sold to the same customers give a comparable uncontrolled price of Tk 500,000,000, so the NBR can adjust the income back.",
          marks: 2,
        },
        {
          text: 'With no substance and decisions taken in Dhaka, the offshore company may be treated as resident in (or as having a permanent establishment in) Bangladesh, so its profit could be taxed here anyway.',
          marks: 1,
        },
        {
          text: "Transfer pricing compliance (statement of international transactions, documentation, accountant's report) would expose the arrangement; omitting it from the return brings penalties and, being deliberate concealment, is evasion.",
          marks: 1,
        },
        { text: 'Export proceeds must be repatriated under foreign exchange regulations; leaving the margin offshore may breach Bangladesh Bank rules.', marks: 1 },
        {
          text: 'Ethics: "keeping the details out of the return" is deliberate non-disclosure; integrity and professional behaviour require the firm to refuse, advise the client in writing and, if the client proceeds, cease to act and consider money-laundering reporting obligations.',
          marks: 2,
        },
        {
          text: 'Suggest legitimate alternatives, such as export-related reduced rates and incentives available to exporters, and transfer pricing-compliant structures with real substance.',
          marks: 1,
        },
      ],
      explanation:
        "**(a)** Sales would fall from Tk 500,000,000 to Tk 450,000,000, moving Tk 50,000,000 of profit offshore. Tax saved = 50,000,000 × 27.5% = **Tk 13,750,000** a year.\n\n**(b)** The scheme fails on several grounds:\n- *Transfer pricing*: the buyer is an associated enterprise, and the arm's length price is plainly the price paid by the same independent customers, so the NBR would add back the Tk 50,000,000, with interest and penalties.\n- *Residence / PE*: a company managed from Dhaka with no foreign substance risks being taxed in Bangladesh.\n- *Disclosure*: the statement of international transactions must report these sales; leaving them out is concealment.\n- *Foreign exchange*: export proceeds must be brought back to Bangladesh.\n\n**(c)** Hiding the arrangement is **evasion**, not planning. The firm must refuse, explain the law and consequences in writing, cease to act if the company proceeds, consider reporting obligations to BFIU (without tipping off), and document its advice. It can instead help the company use legitimate export incentives.",
    },
  ]),
};
