import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Strategic Business Management and Leadership courses (Advanced Level). */
export const STRATEGY_PDF_LESSONS: PdfLessons = {
  'strategic-business-management-leadership-complete-course': {
    'Finance formulae and valuation methods summary': {
      title: 'Finance formulae and valuation methods',
      fileName: 'sbm-finance-formulae-and-valuation-methods.pdf',
      description:
        'The finance tools a board-level case answer uses: cost of capital, investment appraisal, the main valuation methods and their limitations, and currency risk, each with a short example.',
      text: `
COST OF CAPITAL
- Cost of equity (CAPM): Ke = Rf + beta x (Rm - Rf). Example: 8% + 1.2 x 6% = 15.2%.
- After-tax cost of debt: Kd x (1 - tax rate). Example: 12% x (1 - 27.5%) = 8.7%.
- WACC with market values. Example: equity 600, debt 400: 15.2% x 0.6 + 8.7% x 0.4 = 12.6%.
- Use the WACC only if the project's risk and the financing mix are like the company's; otherwise
  regear a proxy beta.

INVESTMENT APPRAISAL FOR STRATEGIC PROJECTS
- NPV is the primary measure; add IRR, payback and discounted payback for the board's view of risk.
- Include only relevant, incremental, future cash flows: ignore sunk costs and allocated overheads.
- Sensitivity: the % change in one input that makes the NPV zero = NPV / PV of that input.
- Real options (to expand, delay or abandon) can add value that a static NPV misses.

VALUATION METHODS
- Net assets: a floor value; use fair values. Ignores goodwill and future earnings.
- P/E: earnings x a suitable P/E; reduce a listed peer's P/E by 20-30% for an unlisted target.
  Example: earnings Tk 50 crore x P/E 10 = Tk 500 crore.
- Dividend growth: D1 / (Ke - g). Suited to minority stakes, not control.
- Free cash flow: PV of free cash flows to the firm at WACC, less net debt = equity value. Best for
  control; most sensitive to growth and the terminal value.
- Example terminal value: FCF of Tk 40 crore in year 5 growing at 4% with WACC 12%:
  40 x 1.04 / (0.12 - 0.04) = Tk 520 crore at the end of year 5.
- Synergies: value them separately and be sceptical; only pay for synergies the buyer creates.

ACQUISITION FINANCE
- Cash (from debt): keeps control, raises gearing, may breach covenants.
- Share-for-share exchange: shares the risk with target shareholders, dilutes EPS and control.
- Earn-outs: part of the price depends on future performance, reducing overpayment risk.

CURRENCY RISK FOR EXPORTERS
- Forward contracts fix the rate; options keep the upside for a premium; natural hedges (matching
  USD costs and revenues) cost nothing.
- Example: USD 2 million receivable, forward rate Tk 121: Tk 24.2 crore fixed.

GEARING AND COVENANTS
- Gearing = debt / (debt + equity); interest cover = operating profit / interest.
- Always test a financing plan against existing loan covenants and Bangladesh Bank's rules on
  foreign borrowing where relevant.
`,
    },
    'Case study pack and model answers': {
      title: 'Case study pack and model answers',
      fileName: 'sbm-case-study-pack-and-model-answers.pdf',
      description: 'The exhibits and model answers for the two integrated case studies in this section: a ready-made garment exporter and a mobile financial services provider.',
      text: `
CASE A: DELTA APPAREL LTD (a ready-made garment exporter in Gazipur)
Exhibits: revenue Tk 1,200 crore, 85% from two European buyers; operating margin 6%, falling;
the buyers now require carbon reporting and a 30% emissions cut by 2030; Bangladesh's graduation
from least developed country status will affect duty-free access to some markets; the board is
considering a Tk 150 crore investment in automated cutting and rooftop solar.
MODEL ANSWER A (outline)
- Strategic position: high buyer power (concentration), low switching costs, pressure on margins
  (Porter). PESTEL: LDC graduation and tariff risk; environmental regulation by buyers.
- Options: automate and go green to keep the buyers (a defensive strategy); diversify markets
  (Japan, Australia) and products (technical and man-made-fibre garments).
- Finance: at a 6% margin, profit is Tk 72 crore; if automation lifts the margin to 8% the extra
  Tk 24 crore a year pays back the Tk 150 crore in about 6 years, before the value of keeping the
  buyers, which is the larger benefit.
- Risks: technology implementation, workforce reduction and its social effects; manage with
  retraining and clear communication.
- Recommendation: invest, financed partly by green finance at concessionary rates where available,
  and set a target of no buyer above 35% of revenue within 5 years.

CASE B: TAKA-PAY LTD (a mobile financial services provider)
Exhibits: 25 million registered users, 9 million active; revenue from cash-out fees; a competitor
has made cash-out free for salary receipts; Bangladesh Bank is tightening agent due-diligence rules;
a data breach in March exposed 40,000 users' details; the board is considering a micro-loan product
with a partner bank.
MODEL ANSWER B (outline)
- Position: network effects and a large user base, but fee-based revenue under price pressure.
- Options: micro-loans (revenue from data, diversifies income) versus competing on fees.
- Data analytics: active users are 36% of registered: the real market is 9 million; segment them
  before forecasting loan demand.
- Risk: credit risk sits mainly with the partner bank, but the reputational risk is Taka-Pay's;
  the data breach undermines trust: fix controls first (ISO 27001, penetration tests, incident
  reporting to the regulator).
- Assurance: independent assurance over the active-user KPI and over IT security controls.
- Ethics: using transaction data for credit scoring needs consent and transparency.
- Recommendation: launch a pilot with limits after the security remediation is verified.

MARKING NOTE
Both answers earn marks for using the exhibit data, for balanced options with a clear
recommendation, and for linking risk, assurance and ethics to the strategy.
`,
    },
  },
  'strategic-business-management-leadership-case-study-mock-exams': {
    'Case 1: question paper and exhibits': {
      title: 'Case 1: questions and exhibits',
      fileName: 'sbm-mock-case-1-pharmaceutical-exports.pdf',
      description: 'Mock case 1: a pharmaceutical manufacturer entering export markets. The requirements and exhibits for a 3.5-hour sitting, before the two debrief lessons.',
      text: `
Time allowed: 3.5 hours. Total: 100 marks.

SCENARIO
Healwell Pharmaceuticals Ltd is a Dhaka-based manufacturer listed on the DSE, with revenue of
Tk 2,800 crore, 95% from Bangladesh. The board wants exports to reach 20% of revenue in five years.
You work for the strategy team and report to the CEO.

EXHIBIT 1: MARKETS UNDER CONSIDERATION
- Kenya: registration takes 18-24 months; generic drug demand growing 9% a year; a local
  distributor has approached Healwell.
- Sri Lanka: quicker registration; price controls; currency volatility in recent years.
- Europe: requires EU GMP approval of one plant at an estimated cost of Tk 120 crore.

EXHIBIT 2: FINANCIAL DATA FOR THE KENYA PROPOSAL (Tk crore)
Initial investment 45 (registration, marketing, working capital). Net cash flows years 1-5: -5, 10,
18, 25, 30. Cost of capital 14%. Discount factors at 14%: 0.877, 0.769, 0.675, 0.592, 0.519.

EXHIBIT 3: DATA EXTRACT
Export sales by product family for the last 3 years show that antibiotics account for 60% of trial
shipments but earn the lowest margin (12%); oncology products are 8% of shipments at a 35% margin.

EXHIBIT 4: BOARD MINUTES
The CFO is concerned about the shilling; the production director says capacity is 90% used; a
non-executive director asks whether a sales commission scheme proposed by the Kenyan distributor,
paid partly to "facilitate registration", is acceptable.

REQUIREMENTS
1. Evaluate the three markets and recommend an export strategy, using an appropriate framework.
   (25 marks)
2. Calculate the NPV of the Kenya proposal and discuss the other factors the board should
   consider. (20 marks)
3. Analyse the data in Exhibit 3 and explain its implications for the product mix. (15 marks)
4. Explain how currency risk could be managed. (15 marks)
5. Discuss the ethical issues in Exhibit 4 and recommend actions. (15 marks)
6. Explain the leadership and change challenges of becoming an exporter. (10 marks)

CHECK FIGURE FOR REQUIREMENT 2
Present value of years 1-5: -4.39 + 7.69 + 12.15 + 14.80 + 15.57 = 45.82; NPV = +0.82 crore:
marginally positive and highly sensitive to delay in registration.
`,
    },
    'Case 2: question paper and exhibits': {
      title: 'Case 2: questions and exhibits',
      fileName: 'sbm-mock-case-2-retail-digital-transformation.pdf',
      description: 'Mock case 2: a retail chain considering a digital transformation. The requirements and exhibits for a 3.5-hour sitting, before the two debrief lessons.',
      text: `
Time allowed: 3.5 hours. Total: 100 marks.

SCENARIO
Bazaar Plus Ltd runs 120 supermarkets in Dhaka, Chattogram and Sylhet, with revenue of Tk 1,500
crore and a 3% net margin. Online grocery platforms are growing fast. The new CEO proposes a
Tk 200 crore digital transformation: an app with home delivery, a loyalty programme using customer
data, and automated replenishment. You are an adviser to the board.

EXHIBIT 1: MARKET DATA
Online grocery is 4% of urban grocery spending, growing 35% a year. Two funded start-ups offer free
delivery. Bazaar Plus's store sales grew 2% last year against food inflation of 9%.

EXHIBIT 2: PROJECT FINANCIALS (Tk crore)
Capital cost 200 over two years. Expected incremental cash flows: years 1-2: nil; years 3-7: 55 a
year. Cost of capital 13%. Financing: a rights issue at a 20% discount or a five-year term loan at
11%; current gearing (debt / equity) is 70% against a covenant limit of 100%.

EXHIBIT 3: STAFF AND CULTURE
Store managers have run their stores independently for twenty years; IT has 12 staff; the union
opposes automated replenishment, which would remove 300 clerical roles.

EXHIBIT 4: KPI PROPOSALS
The CEO proposes reporting "app downloads" as the main KPI to the board and in the annual report.

REQUIREMENTS
1. Analyse Bazaar Plus's strategic position and the case for transformation. (20 marks)
2. Calculate the NPV of the project and evaluate the two financing options, including the covenant.
   (25 marks)
3. Recommend how to lead the change, using an appropriate change model. (20 marks)
4. Evaluate the proposed KPI, recommend a balanced set of KPIs and explain how assurance could be
   provided over them. (20 marks)
5. Identify the cyber and data protection risks of the loyalty programme and the controls needed.
   (15 marks)

CHECK FIGURE FOR REQUIREMENT 2
Annuity factor years 3-7 at 13% = annuity factor 7 years (4.423) - annuity factor 2 years (1.668) =
2.755; PV of inflows 55 x 2.755 = 151.5. If the capital cost is 100 now and 100 in year 1:
PV of costs 100 + 100 x 0.885 = 188.5. NPV = -37.0 crore before strategic benefits: the case rests
on defending the core business, which the answer must weigh.
`,
    },
    'Case 3: question paper and exhibits': {
      title: 'Case 3: questions and exhibits',
      fileName: 'sbm-mock-case-3-power-acquisition.pdf',
      description: 'Mock case 3: a power producer weighing an acquisition. The requirements and exhibits for a 3.5-hour sitting, before the two debrief lessons.',
      text: `
Time allowed: 3.5 hours. Total: 100 marks.

SCENARIO
Surya Power Ltd, listed on the DSE, owns three gas-fired plants supplying the national grid under
power purchase agreements (PPAs). Gas supply is becoming unreliable. The board is considering
acquiring 100% of Green Grid Ltd, an unlisted company with 150 MW of solar farms. You are on the
corporate development team.

EXHIBIT 1: GREEN GRID FINANCIAL INFORMATION (Tk crore)
Profit after tax 90. Free cash flow next year 110, growing at 3% a year. Net debt 400. Net assets at
fair value 650. Listed renewable peers trade on a P/E of 11.

EXHIBIT 2: SURYA'S POSITION
WACC 12%. Gearing 55% debt / (debt + equity). Cash available Tk 300 crore. The vendor asks for
Tk 1,050 crore for the equity, or Tk 900 crore plus an earn-out based on output.

EXHIBIT 3: RISKS
Green Grid's PPA tariffs are fixed in taka for 20 years; panels come from one Chinese supplier;
two farms are on land leased from a family that disputes the lease terms.

EXHIBIT 4: PEOPLE
Green Grid's founder wants to stay as CEO with full independence. Surya's engineers have no solar
experience. A board member owns 5% of Green Grid and has not declared it.

REQUIREMENTS
1. Value Green Grid's equity using at least two methods and advise on the offer price and the
   earn-out. (30 marks)
2. Evaluate the strategic fit of the acquisition and the alternatives. (20 marks)
3. Recommend how to finance the acquisition, considering gearing and the cash available. (15 marks)
4. Identify the key risks and the due diligence needed. (15 marks)
5. Discuss the leadership, integration and ethical issues in Exhibit 4. (20 marks)

CHECK FIGURES FOR REQUIREMENT 1
Free cash flow: enterprise value = 110 / (0.12 - 0.03) = 1,222; less net debt 400 = Tk 822 crore
equity. P/E: 90 x 11 = 990, or about 790 after a 20% discount for an unlisted company. Net assets:
650 (a floor). The asking price of 1,050 is above every measure: negotiate toward the earn-out.
`,
    },
  },
};
