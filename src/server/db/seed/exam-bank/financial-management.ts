import { type SeedBank, type SeedQuestion, check } from './bank-types';

/** Net present value of cash flows at t = 0, 1, 2, ... */
function npv(rate: number, flows: number[]): number {
  return flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0);
}

/** Internal rate of return of a conventional cash-flow series, by bisection. */
function irr(flows: number[]): number {
  let lo = -0.9;
  let hi = 1;
  for (let k = 0; k < 200; k += 1) {
    const mid = (lo + hi) / 2;
    if (npv(mid, flows) > 0) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Present value of Tk 1 a year for n years at the given rate. */
function annuity(rate: number, years: number): number {
  return (1 - (1 + rate) ** -years) / rate;
}

/** Divisible, non-repeatable projects ranked by NPV per Tk 1 invested, within a single-period budget. */
function rationedNpv(budget: number, projects: { outlay: number; npv: number }[]): number {
  let left = budget;
  let total = 0;
  for (const p of [...projects].sort((a, b) => b.npv / b.outlay - a.npv / a.outlay)) {
    const share = Math.min(1, left / p.outlay);
    if (share <= 0) break;
    total += share * p.npv;
    left -= share * p.outlay;
  }
  return total;
}

const questions: SeedQuestion[] = [
  // ───────────────────────── Area 1: Financing options ─────────────────────────
  {
    ref: 'fm-001',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: "Meghna Cement Ltd is about to pay a dividend of Tk 4 per share. Its share price is Tk 57 **cum-div**. Dividends are expected to grow at 6% a year indefinitely.\n\nUsing the dividend valuation model, what is Meghna Cement Ltd's cost of equity?",
    options: ['13.4%', '13.5%', '14.0%', '8.0%'],
    correct: 2,
    explanation:
      "The model needs the **ex-div** price and **next year's** dividend.\n\n1. Ex-div price P0 = 57 − 4 = Tk 53\n2. D1 = D0 × (1 + g) = 4 × 1.06 = Tk 4.24\n3. Ke = D1 ÷ P0 + g = 4.24 ÷ 53 + 0.06 = 0.08 + 0.06 = **14.0%**\n\nDistractors: 13.4% divides by the cum-div price (4.24 ÷ 57 + 6%); 13.5% uses D0 instead of D1 (4 ÷ 53 + 6%); 8.0% forgets to add the growth rate.",
  },
  {
    ref: 'fm-002',
    area: 1,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: "Padma Steel Ltd is financed by ordinary shares with a market value of Tk 600 million and irredeemable debentures with a market value of Tk 400 million. The cost of equity is 16% and the pre-tax cost (yield) of the debentures is 10%. Assume a corporate tax rate of 27.5%, with interest fully deductible for tax.\n\nCalculate Padma Steel Ltd's weighted average cost of capital (WACC), to one decimal place.",
    answer: 12.5,
    suffix: '%',
    tolerance: { absolute: 0.05 },
    checks: [check('answer', { equity: 600, ke: 16, debt: 400, kd: 10, tax: 27.5 }, (i) => (i.equity * i.ke + i.debt * i.kd * (1 - i.tax / 100)) / (i.equity + i.debt))],
    explanation:
      'Weights use **market values**; the cost of debt is taken **after tax**.\n\n| Source | Market value (Tk m) | Cost | Value × cost |\n| --- | --- | --- | --- |\n| Equity | 600 | 16% | 96.0 |\n| Debt | 400 | 10% × (1 − 0.275) = 7.25% | 29.0 |\n| Total | 1,000 | | 125.0 |\n\nWACC = 125 ÷ 1,000 = **12.5%**.\n\nUsing the pre-tax cost of debt would give 13.6%; using a 50:50 weighting would give 11.6%.',
  },
  {
    ref: 'fm-003',
    area: 1,
    difficulty: 'challenging',
    kind: 'number',
    marks: 2,
    stem: 'Jamuna Power Ltd has 10% debentures with a nominal value of Tk 100, redeemable at par in exactly 5 years. Interest is paid annually, the next payment being due in one year. The current market price is Tk 95 ex-interest. Assume a corporate tax rate of 27.5%, with tax relief on interest received in the same year as the interest is paid.\n\nCalculate the **after-tax** cost of the debentures (%), to two decimal places, using an IRR approach.',
    answer: 8.52,
    suffix: '%',
    tolerance: { absolute: 0.15 },
    checks: [
      check('answer', { coupon: 10, nominal: 100, years: 5, price: 95, tax: 27.5 }, (i) => {
        const interest = ((i.nominal * i.coupon) / 100) * (1 - i.tax / 100);
        const flows = [-i.price, ...Array.from({ length: i.years }, (_, t) => interest + (t === i.years - 1 ? i.nominal : 0))];
        return irr(flows) * 100;
      }),
    ],
    explanation:
      'After-tax interest = Tk 10 × (1 − 0.275) = Tk 7.25 a year. The redemption amount (Tk 100) is not tax-deductible.\n\n| Year | Cash flow (Tk) | DF 8% | PV 8% | DF 9% | PV 9% |\n| --- | --- | --- | --- | --- | --- |\n| 0 | (95.00) | 1.000 | (95.00) | 1.000 | (95.00) |\n| 1–5 | 7.25 | 3.993 | 28.95 | 3.890 | 28.20 |\n| 5 | 100.00 | 0.681 | 68.10 | 0.650 | 65.00 |\n| NPV | | | **2.05** | | **(1.80)** |\n\nIRR ≈ 8% + 2.05 ÷ (2.05 + 1.80) × 1% ≈ **8.53%** (the exact IRR is 8.52%).\n\nCommon errors: using the gross coupon (gives about 11.4%), or Kd = 7.25 ÷ 95 = 7.6%, which ignores the gain on redemption.',
  },
  {
    ref: 'fm-004',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: "According to Modigliani and Miller's 1958 theory of capital structure (a perfect capital market with **no taxes**), what happens as a company replaces equity with cheaper debt?",
    options: [
      'The WACC falls continuously, so the company should borrow as much as possible',
      'The cost of equity rises just enough to offset the cheaper debt, so the WACC and the value of the company are unchanged',
      'The WACC falls at first and then rises, so there is an optimal capital structure',
      'The cost of equity is unchanged, so the WACC falls',
    ],
    correct: 1,
    explanation:
      'In MM (1958) without tax, shareholders demand a higher return as financial risk rises: Ke rises linearly with D/E so that the benefit of cheaper debt is exactly offset. WACC and the market value of the firm are independent of gearing, so capital structure is **irrelevant**.\n\n- "Falls continuously" is MM **with** corporate tax (1963), where the interest tax shield adds value.\n- "Falls then rises" is the **traditional** view.\n- An unchanged cost of equity ignores the extra financial risk borne by shareholders.',
  },
  {
    ref: 'fm-005',
    area: 1,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following statements are consistent with the **pecking order** theory of capital structure?',
    options: [
      'Companies choose the debt-to-equity ratio that minimises their WACC',
      'Companies prefer internally generated funds (retained earnings) to any external finance',
      "Managers and investors have the same information about a company's prospects",
      'When external finance is needed, companies issue debt before they issue new equity',
      'Investors usually treat a new share issue as a signal that the shares are undervalued',
    ],
    correct: [1, 3],
    explanation:
      "Pecking order theory (Myers and Majluf) rests on **asymmetric information**: managers know more than investors. Finance is therefore raised in order: retained earnings first (no issue costs, no signal), then debt, and new equity only as a last resort.\n\n- Minimising WACC is the static trade-off/traditional view, not pecking order.\n- Equal information is the opposite of the theory's premise.\n- A share issue is read as a signal that managers think the shares are **overvalued**, which is why share prices tend to fall on announcement.",
  },
  {
    ref: 'fm-006',
    area: 1,
    difficulty: 'standard',
    kind: 'table',
    stem: 'Surma Tea Ltd has 20 million ordinary shares in issue, trading at Tk 80 each cum-rights. It announces a **1 for 4** rights issue at Tk 60 per new share. Ignore issue costs.\n\nComplete the table.',
    columns: ['Item', 'Amount'],
    rows: [
      ['Number of new shares issued (million)', { number: 5, marks: 1 }],
      ['Gross cash raised (Tk million)', { number: 300, marks: 1 }],
      ['Theoretical ex-rights price per share (Tk)', { number: 76, marks: 2 }],
      ['Value of a right per new share (Tk)', { number: 16, marks: 1 }],
      ['Value of a right per existing share (Tk)', { number: 4, marks: 1 }],
    ],
    checks: [
      check('cell 0 1', { shares: 20, ratio: 4 }, (i) => i.shares / i.ratio),
      check('cell 1 1', { shares: 20, ratio: 4, price: 60 }, (i) => (i.shares / i.ratio) * i.price),
      check('cell 2 1', { shares: 20, cum: 80, ratio: 4, price: 60 }, (i) => (i.shares * i.cum + (i.shares / i.ratio) * i.price) / (i.shares + i.shares / i.ratio)),
      check('cell 3 1', { cum: 80, ratio: 4, price: 60 }, (i) => (i.ratio * i.cum + i.price) / (i.ratio + 1) - i.price),
      check('cell 4 1', { cum: 80, ratio: 4, price: 60 }, (i) => ((i.ratio * i.cum + i.price) / (i.ratio + 1) - i.price) / i.ratio),
    ],
    explanation:
      '1. New shares = 20m ÷ 4 = **5 million**\n2. Cash raised = 5m × Tk 60 = **Tk 300 million**\n3. TERP = (4 × 80 + 1 × 60) ÷ 5 = 380 ÷ 5 = **Tk 76** (equivalently (1,600 + 300) ÷ 25)\n4. Value of a right per new share = TERP − subscription price = 76 − 60 = **Tk 16**\n5. Value of a right per existing share = 16 ÷ 4 = **Tk 4**\n\nCheck: a shareholder with 4 shares had Tk 320; after paying Tk 60 she holds 5 shares worth Tk 380, so her wealth is unchanged whether she takes up or sells her rights.',
  },
  {
    ref: 'fm-007',
    area: 1,
    difficulty: 'standard',
    kind: 'written',
    stem: 'Karnaphuli Foods Ltd is listed on the Dhaka Stock Exchange. For ten years it has paid a cash dividend of 30% of face value, and many of its shareholders are retail investors who rely on this income. It now needs Tk 1,500 million for a new processing plant. One director proposes paying no cash dividend for the next two years and financing the plant entirely from retained earnings.\n\nDiscuss the factors the board should consider before changing its dividend policy. **(8 marks)**',
    points: [
      {
        text: 'Dividend irrelevance (Modigliani and Miller): in a perfect market, value depends on investment decisions, not payout; shareholders can create "home-made" dividends by selling shares. Markets are not perfect, so the other factors matter.',
        marks: 1,
      },
      {
        text: 'Signalling / information content: an unexpected cut after a stable 10-year record may be read as bad news and the share price may fall; the board should explain the reason (the new plant) clearly to the market.',
        marks: 2,
      },
      { text: 'Clientele effect: retail investors relying on income may sell, causing price pressure and a change in the shareholder base.', marks: 1 },
      { text: "Shareholders' tax position: cash dividends and capital gains on listed shares are taxed differently, so some investors prefer one to the other.", marks: 1 },
      {
        text: 'Availability and cost of alternative finance: retained earnings avoid issue costs and dilution, but debt or a rights issue could fund the plant while keeping the dividend; consider gearing and liquidity.',
        marks: 1,
      },
      {
        text: 'Legal and contractual constraints: dividends only out of distributable profits under the Companies Act 1994 and the articles; loan covenants; BSEC regulations on declaring and paying dividends.',
        marks: 1,
      },
      {
        text: "Retention adds value only if the plant earns more than shareholders' required return (positive NPV); a compromise such as a reduced but stable dividend could be considered.",
        marks: 1,
      },
    ],
    explanation:
      'A good answer starts from dividend irrelevance, then explains the market imperfections that make dividend policy matter in practice: signalling (a sudden cut after a long stable record), the clientele effect (income-seeking retail investors), tax differences, the cost of alternative finance, and legal constraints. It should conclude with a practical recommendation, for example a smaller but stable dividend with clear communication of the investment plan, rather than an abrupt cut to zero.',
  },
  {
    ref: 'fm-008',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'Rupali Chemicals Ltd has 10% irredeemable preference shares with a nominal value of Tk 100 each, currently trading at Tk 125. Assume a corporate tax rate of 27.5%; preference dividends are paid out of post-tax profits.\n\nWhat is the cost of the preference shares?',
    options: ['10.0%', '5.8%', '11.0%', '8.0%'],
    correct: 3,
    explanation:
      'Annual preference dividend = 10% × Tk 100 = Tk 10. Cost of irredeemable preference shares = dividend ÷ market price = 10 ÷ 125 = **8.0%**.\n\nNo tax adjustment is made because preference dividends are an appropriation of profit, not a tax-deductible expense: 5.8% wrongly applies tax relief (8% × 0.725). 10.0% is the coupon rate on nominal value, which ignores the market price. 11.0% wrongly grosses the cost up for tax (8% ÷ 0.725).',
  },
  {
    ref: 'fm-009',
    area: 1,
    difficulty: 'challenging',
    kind: 'number',
    marks: 2,
    stem: 'Sonargaon Foods Ltd is diversifying into cold-storage logistics. A listed logistics company, Chattogram Cold Chain Ltd, has an equity beta of 1.4 and a debt:equity ratio of 40:60 by market values. Sonargaon will keep its own debt:equity ratio of 25:75.\n\nAssume debt is risk-free (debt beta zero), a risk-free rate of 8%, a market risk premium of 6% and a corporate tax rate of 27.5%.\n\nCalculate the cost of equity Sonargaon should use for the project (%), to two decimal places.',
    answer: 15.03,
    suffix: '%',
    tolerance: { absolute: 0.05 },
    checks: [
      check('answer', { betaProxy: 1.4, dProxy: 40, eProxy: 60, dOwn: 25, eOwn: 75, rf: 8, mrp: 6, tax: 27.5 }, (i) => {
        const t = i.tax / 100;
        const asset = (i.betaProxy * i.eProxy) / (i.eProxy + i.dProxy * (1 - t));
        const equity = (asset * (i.eOwn + i.dOwn * (1 - t))) / i.eOwn;
        return i.rf + equity * i.mrp;
      }),
    ],
    explanation:
      "1. **Ungear** the proxy beta: βa = βe × E ÷ (E + D(1 − t)) = 1.4 × 60 ÷ (60 + 40 × 0.725) = 84 ÷ 89 = 0.9438\n2. **Regear** at Sonargaon's gearing: βe = βa × (E + D(1 − t)) ÷ E = 0.9438 × (75 + 25 × 0.725) ÷ 75 = 0.9438 × 1.2417 = 1.1719\n3. CAPM: Ke = 8% + 1.1719 × 6% = **15.03%**\n\nUsing the proxy equity beta directly (8% + 1.4 × 6% = 16.4%) would charge the project for the proxy's higher financial risk; using the asset beta alone (13.66%) ignores Sonargaon's own gearing.",
  },
  {
    ref: 'fm-010',
    area: 1,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: 'The ordinary shares of Bengal Cables Ltd have an equity beta of 1.25. The risk-free rate is 7% and the expected return on the market portfolio is 13%.\n\nUsing the capital asset pricing model, calculate the cost of equity (%).',
    answer: 14.5,
    suffix: '%',
    tolerance: { absolute: 0.05 },
    checks: [check('answer', { beta: 1.25, rf: 7, rm: 13 }, (i) => i.rf + i.beta * (i.rm - i.rf))],
    explanation:
      'CAPM: Ke = Rf + β(Rm − Rf)\n\n= 7% + 1.25 × (13% − 7%) = 7% + 7.5% = **14.5%**\n\nA common error is to multiply beta by the market return rather than the market **premium**: 7% + 1.25 × 13% = 23.25%.',
  },
  {
    ref: 'fm-011',
    area: 1,
    difficulty: 'challenging',
    kind: 'written',
    workings: true,
    stem: 'Shapla Pharmaceuticals Ltd, listed on the Dhaka Stock Exchange, needs Tk 2,000 million to build a plant making active pharmaceutical ingredients. Data after the investment:\n\n- Expected earnings before interest and tax (EBIT): Tk 1,200 million a year\n- Existing debt: Tk 1,000 million at 10% interest\n- Ordinary shares in issue: 100 million, market price Tk 100\n- Assume a corporate tax rate of 27.5%\n\n**Option 1:** a rights issue of 25 million shares at Tk 80.\n**Option 2:** a 5-year bond of Tk 2,000 million at 11% interest.\n\nCalculate the earnings per share under each option, and discuss the other factors the board should consider before choosing. **(12 marks)**',
    points: [
      { text: 'EPS with the rights issue: (1,200 − 100) × 72.5% ÷ 125 million shares = Tk 797.5m ÷ 125m = Tk 6.38.', marks: 2 },
      { text: 'EPS with the bond: (1,200 − 100 − 220) × 72.5% ÷ 100 million shares = Tk 638m ÷ 100m = Tk 6.38.', marks: 2 },
      {
        text: 'Recognises that EBIT of Tk 1,200 million is the EPS indifference point: above it debt gives higher EPS, below it equity does, so the choice turns on the risk and likely range of EBIT.',
        marks: 1,
      },
      {
        text: 'Financial risk: interest cover falls from 12.0 times (1,200 ÷ 100) to 3.75 times (1,200 ÷ 320); gearing rises sharply; EPS becomes more volatile; any loan covenants must be checked.',
        marks: 2,
      },
      {
        text: 'Cost of capital: the after-tax cost of the bond (11% × 72.5% ≈ 8.0%) is below the cost of equity, so moderate extra debt may reduce WACC until financial distress costs rise.',
        marks: 1,
      },
      { text: 'Control and dilution: a rights issue preserves control only if shareholders (including sponsor directors) take up their rights; the bond causes no dilution.', marks: 1 },
      {
        text: "Practicalities: BSEC consent and a prospectus for the rights issue, underwriting and the 20% discount; the depth of Bangladesh's bond market and alternatives such as bank term loans; issue costs and timing.",
        marks: 2,
      },
      { text: 'A reasoned recommendation consistent with the analysis (e.g. a mix of debt and equity if EBIT is uncertain).', marks: 1 },
    ],
    explanation:
      '**Workings (Tk million)**\n\n| | Rights issue | Bond |\n| --- | --- | --- |\n| EBIT | 1,200 | 1,200 |\n| Interest: existing 10% × 1,000 | (100) | (100) |\n| Interest: new 11% × 2,000 | – | (220) |\n| Profit before tax | 1,100 | 880 |\n| Tax at 27.5% | (302.5) | (242) |\n| Profit after tax | 797.5 | 638 |\n| Shares (million) | 125 | 100 |\n| **EPS (Tk)** | **6.38** | **6.38** |\n\nThe EPS is identical because Tk 1,200 million is the indifference EBIT: (E − 100) ÷ 125 = (E − 320) ÷ 100 gives E = 1,200. The decision therefore rests on risk (interest cover 12.0× v 3.75×), cost of capital, control, and market practicalities.',
  },
  {
    ref: 'fm-012',
    area: 1,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: "Brahmaputra Cables Ltd has issued 8% convertible debentures with a nominal value of Tk 100. In 5 years' time each debenture may be converted into 4 ordinary shares or redeemed at Tk 105. The current share price is Tk 22 and is expected to grow at 5% a year.\n\nCalculate the expected **conversion value** of one debenture in 5 years (Tk), to two decimal places.",
    answer: 112.31,
    prefix: 'Tk',
    tolerance: { absolute: 0.1 },
    checks: [check('answer', { shares: 4, price: 22, growth: 5, years: 5 }, (i) => i.shares * i.price * (1 + i.growth / 100) ** i.years)],
    explanation:
      "Expected share price in 5 years = 22 × 1.05^5 = 22 × 1.2763 = Tk 28.08.\n\nConversion value = 4 shares × 28.08 = **Tk 112.31**.\n\nBecause Tk 112.31 exceeds the redemption value of Tk 105, investors are expected to convert, so Tk 112.31 (not Tk 105) is the terminal cash flow when calculating the cost of the convertible. Using today's share price (4 × 22 = Tk 88) ignores the expected growth.",
  },
  {
    ref: 'fm-013',
    area: 1,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "Lalbagh Paints Ltd retains 40% of its earnings each year and earns a return of 15% on reinvested funds. Its latest earnings per share were Tk 10, and the dividend from them has just been paid. Shareholders require a return of 14%.\n\nUsing Gordon's growth model (g = b × r), what is the ex-div value of one share?",
    options: ['Tk 75.00', 'Tk 45.43', 'Tk 132.50', 'Tk 79.50'],
    correct: 3,
    explanation:
      '1. Growth g = b × r = 0.40 × 15% = 6%\n2. Dividend just paid D0 = 60% × Tk 10 = Tk 6\n3. D1 = 6 × 1.06 = Tk 6.36\n4. P0 = D1 ÷ (Ke − g) = 6.36 ÷ (0.14 − 0.06) = **Tk 79.50**\n\nDistractors: Tk 75.00 uses D0 without growing it (6 ÷ 0.08); Tk 45.43 divides by Ke alone, ignoring growth (6.36 ÷ 0.14); Tk 132.50 values earnings rather than dividends (10.60 ÷ 0.08).',
  },

  // ─────────────────── Area 2: Investment decisions and valuation ───────────────────
  {
    ref: 'fm-014',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Rupsha Jute Spinners Ltd is considering a new spinning line costing Tk 50 million, payable now. It will generate net cash inflows of Tk 15 million a year for 5 years, received at the end of each year, with no residual value. The cost of capital is 10%.\n\nCalculate the project's net present value (NPV) in Tk million, to two decimal places.",
    answer: 6.86,
    prefix: 'Tk',
    suffix: 'million',
    tolerance: { absolute: 0.02 },
    checks: [check('answer', { cost: 50, inflow: 15, years: 5, rate: 10 }, (i) => i.inflow * annuity(i.rate / 100, i.years) - i.cost)],
    explanation:
      'The inflows are an annuity, so use the 5-year annuity factor at 10%: (1 − 1.10^−5) ÷ 0.10 = 3.791.\n\n- PV of inflows = 15 × 3.791 = Tk 56.86 million\n- Less investment = (50.00)\n- **NPV = Tk 6.86 million** (positive, so accept)\n\nUndiscounted, the project would appear to earn Tk 25 million (75 − 50), which ignores the time value of money.',
  },
  {
    ref: 'fm-015',
    area: 2,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: "Rangpur Agro Processing Ltd can invest Tk 100 million now in a rice-bran oil unit that will generate net cash inflows of Tk 30 million a year at the end of each of the next 5 years. There is no residual value.\n\nCalculate the project's internal rate of return (IRR) (%), to one decimal place.",
    answer: 15.2,
    suffix: '%',
    tolerance: { absolute: 0.2 },
    checks: [check('answer', { cost: 100, inflow: 30, years: 5 }, (i) => irr([-i.cost, ...Array.from({ length: i.years }, () => i.inflow)]) * 100)],
    explanation:
      'For an annuity, the IRR is the rate at which the annuity factor equals cost ÷ inflow = 100 ÷ 30 = 3.333.\n\n- 5-year annuity factor at 15% = 3.352 (NPV = 30 × 3.352 − 100 = +0.56)\n- 5-year annuity factor at 16% = 3.274 (NPV = 30 × 3.274 − 100 = −1.78)\n\nInterpolating: IRR ≈ 15% + 0.56 ÷ (0.56 + 1.78) × 1% ≈ **15.2%**.\n\nThe simple "payback reciprocal" (30 ÷ 100 = 30%) greatly overstates the return because it ignores the finite 5-year life.',
  },
  {
    ref: 'fm-016',
    area: 2,
    difficulty: 'challenging',
    kind: 'table',
    stem: 'Karnaphuli Packaging Ltd buys a machine for Tk 40,000 thousand at the start of Year 1. For this question, assume tax depreciation of 25% a year on the reducing balance (the rate under the Income Tax Act 2023 schedule may differ), with no allowance in the year of sale. The machine is sold at the end of Year 3 for Tk 12,000 thousand, when a balancing allowance is claimed.\n\nAssume a corporate tax rate of 27.5%, with tax saved in the same year as the allowance. Complete the table (all figures in Tk 000).',
    columns: ['Year', 'Tax depreciation / balancing allowance (Tk 000)', 'Tax saving at 27.5% (Tk 000)'],
    rows: [
      ['Year 1', { number: 10000, marks: 1 }, { number: 2750, marks: 1 }],
      ['Year 2', { number: 7500, marks: 1 }, { number: 2062.5, marks: 1, tolerance: { absolute: 1 } }],
      ['Year 3 (balancing allowance)', { number: 10500, marks: 2 }, { number: 2887.5, marks: 1, tolerance: { absolute: 1 } }],
      ['Total', { number: 28000, marks: 1 }, { number: 7700, marks: 1 }],
    ],
    checks: [
      check('cell 0 1', { cost: 40000, rate: 25 }, (i) => i.cost * (i.rate / 100)),
      check('cell 0 2', { cost: 40000, rate: 25, tax: 27.5 }, (i) => i.cost * (i.rate / 100) * (i.tax / 100)),
      check('cell 1 1', { cost: 40000, rate: 25 }, (i) => i.cost * (1 - i.rate / 100) * (i.rate / 100)),
      check('cell 1 2', { cost: 40000, rate: 25, tax: 27.5 }, (i) => i.cost * (1 - i.rate / 100) * (i.rate / 100) * (i.tax / 100)),
      check('cell 2 1', { cost: 40000, rate: 25, sale: 12000 }, (i) => i.cost * (1 - i.rate / 100) ** 2 - i.sale),
      check('cell 2 2', { cost: 40000, rate: 25, sale: 12000, tax: 27.5 }, (i) => (i.cost * (1 - i.rate / 100) ** 2 - i.sale) * (i.tax / 100)),
      check('cell 3 1', { cost: 40000, sale: 12000 }, (i) => i.cost - i.sale),
      check('cell 3 2', { cost: 40000, sale: 12000, tax: 27.5 }, (i) => (i.cost - i.sale) * (i.tax / 100)),
    ],
    explanation:
      '| Year | Written-down value b/f | Allowance | Tax saving 27.5% |\n| --- | --- | --- | --- |\n| 1 | 40,000 | 25% = 10,000 | 2,750 |\n| 2 | 30,000 | 25% = 7,500 | 2,062.5 |\n| 3 | 22,500 − sale 12,000 | balancing allowance 10,500 | 2,887.5 |\n| Total | | 28,000 | 7,700 |\n\nCheck: total allowances always equal cost less disposal proceeds (40,000 − 12,000 = 28,000), so total tax saved = 28,000 × 27.5% = 7,700.\n\nA common error is to claim a third 25% writing-down allowance (5,625) in Year 3 as well as the balancing figure, which would double-count.',
  },
  {
    ref: 'fm-017',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Sylhet Ceramics Ltd's money (nominal) cost of capital is 15.5%. General inflation is expected to be 5% a year.\n\nUsing the Fisher relationship, calculate the real cost of capital (%), to one decimal place.",
    answer: 10,
    suffix: '%',
    tolerance: { absolute: 0.05 },
    checks: [check('answer', { money: 15.5, inflation: 5 }, (i) => ((1 + i.money / 100) / (1 + i.inflation / 100) - 1) * 100)],
    explanation:
      'Fisher: (1 + money rate) = (1 + real rate) × (1 + inflation rate)\n\n1 + r = 1.155 ÷ 1.05 = 1.10, so the real rate = **10.0%**.\n\nSimply subtracting (15.5% − 5% = 10.5%) is only an approximation and is not accurate enough for discounting.',
  },
  {
    ref: 'fm-018',
    area: 2,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "A cash inflow of Tk 10 million, expressed in **today's prices**, will arise at the end of Year 2. The cash flow will inflate at 6% a year. The company's money cost of capital is 12%.\n\nWhat is the present value of the cash flow?",
    options: ['Tk 7.97 million', 'Tk 10.00 million', 'Tk 8.96 million', 'Tk 11.24 million'],
    correct: 2,
    explanation:
      'Either inflate the flow and discount at the money rate, or discount the real flow at the real rate; here:\n\n- Money cash flow = 10 × 1.06² = Tk 11.236 million\n- PV = 11.236 ÷ 1.12² = 11.236 ÷ 1.2544 = **Tk 8.96 million**\n\nDistractors: Tk 7.97 million discounts a current-price flow at the money rate (mixing real flows with a money rate); Tk 11.24 million is the inflated flow with no discounting; Tk 10.00 million ignores both inflation and discounting.',
  },
  {
    ref: 'fm-019',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: 'Noakhali Salt Refinery Ltd is considering a project costing Tk 24 million now. Net cash inflows are expected to arise evenly throughout each year as follows:\n\n| Year | 1 | 2 | 3 | 4 | 5 |\n| --- | --- | --- | --- | --- | --- |\n| Net cash inflow (Tk million) | 6 | 8 | 7 | 5 | 4 |\n\nCalculate the payback period in years, to one decimal place.',
    answer: 3.6,
    suffix: 'years',
    tolerance: { absolute: 0.05 },
    checks: [
      check('answer', { cost: 24, y1: 6, y2: 8, y3: 7, y4: 5 }, (i) => {
        const flows = [i.y1, i.y2, i.y3, i.y4];
        let cumulative = 0;
        for (let t = 0; t < flows.length; t += 1) {
          if (cumulative + flows[t]! >= i.cost) return t + (i.cost - cumulative) / flows[t]!;
          cumulative += flows[t]!;
        }
        return NaN;
      }),
    ],
    explanation:
      '| Year | Inflow | Cumulative |\n| --- | --- | --- |\n| 1 | 6 | 6 |\n| 2 | 8 | 14 |\n| 3 | 7 | 21 |\n| 4 | 5 | 26 |\n\nAfter 3 years Tk 21 million has been recovered; Tk 3 million remains, and Year 4 brings Tk 5 million evenly, so 3 ÷ 5 = 0.6 of a year.\n\nPayback = **3.6 years**. (Answering 4 years assumes year-end flows, contrary to the stem.)',
  },
  {
    ref: 'fm-020',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: 'A machine costs Tk 50 million and will have a residual value of Tk 10 million at the end of its 5-year life. It will generate net cash inflows (before depreciation) of Tk 14 million a year. Depreciation is straight-line.\n\nCalculate the accounting rate of return (ARR) on **average** investment (%).',
    answer: 20,
    suffix: '%',
    tolerance: { absolute: 0.05 },
    checks: [check('answer', { cost: 50, residual: 10, years: 5, inflow: 14 }, (i) => ((i.inflow - (i.cost - i.residual) / i.years) / ((i.cost + i.residual) / 2)) * 100)],
    explanation:
      '1. Annual depreciation = (50 − 10) ÷ 5 = Tk 8 million\n2. Average annual profit = 14 − 8 = Tk 6 million\n3. Average investment = (50 + 10) ÷ 2 = Tk 30 million\n4. ARR = 6 ÷ 30 = **20%**\n\nUsing the initial investment gives 12% (6 ÷ 50); forgetting the residual value in the average gives 24% (6 ÷ 25).',
  },
  {
    ref: 'fm-021',
    area: 2,
    difficulty: 'standard',
    kind: 'table',
    stem: 'Rahman Group has Tk 100 million available for investment now and no capital in later years (single-period capital rationing). The four projects below are all divisible and cannot be repeated. The profitability index is defined here as **NPV per Tk 1 of outlay**.\n\nComplete the profitability index and ranking of each project, and the maximum total NPV achievable.',
    columns: ['Project', 'Outlay (Tk million)', 'NPV (Tk million)', 'Profitability index', 'Ranking'],
    rows: [
      ['A', '40', '12', { number: 0.3, marks: 1, tolerance: { absolute: 0.005 } }, { select: ['1st', '2nd', '3rd', '4th'], correct: 2, marks: 1 }],
      ['B', '30', '12', { number: 0.4, marks: 1, tolerance: { absolute: 0.005 } }, { select: ['1st', '2nd', '3rd', '4th'], correct: 0, marks: 1 }],
      ['C', '50', '10', { number: 0.2, marks: 1, tolerance: { absolute: 0.005 } }, { select: ['1st', '2nd', '3rd', '4th'], correct: 3, marks: 1 }],
      ['D', '20', '7', { number: 0.35, marks: 1, tolerance: { absolute: 0.005 } }, { select: ['1st', '2nd', '3rd', '4th'], correct: 1, marks: 1 }],
      ['Maximum total NPV (Tk million)', '', '', { number: 33, marks: 2 }, ''],
    ],
    checks: [
      check('cell 0 3', { outlay: 40, npv: 12 }, (i) => i.npv / i.outlay),
      check('cell 1 3', { outlay: 30, npv: 12 }, (i) => i.npv / i.outlay),
      check('cell 2 3', { outlay: 50, npv: 10 }, (i) => i.npv / i.outlay),
      check('cell 3 3', { outlay: 20, npv: 7 }, (i) => i.npv / i.outlay),
      check('cell 4 3', { budget: 100, oA: 40, nA: 12, oB: 30, nB: 12, oC: 50, nC: 10, oD: 20, nD: 7 }, (i) =>
        rationedNpv(i.budget, [
          { outlay: i.oA, npv: i.nA },
          { outlay: i.oB, npv: i.nB },
          { outlay: i.oC, npv: i.nC },
          { outlay: i.oD, npv: i.nD },
        ]),
      ),
    ],
    explanation:
      'With divisible projects and one constrained period, rank by NPV per Tk 1 of the scarce capital:\n\n| Project | PI | Rank | Capital used | NPV earned |\n| --- | --- | --- | --- | --- |\n| B | 12 ÷ 30 = 0.40 | 1st | 30 | 12 |\n| D | 7 ÷ 20 = 0.35 | 2nd | 20 | 7 |\n| A | 12 ÷ 40 = 0.30 | 3rd | 40 | 12 |\n| C | 10 ÷ 50 = 0.20 | 4th | 10 (20% of C) | 2 |\n| Total | | | 100 | **33** |\n\nRanking by absolute NPV instead (A and B first, then C) would use the Tk 100 million on A, B and 30/50 of C for a total NPV of only 30.',
  },
  {
    ref: 'fm-022',
    area: 2,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following statements about the NPV and IRR methods of investment appraisal are correct?',
    options: [
      'IRR and NPV always rank mutually exclusive projects in the same order',
      'IRR measures the absolute increase in shareholder wealth from a project',
      'A project with non-conventional cash flows (more than one change of sign) may have more than one IRR',
      'A project with a positive NPV will always have an IRR below the cost of capital',
      'The NPV method implicitly assumes that cash inflows are reinvested at the cost of capital',
    ],
    correct: [2, 4],
    explanation:
      '- **Multiple IRRs**: each change of sign in the cash flows can produce another rate at which NPV = 0, so IRR can be ambiguous. Correct.\n- **Reinvestment assumption**: NPV assumes reinvestment at the cost of capital; IRR assumes reinvestment at the IRR itself, which is often unrealistic. Correct.\n\nThe others are wrong: NPV and IRR can rank mutually exclusive projects differently (scale and timing differences); IRR is a percentage return, while NPV measures the absolute wealth increase; for a conventional project a positive NPV means the IRR is **above** the cost of capital.',
  },
  {
    ref: 'fm-023',
    area: 2,
    difficulty: 'challenging',
    kind: 'written',
    workings: true,
    stem: "Rupsha Agro Ltd is considering a 3-year fish-feed project:\n\n- Machinery costs Tk 60 million now, with no residual value. Assume tax depreciation on a straight-line basis over 3 years.\n- Sales: 2 million kg a year at Tk 40 per kg in today's prices, inflating at 5% a year.\n- Variable costs: Tk 25 per kg in today's prices, inflating at 8% a year.\n- Assume a corporate tax rate of 27.5%, with tax paid or saved in the same year as the cash flow.\n- The money cost of capital is 12%.\n\nCalculate the project's NPV, and advise the directors, commenting on the effect of the different inflation rates. **(10 marks)**",
    points: [
      { text: 'Inflated sales revenue: Year 1 Tk 84.0m (80 × 1.05), Year 2 Tk 88.2m, Year 3 Tk 92.61m.', marks: 2 },
      { text: 'Inflated variable costs: Year 1 Tk 54.0m (50 × 1.08), Year 2 Tk 58.32m, Year 3 Tk 62.99m.', marks: 2 },
      { text: 'Tax at 27.5% on contribution in the same year (Tk 8.25m, Tk 8.22m, Tk 8.15m).', marks: 1 },
      { text: 'Tax saving on depreciation: (60 ÷ 3) × 27.5% = Tk 5.5m a year.', marks: 1 },
      { text: 'Money cash flows discounted at the money rate of 12%: net flows Tk 27.25m, Tk 27.16m, Tk 26.98m; PVs Tk 24.33m, Tk 21.65m, Tk 19.20m.', marks: 2 },
      { text: 'NPV ≈ +Tk 5.19 million (65.19 − 60.00), so the project is financially acceptable.', marks: 1 },
      {
        text: 'Comment: costs inflating faster than prices erode contribution each year (30.0 → 29.6), so the NPV is sensitive to the inflation assumptions; consider sensitivity analysis and price-escalation clauses.',
        marks: 1,
      },
    ],
    explanation:
      '**Workings (Tk million)**\n\n| | Y0 | Y1 | Y2 | Y3 |\n| --- | --- | --- | --- | --- |\n| Sales (2m kg × Tk 40 × 1.05^t) | | 84.00 | 88.20 | 92.61 |\n| Variable costs (2m kg × Tk 25 × 1.08^t) | | (54.00) | (58.32) | (62.99) |\n| Contribution | | 30.00 | 29.88 | 29.62 |\n| Tax at 27.5% | | (8.25) | (8.22) | (8.15) |\n| Tax saved on depreciation (20 × 27.5%) | | 5.50 | 5.50 | 5.50 |\n| Machinery | (60.00) | | | |\n| Net cash flow | (60.00) | 27.25 | 27.16 | 26.98 |\n| DF at 12% | 1.000 | 0.893 | 0.797 | 0.712 |\n| PV | (60.00) | 24.33 | 21.65 | 19.20 |\n\n**NPV ≈ +Tk 5.19 million.** Cash flows are in money terms, so they are discounted at the money rate. Differential inflation (costs 8% v prices 5%) steadily narrows the margin, so the result should be tested for sensitivity.',
  },
  {
    ref: 'fm-024',
    area: 2,
    difficulty: 'challenging',
    kind: 'table',
    stem: 'Dhaka Printing Press Ltd must decide whether to replace its printing machine every 2 years or every 3 years. A new machine costs Tk 10 million. Running costs, paid at the end of each year, are Tk 2 million in Year 1, Tk 3 million in Year 2 and Tk 4 million in Year 3. Resale values are Tk 6 million after 2 years and Tk 4 million after 3 years. The cost of capital is 10%. Ignore tax and inflation.\n\nComplete the equivalent annual cost (EAC) comparison (Tk million, to two decimal places).',
    columns: ['Item', '2-year cycle', '3-year cycle'],
    rows: [
      ['PV of costs net of resale value (Tk million)', { number: 9.34, marks: 2, tolerance: { absolute: 0.02 } }, { number: 14.3, marks: 2, tolerance: { absolute: 0.02 } }],
      ['Annuity factor at 10%', '1.736', '2.487'],
      ['Equivalent annual cost (Tk million)', { number: 5.38, marks: 1, tolerance: { absolute: 0.02 } }, { number: 5.75, marks: 1, tolerance: { absolute: 0.02 } }],
      ['Preferred replacement cycle', { select: ['Replace every 2 years', 'Replace every 3 years'], correct: 0, marks: 1 }, ''],
    ],
    checks: [
      check('cell 0 1', { cost: 10, run1: 2, run2: 3, resale2: 6, rate: 10 }, (i) => npv(i.rate / 100, [i.cost, i.run1, i.run2 - i.resale2])),
      check('cell 0 2', { cost: 10, run1: 2, run2: 3, run3: 4, resale3: 4, rate: 10 }, (i) => npv(i.rate / 100, [i.cost, i.run1, i.run2, i.run3 - i.resale3])),
      check('cell 2 1', { cost: 10, run1: 2, run2: 3, resale2: 6, rate: 10 }, (i) => npv(i.rate / 100, [i.cost, i.run1, i.run2 - i.resale2]) / annuity(i.rate / 100, 2)),
      check('cell 2 2', { cost: 10, run1: 2, run2: 3, run3: 4, resale3: 4, rate: 10 }, (i) => npv(i.rate / 100, [i.cost, i.run1, i.run2, i.run3 - i.resale3]) / annuity(i.rate / 100, 3)),
    ],
    explanation:
      '**2-year cycle**: PV = 10 + 2 × 0.909 + (3 − 6) × 0.826 = 10 + 1.82 − 2.48 = 9.34; EAC = 9.34 ÷ 1.736 = **5.38**\n\n**3-year cycle**: PV = 10 + 2 × 0.909 + 3 × 0.826 + (4 − 4) × 0.751 = 10 + 1.82 + 2.48 + 0 = 14.30; EAC = 14.30 ÷ 2.487 = **5.75**\n\nThe 2-year cycle has the lower equivalent annual cost, so replace every 2 years. Comparing total PVs (9.34 v 14.30) would be wrong because the cycles have different lengths; the EAC puts them on a common annual basis.',
  },
  {
    ref: 'fm-025',
    area: 2,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "A project of Gazipur Electronics Ltd has an NPV of Tk 6 million. The present value of its sales revenue is Tk 120 million and the present value of its variable costs is Tk 72 million.\n\nBy what percentage can **sales volume** fall before the project's NPV becomes zero?",
    options: ['5.0%', '8.3%', '40.0%', '12.5%'],
    correct: 3,
    explanation:
      'A fall in sales volume reduces both revenue and variable costs, so the relevant cash flow is **contribution**.\n\nPV of contribution = 120 − 72 = Tk 48 million\n\nSensitivity = NPV ÷ PV of flows affected = 6 ÷ 48 = **12.5%**\n\n- 5.0% (6 ÷ 120) is the sensitivity to **selling price**, which affects revenue only.\n- 8.3% (6 ÷ 72) is the sensitivity to variable cost per unit.\n- 40.0% (48 ÷ 120) is the contribution-to-sales ratio, not a sensitivity.',
  },
  {
    ref: 'fm-026',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Cox's Bazar Resorts Ltd has estimated the NPV of a new hotel under three scenarios:\n\n| Scenario | Probability | NPV |\n| --- | --- | --- |\n| Strong tourism | 0.3 | Tk 20 million |\n| Expected | 0.5 | Tk 8 million |\n| Weak tourism | 0.2 | negative Tk 10 million |\n\nCalculate the expected NPV (Tk million).",
    answer: 8,
    prefix: 'Tk',
    suffix: 'million',
    tolerance: { absolute: 0.05 },
    checks: [check('answer', { p1: 0.3, n1: 20, p2: 0.5, n2: 8, p3: 0.2, loss: 10 }, (i) => i.p1 * i.n1 + i.p2 * i.n2 - i.p3 * i.loss)],
    explanation:
      'Expected NPV = Σ probability × NPV\n\n= 0.3 × 20 + 0.5 × 8 + 0.2 × (−10) = 6 + 4 − 2 = **Tk 8 million**\n\nTreating the weak scenario as +10 gives Tk 12 million. The expected value hides a 20% chance of losing Tk 10 million, so management should also consider the spread of outcomes and its attitude to risk.',
  },
  {
    ref: 'fm-027',
    area: 2,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'Investors expect Bhola Gas Appliances Ltd to pay a dividend of Tk 5 per share **next year**. Dividends are then expected to grow at 5% a year indefinitely, and shareholders require a return of 15%.\n\nUsing the dividend valuation model, what is the ex-div value of one share?',
    options: ['Tk 50.00', 'Tk 52.50', 'Tk 33.33', 'Tk 25.00'],
    correct: 0,
    explanation:
      "P0 = D1 ÷ (Ke − g) = 5 ÷ (0.15 − 0.05) = 5 ÷ 0.10 = **Tk 50.00**\n\nThe Tk 5 is already next year's dividend (D1), so it must not be grown again: Tk 52.50 = 5 × 1.05 ÷ 0.10. Tk 33.33 ignores growth (5 ÷ 0.15). Tk 25.00 adds growth to the required return (5 ÷ 0.20).",
  },
  {
    ref: 'fm-028',
    area: 2,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: "Sylhet Foods Ltd, an unlisted company, has maintainable post-tax earnings of Tk 36 million. The average P/E ratio of similar companies listed on the Dhaka Stock Exchange is 12. A discount of 25% to the P/E ratio is considered appropriate for Sylhet Foods' lack of marketability.\n\nEstimate the value of Sylhet Foods Ltd's equity (Tk million).",
    answer: 324,
    prefix: 'Tk',
    suffix: 'million',
    checks: [check('answer', { earnings: 36, pe: 12, discount: 25 }, (i) => i.earnings * i.pe * (1 - i.discount / 100))],
    explanation:
      'Adjusted P/E = 12 × (1 − 25%) = 9\n\nValue = maintainable earnings × adjusted P/E = 36 × 9 = **Tk 324 million**\n\nWithout the discount the value would be Tk 432 million; listed P/E ratios reflect the liquidity of listed shares, which an unlisted company does not have.',
  },
  {
    ref: 'fm-029',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: 'Extracts from the statement of financial position of Narsingdi Plastics Ltd (Tk million):\n\n| Item | Book value | Net realisable value |\n| --- | --- | --- |\n| Non-current assets | 200 | 260 |\n| Current assets | 90 | 90 |\n| Current liabilities | 50 | 50 |\n| Long-term loan | 80 | 80 |\n\nThe company has 10 million ordinary shares. Calculate the value per share on a **net realisable value** basis (Tk).',
    answer: 22,
    prefix: 'Tk',
    checks: [check('answer', { nca: 260, ca: 90, cl: 50, loan: 80, shares: 10 }, (i) => (i.nca + i.ca - i.cl - i.loan) / i.shares)],
    explanation:
      'Net assets at realisable value = 260 + 90 − 50 − 80 = Tk 220 million\n\nValue per share = 220 ÷ 10 = **Tk 22**\n\nUsing book values gives Tk 16 ((200 + 90 − 50 − 80) ÷ 10). Forgetting the long-term loan gives Tk 30. A net-asset value is usually a floor (break-up) value because it ignores goodwill and future earnings.',
  },
  {
    ref: 'fm-030',
    area: 2,
    difficulty: 'standard',
    kind: 'table',
    stem: 'Analysts forecast that Dinajpur Rice Mills Ltd will generate free cash flow to the firm of Tk 50 million next year (Year 1), growing at 4% a year in perpetuity. Its WACC is 12%. The market value of its debt is Tk 150 million and it has 20 million ordinary shares.\n\nComplete the free cash flow valuation.',
    columns: ['Item', 'Amount'],
    rows: [
      ['Enterprise value (Tk million)', { number: 625, marks: 2 }],
      ['Less: market value of debt (Tk million)', '(150)'],
      ['Value of equity (Tk million)', { number: 475, marks: 1 }],
      ['Value per share (Tk)', { number: 23.75, marks: 1, tolerance: { absolute: 0.01 } }],
    ],
    checks: [
      check('cell 0 1', { fcf: 50, growth: 4, wacc: 12 }, (i) => i.fcf / (i.wacc / 100 - i.growth / 100)),
      check('cell 2 1', { fcf: 50, growth: 4, wacc: 12, debt: 150 }, (i) => i.fcf / (i.wacc / 100 - i.growth / 100) - i.debt),
      check('cell 3 1', { fcf: 50, growth: 4, wacc: 12, debt: 150, shares: 20 }, (i) => (i.fcf / (i.wacc / 100 - i.growth / 100) - i.debt) / i.shares),
    ],
    explanation:
      '1. Enterprise value = FCF1 ÷ (WACC − g) = 50 ÷ (0.12 − 0.04) = **Tk 625 million**\n2. Equity value = 625 − 150 = **Tk 475 million**\n3. Per share = 475 ÷ 20 = **Tk 23.75**\n\nFree cash flow to the **firm** is discounted at the WACC and gives the value of the whole business, so debt must be deducted to reach equity. Growing the Year 1 flow again (50 × 1.04) would overstate the value at Tk 650 million.',
  },
  {
    ref: 'fm-031',
    area: 2,
    difficulty: 'standard',
    kind: 'written',
    stem: "The directors of Gazipur Electronics Ltd (listed on the Dhaka Stock Exchange) want to acquire Narsingdi Plastics Ltd, an unlisted family company. Their advisers have produced three valuations of Narsingdi's equity:\n\n- Net assets (realisable value): Tk 420 million\n- P/E basis, using a listed proxy's P/E: Tk 610 million\n- Discounted cash flow, including synergies: Tk 700 million\n\nDiscuss the strengths and weaknesses of each method, and explain why the price eventually paid may differ from all three figures. **(9 marks)**",
    points: [
      {
        text: 'Net assets: objective and useful as a floor / minimum price for the sellers; but ignores goodwill, intangibles and future earnings, and depends on the basis used (book, realisable or replacement).',
        marks: 2,
      },
      {
        text: "P/E: simple and market-based; but the proxy P/E must be adjusted for size, growth and lack of marketability, and the earnings must be maintainable (adjusted for one-off items, directors' remuneration in a family company, post-acquisition changes).",
        marks: 2,
      },
      {
        text: 'DCF: theoretically the best method, reflecting the value of future cash flows and synergies to this buyer; but highly sensitive to forecasts, the discount rate and the terminal value, and synergies may not be achieved.',
        marks: 2,
      },
      { text: 'The figures set a negotiating range: net assets as a minimum for the sellers, DCF with synergies as the maximum the buyer should pay.', marks: 1 },
      { text: 'The final price depends on negotiation: bargaining power, other bidders, the control premium, the form of consideration (cash or shares), due diligence findings and tax.', marks: 2 },
    ],
    explanation:
      "A strong answer explains each method's strengths and weaknesses in Narsingdi's context (unlisted, family-run), then shows how the three values frame negotiation: Tk 420 million is roughly the least the owners would accept, Tk 700 million the most Gazipur should pay, and paying more than the DCF value transfers the synergies to the sellers. The actual price is set by negotiation within (or occasionally outside) that range.",
  },
  {
    ref: 'fm-032',
    area: 2,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following statements about **sensitivity analysis** in investment appraisal are correct?',
    options: [
      'It assigns a probability to each possible change in a variable',
      'It identifies the variables to which the NPV is most sensitive, so management can focus on estimating and controlling them',
      'It tells management whether the project should be accepted',
      'It normally changes one variable at a time, ignoring interdependence between variables',
      'It calculates the expected value of the NPV',
    ],
    correct: [1, 3],
    explanation:
      'Sensitivity analysis calculates how far each variable can change (one at a time) before NPV becomes zero, so it highlights **critical variables**. Its main weaknesses are that it changes one variable at a time (variables are often interdependent) and ignores the **probability** of the changes.\n\nAssigning probabilities and computing an expected NPV are features of probability analysis / simulation, not sensitivity analysis; and sensitivity analysis gives no decision rule on its own.',
  },
  {
    ref: 'fm-033',
    area: 2,
    difficulty: 'challenging',
    kind: 'number',
    marks: 2,
    stem: "Jessore Renewable Power Ltd is appraising a solar farm. Its base-case NPV, discounted at the ungeared cost of equity, is a negative NPV of Tk 2 million. The project will be financed partly by irredeemable debt of Tk 30 million at 9%, which will be maintained permanently. Issue costs on the debt are Tk 1 million (not tax-deductible). Assume a corporate tax rate of 27.5%; the tax relief on interest is discounted at the pre-tax cost of debt.\n\nCalculate the project's adjusted present value (APV) (Tk million).",
    answer: 5.25,
    prefix: 'Tk',
    suffix: 'million',
    tolerance: { absolute: 0.02 },
    checks: [check('answer', { base: 2, debt: 30, kd: 9, issue: 1, tax: 27.5 }, (i) => -i.base + (i.debt * (i.kd / 100) * (i.tax / 100)) / (i.kd / 100) - i.issue)],
    explanation:
      '1. Annual tax saving on interest = 30 × 9% × 27.5% = Tk 0.7425 million, in perpetuity\n2. PV of tax shield = 0.7425 ÷ 0.09 = **Tk 8.25 million** (for permanent debt this equals D × t = 30 × 27.5%)\n3. APV = base-case NPV + PV of tax shield − issue costs = −2 + 8.25 − 1 = **+Tk 5.25 million**\n\nThe financing side effects turn a project that is unattractive on an all-equity basis into a worthwhile one. Treating the issue costs as tax-deductible, or omitting them, gives a higher but incorrect APV.',
  },
  {
    ref: 'fm-034',
    area: 2,
    difficulty: 'standard',
    kind: 'written',
    stem: "Sundarban Eco Resorts Ltd is appraising its first eco-resort near Mongla. The static NPV of the project is negative Tk 15 million. Management points out that:\n\n- if the resort succeeds, a second resort could be built at Cox's Bazar in about 3 years;\n- the land could be sold if tourism is weaker than expected; and\n- construction could be delayed by a year until visitor numbers are clearer.\n\nExplain the real options present, why a conventional NPV may understate the project's value, and the factors that increase the value of such options. **(8 marks)**",
    points: [
      {
        text: "Real options are rights, not obligations, to take future business decisions; conventional NPV assumes a fixed, now-or-never plan and ignores management's flexibility to react to new information.",
        marks: 2,
      },
      { text: "Option to expand (follow-on resort at Cox's Bazar): a call option on the future project.", marks: 1 },
      { text: 'Option to abandon (sell the land): a put option that puts a floor under losses.', marks: 1 },
      { text: 'Option to delay (timing option): waiting reveals information about demand before committing capital.', marks: 1 },
      { text: 'Expanded (strategic) NPV = static NPV + value of the options; the project may be worthwhile even though the static NPV is −Tk 15 million.', marks: 1 },
      {
        text: 'Option value increases with the volatility of the underlying project value, a longer time to expiry, higher interest rates (for call-type options) and the value of the underlying relative to the exercise price; options can be valued with Black-Scholes or a binomial model, though inputs are hard to estimate.',
        marks: 2,
      },
    ],
    explanation:
      'The answer should name each option (expand, abandon, delay), link it to call/put characteristics, and explain that the static NPV of −Tk 15 million understates value because it ignores the flexibility. It should finish with the determinants of option value (volatility, time, interest rate, underlying v exercise price) and a caution that real options are difficult to value precisely.',
  },

  // ─────────────────────── Area 3: Financial risk management ───────────────────────
  {
    ref: 'fm-035',
    area: 3,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'Bashundhara Knitwear Ltd has invoiced a German customer EUR 200,000, payable in 90 days. If the euro weakens against the taka before payment, the company will receive fewer taka.\n\nWhat type of foreign exchange risk is this?',
    options: ['Transaction risk', 'Translation risk', 'Economic risk', 'Basis risk'],
    correct: 0,
    explanation:
      '**Transaction risk** is the risk that exchange rates move between the date a foreign-currency transaction is agreed and the date it is settled, changing the home-currency cash flow. The EUR receivable is a clear example.\n\nTranslation risk concerns the reporting of foreign assets and liabilities in the financial statements; economic risk is the longer-term effect of exchange rates on competitiveness and the present value of future cash flows; basis risk arises when a hedge (such as a future) does not move exactly in line with the underlying exposure.',
  },
  {
    ref: 'fm-036',
    area: 3,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: 'The spot exchange rate is Tk 110 = USD 1. The annual interest rate is 9% in Bangladesh and 5% in the United States.\n\nUsing interest rate parity, calculate the one-year forward rate (Tk per USD), to two decimal places.',
    answer: 114.19,
    prefix: 'Tk',
    tolerance: { absolute: 0.01 },
    checks: [check('answer', { spot: 110, bd: 9, us: 5 }, (i) => (i.spot * (1 + i.bd / 100)) / (1 + i.us / 100))],
    explanation:
      'Interest rate parity: F = S × (1 + i_Tk) ÷ (1 + i_USD)\n\n= 110 × 1.09 ÷ 1.05 = **Tk 114.19 per USD**\n\nThe currency with the higher interest rate (the taka) trades at a forward discount, so more taka are needed per dollar forward. Inverting the ratio gives Tk 105.96, which wrongly shows the taka strengthening.',
  },
  {
    ref: 'fm-037',
    area: 3,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: 'Chattogram Garments Ltd expects to receive USD 500,000 from a US buyer in 3 months. Its bank quotes a 3-month forward rate of Tk 117.25 – 117.65 per USD. The company enters into a forward contract to sell the dollars.\n\nHow many taka will the company receive in 3 months?',
    answer: 58625000,
    prefix: 'Tk',
    checks: [check('answer', { usd: 500000, bid: 117.25 }, (i) => i.usd * i.bid)],
    explanation:
      "The quote is Tk per USD, so the bank **buys** dollars at the lower rate (117.25) and sells them at the higher rate (117.65). The exporter is selling dollars to the bank:\n\nUSD 500,000 × 117.25 = **Tk 58,625,000**\n\nUsing 117.65 (Tk 58,825,000) wrongly gives the exporter the bank's selling rate. The forward contract fixes this amount regardless of the spot rate in 3 months.",
  },
  {
    ref: 'fm-038',
    area: 3,
    difficulty: 'challenging',
    kind: 'table',
    stem: 'Rahman Traders must pay a Chinese supplier USD 200,000 in 6 months. It will hedge with a **money market hedge**. Market data:\n\n- Spot rate: Tk 118.15 – 118.45 per USD\n- USD deposit rate: 4% a year\n- Taka borrowing rate: 10% a year\n\nInterest is simple and pro rata for part of a year. Complete the table (round the taka figures to the nearest taka).',
    columns: ['Step', 'Amount'],
    rows: [
      ['USD to deposit now (USD)', { number: 196078.43, marks: 1, tolerance: { absolute: 1 } }],
      ['Spot rate applied to buy the USD now', { select: ['Tk 118.15 (bank buys USD)', 'Tk 118.45 (bank sells USD)'], correct: 1, marks: 1 }],
      ['Taka borrowed now to buy that USD (Tk)', { number: 23225490, marks: 2, tolerance: { absolute: 200 } }],
      ['Taka loan repayable in 6 months = hedged cost (Tk)', { number: 24386765, marks: 1, tolerance: { absolute: 250 } }],
    ],
    checks: [
      check('cell 0 1', { usd: 200000, deposit: 4, months: 6 }, (i) => i.usd / (1 + (i.deposit / 100) * (i.months / 12))),
      check('cell 2 1', { usd: 200000, deposit: 4, months: 6, offer: 118.45 }, (i) => (i.usd / (1 + (i.deposit / 100) * (i.months / 12))) * i.offer),
      check(
        'cell 3 1',
        { usd: 200000, deposit: 4, months: 6, offer: 118.45, borrow: 10 },
        (i) => (i.usd / (1 + (i.deposit / 100) * (i.months / 12))) * i.offer * (1 + (i.borrow / 100) * (i.months / 12)),
      ),
    ],
    explanation:
      'An importer with a future USD payment creates a USD **asset** now:\n\n1. Deposit enough USD now to grow to USD 200,000: 200,000 ÷ (1 + 4% × 6/12) = 200,000 ÷ 1.02 = **USD 196,078.43**\n2. Buy those dollars at spot; the bank sells USD at the higher rate, **Tk 118.45**\n3. Taka needed now = 196,078.43 × 118.45 = **Tk 23,225,490**, borrowed in taka\n4. Repay in 6 months: 23,225,490 × (1 + 10% × 6/12) = **Tk 24,386,765**\n\nThe effective hedged rate is 24,386,765 ÷ 200,000 = Tk 121.93 per USD. Using full-year interest rates (÷ 1.04 and × 1.10) is the most common error.',
  },
  {
    ref: 'fm-039',
    area: 3,
    difficulty: 'standard',
    kind: 'written',
    stem: "Meghna Textiles Ltd exports knitwear to Germany (invoiced in euro) and the UK (invoiced in sterling), and imports cotton yarn priced in US dollars. Its finance director asks you to explain the methods available to manage the company's foreign exchange **transaction** risk, including internal techniques and derivative contracts, and the factors she should consider in choosing between them. **(10 marks)**",
    points: [
      { text: 'Invoicing in taka where buyers accept it, or matching receipts and payments in the same currency (e.g. a USD account for yarn payments).', marks: 1 },
      { text: 'Leading and lagging payments, and netting of intra-group or bilateral balances.', marks: 1 },
      {
        text: 'Forward contracts: fix the rate for a tailored amount and date; binding, so the upside is lost; in Bangladesh available from banks, generally only against an underlying trade transaction under Bangladesh Bank rules.',
        marks: 2,
      },
      { text: 'Money market hedge: borrow/deposit now and convert at spot to lock in the rate; useful where forwards are unavailable or expensive.', marks: 1 },
      { text: 'Currency options: protect against adverse movements while keeping upside; require a premium; useful for uncertain flows such as tenders.', marks: 2 },
      { text: 'Currency futures and swaps: standardised, exchange-traded, margin required; limited local availability; swaps suit long-term exposures.', marks: 1 },
      { text: 'Choice factors: cost, certainty and size of the flows, attitude to risk, availability and regulation, administrative burden, and use of natural hedges first.', marks: 2 },
    ],
    explanation:
      "A good answer covers internal techniques first (currency of invoicing, matching, leading/lagging, netting), since they cost little, then the external hedges (forwards, money market hedges, options, futures and swaps), each with its main advantage and drawback. It should finish with criteria for choosing in Meghna's situation: regular, predictable euro and sterling receipts suit forwards; uncertain flows suit options; the USD yarn payments may partly hedge USD-linked receipts.",
  },
  {
    ref: 'fm-040',
    area: 3,
    difficulty: 'foundation',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following are **internal** techniques for managing foreign exchange risk?',
    options: [
      'A forward exchange contract with a bank',
      'Leading and lagging payments',
      'A currency option bought from a bank',
      'Matching receipts and payments in the same currency',
      'A currency swap',
    ],
    correct: [1, 3],
    explanation:
      "Internal techniques use the company's own arrangements and involve no contract with a third party: **leading and lagging** (changing the timing of payments) and **matching** receipts with payments in the same currency (also netting and invoicing in the home currency).\n\nForward contracts, options and swaps are **external** hedges arranged with banks or other counterparties.",
  },
  {
    ref: 'fm-041',
    area: 3,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: 'Rahman Electronics Ltd must pay USD 1,000,000 in 3 months. It buys USD call options (the right to buy USD) at an exercise price of Tk 118 per USD, paying a premium of Tk 1.75 per USD now. At expiry the spot rate is Tk 121 per USD.\n\nIgnoring the time value of money on the premium, calculate the total taka cost of the payment, including the premium.',
    answer: 119750000,
    prefix: 'Tk',
    checks: [check('answer', { usd: 1000000, strike: 118, premium: 1.75, spot: 121 }, (i) => i.usd * (Math.min(i.strike, i.spot) + i.premium))],
    explanation:
      'At expiry the spot rate (Tk 121) is above the exercise price (Tk 118), so the company **exercises** the call and buys dollars at Tk 118.\n\n- Cost of dollars: 1,000,000 × 118 = Tk 118,000,000\n- Premium: 1,000,000 × 1.75 = Tk 1,750,000\n- **Total = Tk 119,750,000** (an effective Tk 119.75 per USD)\n\nUnhedged, the cost would have been Tk 121,000,000. Forgetting the premium gives Tk 118,000,000.',
  },
  {
    ref: 'fm-042',
    area: 3,
    difficulty: 'challenging',
    kind: 'table',
    stem: 'Two companies can each borrow Tk 500 million for 5 years on the following terms:\n\n| Company | Fixed rate | Floating rate |\n| --- | --- | --- |\n| Padma Cement Ltd | 10% | benchmark + 1% |\n| Jamuna Textiles Ltd | 12% | benchmark + 2% |\n\nPadma Cement wants floating-rate debt and Jamuna Textiles wants fixed-rate debt. They agree an interest rate swap directly (no bank fee): each borrows where it has the comparative advantage and the total gain is shared **equally**.\n\nComplete the table.',
    columns: ['Item', 'Result'],
    rows: [
      ['Total potential annual gain from the swap (percentage points)', { number: 1, marks: 2, tolerance: { absolute: 0.005 } }],
      ["Padma Cement's effective borrowing cost: benchmark + (%)", { number: 0.5, marks: 1, tolerance: { absolute: 0.005 } }],
      ["Jamuna Textiles' effective fixed borrowing cost (%)", { number: 11.5, marks: 1, tolerance: { absolute: 0.005 } }],
      ['Annual saving for each company on Tk 500 million (Tk million)', { number: 2.5, marks: 1, tolerance: { absolute: 0.005 } }],
    ],
    checks: [
      check('cell 0 1', { pFix: 10, pFl: 1, jFix: 12, jFl: 2 }, (i) => i.jFix - i.pFix - (i.jFl - i.pFl)),
      check('cell 1 1', { pFix: 10, pFl: 1, jFix: 12, jFl: 2 }, (i) => i.pFl - (i.jFix - i.pFix - (i.jFl - i.pFl)) / 2),
      check('cell 2 1', { pFix: 10, pFl: 1, jFix: 12, jFl: 2 }, (i) => i.jFix - (i.jFix - i.pFix - (i.jFl - i.pFl)) / 2),
      check('cell 3 1', { amount: 500, pFix: 10, pFl: 1, jFix: 12, jFl: 2 }, (i) => (i.amount * ((i.jFix - i.pFix - (i.jFl - i.pFl)) / 2)) / 100),
    ],
    explanation:
      '1. Padma is 2 points cheaper in fixed (12% − 10%) but only 1 point cheaper in floating (B+2% − B+1%). The **quality spread differential** = 2% − 1% = **1 percentage point**: Padma has the comparative advantage in fixed, Jamuna in floating.\n2. Padma borrows fixed at 10%, Jamuna borrows floating at B + 2%, and they swap. Combined cost = 10% + B + 2% = B + 12%, against B + 13% if each borrowed directly in the form it wants.\n3. Sharing the 1% equally: Padma pays **B + 0.5%** (instead of B + 1%), Jamuna pays **11.5%** fixed (instead of 12%).\n4. Each saves 0.5% × Tk 500 million = **Tk 2.5 million** a year.\n\nA common error is to take only the fixed-rate difference (2%) as the gain.',
  },
  {
    ref: 'fm-043',
    area: 3,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: "Bogura Dairy Ltd expects to borrow Tk 100 million for 6 months, starting in 3 months' time, and wants to fix the interest rate now using a forward rate agreement (FRA).\n\nWhich FRA should it buy?",
    options: ['6v3', '3v9', '3v6', '0v9'],
    correct: 1,
    explanation:
      'An FRA is quoted as "start v end", both measured in months from today. The loan starts in 3 months and ends 6 months later, i.e. at month 9, so the company needs a **3v9** FRA.\n\nA 3v6 FRA covers only a 3-month period (months 3 to 6); 6v3 is not a valid quotation; 0v9 would cover a 9-month period starting now.',
  },
  {
    ref: 'fm-044',
    area: 3,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: 'Bogura Dairy Ltd will borrow Tk 100 million for 6 months, starting in 3 months. It buys a 3v9 forward rate agreement at 9% a year. When the loan starts, the reference rate is 10% a year and the company borrows at that rate.\n\nIgnoring the discounting of the settlement amount, how much will the FRA counterparty pay the company (Tk)?',
    answer: 500000,
    prefix: 'Tk',
    checks: [check('answer', { amount: 100, fra: 9, actual: 10, months: 6 }, (i) => i.amount * 1000000 * ((i.actual - i.fra) / 100) * (i.months / 12))],
    explanation:
      'The FRA compensates the buyer when the reference rate rises above the agreed rate:\n\nSettlement = Tk 100,000,000 × (10% − 9%) × 6/12 = **Tk 500,000**, received by the company.\n\nThe company pays 10% on the loan (Tk 5,000,000 for 6 months) but receives Tk 500,000 from the FRA, so its net cost is Tk 4,500,000, an effective 9%. Forgetting the 6/12 gives Tk 1,000,000.',
  },
  {
    ref: 'fm-045',
    area: 3,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: 'The spot rate today is Tk 110 per USD. Inflation over the next year is expected to be 8% in Bangladesh and 3% in the United States.\n\nUsing purchasing power parity, what is the expected spot rate in one year?',
    options: ['Tk 104.91 per USD', 'Tk 118.80 per USD', 'Tk 115.50 per USD', 'Tk 115.34 per USD'],
    correct: 3,
    explanation:
      'PPP: expected spot = S0 × (1 + h_Tk) ÷ (1 + h_USD) = 110 × 1.08 ÷ 1.03 = **Tk 115.34 per USD**\n\nThe higher-inflation currency (taka) is expected to weaken. Tk 104.91 inverts the ratio; Tk 118.80 applies only Bangladeshi inflation; Tk 115.50 uses the approximate 5% difference (110 × 1.05) rather than the exact ratio.',
  },
  {
    ref: 'fm-046',
    area: 3,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following statements correctly describe currency **futures** compared with forward contracts?',
    options: [
      'Futures are standardised contracts traded on an exchange',
      'Futures can be tailored to the exact amount and date of the underlying transaction',
      'Futures require an initial margin and are marked to market daily',
      'Futures eliminate basis risk',
      'Futures give the holder the right, but not the obligation, to deal',
    ],
    correct: [0, 2],
    explanation:
      'Futures are **standardised** (fixed contract sizes and delivery dates) and **exchange-traded**, with an initial margin and daily variation margin (marking to market) through the clearing house.\n\nBecause of the standard sizes and dates, futures rarely match an exposure exactly (unlike tailor-made forwards) and they leave **basis risk**. A right without an obligation describes an **option**, not a future.',
  },
];

export const financialManagementBank: SeedBank = { subject: 'financial-management', questions };
