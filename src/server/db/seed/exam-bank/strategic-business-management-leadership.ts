import { type SeedBank, type SeedQuestion, check } from './bank-types';

const ANSOFF = ['Market penetration', 'Market development', 'Product development', 'Diversification'];
const SCORECARD = ['Financial', 'Customer', 'Internal business process', 'Learning and growth'];

const questions: SeedQuestion[] = [
  // ─────────────────────────── Area 1: Strategy and leadership ───────────────────────────
  {
    ref: 'sbm-001',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'The strategy team of Deshi Bazaar Ltd, a supermarket chain, notes that the lifestyles and tastes of urban consumers in Bangladesh are changing: more households prefer packaged, branded food and shopping in modern, air-conditioned stores.\n\nIn a PESTEL analysis, this factor is best classified as:',
    options: ['Political', 'Economic', 'Social', 'Environmental'],
    correct: 2,
    explanation:
      'Changes in **lifestyles, tastes, attitudes and demographics** are **social** (socio-cultural) factors in PESTEL.\n\nIt would be economic if the point were rising disposable income or inflation, political if it concerned government policy, and environmental if it concerned climate, pollution or sustainability. Here the stem stresses consumer preferences and habits.',
  },
  {
    ref: 'sbm-002',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: "Padma Pharmaceuticals Ltd plans to begin exporting its **existing** range of generic medicines to Kenya and Nigeria, where it has not sold before.\n\nIn Ansoff's product-market matrix, this strategy is:",
    options: ['Market development', 'Market penetration', 'Product development', 'Diversification'],
    correct: 0,
    explanation:
      'Ansoff classifies growth by product (existing/new) and market (existing/new):\n\n| | Existing products | New products |\n| --- | --- | --- |\n| **Existing markets** | Market penetration | Product development |\n| **New markets** | **Market development** | Diversification |\n\nExisting medicines sold in new geographical markets = **market development**. It is not diversification because the products are not new.',
  },
  {
    ref: 'sbm-003',
    area: 1,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following are most consistent with a **cost leadership** strategy, as described by Porter?',
    options: [
      'Standardised products produced in high volumes to gain economies of scale',
      'Premium pricing justified by a strong brand image',
      'Tight cost control, continual process improvement and efficient procurement',
      'Serving a narrow market segment with tailored products',
      'Heavy spending on research and development to launch unique product features',
    ],
    correct: [0, 2],
    explanation:
      'A cost leader aims to be the **lowest-cost producer** in the industry, earning above-average returns at industry-average prices. It relies on scale economies, standardisation, learning-curve effects and tight cost control.\n\nPremium pricing, unique features and heavy R&D are features of **differentiation**; serving a narrow segment is a **focus** strategy.',
  },
  {
    ref: 'sbm-004',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: "Meghna Foods Ltd's instant-noodle brand has the largest share of the Bangladeshi instant-noodle market, which is growing at only 2% a year.\n\nIn the Boston Consulting Group (BCG) matrix, the brand is a:",
    options: ['Star', 'Question mark', 'Dog', 'Cash cow'],
    correct: 3,
    explanation:
      'The BCG matrix plots **relative market share** against **market growth**:\n\n- High share, high growth: Star\n- High share, low growth: **Cash cow**\n- Low share, high growth: Question mark (problem child)\n- Low share, low growth: Dog\n\nA market leader in a mature, slow-growing market is a cash cow: it generates cash with little investment, which can fund stars and question marks.',
  },
  {
    ref: 'sbm-005',
    area: 1,
    difficulty: 'challenging',
    kind: 'written',
    stem: 'Meghna Textiles Ltd is a vertically integrated knitwear exporter based in Narayanganj. About 70% of its sales go to the European Union duty-free. When Bangladesh graduates from Least Developed Country (LDC) status, the company expects to lose this preference after a transition period and to face EU tariffs of about 12% on its garments, unless Bangladesh qualifies for an alternative preference scheme.\n\nThe board is considering three options:\n\n1. Move into higher-value technical and sustainable garments for its existing EU buyers.\n2. Build a factory in another country that still enjoys preferential access to the EU.\n3. Develop its own apparel brand for the growing domestic market.\n\nEvaluate the three options using the suitability, feasibility and acceptability criteria, and recommend a course of action. **(12 marks)**',
    points: [
      {
        text: "Explains the framework: suitability (does the option address the LDC-graduation threat and fit the company's strengths?), feasibility (resources, capabilities, finance), acceptability (return, risk and stakeholder reactions).",
        marks: 1,
      },
      {
        text: 'Option 1 suitability: builds on existing buyer relationships and manufacturing capability; higher value and differentiation can absorb a 12% tariff better than basic garments.',
        marks: 2,
      },
      { text: 'Option 1 feasibility/acceptability: needs investment in technology, skills, design and certifications; moderate risk; attractive to buyers seeking sustainable supply.', marks: 1 },
      {
        text: 'Option 2: preserves duty-free access, but is high risk (unfamiliar country, political and operational risk, management stretch), needs large capital and may be unacceptable to Bangladeshi employees, lenders or government.',
        marks: 2,
      },
      {
        text: 'Option 3: reduces reliance on the EU and uses a growing home market, but needs different capabilities (branding, retail, distribution), faces established local brands and gives lower margins at first.',
        marks: 2,
      },
      { text: 'Notes the need for financial evaluation (NPV, payback, effect on gearing and cash flow) and for using the transition period to phase the change.', marks: 1 },
      { text: 'Considers combinations or phasing (e.g. option 1 now, option 3 as a longer-term diversification).', marks: 1 },
      { text: 'A clear, justified recommendation consistent with the evaluation.', marks: 2 },
    ],
    explanation:
      "A strong answer applies each criterion to each option using the scenario's facts rather than listing theory. Typically option 1 is the most suitable and feasible core response (it builds on existing strengths), option 2 is the riskiest, and option 3 is a useful but slower diversification. Credit any well-argued recommendation that follows from the evaluation and addresses the 70% dependence on the EU.",
  },
  {
    ref: 'sbm-006',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: "Rupali Cement Ltd is redesigning the packaging of its cement bags. A government regulator has significant power over the company but is expected to take little interest in this particular change.\n\nUsing Mendelow's power-interest matrix, how should the company manage this stakeholder for this change?",
    options: ['Key player: manage closely', 'Keep satisfied', 'Keep informed', 'Minimal effort'],
    correct: 1,
    explanation:
      "Mendelow's matrix:\n\n| | Low interest | High interest |\n| --- | --- | --- |\n| **High power** | **Keep satisfied** | Key player |\n| **Low power** | Minimal effort | Keep informed |\n\nA powerful regulator with little interest should be **kept satisfied**: the company should make sure the change meets its requirements so that the regulator does not become interested and move to the key-player quadrant.",
  },
  {
    ref: 'sbm-007',
    area: 1,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following are elements of the **cultural web** (Johnson, Scholes and Whittington)?',
    options: ['Rituals and routines', 'The value chain', 'Control systems', 'Critical success factors', 'Core competences'],
    correct: [0, 2],
    explanation:
      'The cultural web has the **paradigm** at its centre, surrounded by six elements: stories, symbols, **rituals and routines**, **control systems**, organisational structures and power structures.\n\nThe value chain (Porter), critical success factors and core competences (Prahalad and Hamel) are tools of strategic analysis, not elements of the cultural web.',
  },
  {
    ref: 'sbm-008',
    area: 1,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "The new managing director of Jamuna Logistics Ltd wants to lead a major change programme using Kotter's eight-step model.\n\nWhat is the **first** step in Kotter's model?",
    options: ['Form a powerful guiding coalition', 'Generate short-term wins', 'Anchor the changes in the corporate culture', 'Create a sense of urgency'],
    correct: 3,
    explanation:
      "Kotter's eight steps are: (1) **create a sense of urgency**; (2) build a guiding coalition; (3) form a strategic vision; (4) communicate the vision; (5) remove obstacles / empower action; (6) generate short-term wins; (7) sustain acceleration / consolidate gains; (8) anchor the changes in the culture.\n\nWithout urgency, Kotter argues, complacency wins and the coalition cannot be formed.",
  },
  {
    ref: 'sbm-009',
    area: 1,
    difficulty: 'standard',
    kind: 'written',
    stem: 'Rahman Group, a family-owned conglomerate in Chattogram with trading, shipping and food divisions, is replacing its separate divisional accounting systems with a single cloud-based ERP system. Long-serving divisional accountants are resisting the change, fearing job losses and loss of autonomy, and some are delaying data migration.\n\nUsing appropriate change-management models, explain how the group CFO should lead this change. **(10 marks)**',
    points: [
      { text: "Diagnoses the causes of resistance: job insecurity, loss of status and control, habit, fear of new skills, and distrust of the family owners' motives.", marks: 2 },
      { text: 'Lewin "unfreeze": communicate the case for change (one version of the truth, faster group reporting, lower cost) and create urgency.', marks: 2 },
      { text: 'Lewin "change/move": involve users in design and testing, train staff, run pilots, appoint change champions in each division, provide support.', marks: 2 },
      { text: 'Lewin "refreeze": embed new procedures, align performance measures and rewards with the new system, switch off the old systems.', marks: 1 },
      {
        text: 'Kotter and Schlesinger: education and communication, participation, facilitation and negotiation (e.g. redeployment or retraining guarantees) before any coercion, which carries ethical and retention risks.',
        marks: 2,
      },
      { text: 'Leadership: visible sponsorship by the owning family and a transformational style that explains the vision and listens to concerns.', marks: 1 },
    ],
    explanation:
      "Good answers use a recognised model (Lewin's three stages, Kotter's eight steps, Kotter and Schlesinger's ways of dealing with resistance) and apply it to the specific people and risks in the scenario: long-serving accountants, divisional autonomy and delayed data migration. Generic theory without application earns little credit.",
  },
  {
    ref: 'sbm-010',
    area: 1,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: 'The new CEO of Sylhet Tea Estates Ltd sets clear targets for each estate manager, pays bonuses when the targets are met, and intervenes only when results fall below standard.\n\nThis leadership style is best described as:',
    options: ['Transformational leadership', 'Laissez-faire leadership', 'Transactional leadership', 'Servant leadership'],
    correct: 2,
    explanation:
      "**Transactional** leadership (Bass) is an exchange: clear goals, contingent rewards for meeting them, and management by exception when performance falls short.\n\nTransformational leaders inspire followers with a vision and intellectual stimulation beyond self-interest; laissez-faire leaders avoid involvement; servant leaders put followers' development and needs first.",
  },
  {
    ref: 'sbm-011',
    area: 1,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Deshi Snacks Ltd's annual potato-chip sales are Tk 450 million. The total market is worth Tk 1,500 million, and its largest competitor sells Tk 300 million.\n\nCalculate Deshi Snacks' **relative market share**, as used in the BCG matrix.",
    answer: 1.5,
    suffix: 'times',
    tolerance: { absolute: 0.01 },
    checks: [check('answer', { own: 450, rival: 300 }, (i) => i.own / i.rival)],
    explanation:
      'Relative market share = own market share ÷ share of the largest competitor = 450 ÷ 300 = **1.5 times**.\n\nA relative share above 1.0 means Deshi Snacks is the market leader. Its absolute share (450 ÷ 1,500 = 30%) is not the BCG measure.',
  },
  {
    ref: 'sbm-012',
    area: 1,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "Which of the following is a **support** activity in Porter's value chain?",
    options: ['Outbound logistics', 'Marketing and sales', 'Operations', 'Technology development'],
    correct: 3,
    explanation:
      "Porter's **primary** activities are inbound logistics, operations, outbound logistics, marketing and sales, and service. The **support** activities are firm infrastructure, human resource management, **technology development** and procurement.\n\nThe other three options are all primary activities.",
  },
  {
    ref: 'sbm-013',
    area: 1,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Which TWO of the following are advantages of growth by **acquisition** rather than by organic growth?',
    options: [
      'A lower risk of a clash of organisational cultures',
      'Faster entry into a new market or industry',
      'It is usually cheaper, because no premium is paid',
      'The company develops its own capabilities at its own pace',
      "Immediate access to the target's customers, brands, licences and skilled staff",
    ],
    correct: [1, 4],
    explanation:
      "Acquisition buys an existing business, so it gives **speed** and **immediate access to resources** (customers, brands, licences, people) and can remove a competitor.\n\nIts drawbacks are the reverse of the distractors: a **higher** risk of culture clash and integration problems, and usually a **higher** cost because a control premium is paid. Developing capabilities at one's own pace is an advantage of organic growth.",
  },
  {
    ref: 'sbm-014',
    area: 1,
    difficulty: 'challenging',
    kind: 'written',
    stem: 'Deshi Bazaar Ltd, a supermarket chain with 48 stores in Dhaka and Chattogram, wants to launch an online grocery delivery service. The board is considering three methods:\n\n- **Organic**: build its own app, dark stores and delivery fleet.\n- **Acquisition**: buy BazarKoro, a loss-making online grocery start-up with 150,000 registered users.\n- **Strategic alliance**: partner with a mobile financial services provider for payments and a ride-sharing company for delivery.\n\nDiscuss the advantages and disadvantages of each method and recommend one. **(10 marks)**',
    points: [
      {
        text: 'Organic: full control, brand consistency and no acquisition premium; but slow, needs technology and logistics skills Deshi Bazaar lacks, and it may lose first-mover ground.',
        marks: 2,
      },
      {
        text: 'Acquisition: speed, an existing customer base, app and team; but the target is loss-making, needs valuation and due diligence (customer data quality, cash burn, liabilities), and there are culture and integration risks.',
        marks: 2,
      },
      {
        text: "Alliance: quick, low capital and uses partners' strengths (payments, delivery network); but shared control and profits, dependence on partners, conflicts of interest and data-sharing risks.",
        marks: 2,
      },
      { text: "Criteria applied: speed to market, cost and financing, risk, control, required capabilities, and fit with Deshi Bazaar's existing stores.", marks: 2 },
      { text: 'A justified recommendation (e.g. alliance now to test demand, with an option to acquire or build later), with conditions or next steps.', marks: 2 },
    ],
    explanation:
      "The answer should compare the three development methods against clear criteria (speed, cost, risk, control, capabilities) using the scenario's details: Deshi Bazaar's store network, BazarKoro's losses and user base, and the partners' payment and delivery strengths. Any well-reasoned recommendation is acceptable, provided it follows from the analysis.",
  },
  {
    ref: 'sbm-015',
    area: 1,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: 'Deshi Bazaar Ltd estimates that its online grocery service could reach 2,000,000 urban households. It expects 15% of them to become customers, spending an average of Tk 1,200 a year each on the service.\n\nEstimate the annual revenue of the service (Tk million).',
    answer: 360,
    prefix: 'Tk',
    suffix: 'million',
    checks: [check('answer', { households: 2000000, penetration: 15, spend: 1200 }, (i) => (i.households * (i.penetration / 100) * i.spend) / 1000000)],
    explanation:
      'Customers = 2,000,000 × 15% = 300,000 households\n\nRevenue = 300,000 × Tk 1,200 = Tk 360,000,000 = **Tk 360 million**\n\nA market-sizing estimate like this is only as good as its penetration and spend assumptions, so it should be tested with sensitivity analysis (e.g. 10% penetration gives Tk 240 million).',
  },
  {
    ref: 'sbm-016',
    area: 1,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "Ten years ago, Sonar Bangla Ceramics Ltd planned to sell tiles only to property developers. Over time, in response to unplanned orders from retail hardware shops, its sales staff built a large retail trade, which now provides most of its profit. The board never formally decided on this change.\n\nIn Mintzberg's terms, the retail business is an example of:",
    options: ['A deliberate strategy', 'An emergent strategy', 'An unrealised strategy', 'A logical incremental plan approved by the board'],
    correct: 1,
    explanation:
      'Mintzberg distinguishes **intended** strategy (planned), which may be realised as **deliberate** strategy or left **unrealised**, from **emergent** strategy: a pattern in a stream of actions that develops without being planned in advance.\n\nThe retail trade grew from staff responses to opportunities and was never formally decided, so it is **emergent**. The original plan to sell only to developers is the part that went unrealised.',
  },
  {
    ref: 'sbm-017',
    area: 1,
    difficulty: 'standard',
    kind: 'table',
    stem: "Bengal Agro Group currently produces rice-bran oil for retail customers in Bangladesh. Classify each proposal using Ansoff's product-market matrix.",
    columns: ['Proposal', 'Ansoff strategy'],
    rows: [
      ['Setting up a solar-power generation company', { select: ANSOFF, correct: 3, marks: 1 }],
      ['Selling its existing rice-bran oil to supermarkets in Nepal and Bhutan', { select: ANSOFF, correct: 1, marks: 1 }],
      ['Running a price promotion to win share in its existing Bangladeshi rice-bran oil market', { select: ANSOFF, correct: 0, marks: 1 }],
      ['Launching a new fortified-flour brand for its existing Bangladeshi retail customers', { select: ANSOFF, correct: 2, marks: 1 }],
    ],
    explanation:
      '- **Solar power**: new product, new market, unrelated to edible oil = **diversification** (unrelated).\n- **Existing oil to Nepal and Bhutan**: existing product, new geographical market = **market development**.\n- **Price promotion at home**: existing product, existing market = **market penetration**.\n- **Fortified flour for existing customers**: new product, existing market = **product development**.',
  },
  {
    ref: 'sbm-018',
    area: 1,
    difficulty: 'challenging',
    kind: 'multi',
    marks: 2,
    stem: "The board of a company listed on the Dhaka Stock Exchange is reviewing its compliance with the Bangladesh Securities and Exchange Commission's **Corporate Governance Code (2018)**.\n\nWhich TWO of the following are requirements of the Code?",
    options: [
      'At least half of the directors must be executive directors',
      'The positions of chairperson of the board and managing director/CEO must be held by different individuals',
      'The audit committee must be chaired by the chief financial officer',
      'At least one-fifth of the total number of directors must be independent directors',
      'The managing director may also chair the board if the shareholders approve',
    ],
    correct: [1, 3],
    explanation:
      "BSEC's Corporate Governance Code (2018) requires, among other things:\n\n- at least **one-fifth** of the directors to be **independent directors**; and\n- the chairperson of the board and the MD/CEO to be **different individuals** (the chairperson is elected from among the non-executive directors).\n\nThe audit committee must be chaired by an **independent director**, not the CFO (its members are non-executive directors), and there is no requirement for a majority of executive directors; boards are expected to have a strong non-executive presence.",
  },

  // ─────────────────────── Area 2: Finance and financial management ───────────────────────
  {
    ref: 'sbm-019',
    area: 2,
    difficulty: 'challenging',
    kind: 'number',
    marks: 2,
    stem: "Bengal Agro Group plans a new edible-oil refinery costing Tk 600 million, payable now. Forecast post-tax cash flows are Tk 40 million in Year 1, Tk 50 million in Year 2 and Tk 60 million in Year 3. After Year 3, cash flows are expected to grow at 3% a year in perpetuity. The group's WACC is 12%.\n\nCalculate the project's NPV (Tk million), to two decimal places.",
    answer: 7.04,
    prefix: 'Tk',
    suffix: 'million',
    tolerance: { absolute: 0.5 },
    checks: [
      check('answer', { cost: 600, y1: 40, y2: 50, y3: 60, growth: 3, wacc: 12 }, (i) => {
        const r = i.wacc / 100;
        const terminal = (i.y3 * (1 + i.growth / 100)) / (r - i.growth / 100);
        return -i.cost + i.y1 / (1 + r) + i.y2 / (1 + r) ** 2 + (i.y3 + terminal) / (1 + r) ** 3;
      }),
    ],
    explanation:
      '1. Terminal value at end of Year 3 = Year 4 cash flow ÷ (WACC − g) = 60 × 1.03 ÷ (0.12 − 0.03) = 61.8 ÷ 0.09 = Tk 686.67 million\n\n| Year | Cash flow | DF 12% | PV |\n| --- | --- | --- | --- |\n| 0 | (600.00) | 1.000 | (600.00) |\n| 1 | 40.00 | 0.893 | 35.71 |\n| 2 | 50.00 | 0.797 | 39.86 |\n| 3 | 60.00 + 686.67 | 0.712 | 531.46 |\n| **NPV** | | | **7.04** (after rounding) |\n\nThe NPV is only marginally positive and about 80% of the present value comes from the terminal value, so the decision is very sensitive to the growth and WACC assumptions. Discounting the terminal value for 4 years instead of 3 is a common error.',
  },
  {
    ref: 'sbm-020',
    area: 2,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: "Padma Holdings Ltd (market value Tk 5,000 million) is acquiring Surma Beverages Ltd (market value Tk 1,200 million) for a cash payment of Tk 1,500 million. Immediately after the acquisition, and before deducting the cash paid, the combined business is expected to be worth Tk 6,600 million.\n\nCalculate the gain (or loss) to Padma Holdings' shareholders from the acquisition (Tk million).",
    answer: 100,
    prefix: 'Tk',
    suffix: 'million',
    checks: [check('answer', { acquirer: 5000, target: 1200, price: 1500, combined: 6600 }, (i) => i.combined - i.price - i.acquirer)],
    explanation:
      "- Synergy = 6,600 − 5,000 − 1,200 = Tk 400 million\n- Premium paid to Surma's shareholders = 1,500 − 1,200 = Tk 300 million\n- Gain to Padma's shareholders = synergy − premium = 400 − 300 = **Tk 100 million**\n\n(Equivalently: Padma's value after paying the cash = 6,600 − 1,500 = 5,100, against 5,000 before.) Most of the synergy goes to the target's shareholders through the premium, which is typical of acquisitions.",
  },
  {
    ref: 'sbm-021',
    area: 2,
    difficulty: 'challenging',
    kind: 'table',
    stem: 'Padma Holdings Ltd plans a share-for-share offer for Karnaphuli Foods Ltd:\n\n| | Padma Holdings | Karnaphuli Foods |\n| --- | --- | --- |\n| Earnings (Tk million) | 200 | 40 |\n| Shares in issue (million) | 50 | 20 |\n| P/E ratio | 15 | 10 |\n\nPadma offers 2 new Padma shares for every 5 Karnaphuli shares. Assume no synergies and that the share prices are those implied by the P/E ratios. Complete the table.',
    columns: ['Item', 'Result'],
    rows: [
      ['Market price of a Padma share before the bid (Tk)', { number: 60, marks: 1 }],
      ['Value of the offer per Karnaphuli share (Tk)', { number: 24, marks: 1 }],
      ["Premium over Karnaphuli's current share price (%)", { number: 20, marks: 1, tolerance: { absolute: 0.05 } }],
      ['New Padma shares issued (million)', { number: 8, marks: 1 }],
      ['EPS of the enlarged Padma group (Tk)', { number: 4.14, marks: 2, tolerance: { absolute: 0.01 } }],
      ["Effect on EPS for Padma's existing shareholders", { select: ['Increases (accretive)', 'Decreases (dilutive)', 'Unchanged'], correct: 0, marks: 1 }],
    ],
    checks: [
      check('cell 0 1', { earnings: 200, shares: 50, pe: 15 }, (i) => (i.earnings / i.shares) * i.pe),
      check('cell 1 1', { earnings: 200, shares: 50, pe: 15, give: 2, per: 5 }, (i) => (i.earnings / i.shares) * i.pe * (i.give / i.per)),
      check('cell 2 1', { earnings: 200, shares: 50, pe: 15, give: 2, per: 5, tEarnings: 40, tShares: 20, tPe: 10 }, (i) => {
        const offer = (i.earnings / i.shares) * i.pe * (i.give / i.per);
        const current = (i.tEarnings / i.tShares) * i.tPe;
        return ((offer - current) / current) * 100;
      }),
      check('cell 3 1', { tShares: 20, give: 2, per: 5 }, (i) => (i.tShares * i.give) / i.per),
      check('cell 4 1', { earnings: 200, shares: 50, tEarnings: 40, tShares: 20, give: 2, per: 5 }, (i) => (i.earnings + i.tEarnings) / (i.shares + (i.tShares * i.give) / i.per)),
    ],
    explanation:
      '1. Padma EPS = 200 ÷ 50 = Tk 4.00; price = 4.00 × 15 = **Tk 60**\n2. Offer per Karnaphuli share = 60 × 2/5 = **Tk 24**\n3. Karnaphuli price = (40 ÷ 20) × 10 = Tk 20; premium = (24 − 20) ÷ 20 = **20%**\n4. New shares = 20m × 2/5 = **8 million**\n5. Group EPS = (200 + 40) ÷ (50 + 8) = 240 ÷ 58 = **Tk 4.14**, up from Tk 4.00: **accretive**\n\nEPS rises because Padma is buying Karnaphuli\'s earnings on a P/E of 12 (24 ÷ 2.00), below its own P/E of 15: the "bootstrapping" effect. This does not in itself create value; with no synergies, the market may apply a lower P/E to the enlarged group.',
  },
  {
    ref: 'sbm-022',
    area: 2,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "Rahman Group, a conglomerate with a WACC of 11%, is appraising an investment in a gas-fired power plant whose systematic (business) risk is very different from that of the group's existing trading and shipping businesses.\n\nWhich discount rate is most appropriate for the project?",
    options: [
      "The group's existing WACC of 11%, because the project will be funded from the group's pool of funds",
      'The interest rate on the bank loan that will finance the project',
      "A risk-adjusted rate based on the asset betas of listed power-generation companies, regeared to reflect the group's capital structure",
      "The group's existing WACC plus an arbitrary premium of 5% because the project is new",
    ],
    correct: 2,
    explanation:
      "The existing WACC is appropriate only for projects with the same business risk and financed so as to keep gearing unchanged. For a project with different systematic risk, the discount rate should reflect **that project's** risk: ungear the equity betas of proxy power companies to asset betas, regear to the group's gearing, and use CAPM to derive a project cost of equity and WACC (or use APV if financing changes significantly).\n\nThe cost of a specific loan ignores equity risk, and an arbitrary premium has no theoretical basis.",
  },
  {
    ref: 'sbm-023',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: 'Surma Steel Ltd forecasts earnings before interest and tax of Tk 180 million and interest payable of Tk 40 million for next year. Its loan covenant requires interest cover of at least 4 times.\n\nCalculate the forecast interest cover.',
    answer: 4.5,
    suffix: 'times',
    tolerance: { absolute: 0.01 },
    checks: [check('answer', { ebit: 180, interest: 40 }, (i) => i.ebit / i.interest)],
    explanation:
      'Interest cover = EBIT ÷ interest = 180 ÷ 40 = **4.5 times**, so the covenant (at least 4 times) is met with limited headroom: EBIT could fall only to Tk 160 million (4 × 40), about 11%, before the covenant is breached.\n\nDividing profit after interest (140 ÷ 40 = 3.5) understates the cover.',
  },
  {
    ref: 'sbm-024',
    area: 2,
    difficulty: 'challenging',
    kind: 'written',
    workings: true,
    stem: 'Surma Steel Ltd needs Tk 800 million for a new rolling mill. Current data:\n\n- EBIT: Tk 400 million now, expected to rise to Tk 520 million once the mill operates\n- Existing debt: Tk 1,000 million at 10% interest\n- 100 million ordinary shares, market price Tk 40; book value of equity Tk 1,500 million\n- Loan covenants: interest cover of at least 3 times; debt ÷ (debt + book equity) no more than 50%\n- Assume a corporate tax rate of 27.5%\n\n**Option A:** a bank term loan of Tk 800 million at 12%.\n**Option B:** a 1 for 4 rights issue of 25 million shares at Tk 32.\n\nEvaluate the two options for the board, with supporting calculations, and recommend one. Ignore retained profits in the gearing calculation. **(12 marks)**',
    points: [
      { text: 'Interest cover: Option A 520 ÷ (100 + 96) = 2.65 times, breaching the 3-times covenant; Option B 520 ÷ 100 = 5.2 times.', marks: 2 },
      { text: 'Gearing: Option A 1,800 ÷ (1,800 + 1,500) = 54.5%, breaching the 50% covenant; Option B 1,000 ÷ (1,000 + 2,300) = 30.3%.', marks: 2 },
      { text: 'EPS: Option A (520 − 196) × 72.5% ÷ 100m = Tk 2.35; Option B (520 − 100) × 72.5% ÷ 125m = Tk 2.44 (current: (400 − 100) × 72.5% ÷ 100m = Tk 2.18).', marks: 2 },
      {
        text: 'Consequences of a covenant breach: the loans could become repayable on demand, with renegotiation costs, higher interest and reputational damage; the bank may refuse the loan anyway.',
        marks: 1,
      },
      {
        text: "Rights issue practicalities: TERP = (4 × 40 + 32) ÷ 5 = Tk 38.40; BSEC consent and prospectus, underwriting, sponsors' ability to take up rights, timing and market sentiment.",
        marks: 2,
      },
      {
        text: 'Other factors: debt is cheaper after tax and does not dilute control, but increases financial risk; signalling effects; a mix of debt and equity might keep within covenants.',
        marks: 1,
      },
      { text: 'A clear recommendation (Option B, or a mix that respects both covenants) justified by the analysis.', marks: 2 },
    ],
    explanation:
      '**Workings (Tk million)**\n\n| | Option A: loan | Option B: rights issue |\n| --- | --- | --- |\n| EBIT | 520 | 520 |\n| Interest | 100 + 12% × 800 = 196 | 100 |\n| Interest cover | 2.65× (covenant ≥ 3×) | 5.2× |\n| Profit after tax | 324 × 72.5% = 234.9 | 420 × 72.5% = 304.5 |\n| Shares (million) | 100 | 125 |\n| EPS (Tk) | 2.35 | 2.44 |\n| Debt ÷ (debt + equity) | 1,800 ÷ 3,300 = 54.5% | 1,000 ÷ 3,300 = 30.3% |\n\nOption A breaches both covenants and gives a lower EPS; Option B is within both covenants and gives a higher EPS, so the rights issue (or a mix weighted to equity) is recommended, subject to market conditions and shareholder support.',
  },
  {
    ref: 'sbm-025',
    area: 2,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: "Padma Holdings Ltd is valuing Narsingdi Plastics Ltd, an unlisted company, by applying the P/E ratio of a similar listed company to Narsingdi's reported earnings.\n\nWhich TWO of the following are valid weaknesses of this approach?",
    options: [
      "The listed company's P/E reflects the marketability of listed shares, so it usually needs to be reduced for an unlisted company",
      'P/E valuations cannot be applied to profitable companies',
      "Narsingdi's reported earnings may include one-off items or owner-related costs that need adjusting to a maintainable level",
      'The P/E method requires a cash-flow forecast for every future year',
      "The P/E ratio ignores the market's expectations of growth",
    ],
    correct: [0, 2],
    explanation:
      "A proxy P/E must be adjusted for differences in **marketability**, size and risk (often a discount of 20–30% for unlisted shares), and it must be applied to **maintainable** earnings: one-off items, family directors' pay and other owner-related costs should be normalised.\n\nThe distractors are wrong: P/E valuation works best for profitable companies; it does not need year-by-year cash-flow forecasts (that is DCF); and a P/E ratio **reflects** expected growth (high-growth companies trade on high P/Es).",
  },
  {
    ref: 'sbm-026',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Meghna Textiles Ltd will receive USD 2,000,000 from a European retailer in 3 months. It hedges with a forward contract at the bank's 3-month forward buying rate of Tk 119.75 per USD.\n\nHow many taka will Meghna Textiles receive?",
    answer: 239500000,
    prefix: 'Tk',
    checks: [check('answer', { usd: 2000000, rate: 119.75 }, (i) => i.usd * i.rate)],
    explanation:
      'Taka received = USD 2,000,000 × Tk 119.75 = **Tk 239,500,000**\n\nThe forward contract fixes this amount whatever the spot rate is in 3 months: the company is protected if the dollar weakens but gives up any gain if it strengthens.',
  },
  {
    ref: 'sbm-027',
    area: 2,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Extracts from the management accounts of Bengal Agro Group's flour division for the year (Tk million):\n\n| Item | Tk million |\n| --- | --- |\n| Inventory | 120 |\n| Trade receivables | 180 |\n| Trade payables | 60 |\n| Credit sales | 1,460 |\n| Cost of sales | 730 |\n| Credit purchases | 730 |\n\nUsing a 365-day year and year-end balances, calculate the cash operating cycle (days).",
    answer: 75,
    suffix: 'days',
    checks: [
      check(
        'answer',
        { inventory: 120, receivables: 180, payables: 60, sales: 1460, cos: 730, purchases: 730 },
        (i) => (i.inventory / i.cos) * 365 + (i.receivables / i.sales) * 365 - (i.payables / i.purchases) * 365,
      ),
    ],
    explanation:
      '- Inventory days = 120 ÷ 730 × 365 = 60 days\n- Receivable days = 180 ÷ 1,460 × 365 = 45 days\n- Payable days = 60 ÷ 730 × 365 = 30 days\n\nCash operating cycle = 60 + 45 − 30 = **75 days**\n\nAdding the payables period instead of deducting it (135 days) is a common error: supplier credit **shortens** the time cash is tied up.',
  },
  {
    ref: 'sbm-028',
    area: 2,
    difficulty: 'standard',
    kind: 'table',
    stem: 'Jamuna Electronics Ltd expects EBIT of Tk 320 million a year after a Tk 500 million expansion. Its existing debt costs Tk 50 million a year in interest and it has 40 million ordinary shares in issue. It can raise the Tk 500 million by:\n\n- **Option A:** a loan at 12% a year; or\n- **Option B:** issuing 10 million new shares at Tk 50 each.\n\nAssume a corporate tax rate of 27.5%. Complete the table (Tk million unless stated; EPS to two decimal places).',
    columns: ['Item', 'Option A: debt', 'Option B: equity'],
    rows: [
      ['Total interest (Tk million)', { number: 110, marks: 2 }, '50'],
      ['Profit after tax (Tk million)', { number: 152.25, marks: 1, tolerance: { absolute: 0.01 } }, { number: 195.75, marks: 1, tolerance: { absolute: 0.01 } }],
      ['Shares in issue (million)', '40', { number: 50, marks: 1 }],
      ['Earnings per share (Tk)', { number: 3.81, marks: 2, tolerance: { absolute: 0.01 } }, { number: 3.92, marks: 2, tolerance: { absolute: 0.01 } }],
      ['Option giving the higher EPS', { select: ['Option A: debt', 'Option B: equity'], correct: 1, marks: 1 }, ''],
    ],
    checks: [
      check('cell 0 1', { existing: 50, amount: 500, rate: 12 }, (i) => i.existing + (i.amount * i.rate) / 100),
      check('cell 1 1', { ebit: 320, existing: 50, amount: 500, rate: 12, tax: 27.5 }, (i) => (i.ebit - i.existing - (i.amount * i.rate) / 100) * (1 - i.tax / 100)),
      check('cell 1 2', { ebit: 320, existing: 50, tax: 27.5 }, (i) => (i.ebit - i.existing) * (1 - i.tax / 100)),
      check('cell 2 2', { shares: 40, newShares: 10 }, (i) => i.shares + i.newShares),
      check('cell 3 1', { ebit: 320, existing: 50, amount: 500, rate: 12, tax: 27.5, shares: 40 }, (i) => ((i.ebit - i.existing - (i.amount * i.rate) / 100) * (1 - i.tax / 100)) / i.shares),
      check('cell 3 2', { ebit: 320, existing: 50, tax: 27.5, shares: 40, newShares: 10 }, (i) => ((i.ebit - i.existing) * (1 - i.tax / 100)) / (i.shares + i.newShares)),
    ],
    explanation:
      '| | Option A | Option B |\n| --- | --- | --- |\n| EBIT | 320 | 320 |\n| Interest | 50 + 12% × 500 = 110 | 50 |\n| Profit before tax | 210 | 270 |\n| Tax at 27.5% | (57.75) | (74.25) |\n| Profit after tax | 152.25 | 195.75 |\n| Shares (million) | 40 | 50 |\n| **EPS (Tk)** | **3.81** | **3.92** |\n\nEquity gives the higher EPS at this level of EBIT. The EPS indifference point is where (E − 110) ÷ 40 = (E − 50) ÷ 50, i.e. EBIT = Tk 350 million: only above that would debt give a higher EPS. Debt would also add financial risk.',
  },
  {
    ref: 'sbm-029',
    area: 2,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "Karnaphuli Shipping Ltd is currently all-equity financed and valued at Tk 1,000 million. It plans to borrow Tk 400 million of irredeemable debt and use it to buy back shares. Assume a corporate tax rate of 27.5% and that Modigliani and Miller's theory **with corporate tax** holds.\n\nWhat will be the total value of the company after the change?",
    options: ['Tk 1,000 million', 'Tk 1,110 million', 'Tk 1,400 million', 'Tk 1,290 million'],
    correct: 1,
    explanation:
      'Under MM with corporate tax, V(geared) = V(ungeared) + D × t, because the interest tax shield on permanent debt is worth D × t.\n\n= 1,000 + 400 × 27.5% = 1,000 + 110 = **Tk 1,110 million**\n\nTk 1,000 million is MM without tax; Tk 1,290 million wrongly uses D × (1 − t); Tk 1,400 million simply adds the debt raised, but the cash is used to buy back shares, so it does not add to value.',
  },
  {
    ref: 'sbm-030',
    area: 2,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: 'In valuing Sylhet Foods Ltd, an analyst forecasts free cash flow to the firm of Tk 80 million in Year 5. After Year 5, free cash flow is expected to grow at 3% a year in perpetuity. The WACC is 11%.\n\nCalculate the terminal value **at the end of Year 5** (Tk million), before discounting to today.',
    answer: 1030,
    prefix: 'Tk',
    suffix: 'million',
    tolerance: { absolute: 0.5 },
    checks: [check('answer', { fcf: 80, growth: 3, wacc: 11 }, (i) => (i.fcf * (1 + i.growth / 100)) / (i.wacc / 100 - i.growth / 100))],
    explanation:
      'Terminal value at Year 5 = FCF in Year 6 ÷ (WACC − g)\n\n= 80 × 1.03 ÷ (0.11 − 0.03) = 82.4 ÷ 0.08 = **Tk 1,030 million**\n\nForgetting to grow the Year 5 flow gives Tk 1,000 million; dividing by the WACC alone ignores growth (Tk 749 million). The terminal value must then be discounted using the Year 5 discount factor.',
  },
  {
    ref: 'sbm-031',
    area: 2,
    difficulty: 'standard',
    kind: 'written',
    stem: 'Padma Holdings Ltd, listed on the Dhaka Stock Exchange, has agreed a price of about Tk 1,500 million for Surma Beverages Ltd, which is also listed. The board must decide whether to pay in cash (financed by a bank loan), by issuing new Padma shares, or by a mix of the two.\n\nExplain the factors the board should consider in choosing the form of consideration. **(8 marks)**',
    points: [
      {
        text: "Cash: certain value for Surma's shareholders, so it is attractive and may need a lower premium; no dilution of control or EPS for Padma; but requires finance, raising gearing and interest costs.",
        marks: 2,
      },
      {
        text: "Shares: no cash outlay or new borrowing; Surma's shareholders share the future synergies and risks; but dilutes Padma's control and possibly EPS, and the offer value changes with Padma's share price.",
        marks: 2,
      },
      { text: "Tax position of Surma's shareholders: a cash offer may trigger an immediate tax charge on gains, whereas a share exchange may defer it.", marks: 1 },
      { text: 'Regulation: BSEC takeover rules, disclosure and offer requirements for listed targets, and Competition Commission clearance where thresholds are met.', marks: 1 },
      {
        text: "Padma's financial position and market view: current gearing and covenants, whether Padma's shares are over- or under-valued (signalling), and the cost of debt versus equity.",
        marks: 1,
      },
      { text: 'A mix of cash and shares, or an earn-out, may balance these factors and share risk.', marks: 1 },
    ],
    explanation:
      "A good answer contrasts cash and share consideration from **both** sides (Padma's shareholders and Surma's shareholders), covering certainty of value, financing and gearing, dilution of control and EPS, tax, regulation and signalling, and concludes that a mixed consideration may be the practical answer.",
  },

  // ───────────────────────── Area 3: Assurance, data and risk ─────────────────────────
  {
    ref: 'sbm-032',
    area: 3,
    difficulty: 'standard',
    kind: 'table',
    stem: 'Bengal Agro Group is introducing a balanced scorecard (Kaplan and Norton) for its flour division. Classify each proposed measure into its scorecard perspective.',
    columns: ['Measure', 'Perspective'],
    rows: [
      ['Training hours per employee on food-safety standards', { select: SCORECARD, correct: 3, marks: 1 }],
      ['Return on capital employed', { select: SCORECARD, correct: 0, marks: 1 }],
      ["Average time to process a farmer's procurement order", { select: SCORECARD, correct: 2, marks: 1 }],
      ['Percentage of supermarket chains that renew their annual supply contracts', { select: SCORECARD, correct: 1, marks: 1 }],
    ],
    explanation:
      '- **Training hours**: building staff capabilities = **learning and growth**.\n- **ROCE**: how the division looks to shareholders = **financial**.\n- **Procurement processing time**: efficiency of an internal operation = **internal business process**.\n- **Contract renewals by supermarket chains**: customer retention = **customer**.\n\nThe scorecard balances these four perspectives so that managers do not improve short-term financial results at the expense of customers, processes or future capability.',
  },
  {
    ref: 'sbm-033',
    area: 3,
    difficulty: 'standard',
    kind: 'number',
    marks: 2,
    stem: "The cement division of Rupali Cement Ltd reports net operating profit after tax (NOPAT), already adjusted for economic value purposes, of Tk 150 million. Its economic capital employed at the start of the year was Tk 900 million and the group's WACC is 12%.\n\nCalculate the division's economic value added (EVA) for the year (Tk million).",
    answer: 42,
    prefix: 'Tk',
    suffix: 'million',
    checks: [check('answer', { nopat: 150, capital: 900, wacc: 12 }, (i) => i.nopat - (i.capital * i.wacc) / 100)],
    explanation:
      'EVA = NOPAT − (WACC × capital employed)\n\n= 150 − 12% × 900 = 150 − 108 = **Tk 42 million**\n\nA positive EVA means the division earned more than the cost of all the capital tied up in it (its return of 150 ÷ 900 = 16.7% exceeds the 12% WACC). Quoting the 16.7% return, or deducting only the cost of debt, does not measure EVA.',
  },
  {
    ref: 'sbm-034',
    area: 3,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'Jamuna Logistics Ltd buys comprehensive insurance against fire and flood damage at its Gazipur warehouse.\n\nUsing the TARA framework, which risk response is this?',
    options: ['Avoidance', 'Reduction', 'Acceptance', 'Transfer'],
    correct: 3,
    explanation:
      'TARA: **Transfer** (share the risk with a third party, e.g. insurance, outsourcing or hedging), **Avoid** (withdraw from the activity), **Reduce** (controls, e.g. sprinklers and raised storage), **Accept** (retain the risk).\n\nInsurance passes the financial consequences of the loss to the insurer, so it is **transfer**. Installing fire sprinklers would be reduction.',
  },
  {
    ref: 'sbm-035',
    area: 3,
    difficulty: 'foundation',
    kind: 'multi',
    marks: 2,
    stem: 'Deshi Bazaar Ltd is building a data-analytics platform to analyse its loyalty-card and online-order data. Which TWO of the following are among the original "three Vs" that characterise **big data** (Laney)?',
    options: ['Velocity', 'Visibility', 'Variety', 'Vulnerability', 'Validation'],
    correct: [0, 2],
    explanation:
      'The original three Vs of big data are **volume** (the sheer quantity of data), **velocity** (the speed at which data is generated and must be processed, e.g. real-time transactions) and **variety** (structured and unstructured formats such as text, images and sensor data). Later writers added veracity and value.\n\nVisibility, vulnerability and validation are not among the Vs.',
  },
  {
    ref: 'sbm-036',
    area: 3,
    difficulty: 'foundation',
    kind: 'number',
    marks: 2,
    stem: "Jamuna Logistics Ltd's risk register estimates a 20% probability each year that its main fuel supplier fails, which would cost the company Tk 15 million.\n\nCalculate the expected annual loss from this risk (Tk million).",
    answer: 3,
    prefix: 'Tk',
    suffix: 'million',
    tolerance: { absolute: 0.01 },
    checks: [check('answer', { probability: 20, impact: 15 }, (i) => (i.probability / 100) * i.impact)],
    explanation:
      'Expected loss = probability × impact = 20% × Tk 15 million = **Tk 3 million** a year.\n\nThis helps prioritise risks and judge whether mitigation (for example, a second supplier costing less than Tk 3 million a year) is worthwhile, though a low-probability, high-impact risk may still need a response even if its expected value is small.',
  },
  {
    ref: 'sbm-037',
    area: 3,
    difficulty: 'challenging',
    kind: 'written',
    stem: 'Meghna Textiles Ltd plans to publish a sustainability report with three key performance indicators (KPIs): water used per kilogram of fabric, the share of energy from renewable sources, and lost-time worker-safety incidents. Data come from factory meters, spreadsheets maintained separately by each of its four factories, and the HR system. A major EU buyer requires independent assurance on the KPIs.\n\n(a) Explain the risks to the reliability of the KPI data.\n(b) Explain the difference between reasonable and limited assurance under ISAE 3000 (Revised), and the procedures an assurance provider would perform. **(10 marks)**',
    points: [
      { text: 'Spreadsheet risk: manual entry errors, no audit trail or access controls, inconsistent definitions and calculation methods across the four factories.', marks: 2 },
      { text: 'Measurement risk: meter calibration and breakdowns, completeness (unmetered sources such as groundwater), estimates and conversion factors.', marks: 1 },
      { text: 'Management bias: incentive to present favourable figures to buyers (greenwashing); under-reporting of safety incidents.', marks: 1 },
      {
        text: 'ISAE 3000 (Revised) covers assurance engagements other than audits or reviews of historical financial information; needs suitable criteria (e.g. GRI Standards) and a competent, independent practitioner.',
        marks: 1,
      },
      {
        text: 'Reasonable assurance: high (not absolute) assurance, positive-form opinion ("in our opinion ... in all material respects"), more extensive evidence. Limited assurance: meaningful but lower assurance, negative-form conclusion ("nothing has come to our attention ..."), mainly inquiry and analytical procedures.',
        marks: 2,
      },
      {
        text: 'Procedures: understand systems and controls over data collection; recalculate KPIs; agree data to source records (meter logs, utility and fuel invoices, accident books); site visits; analytics over full data sets to spot anomalies; test consolidation across factories.',
        marks: 2,
      },
      { text: 'Reporting and follow-up: report findings and control weaknesses to management and recommend a single, controlled data system.', marks: 1 },
    ],
    explanation:
      'Part (a) should be specific to the three KPIs and the data sources described (meters, factory spreadsheets, HR system), including the incentive for bias. Part (b) should contrast the level of assurance, the form of the conclusion and the depth of work, then give practical procedures, including data analytics across the whole data population.',
  },
  {
    ref: 'sbm-038',
    area: 3,
    difficulty: 'challenging',
    kind: 'table',
    stem: 'The board of Deshi Bazaar Ltd has received this data extract:\n\n| | 2023 | 2024 |\n| --- | --- | --- |\n| Revenue (Tk million) | 840 | 966 |\n| Gross profit (Tk million) | 210 | 222.18 |\n| Number of stores at year end | 40 | 48 |\n\nComplete the analysis (percentages to one decimal place, Tk to two decimal places) and choose the conclusion best supported by the data.',
    columns: ['Measure', '2023', '2024'],
    rows: [
      ['Revenue growth (%)', '–', { number: 15, marks: 1, tolerance: { absolute: 0.05 } }],
      ['Gross margin (%)', { number: 25, marks: 1, tolerance: { absolute: 0.05 } }, { number: 23, marks: 1, tolerance: { absolute: 0.05 } }],
      ['Revenue per store (Tk million)', { number: 21, marks: 1, tolerance: { absolute: 0.01 } }, { number: 20.13, marks: 1, tolerance: { absolute: 0.01 } }],
      [
        'Conclusion',
        {
          select: [
            'Growth comes from new stores, while revenue per store and gross margin have fallen',
            'Revenue per store and gross margin have both improved',
            'Growth comes entirely from higher gross margins',
          ],
          correct: 0,
          marks: 2,
        },
        '',
      ],
    ],
    checks: [
      check('cell 0 2', { rev23: 840, rev24: 966 }, (i) => ((i.rev24 - i.rev23) / i.rev23) * 100),
      check('cell 1 1', { rev23: 840, gp23: 210 }, (i) => (i.gp23 / i.rev23) * 100),
      check('cell 1 2', { rev24: 966, gp24: 222.18 }, (i) => (i.gp24 / i.rev24) * 100),
      check('cell 2 1', { rev23: 840, stores23: 40 }, (i) => i.rev23 / i.stores23),
      check('cell 2 2', { rev24: 966, stores24: 48 }, (i) => i.rev24 / i.stores24),
    ],
    explanation:
      '- Revenue growth = (966 − 840) ÷ 840 = **15.0%**\n- Gross margin: 2023 = 210 ÷ 840 = **25.0%**; 2024 = 222.18 ÷ 966 = **23.0%**\n- Revenue per store: 2023 = 840 ÷ 40 = **Tk 21.00 million**; 2024 = 966 ÷ 48 = **Tk 20.13 million**\n\nStore numbers rose by 20% but revenue by only 15%, so revenue per store fell about 4%, and the gross margin fell by 2 percentage points. Growth is coming from **new stores**, not from better performance of existing ones. The board should ask for like-for-like sales and margin by store, and investigate pricing, mix and shrinkage.',
  },
  {
    ref: 'sbm-039',
    area: 3,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: "An assurance firm is engaged to provide **limited assurance** on Meghna Textiles Ltd's sustainability KPIs under ISAE 3000 (Revised).\n\nWhich wording is appropriate for the practitioner's conclusion?",
    options: [
      '"In our opinion, the KPIs are prepared, in all material respects, in accordance with the GRI Standards."',
      '"Based on the procedures performed and the evidence obtained, nothing has come to our attention that causes us to believe that the KPIs are not prepared, in all material respects, in accordance with the GRI Standards."',
      '"The KPIs give a true and fair view of the company\'s sustainability performance."',
      '"We certify that the KPIs are complete and 100% accurate."',
    ],
    correct: 1,
    explanation:
      'A limited assurance engagement gives a **negative-form** conclusion ("nothing has come to our attention..."), reflecting the more limited procedures performed.\n\nThe positive-form "in our opinion... in all material respects" wording is used for **reasonable** assurance. "True and fair" is audit-of-financial-statements language, and no assurance engagement certifies 100% accuracy because assurance is never absolute.',
  },

  // ─────────────────────── Area 4: Ethics and professional scepticism ───────────────────────
  {
    ref: 'sbm-040',
    area: 4,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'Under the ICAB Code of Ethics, which fundamental principle requires a professional accountant to be **straightforward and honest** in all professional and business relationships?',
    options: ['Integrity', 'Objectivity', 'Professional behaviour', 'Confidentiality'],
    correct: 0,
    explanation:
      'The five fundamental principles are integrity, objectivity, professional competence and due care, confidentiality, and professional behaviour.\n\n**Integrity** means being straightforward and honest, and not being associated with information believed to be materially false or misleading. Objectivity concerns bias, conflicts of interest and undue influence; professional behaviour concerns compliance with laws and avoiding conduct that discredits the profession; confidentiality concerns information acquired through professional relationships.',
  },
  {
    ref: 'sbm-041',
    area: 4,
    difficulty: 'standard',
    kind: 'multi',
    marks: 2,
    stem: 'Farzana Ahmed FCA is the chief financial officer of Surma Steel Ltd. Her annual bonus is 40% of salary if reported profit exceeds Tk 500 million. The CEO has told her that she will be replaced if she insists on recognising an impairment of a blast furnace this year, which would reduce profit below that level.\n\nWhich TWO threats to compliance with the fundamental principles are most clearly present?',
    options: ['Self-interest threat', 'Self-review threat', 'Intimidation threat', 'Advocacy threat', 'Familiarity threat'],
    correct: [0, 2],
    explanation:
      "- **Self-interest**: Farzana's bonus depends on profit exceeding Tk 500 million, giving her a financial interest in avoiding the impairment.\n- **Intimidation**: the CEO's threat to replace her is actual pressure to act against her professional judgement.\n\nSelf-review arises when someone evaluates their own earlier work; advocacy when promoting a position to the point that objectivity is compromised; familiarity from a long or close relationship. None is the main issue here.",
  },
  {
    ref: 'sbm-042',
    area: 4,
    difficulty: 'challenging',
    kind: 'written',
    stem: 'Continuing the facts of Surma Steel Ltd: Farzana Ahmed FCA, the CFO, has evidence that a blast furnace\'s recoverable amount is well below its carrying amount. The company plans a rights issue next quarter, and the CEO says the impairment should be "looked at again next year" so that the prospectus shows a strong profit. He has hinted that she will be replaced if she refuses.\n\nAdvise Farzana on the ethical issues she faces and the actions she should take. **(10 marks)**',
    points: [
      {
        text: 'Accounting issue: IAS 36 requires an impairment loss when recoverable amount is below carrying amount; omitting it would materially misstate the financial statements and the rights-issue prospectus.',
        marks: 2,
      },
      { text: 'Threats and principles: self-interest (bonus) and intimidation (CEO) threaten integrity, objectivity and professional competence and due care.', marks: 2 },
      {
        text: 'The ICAB Code (based on the IESBA Code) requires professional accountants in business to prepare and present information fairly and not to be associated with misleading information, and not to give in to pressure to breach the fundamental principles.',
        marks: 2,
      },
      {
        text: 'Actions: gather and document the evidence; explain the requirements to the CEO; if unresolved, escalate to the audit committee / independent directors and the board; inform the external auditor as appropriate.',
        marks: 2,
      },
      { text: 'Wider consequences: a misleading prospectus could breach securities law and BSEC rules, harming investors; she may seek advice from ICAB or a lawyer.', marks: 1 },
      {
        text: 'If the issue cannot be resolved, consider disassociating from the information or resigning, while respecting confidentiality except where disclosure is required or permitted by law.',
        marks: 1,
      },
    ],
    explanation:
      'A strong answer identifies the accounting requirement first (IAS 36), then the threats and principles involved, and sets out a graduated, practical course of action: document, challenge internally, escalate to the audit committee and board, involve the auditors, take advice, and as a last resort resign. It should recognise the heightened stakes because investors will rely on the prospectus.',
  },
  {
    ref: 'sbm-043',
    area: 4,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: 'Tanvir Hasan ACA, finance director of a listed company, finds evidence that the sales director paid a bribe to a government official to win a contract. Under the ICAB Code of Ethics provisions on responding to **non-compliance with laws and regulations (NOCLAR)**, what should he do first?',
    options: [
      'Report the matter immediately to a newspaper',
      'Resign at once without telling anyone the reason',
      'Raise the matter with his immediate superior or, if that person appears involved, the next higher level of authority, and take steps to have it communicated to those charged with governance',
      'Take no action, as bribery is outside the responsibilities of a finance director',
    ],
    correct: 2,
    explanation:
      'The NOCLAR provisions for senior professional accountants in business require Tanvir to obtain an understanding of the matter and **discuss it with his immediate superior** (or the next higher level if the superior appears involved), and to have it communicated to **those charged with governance**, so that management can rectify it, remediate its consequences and consider disclosure to the authorities.\n\nGoing to the media breaches confidentiality and skips the required internal steps; resigning without raising the matter does not address it; and ignoring suspected bribery is not an option for a senior professional accountant.',
  },
  {
    ref: 'sbm-044',
    area: 4,
    difficulty: 'standard',
    kind: 'written',
    stem: "You are advising the board of Bengal Agro Group on the acquisition of Sylhet Foods Ltd. The valuation depends on forecasts showing revenue growth of 25% a year for five years, against forecast market growth of 8% a year. The forecasts were prepared by Sylhet Foods' managing director, who will receive an earn-out payment based on future results.\n\nExplain how you would apply **professional scepticism** in reviewing the forecasts. **(8 marks)**",
    points: [
      {
        text: "Defines professional scepticism: a questioning mind, alertness to conditions that may indicate bias or error, and critical assessment of evidence rather than accepting management's view.",
        marks: 1,
      },
      { text: 'Identifies the risk of bias: the managing director prepared the forecasts and benefits from the earn-out (and from a higher price).', marks: 1 },
      { text: 'Compares the 25% growth with the 8% market growth: it implies large market-share gains; asks what evidence supports them (new products, capacity, contracts).', marks: 2 },
      { text: 'Challenges key assumptions with sensitivity and scenario analysis, and checks the accuracy of past forecasts against actual results.', marks: 2 },
      { text: 'Seeks independent corroboration: signed customer contracts and order books, industry reports, competitor performance, and capacity and staffing plans.', marks: 1 },
      { text: 'Documents the work and reports concerns to the board; recommends adjusting the valuation or structuring the earn-out to protect Bengal Agro.', marks: 1 },
    ],
    explanation:
      'A good answer defines scepticism and then applies it to the specific red flags in the scenario: forecast growth three times the market rate and a preparer with a direct financial interest. It should describe concrete steps (comparison with external data, past accuracy, sensitivity analysis, corroboration) and how the findings feed back into the price and deal structure.',
  },
  {
    ref: 'sbm-045',
    area: 4,
    difficulty: 'standard',
    kind: 'single',
    marks: 2,
    stem: 'You are reviewing the cash-flow forecast that management of Rahman Group has prepared to support its going-concern assessment. Which action best demonstrates **professional scepticism**?',
    options: [
      "Comparing last year's forecast with actual results and corroborating key assumptions to contracts and bank facility letters",
      'Accepting the forecast because the group CFO is a fellow ICAB member with a good reputation',
      'Checking only the arithmetical accuracy of the forecast',
      'Asking management to sign a statement that the forecast is reasonable and relying on that statement',
    ],
    correct: 0,
    explanation:
      "Professional scepticism means critically assessing evidence. Testing management's **past forecasting accuracy** and **corroborating assumptions** to independent evidence (contracts, facility letters) directly challenges the forecast.\n\nRelying on the CFO's reputation or on a management representation substitutes trust for evidence, and checking arithmetic alone does not test whether the assumptions are reasonable.",
  },
];

export const strategicBusinessManagementLeadershipBank: SeedBank = { subject: 'strategic-business-management-leadership', questions };
