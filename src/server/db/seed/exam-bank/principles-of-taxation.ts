import { type SeedBank, checkSpec as check } from './bank-types';
import { BANDS, followingFinanceAct, SLABS, slabTax } from './tax-slabs';

/**
 * Principles of Taxation (Certificate Level). Areas, in the order of
 * subjects-data.ts: 1 Ethics and the tax system, 2 Tax administration,
 * 3 Income tax: individuals, 4 Income tax: companies, 5 Withholding taxes,
 * 6 Value added tax and supplementary duty.
 *
 * Rates and thresholds that change with each Finance Act are stated in the
 * stems, so every answer follows from the question alone.
 */

export const principlesOfTaxationBank: SeedBank = {
  subject: 'principles-of-taxation',
  questions: followingFinanceAct([
    // ───────────────────────── Area 1: Ethics and the tax system ─────────────────────────
    {
      ref: 'pot-001',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following taxes levied in Bangladesh is a **direct** tax?',
      options: [
        'Value added tax under the VAT and Supplementary Duty Act 2012',
        'Supplementary duty charged on cigarettes',
        'Income tax under the Income Tax Act 2023',
        'Customs duty on imported machinery',
      ],
      correct: 2,
      explanation:
        "A **direct tax** is imposed on, and borne by, the same person: the taxpayer cannot shift it to someone else. Income tax is charged on the income of the person who earns it (even when it is collected by deduction at source, the tax is still that person's liability).\n\nVAT, supplementary duty and customs duty are **indirect taxes**: they are collected by the supplier or importer and paid to the National Board of Revenue, but the burden is passed on to the final consumer through the price of the goods or services.",
    },
    {
      ref: 'pot-002',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Karim Electronics, a sole trader in Chattogram, sold goods for Tk 800,000 in cash during the income year and deliberately left these sales out of its books and out of its income tax return. How is this conduct best described?',
      options: ['Tax planning', 'Tax avoidance', 'Tax mitigation', 'Tax evasion'],
      correct: 3,
      explanation:
        '**Tax evasion** is reducing tax by illegal means: concealing income, inflating expenses or making false statements to the tax authority. Deliberately omitting Tk 800,000 of actual sales from the books and the return is concealment of income, so it is evasion. It is an offence under the Income Tax Act 2023 (and, for a VAT-registered trader, under the VAT and SD Act 2012), attracting tax, interest, penalties and possible prosecution.\n\n- *Tax planning / mitigation* uses reliefs in the way the law intends (e.g. making eligible investments for the rebate).\n- *Tax avoidance* arranges affairs within the letter of the law to reduce tax, even if against its spirit; it is legal but may be counteracted.\n\nNone of these involves hiding income that was actually earned.',
    },
    {
      ref: 'pot-003',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Adam Smith set out four canons (principles) of a good tax system. Which **TWO** of the following are among his four canons?',
      options: ['Certainty', 'Buoyancy', 'Convenience', 'Diversity', 'Elasticity'],
      correct: [0, 2],
      explanation:
        "Adam Smith's four canons in *The Wealth of Nations* are **equality (equity)**, **certainty**, **convenience** and **economy**:\n\n- Certainty: the amount, time and manner of payment should be clear to the taxpayer.\n- Convenience: tax should be collected at a time and in a way convenient to the taxpayer (e.g. deduction at source from salary).\n\nBuoyancy, elasticity and diversity (with productivity and simplicity) are additional canons proposed by later economists such as Bastable, not Smith's original four.",
    },
    {
      ref: 'pot-004',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under the individual income tax slabs for the income year 2024-25, a resident man with a total income of Tk 600,000 pays tax of Tk 20,000 (an average rate of 3.3%), while a resident man with a total income of Tk 5,000,000 pays tax of Tk 1,065,000 (an average rate of 21.3%). Which term best describes this rate structure?',
      options: ['Proportional', 'Regressive', 'Progressive', 'Lump-sum'],
      correct: 2,
      explanation:
        'A tax is **progressive** when the *average* rate of tax rises as income rises. The Bangladesh individual slabs (0%, 5%, 10%, 15%, 20%, 25%, 30%) tax each higher slice of income at a higher rate, so the average rate climbs from 3.3% at Tk 600,000 to 21.3% at Tk 5,000,000.\n\n- *Proportional*: the same average rate at every income level (e.g. a flat corporate rate).\n- *Regressive*: the average rate falls as income rises (e.g. a fixed charge per person, which takes a larger share of a small income).\n- *Lump-sum*: a fixed amount regardless of income, which is regressive in effect.',
    },
    {
      ref: 'pot-005',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Nasrin Akter, an ICAB member in practice, is preparing the 2024-25 income tax return of her client Mr Jahangir Alam. She discovers that his return for the previous year omitted rental income of Tk 360,000 from a flat in Mirpur. Under the ICAB Code of Ethics, what should Nasrin do **first**?',
      options: [
        'Report the omission to the Deputy Commissioner of Taxes straight away, without telling Mr Jahangir',
        'Explain the omission and its consequences to Mr Jahangir and advise him to disclose it to the National Board of Revenue',
        'Ignore the omission, because it relates to a year for which she was not engaged',
        'Resign immediately without giving Mr Jahangir any explanation',
      ],
      correct: 1,
      explanation:
        "The first step is to **advise the client**: explain that the Tk 360,000 of rent must be disclosed (e.g. by a revised return), and the interest, penalties and prosecution risk if it is not. This respects **confidentiality** (Nasrin may not disclose client information to the NBR without consent unless the law requires it) while upholding **integrity** and **professional behaviour**.\n\nIf Mr Jahangir refuses, Nasrin should cease to act, must not prepare any return that relies on the omission, should consider whether money-laundering reporting obligations arise, and should document her advice.\n\n- Reporting straight to the DCT breaches confidentiality.\n- Ignoring a known error breaches integrity: she would be associated with a misleading position.\n- Resigning without advising the client fails to act in the client's and the public interest.",
    },
    {
      ref: 'pot-006',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are fundamental principles of the ICAB Code of Ethics for Chartered Accountants?',
      options: ['Loyalty to the client', 'Integrity', "Minimising the client's tax bill", 'Confidentiality', 'Independence in every engagement'],
      correct: [1, 3],
      explanation:
        "The ICAB Code (based on the IESBA Code) sets five fundamental principles: **integrity**, **objectivity**, **professional competence and due care**, **confidentiality** and **professional behaviour**.\n\n- Loyalty to the client and minimising the client's tax are not principles: a member must act in the public interest and never at the expense of integrity.\n- Independence is required by the independence standards for audit and other assurance engagements; it is not one of the five fundamental principles that apply to every engagement (such as tax advice).",
    },
    {
      ref: 'pot-007',
      area: 1,
      difficulty: 'challenging',
      kind: 'written',
      stem: 'Rahman Traders, a partnership selling electrical goods in Dhaka, asks your firm for advice on three proposals from its partners:\n\n1. Buying a new delivery van before 30 June rather than in July, so that the tax depreciation allowance on it is claimed in the current income year.\n2. Each partner investing part of his personal savings in listed shares and a deposit pension scheme (DPS) to obtain the investment rebate on his personal tax.\n3. Issuing some sales invoices without the firm\'s name on them, so that about Tk 1,500,000 of cash sales are never recorded, "as most competitors do".\n\n**Required:**\n\n(a) Distinguish tax planning and tax avoidance from tax evasion.\n\n(b) Classify each proposal, giving reasons.\n\n(c) Explain how you, as an ICAB member, should respond to proposal 3.\n\n(10 marks)',
      points: [
        {
          text: 'Tax planning / avoidance: arranging affairs within the law to reduce tax, e.g. using reliefs as intended; avoidance that exploits the letter of the law against its spirit is legal but may be counteracted by the NBR.',
          marks: 2,
        },
        {
          text: 'Tax evasion: illegal reduction of tax by concealing income, inflating expenses or making false statements; an offence under the Income Tax Act 2023 and the VAT and SD Act 2012 with tax, interest, penalties and possible prosecution.',
          marks: 2,
        },
        { text: 'Proposal 1 is legitimate tax planning: a genuine business asset is bought earlier so the allowance falls in an earlier year; nothing is misstated.', marks: 1 },
        { text: 'Proposal 2 is legitimate tax planning: the rebate for eligible investment exists to encourage such saving; investments must be eligible, within the limits and evidenced.', marks: 1 },
        {
          text: 'Proposal 3 is tax evasion for both income tax (unrecorded sales and profit) and VAT (output tax suppressed; a proper tax invoice, Mushak 6.3, must be issued for each taxable supply).',
          marks: 2,
        },
        {
          text: 'Response: refuse to take part; explain the consequences to the partners; integrity and professional behaviour require it; if they go ahead, cease to act, consider money-laundering reporting obligations (without tipping off) and document the advice.',
          marks: 2,
        },
      ],
      explanation:
        '**Model answer outline.**\n\n(a) *Planning/avoidance* is legal: the taxpayer uses the law (reliefs, timing, choice of structure) to pay less tax. Aggressive avoidance may be against the spirit of the law and can be counteracted, but it does not involve concealment. *Evasion* is illegal: income that was earned is hidden, or expenses are invented, and false returns are filed.\n\n(b) Proposal 1 (buying the van before 30 June) only changes timing of a genuine purchase, so the allowance is claimed a year earlier: planning. Proposal 2 uses the investment rebate exactly as the Income Tax Act 2023 intends: planning. Proposal 3 hides Tk 1,500,000 of real sales: evasion of both income tax and VAT, because output VAT on those sales is not accounted for and no Mushak 6.3 invoice is issued.\n\n(c) The member must not be associated with false records or returns (integrity, professional behaviour). Advise the partners in writing that proposal 3 is illegal and of its consequences; if they proceed, cease to act, consider any duty to report under anti-money-laundering law (without tipping off the client), and keep a record of the advice given.',
    },

    // ───────────────────────── Area 2: Tax administration ─────────────────────────
    {
      ref: 'pot-008',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Shahana Begum's income year runs from 1 July 2024 to 30 June 2025. Under the Income Tax Act 2023, in which tax year (assessment year) is that income assessed?",
      options: ['2023-2024', '2024-2025', '2025-2026', '2026-2027'],
      correct: 2,
      explanation:
        'The **tax year** (assessment year) is the twelve months beginning on 1 July immediately after the end of the income year. Income earned from 1 July 2024 to 30 June 2025 is therefore assessed in the tax year 1 July 2025 to 30 June 2026, i.e. **2025-2026**.\n\n2024-2025 is the income year itself (a common confusion); 2023-2024 and 2026-2027 are a year out in each direction.',
    },
    {
      ref: 'pot-009',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Padma Cement Ltd prepares its accounts for the income year ending 30 June 2025. By what date must it file its income tax return to meet the Tax Day under the Income Tax Act 2023?',
      options: ['30 September 2025', '30 November 2025', '31 December 2025', '15 January 2026'],
      correct: 3,
      explanation:
        'For a **company**, the Tax Day is the 15th day of the **seventh month** after the end of the income year. Counting from the June year-end: July (1), August (2), September (3), October (4), November (5), December (6), January (7). So the Tax Day is **15 January 2026**.\n\n30 November is the Tax Day for individuals and other non-company taxpayers; 30 September and 31 December are not Tax Days under the Act.',
    },
    {
      ref: 'pot-010',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Rupali Traders Ltd has estimated its advance tax for the income year 2024-25 at Tk 1,840,000, payable in four equal instalments (25% each) on 15 September, 15 December, 15 March and 15 June. It paid the September instalment on time but missed the December instalment entirely. It now wants to bring its advance tax fully up to date on 15 March 2025.\n\nIgnoring any interest, how much must it pay on 15 March 2025?',
      answer: 920000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { estimate: 1840000, pct: 25 }, compute: (i) => ((i.estimate * i.pct) / 100) * 2 })],
      explanation:
        "Each instalment is one quarter of the estimated advance tax:\n\nTk 1,840,000 ÷ 4 = **Tk 460,000**.\n\nBy 15 March three instalments should have been paid (Tk 1,380,000). Only September's Tk 460,000 has been paid, so on 15 March the company must pay the missed December instalment and the March instalment:\n\nTk 460,000 × 2 = **Tk 920,000**.\n\n(Tk 460,000 would pay only the March instalment and leave December outstanding; Tk 1,380,000 ignores the instalment already paid. In practice interest would also run on the late December instalment.)",
    },
    {
      ref: 'pot-011',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Mr Habibur Rahman, a trader in Khulna, filed his income tax return 40 days after the Tax Day. The tax payable on his last assessed income was Tk 38,000.\n\nAssume the penalty for failing to file a return on time is the higher of 10% of the tax payable on the last assessed income and Tk 1,000, plus a further Tk 50 for each day the default continues.\n\nCalculate the total penalty.',
      answer: 5800,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { lastTax: 38000, pct: 10, floor: 1000, perDay: 50, days: 40 },
          compute: (i) => Math.max((i.lastTax * i.pct) / 100, i.floor) + i.perDay * i.days,
        }),
      ],
      explanation:
        '**Fixed element:** higher of\n- 10% × Tk 38,000 = Tk 3,800, and\n- Tk 1,000\n\n→ Tk 3,800.\n\n**Continuing element:** Tk 50 × 40 days = Tk 2,000.\n\n**Total penalty** = Tk 3,800 + Tk 2,000 = **Tk 5,800**.\n\nCommon errors: taking Tk 1,000 as the fixed element (giving Tk 3,000), or forgetting the daily element (Tk 3,800).',
    },
    {
      ref: 'pot-012',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Sumon Chowdhury disagrees with an assessment order made by his Deputy Commissioner of Taxes. Under the Income Tax Act 2023, to whom does his **first** appeal lie?',
      options: ['The Commissioner of Taxes (Appeals)', 'The Taxes Appellate Tribunal', 'The High Court Division of the Supreme Court', 'The Chairman of the National Board of Revenue'],
      correct: 0,
      explanation:
        "The appeal ladder under the Income Tax Act 2023 is:\n\n1. **Commissioner of Taxes (Appeals)**: first appeal against the DCT's assessment order;\n2. **Taxes Appellate Tribunal**: appeal against the order of the Commissioner (Appeals);\n3. **High Court Division**: reference on a question of law arising from the Tribunal's order;\n4. Appellate Division of the Supreme Court.\n\nThe taxpayer cannot go straight to the Tribunal or the High Court Division, and the NBR Chairman is not an appellate authority. (Alternative dispute resolution is also available as an alternative to appeal.)",
    },
    {
      ref: 'pot-013',
      area: 2,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Under the Income Tax Act 2023, certain services can be obtained only on production of a Proof of Submission of Return (PSR). Which **TWO** of the following require a PSR?',
      options: [
        'Obtaining a national identity card',
        'Obtaining a loan of more than Tk 500,000 from a bank',
        'Buying a train ticket from Dhaka to Sylhet',
        'Opening a student bank account with a deposit of Tk 5,000',
        'Buying savings certificates for more than Tk 500,000',
      ],
      correct: [1, 4],
      explanation:
        'The Act lists services for which the provider must see a **PSR** (evidence that the person has filed a return), to widen the tax net. The list includes, among others, taking a **loan of more than Tk 5 lakh** from a bank or financial institution and **buying savings certificates of more than Tk 5 lakh**, as well as items such as renewing a trade licence in a city corporation, registering land transfers above a threshold and obtaining a credit card.\n\nEveryday services such as an NID card, a train ticket or a small student account are not on the list.',
    },
    {
      ref: 'pot-014',
      area: 2,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: 'Ayesha Siddiqua files her income tax return under universal self-assessment before the Tax Day and pays the tax shown in it. Which statement about the status of her return is correct?',
      options: [
        'The return has no legal effect until the Deputy Commissioner of Taxes examines her books and issues an assessment order',
        'The acknowledgement of receipt of the return is treated as an assessment order, but the return can later be selected for audit',
        'Once acknowledged, the return can never be reopened or audited',
        'Tax is not payable until the Deputy Commissioner of Taxes issues a demand notice',
      ],
      correct: 1,
      explanation:
        'Under **universal self-assessment**, the taxpayer computes the income and tax, pays the tax and files the return. The **acknowledgement slip** for a return filed in this way is **deemed to be an assessment order** of the DCT: no separate examination is needed.\n\nHowever, the NBR may **select the return for audit** (within the time limits of the Act) and, if income was understated, amend the assessment.\n\n- Option A describes a normal (non-self) assessment process.\n- Option C is wrong because of the audit power.\n- Option D is wrong: tax shown in the return must be paid by the time the return is filed.',
    },

    // ───────────────────────── Area 3: Income tax: individuals ─────────────────────────
    {
      ref: 'pot-015',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Tanvir Hossain, a Bangladeshi engineer working in Dubai, spent 95 days in Bangladesh during the income year 2024-25. In the four preceding income years he spent a total of 400 days in Bangladesh. What is his residential status for 2024-25 under the Income Tax Act 2023?',
      options: [
        'Non-resident, because he spent fewer than 183 days in Bangladesh',
        'Resident, because he spent 90 days or more in the year and 365 days or more in the four preceding years',
        'Non-resident, because his employment is outside Bangladesh',
        'Resident only for income he brings into Bangladesh',
      ],
      correct: 1,
      explanation:
        'An individual is **resident** for an income year if either test is met:\n\n1. present in Bangladesh for **183 days or more** in the year; or\n2. present for **90 days or more** in the year **and** for **365 days or more** in total during the four preceding years.\n\nTanvir fails test 1 (95 days) but meets test 2: 95 ≥ 90 and 400 ≥ 365. He is therefore **resident** and taxable on his worldwide income.\n\nThe place of employment does not decide residence, and there is no "remittance basis" category in the Act.',
    },
    {
      ref: 'pot-016',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following are heads of income under section 30 of the Income Tax Act 2023?',
      options: ['Income from net wealth', 'Income from gifts received', 'Income from rent', 'Income from financial assets', 'Income from foreign exchange'],
      correct: [2, 3],
      explanation:
        'Section 30 classifies all income under seven heads: (a) income from employment, (b) **income from rent**, (c) income from agriculture, (d) income from business, (e) capital gains, (f) **income from financial assets** (e.g. interest and dividends) and (g) income from other sources.\n\nNet wealth is not income: it is the basis for a surcharge on the tax. Gifts and foreign-exchange gains are not separate heads; where taxable they fall under an existing head such as other sources or business.',
    },
    {
      ref: 'pot-017',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Nusrat Jahan is employed by Meghna Textiles Ltd. For the income year 2024-25 she received:\n\n| Item | Per month |\n|---|---|\n| Basic salary | Tk 60,000 |\n| House rent allowance | Tk 30,000 |\n| Medical allowance | Tk 6,000 |\n| Conveyance allowance | Tk 4,000 |\n\nShe also received two festival bonuses, each equal to one month's basic salary.\n\nAssume that the only exemption from income from employment is the lower of one-third of the income from employment and Tk 450,000.\n\nCalculate her taxable income from employment.",
      answer: 880000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { basic: 60000, hra: 30000, medical: 6000, conveyance: 4000, cap: 450000 },
          compute: (i) => {
            const gross = 12 * (i.basic + i.hra + i.medical + i.conveyance) + 2 * i.basic;
            return gross - Math.min(gross / 3, i.cap);
          },
        }),
      ],
      explanation:
        '**Gross income from employment**\n\n| Item | Tk |\n|---|---|\n| Basic 60,000 × 12 | 720,000 |\n| House rent 30,000 × 12 | 360,000 |\n| Medical 6,000 × 12 | 72,000 |\n| Conveyance 4,000 × 12 | 48,000 |\n| Festival bonuses 60,000 × 2 | 120,000 |\n| **Total** | **1,320,000** |\n\n**Exemption**: lower of one-third × 1,320,000 = Tk 440,000 and Tk 450,000 → **Tk 440,000**.\n\n**Taxable income from employment** = 1,320,000 − 440,000 = **Tk 880,000**.\n\nUnder the Income Tax Act 2023 the old separate exemptions for house rent, medical and conveyance allowances no longer apply; a student who deducts Tk 450,000 would get Tk 870,000.',
    },
    {
      ref: 'pot-018',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: `Farhana Islam, a resident woman aged 38, has a total income of Tk 1,250,000 for the income year 2024-25. Assume the following rates, where the tax-free first slice is Tk 400,000 for a woman (the later slices keep the same widths):\n\n| Slice of total income | Rate |\n|---|---|\n| First Tk 350,000 (Tk 400,000 for a woman) | 0% |\n| Next Tk 100,000 | 5% |\n| Next Tk 400,000 | 10% |\n| Next Tk 500,000 | 15% |\n| Next Tk 500,000 | 20% |\n| Next Tk 2,000,000 | 25% |\n| Balance | 30% |\n\nIgnoring any rebate, calculate her income tax.`,
      answer: 97500,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { income: 1250000, free: 400000, ...BANDS }, compute: (i) => slabTax(i.income, i.free, i) })],
      explanation:
        '| Slice | Tk | Rate | Tax (Tk) |\n|---|---|---|---|\n| First | 400,000 | 0% | 0 |\n| Next | 100,000 | 5% | 5,000 |\n| Next | 400,000 | 10% | 40,000 |\n| Balance | 350,000 | 15% | 52,500 |\n| **Total** | **1,250,000** | | **97,500** |\n\nThe balance is 1,250,000 − 400,000 − 100,000 − 400,000 = 350,000, all within the 15% slice.\n\nUsing the Tk 350,000 threshold for a man would give Tk 105,000: the higher tax-free slice for women saves Tk 50,000 × 15% = Tk 7,500 at the top.',
    },
    {
      ref: 'pot-019',
      area: 3,
      difficulty: 'challenging',
      kind: 'table',
      stem: `Rafiqul Islam, a resident man aged 45, has the following income for the income year 2024-25:\n\n- Taxable income from employment (after the exemption): Tk 1,100,000\n- Net income from rent (after allowable deductions): Tk 300,000\n- Interest on a bank fixed deposit (gross): Tk 50,000. Tax of 10% was deducted at source; it is not a final settlement and can be credited.\n\nTax of Tk 60,000 was deducted from his salary during the year. His eligible investments were: life insurance premium Tk 120,000, DPS contribution Tk 60,000 and listed shares Tk 220,000.\n\nAssume the rates below, and an investment rebate equal to the lowest of 3% of total income, 15% of eligible investment and Tk 1,000,000.\n\n${SLABS}\n\nComplete his tax computation.`,
      columns: ['Computation', 'Tk'],
      rows: [
        ['Total income', { number: 1450000, marks: 2 }],
        ['Tax on total income before rebate', { number: 140000, marks: 2 }],
        ['Investment rebate', { number: 43500, marks: 2 }],
        ['Net tax liability', { number: 96500, marks: 2 }],
        ['Tax payable with the return, after tax deducted at source', { number: 31500, marks: 2 }],
      ],
      checks: [
        check({ of: 'cell 0 1', inputs: { employment: 1100000, rent: 300000, interest: 50000 }, compute: (i) => i.employment + i.rent + i.interest }),
        check({
          of: 'cell 1 1',
          inputs: { employment: 1100000, rent: 300000, interest: 50000, free: 350000, ...BANDS },
          compute: (i) => slabTax(i.employment + i.rent + i.interest, i.free, i),
        }),
        check({
          of: 'cell 2 1',
          inputs: { employment: 1100000, rent: 300000, interest: 50000, pctIncome: 3, pctInvest: 15, cap: 1000000, insurance: 120000, dps: 60000, shares: 220000 },
          compute: (i) => Math.min(((i.employment + i.rent + i.interest) * i.pctIncome) / 100, ((i.insurance + i.dps + i.shares) * i.pctInvest) / 100, i.cap),
        }),
        check({
          of: 'cell 3 1',
          inputs: { employment: 1100000, rent: 300000, interest: 50000, free: 350000, pctIncome: 3, pctInvest: 15, cap: 1000000, insurance: 120000, dps: 60000, shares: 220000, ...BANDS },
          compute: (i) => {
            const total = i.employment + i.rent + i.interest;
            const rebate = Math.min((total * i.pctIncome) / 100, ((i.insurance + i.dps + i.shares) * i.pctInvest) / 100, i.cap);
            return slabTax(total, i.free, i) - rebate;
          },
        }),
        check({
          of: 'cell 4 1',
          inputs: {
            employment: 1100000,
            rent: 300000,
            interest: 50000,
            free: 350000,
            pctIncome: 3,
            pctInvest: 15,
            cap: 1000000,
            insurance: 120000,
            dps: 60000,
            shares: 220000,
            salaryTds: 60000,
            interestTds: 10,
            ...BANDS,
          },
          compute: (i) => {
            const total = i.employment + i.rent + i.interest;
            const rebate = Math.min((total * i.pctIncome) / 100, ((i.insurance + i.dps + i.shares) * i.pctInvest) / 100, i.cap);
            return slabTax(total, i.free, i) - rebate - i.salaryTds - (i.interest * i.interestTds) / 100;
          },
        }),
      ],
      explanation:
        '**Total income** = 1,100,000 + 300,000 + 50,000 = **Tk 1,450,000** (interest is included gross, before the tax deducted).\n\n**Tax on total income**\n\n| Slice | Tk | Rate | Tax (Tk) |\n|---|---|---|---|\n| First | 350,000 | 0% | 0 |\n| Next | 100,000 | 5% | 5,000 |\n| Next | 400,000 | 10% | 40,000 |\n| Next | 500,000 | 15% | 75,000 |\n| Balance | 100,000 | 20% | 20,000 |\n| **Total** | 1,450,000 | | **140,000** |\n\n**Investment rebate**: eligible investment = 120,000 + 60,000 + 220,000 = 400,000. Lowest of\n- 3% × 1,450,000 = 43,500\n- 15% × 400,000 = 60,000\n- 1,000,000\n\n→ **Tk 43,500** (the income limit binds).\n\n**Net tax liability** = 140,000 − 43,500 = **Tk 96,500**.\n\n**Payable with the return** = 96,500 − 60,000 (salary TDS) − 5,000 (10% × 50,000 on interest) = **Tk 31,500**.',
    },
    {
      ref: 'pot-020',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Dr Selina Parvin, a resident, has a total income of Tk 3,200,000 for the income year 2024-25, all taxable at the regular rates. During the year she paid a life insurance premium of Tk 150,000 (not more than 10% of the sum assured), contributed Tk 96,000 to a DPS with a scheduled bank (within the annual limit), bought listed shares for Tk 174,000 and bought a flat in Uttara for Tk 4,000,000.\n\nAssume the investment rebate is the lowest of 3% of total income, 15% of eligible investment and Tk 1,000,000. Calculate her investment rebate.',
      answer: 63000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { income: 3200000, insurance: 150000, dps: 96000, shares: 174000, pctIncome: 3, pctInvest: 15, cap: 1000000 },
          compute: (i) => Math.min((i.income * i.pctIncome) / 100, ((i.insurance + i.dps + i.shares) * i.pctInvest) / 100, i.cap),
        }),
      ],
      explanation:
        '**Eligible investment**: life insurance premium 150,000 + DPS 96,000 + listed shares 174,000 = **Tk 420,000**. The flat is *not* an eligible investment for the rebate.\n\n**Rebate** = lowest of:\n- 3% × 3,200,000 = Tk 96,000\n- 15% × 420,000 = Tk 63,000\n- Tk 1,000,000\n\n→ **Tk 63,000** (here the investment limit binds).\n\nIncluding the flat would wrongly give 15% × 4,420,000 = Tk 663,000 and then the 3% cap of Tk 96,000.',
    },
    {
      ref: 'pot-021',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Abdul Mannan lets a residential flat in Mohammadpur, Dhaka, for Tk 60,000 a month throughout the income year 2024-25. During the year he paid municipal tax of Tk 30,000 on the flat and interest of Tk 90,000 on a bank loan taken to build it.\n\nAssume the allowable deductions from income from rent are: a repairs and maintenance allowance of 25% of the annual rent (for residential property), municipal tax paid, and interest on a loan taken to acquire or build the property.\n\nCalculate his income from rent.',
      answer: 420000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { monthly: 60000, repairsPct: 25, municipal: 30000, interest: 90000 },
          compute: (i) => {
            const annual = i.monthly * 12;
            return annual - (annual * i.repairsPct) / 100 - i.municipal - i.interest;
          },
        }),
      ],
      explanation:
        '| | Tk |\n|---|---|\n| Annual rent (60,000 × 12) | 720,000 |\n| Less: repairs allowance 25% × 720,000 | (180,000) |\n| Less: municipal tax | (30,000) |\n| Less: interest on loan to build | (90,000) |\n| **Income from rent** | **420,000** |\n\nThe repairs allowance is a fixed percentage and is given whatever was actually spent on repairs. Taking 25% of the rent after municipal tax (Tk 172,500) would give Tk 427,500; omitting the allowance would give Tk 600,000.',
    },
    {
      ref: 'pot-022',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following receipts of a resident individual is **exempt** from income tax under the Sixth Schedule to the Income Tax Act 2023?',
      options: [
        "Interest on a Wage Earners' Development Bond",
        'A festival bonus received from an employer',
        'Interest on savings certificates (Sanchayapatra)',
        'Rent received from letting a flat in Dhaka',
      ],
      correct: 0,
      explanation:
        "Interest on the **Wage Earners' Development Bond** (bought by Bangladeshis working abroad) is exempt under the Sixth Schedule, to encourage remittances.\n\n- A festival bonus is part of income from employment.\n- Interest on savings certificates is taxable income from financial assets (tax is deducted at source).\n- Rent from letting a flat is taxable income from rent.",
    },
    {
      ref: 'pot-023',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Laila Ahmed, a resident woman living in the Rajshahi City Corporation area, has a total income of Tk 420,000 for 2024-25. Assume:\n\n- tax-free threshold for a woman Tk 400,000, with the next Tk 100,000 taxed at 5%;\n- minimum tax for an individual whose total income exceeds the tax-free threshold: Tk 5,000 in the Dhaka and Chattogram city corporations, Tk 4,000 in other city corporations and Tk 3,000 elsewhere.\n\nWhat income tax must she pay?',
      options: ['Nil', 'Tk 1,000', 'Tk 4,000', 'Tk 5,000'],
      correct: 2,
      explanation:
        '**Tax at the regular rates**: (420,000 − 400,000) × 5% = **Tk 1,000**.\n\nBecause her income exceeds the tax-free threshold, the **minimum tax** applies. Rajshahi is a city corporation other than Dhaka or Chattogram, so the minimum is **Tk 4,000**. She pays the higher of Tk 1,000 and Tk 4,000 = **Tk 4,000**.\n\n- Nil would be right only if her income did not exceed Tk 400,000.\n- Tk 5,000 is the minimum for Dhaka and Chattogram city corporations.',
    },
    {
      ref: 'pot-024',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "Arif Chowdhury is chief accountant of Karnaphuli Steel Ltd. For 2024-25 his package was:\n\n- basic salary Tk 80,000 a month;\n- a rent-free furnished flat provided by the company;\n- a company car (engine 1,800 cc) available for his personal use all year;\n- two festival bonuses, each equal to one month's basic salary.\n\nAssume: the rent-free accommodation is valued at 25% of basic salary; the car is valued at Tk 25,000 a month; and the only exemption is the lower of one-third of income from employment and Tk 450,000.\n\nCalculate his taxable income from employment.",
      answer: 1210000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { basic: 80000, housingPct: 25, car: 25000, cap: 450000 },
          compute: (i) => {
            const basic = i.basic * 12;
            const gross = basic + (basic * i.housingPct) / 100 + i.car * 12 + 2 * i.basic;
            return gross - Math.min(gross / 3, i.cap);
          },
        }),
      ],
      explanation:
        '| Item | Tk |\n|---|---|\n| Basic salary 80,000 × 12 | 960,000 |\n| Rent-free accommodation 25% × 960,000 | 240,000 |\n| Car 25,000 × 12 | 300,000 |\n| Festival bonuses 80,000 × 2 | 160,000 |\n| **Gross income from employment** | **1,660,000** |\n\nExemption: lower of one-third × 1,660,000 = Tk 553,333 and **Tk 450,000** → Tk 450,000.\n\n**Taxable income from employment** = 1,660,000 − 450,000 = **Tk 1,210,000**.\n\nBenefits in kind (perquisites) are part of income from employment; leaving out the flat and car gives Tk 746,667 (1,120,000 less one-third), and deducting one-third without the Tk 450,000 cap gives Tk 1,106,667.',
    },
    {
      ref: 'pot-025',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'John Carter, a British national who is non-resident in Bangladesh for 2024-25, earns Tk 2,000,000 from a consultancy contract in Bangladesh. Assume non-resident individuals (other than non-resident Bangladeshis) are taxed at a flat 30% on their total income, with no tax-free threshold.\n\nWhat is his Bangladesh income tax (ignoring tax deducted at source)?',
      options: ['Tk 600,000', 'Tk 250,000', 'Tk 495,000', 'Nil, because he is not resident'],
      correct: 0,
      explanation:
        'A non-resident is taxed only on income arising in (or deemed to arise in) Bangladesh, but that income is fully taxable. Under the stated rule a foreign non-resident individual pays a **flat 30%** with no tax-free slice:\n\nTk 2,000,000 × 30% = **Tk 600,000**.\n\n- Tk 250,000 applies the resident slabs, which are not available to a foreign non-resident.\n- Tk 495,000 wrongly deducts a Tk 350,000 threshold before applying 30%.\n- Non-residents are not exempt on Bangladesh-source income.',
    },

    // ───────────────────────── Area 4: Income tax: companies ─────────────────────────
    {
      ref: 'pot-026',
      area: 4,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Surma Agro Ltd, a non-listed company, reports a profit before tax of Tk 12,000,000 for the year ended 30 June 2025. The profit is after charging:\n\n- accounting depreciation Tk 2,400,000 (the tax depreciation allowance under the Third Schedule is Tk 3,100,000);\n- a donation of Tk 150,000 to a club that is not an approved institution;\n- a fine of Tk 80,000 for breaching the rules of the Bangladesh Standards and Testing Institution;\n\nand after crediting dividend income of Tk 500,000 from a listed company, which is taxed separately at a special rate.\n\nCalculate Surma Agro's taxable **business** income.",
      answer: 11030000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { pbt: 12000000, accDep: 2400000, taxDep: 3100000, donation: 150000, fine: 80000, dividend: 500000 },
          compute: (i) => i.pbt + i.accDep - i.taxDep + i.donation + i.fine - i.dividend,
        }),
      ],
      explanation:
        '| | Tk |\n|---|---|\n| Profit before tax | 12,000,000 |\n| Add: accounting depreciation | 2,400,000 |\n| Less: tax depreciation allowance | (3,100,000) |\n| Add: donation to a non-approved body (not a business expense) | 150,000 |\n| Add: fine for breach of law (not allowable) | 80,000 |\n| Less: dividend income (taxed separately, not business income) | (500,000) |\n| **Taxable business income** | **11,030,000** |\n\nAccounting depreciation is always replaced by the tax allowance; penalties for breaking the law and non-business donations are disallowed.',
    },
    {
      ref: 'pot-027',
      area: 4,
      difficulty: 'challenging',
      kind: 'table',
      stem: 'Padma Ceramics Ltd, a non-listed company, has a profit before tax of Tk 18,500,000 for the year ended 30 June 2025. Its gross receipts for the year were Tk 400,000,000. Assume a corporate tax rate of 27.5% on business income, dividend income taxed at 20%, and a minimum tax of 0.6% of gross receipts; the company pays the higher of its regular tax and the minimum tax.\n\nComplete the computation by choosing the treatment of each item and entering the figures.',
      columns: ['Item', 'Tk', 'Treatment'],
      rows: [
        ['Profit before tax per the accounts', '18,500,000', 'Starting point'],
        ['Accounting depreciation charged', '4,200,000', { select: ['Add back', 'Deduct', 'No adjustment'], correct: 0, marks: 1 }],
        ['Tax depreciation allowance under the Third Schedule', '5,600,000', { select: ['Add back', 'Deduct', 'No adjustment'], correct: 1, marks: 1 }],
        ['Provision for gratuity charged (unapproved scheme, nothing paid)', '700,000', { select: ['Add back', 'Deduct', 'No adjustment'], correct: 0, marks: 1 }],
        ['Penalty paid for a late VAT return', '50,000', { select: ['Add back', 'Deduct', 'No adjustment'], correct: 0, marks: 1 }],
        ['Dividend received from a listed company, included in profit', '1,000,000', { select: ['Add back', 'Deduct', 'No adjustment'], correct: 1, marks: 1 }],
        ['Taxable business income', { number: 16850000, marks: 2 }, 'Total'],
        ['Tax on business income at 27.5%', { number: 4633750, marks: 1 }, 'Regular tax'],
        ['Tax on dividend income at 20%', { number: 200000, marks: 1 }, 'Regular tax'],
        ['Minimum tax at 0.6% of gross receipts', { number: 2400000, marks: 1 }, 'Compare'],
        ['Tax liability for the year', { number: 4833750, marks: 2 }, 'Higher of regular and minimum tax'],
      ],
      checks: [
        check({
          of: 'cell 6 1',
          inputs: { pbt: 18500000, accDep: 4200000, taxDep: 5600000, gratuity: 700000, penalty: 50000, dividend: 1000000 },
          compute: (i) => i.pbt + i.accDep - i.taxDep + i.gratuity + i.penalty - i.dividend,
        }),
        check({
          of: 'cell 7 1',
          inputs: { pbt: 18500000, accDep: 4200000, taxDep: 5600000, gratuity: 700000, penalty: 50000, dividend: 1000000, rate: 27.5 },
          compute: (i) => ((i.pbt + i.accDep - i.taxDep + i.gratuity + i.penalty - i.dividend) * i.rate) / 100,
        }),
        check({ of: 'cell 8 1', inputs: { dividend: 1000000, divRate: 20 }, compute: (i) => (i.dividend * i.divRate) / 100 }),
        check({ of: 'cell 9 1', inputs: { receipts: 400000000, minRate: 0.6 }, compute: (i) => (i.receipts * i.minRate) / 100 }),
        check({
          of: 'cell 10 1',
          inputs: { pbt: 18500000, accDep: 4200000, taxDep: 5600000, gratuity: 700000, penalty: 50000, dividend: 1000000, rate: 27.5, divRate: 20, receipts: 400000000, minRate: 0.6 },
          compute: (i) => {
            const business = i.pbt + i.accDep - i.taxDep + i.gratuity + i.penalty - i.dividend;
            const regular = (business * i.rate) / 100 + (i.dividend * i.divRate) / 100;
            return Math.max(regular, (i.receipts * i.minRate) / 100);
          },
        }),
      ],
      explanation:
        '**Adjustments**\n\n| | Tk |\n|---|---|\n| Profit before tax | 18,500,000 |\n| Add back accounting depreciation | 4,200,000 |\n| Deduct tax depreciation allowance | (5,600,000) |\n| Add back unpaid provision to an unapproved gratuity scheme | 700,000 |\n| Add back penalty (breach of law) | 50,000 |\n| Deduct dividend (taxed separately) | (1,000,000) |\n| **Taxable business income** | **16,850,000** |\n\n**Regular tax**: 16,850,000 × 27.5% = **Tk 4,633,750**; dividend 1,000,000 × 20% = **Tk 200,000**; total Tk 4,833,750.\n\n**Minimum tax**: 400,000,000 × 0.6% = **Tk 2,400,000**.\n\nThe liability is the higher: **Tk 4,833,750** (regular tax). A provision is deductible only when paid (or when contributed to an approved fund); penalties are never deductible.',
    },
    {
      ref: 'pot-028',
      area: 4,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Jamuna Plastics Ltd bought a moulding machine for Tk 5,000,000 on 1 July 2022 and has used it in its business since then. Assume a normal depreciation allowance of 20% a year on the written down value, with no initial or accelerated allowance.\n\nWhat is the tax depreciation allowance on the machine for the income year 2024-25 (its third year of use)?',
      answer: 640000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { cost: 5000000, rate: 20 }, compute: (i) => i.cost * (1 - i.rate / 100) ** 2 * (i.rate / 100) })],
      explanation:
        '| Income year | Written down value at start (Tk) | Allowance 20% (Tk) |\n|---|---|---|\n| 2022-23 | 5,000,000 | 1,000,000 |\n| 2023-24 | 4,000,000 | 800,000 |\n| 2024-25 | 3,200,000 | **640,000** |\n\nThe allowance is computed on the reducing (written down) value, not on cost: 20% of cost every year (Tk 1,000,000) would be the straight-line error.',
    },
    {
      ref: 'pot-029',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Teesta Foods Ltd has regular tax on its taxable income of Tk 1,100,000 for 2024-25. Its gross receipts were Tk 250,000,000. Assume a minimum tax of 0.6% of gross receipts, and that the company pays the higher of its regular tax and the minimum tax.\n\nWhat is Teesta Foods' tax liability for the year?",
      options: ['Tk 1,100,000', 'Tk 1,500,000', 'Tk 2,600,000', 'Tk 15,000,000'],
      correct: 1,
      explanation:
        'Minimum tax = 250,000,000 × 0.6% = **Tk 1,500,000**.\n\nRegular tax is Tk 1,100,000, which is lower, so the company pays the **minimum tax of Tk 1,500,000**.\n\n- Tk 1,100,000 ignores the minimum tax rule.\n- Tk 2,600,000 wrongly adds the two amounts; the rule takes the higher, not the total.\n- Tk 15,000,000 applies 6% instead of 0.6%.',
    },
    {
      ref: 'pot-030',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Lalmai Foods Ltd is incorporated in Bangladesh. In 2024-25 it also earned Tk 3,000,000 of profit from a branch in Nepal. Which statement is correct?',
      options: [
        'Lalmai Foods is non-resident because part of its business is abroad, so only its Bangladesh profit is taxable',
        'Lalmai Foods is resident and is taxed on its Bangladesh profit only; foreign branch profit is always exempt',
        'Lalmai Foods is resident and is taxed on its worldwide income, including the Nepal branch profit, with relief available for foreign tax paid where the law or a tax treaty allows',
        'Lalmai Foods is taxed on the Nepal branch profit only when that profit is remitted to Bangladesh',
      ],
      correct: 2,
      explanation:
        "A company incorporated in Bangladesh is **resident**, and a resident is taxed on its **worldwide income**. The Nepal branch profit is therefore included in Lalmai Foods' total income; double taxation is relieved by credit for the Nepalese tax where the Act or a tax treaty provides for it.\n\nHaving a foreign branch does not make the company non-resident, foreign branch profits are not exempt, and the Act does not tax residents only on remittance.",
    },
    {
      ref: 'pot-031',
      area: 4,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: "Which **TWO** of the following items charged in a company's statement of profit or loss are **not** deductible in computing its income from business?",
      options: [
        'Salaries paid to factory workers by bank transfer',
        'Income tax paid by the company for the year',
        'Interest on a bank loan used to buy raw materials',
        'Advertising in a national daily newspaper',
        'A fine paid for breaching environmental law',
      ],
      correct: [1, 4],
      explanation:
        "- **Income tax** is an appropriation of profit, not an expense of earning it, so it is never deductible.\n- A **fine or penalty** for breaking the law is not an expense incurred wholly and exclusively for the business, and allowing it would reduce the penalty's effect; it is disallowed.\n\nSalaries paid through the bank, interest on a business loan and advertising are ordinary revenue expenses of the business and are deductible.",
    },
    {
      ref: 'pot-032',
      area: 4,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: "Sonali Plastics Ltd (non-listed) made a business loss of Tk 3,000,000 in 2022-23. Its business income was Tk 1,200,000 in 2023-24 and Tk 4,500,000 in 2024-25. It has no other income.\n\nAssume business losses may be carried forward for six years and set off only against business income, and a corporate tax rate of 27.5%. Ignore minimum tax.\n\nCalculate Sonali Plastics' tax for 2024-25.",
      answer: 742500,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { loss: 3000000, income1: 1200000, income2: 4500000, rate: 27.5 },
          compute: (i) => {
            const remaining = Math.max(0, i.loss - i.income1);
            return (Math.max(0, i.income2 - remaining) * i.rate) / 100;
          },
        }),
      ],
      explanation:
        '| | Tk |\n|---|---|\n| Loss of 2022-23 | 3,000,000 |\n| Set off against 2023-24 business income | (1,200,000) |\n| Loss carried forward to 2024-25 | 1,800,000 |\n\n2024-25: taxable income = 4,500,000 − 1,800,000 = **Tk 2,700,000**.\n\nTax = 2,700,000 × 27.5% = **Tk 742,500**.\n\nForgetting that part of the loss was already used in 2023-24 gives (4,500,000 − 3,000,000) × 27.5% = Tk 412,500; ignoring the loss altogether gives Tk 1,237,500.',
    },
    {
      ref: 'pot-033',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following payments by Kushtia Sugar Mills Ltd is **capital** expenditure, so that it is not deducted as an expense but may qualify for depreciation allowance?',
      options: ['Electricity bills for the factory', 'Repainting the existing factory walls', 'Wages of the factory security guards', 'Purchase of a new diesel generator for the factory'],
      correct: 3,
      explanation:
        'Capital expenditure acquires or improves an asset that gives an enduring benefit to the business. A **new generator** is a fixed asset: its cost is not deductible directly, but the company claims **depreciation allowance** under the Third Schedule over its life.\n\nElectricity, routine repainting (a repair that restores the asset without improving it) and wages are revenue expenses, deductible in the year incurred.',
    },

    // ───────────────────────── Area 5: Withholding taxes ─────────────────────────
    {
      ref: 'pot-034',
      area: 5,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'Bashundhara Paper Ltd receives a bill of Tk 2,400,000 from Karnaphuli Builders, a contractor that has repaired its warehouse. Assume tax must be deducted at source from this payment at 5%.\n\nHow much should Bashundhara Paper pay to Karnaphuli Builders?',
      answer: 2280000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { bill: 2400000, rate: 5 }, compute: (i) => i.bill * (1 - i.rate / 100) })],
      explanation:
        'Tax deducted at source = 2,400,000 × 5% = **Tk 120,000**. This is deposited to the government and a certificate of tax deduction is given to the contractor, who can credit it against its own tax.\n\nAmount paid to the contractor = 2,400,000 − 120,000 = **Tk 2,280,000**.\n\n(Tk 120,000 is the tax, not the payment; paying Tk 2,400,000 in full would make Bashundhara Paper liable for the tax it failed to deduct.)',
    },
    {
      ref: 'pot-035',
      area: 5,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Ruposhi Bangla Hotels Ltd paid Tk 900,000 to a cleaning contractor during 2024-25 but did not deduct the tax at source that the Income Tax Act 2023 required. What is the consequence for Ruposhi Bangla Hotels?',
      options: [
        'None: only the contractor is responsible for the tax on its income',
        'It is treated as an assessee in default, liable for the tax it failed to deduct (with interest and possible penalty), and the payment may be disallowed in computing its business income',
        'It must pay a fixed fine of Tk 1,000, but the expense remains fully deductible',
        "The contractor's contract becomes void",
      ],
      correct: 1,
      explanation:
        "A person required to deduct tax at source who fails to do so (or fails to deposit it) is treated as an **assessee in default**: the NBR can recover the tax that should have been deducted from the payer, with interest (delay interest) and possibly a penalty. The Act also **disallows the expenditure** on which the required tax was not deducted and deposited, so the payer's business income increases.\n\nThe contractor remains liable on its own income, but that does not relieve the payer of its duty; there is no flat-fine-only rule and the contract is not void.",
    },
    {
      ref: 'pot-036',
      area: 5,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Selim Reza holds 20,000 shares of Tk 10 each in Rupsha Pharma PLC, a listed company, which declares a cash dividend of 25% for the year. Selim has not submitted an income tax return. Assume tax is deducted from dividends paid to resident individuals at 10% if the shareholder has submitted a return and at 15% otherwise.\n\nHow much tax will Rupsha Pharma deduct from Selim's dividend?",
      answer: 7500,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { shares: 20000, faceValue: 10, dividendPct: 25, rate: 15 }, compute: (i) => ((i.shares * i.faceValue * i.dividendPct) / 100) * (i.rate / 100) })],
      explanation:
        'A dividend of 25% is declared on the **face value** of Tk 10, i.e. Tk 2.50 per share.\n\nGross dividend = 20,000 × Tk 2.50 = **Tk 50,000**.\n\nSelim has not submitted a return, so the higher 15% rate applies:\n\nTax deducted = 50,000 × 15% = **Tk 7,500** (he receives Tk 42,500).\n\nUsing 10% gives Tk 5,000; applying 25% to the market price rather than the face value would overstate the dividend.',
    },
    {
      ref: 'pot-037',
      area: 5,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following payments by Delta Garments Ltd require it to deduct income tax at source under the Income Tax Act 2023?',
      options: [
        'Monthly salaries paid to its employees',
        'Rent paid to the landlord of its head office',
        'Repayment of the principal of a bank loan',
        'Payment of its own advance income tax to the government',
        'Refund of a security deposit to a customer',
      ],
      correct: [0, 1],
      explanation:
        "- **Salaries**: the employer must deduct tax from salary each month at the average rate applicable to the employee's estimated income.\n- **House rent**: a company paying rent for premises must deduct tax at source from the rent.\n\nRepaying loan principal and refunding a deposit are returns of capital, not income of the recipient, so no tax is deducted. Paying its own advance tax is a tax payment, not a payment from which tax is withheld.",
    },
    {
      ref: 'pot-038',
      area: 5,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Where the Income Tax Act 2023 provides that the tax deducted at source from a particular receipt is the **final settlement** of the tax liability on that receipt, which statement is correct?',
      options: [
        'The receipt is added to total income and taxed again at the slab rates, with the tax deducted credited against the liability',
        'The recipient may choose each year whether to treat the deduction as final',
        'The receipt becomes exempt income, and the tax deducted is refunded when the return is filed',
        "The tax deducted is the final tax on that receipt: no further tax is payable on it and no refund of the tax deducted can be claimed, even if the recipient's slab rate is lower",
      ],
      correct: 3,
      explanation:
        "When deduction at source is a **final settlement**, the amount deducted is the whole tax on that income: the income is shown in the return but is not taxed again at the regular rates, no further tax is payable on it, and **no refund** is available even if the taxpayer's own rate would have been lower. Such income is also excluded from the base for the investment rebate.\n\nThe first option describes ordinary (adjustable) deduction at source. There is no annual option, and the income is not exempt.",
    },
    {
      ref: 'pot-039',
      area: 5,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: `Kamal Uddin, a resident man, is employed by Sylhet Tea Estates Ltd. His employer estimates his taxable income from employment for 2024-25 at Tk 1,010,000; he has no other income and no investment rebate. The employer deducts his estimated annual tax in 12 equal monthly amounts. Assume these rates:\n\n${SLABS}\n\nHow much tax should the employer deduct each month?`,
      answer: 5750,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { income: 1010000, free: 350000, months: 12, ...BANDS }, compute: (i) => slabTax(i.income, i.free, i) / i.months })],
      explanation:
        "**Estimated annual tax**\n\n| Slice | Tk | Rate | Tax (Tk) |\n|---|---|---|---|\n| First | 350,000 | 0% | 0 |\n| Next | 100,000 | 5% | 5,000 |\n| Next | 400,000 | 10% | 40,000 |\n| Balance | 160,000 | 15% | 24,000 |\n| **Total** | 1,010,000 | | **69,000** |\n\n**Monthly deduction** = 69,000 ÷ 12 = **Tk 5,750**.\n\nThe employer deducts at the employee's *average* rate on estimated income, not at the marginal rate: 15% × 1,010,000 ÷ 12 = Tk 12,625 would greatly over-deduct.",
    },

    // ───────────────────────── Area 6: VAT and supplementary duty ─────────────────────────
    {
      ref: 'pot-040',
      area: 6,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'Aarong Crafts, a VAT-registered supplier, sells goods to a customer in March 2025 for a total price of Tk 575,000 **including** VAT at the standard rate of 15%. How much output VAT is included in the price?',
      answer: 75000,
      prefix: 'Tk',
      checks: [check({ of: 'answer', inputs: { gross: 575000, rate: 15 }, compute: (i) => (i.gross * i.rate) / (100 + i.rate) })],
      explanation:
        'When a price *includes* VAT, the VAT is the **tax fraction** of the price: rate ÷ (100 + rate) = 15/115.\n\nVAT = 575,000 × 15/115 = **Tk 75,000** (value excluding VAT Tk 500,000; check: 500,000 × 15% = 75,000).\n\nThe common error is 575,000 × 15% = Tk 86,250, which treats the VAT-inclusive price as if it excluded VAT.',
    },
    {
      ref: 'pot-041',
      area: 6,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Gazipur Footwear Ltd, registered for VAT at the standard rate of 15%, had the following transactions in September 2024 (all amounts exclude VAT):\n\n- taxable sales of Tk 6,000,000;\n- purchases of raw materials of Tk 3,200,000, all supported by valid tax invoices (Mushak 6.3). One purchase of Tk 400,000 was paid in cash; all other purchases were paid through bank.\n\nUnder the VAT and SD Act 2012, input tax credit is not allowed on a supply worth more than Tk 100,000 if it is paid in cash instead of through a banking channel.\n\nCalculate the net VAT payable for September 2024.',
      answer: 480000,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { sales: 6000000, purchases: 3200000, cashPurchase: 400000, rate: 15 },
          compute: (i) => (i.sales * i.rate) / 100 - ((i.purchases - i.cashPurchase) * i.rate) / 100,
        }),
      ],
      explanation:
        '| | Tk |\n|---|---|\n| Output tax 6,000,000 × 15% | 900,000 |\n| Input tax on purchases paid through bank (3,200,000 − 400,000) × 15% | (420,000) |\n| **Net VAT payable** | **480,000** |\n\nThe Tk 400,000 purchase exceeds Tk 100,000 and was paid in cash, so its input VAT of Tk 60,000 cannot be credited. Claiming all input tax would give Tk 420,000 payable, understating the liability.',
    },
    {
      ref: 'pot-042',
      area: 6,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Sylhet Tea Corner sells packaged tea and snacks; its annual turnover is Tk 20,000,000 (Tk 2 crore). It is not in any category that must register regardless of turnover. Assume the VAT registration threshold is an annual turnover of Tk 30,000,000 (Tk 3 crore) and the turnover-tax enlistment threshold is Tk 5,000,000 (Tk 50 lakh).\n\nWhat is its position under the VAT and SD Act 2012?',
      options: [
        'It must register for VAT and charge 15% on its supplies',
        'It must enlist as a turnover taxpayer and pay turnover tax on its turnover',
        'It has no obligation under the VAT and SD Act 2012',
        'It must pay supplementary duty instead of VAT',
      ],
      correct: 1,
      explanation:
        'Annual turnover of Tk 2 crore is **above** the enlistment threshold of Tk 50 lakh but **not above** the registration threshold of Tk 3 crore. Such a business must **enlist as a turnover taxpayer** and pay turnover tax (a simple percentage of turnover, with no input tax credit), filing quarterly turnover tax returns.\n\nIt could register voluntarily for VAT, but it is not required to; it is not outside the Act, and supplementary duty is charged only on specified goods and services, not instead of VAT.',
    },
    {
      ref: 'pot-043',
      area: 6,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: 'Fresh Fizz Beverages Ltd manufactures carbonated soft drinks. In October 2024 it supplied drinks with a value (excluding SD and VAT) of Tk 1,000,000. Assume supplementary duty (SD) of 25% on the value, and VAT at 15% charged on the value **plus** SD.\n\nCalculate the total SD and VAT payable on these supplies.',
      answer: 437500,
      prefix: 'Tk',
      checks: [
        check({
          of: 'answer',
          inputs: { value: 1000000, sdRate: 25, vatRate: 15 },
          compute: (i) => {
            const sd = (i.value * i.sdRate) / 100;
            return sd + ((i.value + sd) * i.vatRate) / 100;
          },
        }),
      ],
      explanation:
        '| | Tk |\n|---|---|\n| Value of supply | 1,000,000 |\n| SD 25% × 1,000,000 | 250,000 |\n| VAT base (value + SD) | 1,250,000 |\n| VAT 15% × 1,250,000 | 187,500 |\n| **Total SD + VAT** | **437,500** |\n\nSD is itself part of the VAT base, so VAT is charged on the SD as well. Charging VAT on the value alone would give 250,000 + 150,000 = Tk 400,000.',
    },
    {
      ref: 'pot-044',
      area: 6,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Which **TWO** of the following statements about input tax credit under the VAT and SD Act 2012, as it applies in 2024-25, are correct?',
      options: [
        'A supplier that charges VAT at a reduced (truncated) rate of 5% may claim input tax credit on its purchases',
        'Input tax credit may be claimed in the tax period in which the tax invoice is issued or in any of the following four tax periods',
        "Input tax credit is allowed on VAT paid on a passenger car bought for a director's use",
        'Input tax credit is not allowed on a supply worth more than Tk 100,000 if the consideration is paid in cash instead of through a banking channel',
        'Input tax credit can be claimed without a tax invoice, provided the purchase is recorded in the books',
      ],
      correct: [1, 3],
      explanation:
        '- **Time limit**: credit must be taken in the tax period of the invoice or within the **next four tax periods**; after that it is lost.\n- **Banking channel**: for a supply worth more than **Tk 1 lakh**, credit is denied if payment is made in cash.\n\nSuppliers at reduced rates cannot claim input tax credit; the Act blocks credit on passenger vehicles (other than for dealers in them) and their repairs; and a valid tax invoice (Mushak 6.3) or bill of entry is required.',
    },
    {
      ref: 'pot-045',
      area: 6,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'By when must a VAT-registered person submit its VAT return (Mushak 9.1) for a tax period under the VAT and SD Act 2012?',
      options: [
        'Within 15 days after the end of the tax period (each month)',
        'Within 30 days after the end of each quarter',
        'Within six months after the end of the financial year',
        'By 30 November each year, together with the income tax return',
      ],
      correct: 0,
      explanation:
        'The tax period for VAT is **one month**. The return (Mushak 9.1) must be submitted, and the net tax paid, **within 15 days after the end of the tax period**, e.g. the July return by 15 August.\n\nQuarterly returns apply to turnover taxpayers, not VAT-registered persons; there is no annual VAT return; and 30 November is the income tax Tax Day for individuals.',
    },
    {
      ref: 'pot-046',
      area: 6,
      difficulty: 'challenging',
      kind: 'table',
      stem: 'Sundarban Agro Processing Ltd is registered for VAT. Its supplies in July 2024 were (excluding VAT):\n\n- packaged processed foods sold in Bangladesh, standard-rated at 15%: Tk 8,000,000;\n- exports of packaged foods: Tk 4,000,000;\n- sales of unprocessed rice, an exempt supply: Tk 3,000,000.\n\nIt bought common inputs (packaging, fuel and utilities used for all three supplies) of Tk 6,000,000 plus VAT at 15%, all with valid tax invoices and paid through bank. Assume the input tax on common inputs is apportioned in the ratio of taxable supplies (including zero-rated exports) to total supplies.\n\nComplete the July 2024 VAT computation.',
      columns: ['Item', 'Answer'],
      rows: [
        ['Output tax on local taxable sales (Tk)', { number: 1200000, marks: 2 }],
        ['Output tax on exports', { select: ['Nil: exports are zero-rated', 'Tk 600,000 at 15%', 'Not applicable: exports are exempt, with no input tax credit'], correct: 0, marks: 1 }],
        ['Input tax credit allowed on common inputs (Tk)', { number: 720000, marks: 2 }],
        ['Net VAT payable for July 2024 (Tk)', { number: 480000, marks: 2 }],
        ['Due date of the July 2024 return (Mushak 9.1)', { select: ['15 August 2024', '31 August 2024', '15 July 2024', '30 September 2024'], correct: 0, marks: 1 }],
      ],
      checks: [
        check({ of: 'cell 0 1', inputs: { local: 8000000, rate: 15 }, compute: (i) => (i.local * i.rate) / 100 }),
        check({
          of: 'cell 2 1',
          inputs: { local: 8000000, exports: 4000000, exempt: 3000000, inputs: 6000000, rate: 15 },
          compute: (i) => (((i.inputs * i.rate) / 100) * (i.local + i.exports)) / (i.local + i.exports + i.exempt),
        }),
        check({
          of: 'cell 3 1',
          inputs: { local: 8000000, exports: 4000000, exempt: 3000000, inputs: 6000000, rate: 15 },
          compute: (i) => (i.local * i.rate) / 100 - (((i.inputs * i.rate) / 100) * (i.local + i.exports)) / (i.local + i.exports + i.exempt),
        }),
      ],
      explanation:
        '**Output tax**: local sales 8,000,000 × 15% = **Tk 1,200,000**. Exports are **zero-rated**: output tax is nil, but input tax relating to them is creditable. The rice sales are exempt: no output tax and no input credit.\n\n**Input tax credit**: total input VAT = 6,000,000 × 15% = Tk 900,000. Taxable supplies (including zero-rated) = 8,000,000 + 4,000,000 = 12,000,000 out of total supplies 15,000,000.\n\nCredit = 900,000 × 12/15 = **Tk 720,000** (the Tk 180,000 relating to exempt supplies is a cost).\n\n**Net VAT payable** = 1,200,000 − 720,000 = **Tk 480,000**.\n\nThe return for July is due within 15 days of the end of the month: **15 August 2024**.\n\nTreating exports as exempt would restrict the credit to 900,000 × 8/15 = Tk 480,000 and give Tk 720,000 payable.',
    },
  ]),
};
