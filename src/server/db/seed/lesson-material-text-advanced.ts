import type { TextLessons } from './lesson-material-types';

/** Text lessons of the Advanced Level courses: Corporate Reporting and Strategic Business Management. */
export const ADVANCED_TEXT_LESSONS: TextLessons = {
  'corporate-reporting-complete-course': {
    'Using the open book without losing time': `
## The open book is a reference, not a textbook

At Advanced Level you may take permitted materials into the exam. Candidates who fail often do so because they **read** instead of **write**: every minute spent searching is a minute not earning marks. The book should confirm a detail you already half-know, never teach you a topic.

## Prepare the book before the exam

- **Tab the standards** you will use most: IFRS 9, 15, 16, IAS 36, 19, 21, 12, IFRS 2, 3, 10, 13 and the key ISAs (315, 540, 570, 600, 701, 705).
- Write a **one-page index** on the inside cover: topic, standard, page.
- Add your own **pro-forma workings** on sticky notes: goodwill, deferred tax, ECL staging, hedge effectiveness, share-based payment.

## During the exam

1. Plan your answer from memory first.
2. Open the book only to check a **specific** point: a paragraph reference, a definition or a disclosure.
3. Limit each look-up to about **one minute**; if you cannot find it, write your best understanding and move on.
4. Quote the principle in your own words; copying paragraphs earns nothing.

## A time budget

The paper gives **100 marks in 3.5 hours**, so about **2.1 minutes per mark**. A 30-mark requirement gets about 63 minutes. If you allow yourself five look-ups of a minute each, that is under 10% of the time: affordable. Twenty look-ups would take a third of it.

## Worked example

A requirement asks for the accounting for a share option scheme. You remember that IFRS 2 uses the fair value at **grant date** and spreads it over the vesting period, but not whether a market condition changes the estimate of options vesting.

- Look-up (one minute): market conditions are built into the grant-date fair value and are **not** re-estimated.
- Then write: 200 employees x 1,000 options x Tk 30 fair value x 1/3 years = **Tk 2,000,000** expense in year 1, adjusting only for the expected number of employees leaving.

## Practise with the book

Sit every mock with exactly the materials you will take into the exam, so your tabs and index are tested before the real day.
`,
    'Sustainability reporting: IFRS S1 and IFRS S2 in outline': `
## The standards

In June 2023 the International Sustainability Standards Board (ISSB) issued:

- **IFRS S1** *General Requirements for Disclosure of Sustainability-related Financial Information*;
- **IFRS S2** *Climate-related Disclosures*.

They require an entity to disclose information about sustainability-related **risks and opportunities** that could reasonably be expected to affect its cash flows, access to finance or cost of capital. The focus is **investors**, not society at large. Adoption is decided by each jurisdiction; in Bangladesh, check the current position of the Financial Reporting Council and BSEC for listed companies.

## The four pillars

Both standards are organised around the same four areas:

1. **Governance**: who oversees sustainability risks, and how.
2. **Strategy**: the risks and opportunities, their effect on the business model and financial position, and resilience.
3. **Risk management**: how the risks are identified, assessed and monitored.
4. **Metrics and targets**: how performance is measured, including the targets set.

## IFRS S2 in particular

- Physical risks (floods, heat, cyclones) and transition risks (regulation, technology, market change)
- **Scope 1, 2 and 3** greenhouse gas emissions, measured using the GHG Protocol
- Climate-related scenario analysis to assess resilience

## Worked example

A garment exporter in Gazipur reports Scope 1 emissions (its diesel generators) of **4,000 tonnes CO2e** and Scope 2 emissions (grid electricity) of **6,000 tonnes**. A European buyer asks suppliers to cut emissions by **30% by 2030**.

- Transition risk: loss of a customer providing, say, **Tk 120 crore** of annual revenue if the target is missed.
- Target: 30% x 10,000 = **3,000 tonnes** reduction across Scopes 1 and 2.
- Link to financial statements: planned rooftop solar may shorten the useful lives of generators (IAS 16) and the risk may be an impairment indicator (IAS 36).

## In the case study

Expect to explain what should be disclosed and to connect it with the financial statements and with assurance over the figures.
`,
  },
  'corporate-reporting-case-study-workshop': {
    'Answer structure for integrated requirements': `
## What "integrated" means

A Corporate Reporting requirement may ask, in one breath, for the financial reporting treatment, the audit issues and the ethical implications of the same transactions. Marks are spread across all three, so an answer strong on one and silent on the others cannot pass.

## A structure per issue

For each issue in the exhibits, write under one heading:

1. **Financial reporting**: the correct treatment with the standard, calculations, the adjustment (journal) and its effect on profit and key ratios.
2. **Audit**: the risk of material misstatement, why it arises, and specific procedures that respond to it.
3. **Ethics** (where relevant): the threat, to whom, and the action to take.

Working issue by issue keeps related points together and lets the marker follow you.

## Worked example

*Exhibit*: A garment exporter borrowed **USD 2 million** on 1 January 2026 when the rate was Tk 110 per USD. At the year-end, 30 June 2026, the rate is Tk 120. The draft statements still show the loan at **Tk 22 crore**. The CFO's bonus depends on profit.

- **Reporting**: under IAS 21 the loan is a monetary item retranslated at the closing rate: 2,000,000 x 120 = **Tk 24 crore**. Exchange loss of **Tk 2 crore** in profit or loss. Dr Exchange loss Tk 2 crore / Cr Loan Tk 2 crore.
- **Audit**: risk that liabilities are understated and profit overstated by Tk 2 crore; recompute using an independent source for the closing rate, and confirm the balance with the lender.
- **Ethics**: the CFO's bonus creates a self-interest threat; the omission should be raised with the audit committee if not corrected.

## Before you write

Spend about 15% of the time planning: list the issues, tag each with R, A and E, and allocate minutes by the marks. A balanced, complete answer across all issues beats a perfect answer on half of them.
`,
  },
  'strategic-business-management-leadership-complete-course': {
    'Professional scepticism in an advisory role': `
## Scepticism is not only for auditors

In Strategic Business Management the candidate often advises a board: on an acquisition, a new market or a financing plan. The data in the exhibits comes from management, who may be optimistic or may want a particular answer. **Professional scepticism** means a questioning mind: assessing evidence critically rather than accepting it because of who provided it.

## Where to apply it in the case

- **Forecasts**: growth rates out of line with the market or the company's own history.
- **Assumptions**: synergies, cost savings, exchange rates and discount rates.
- **Sources**: figures prepared by a party with an interest (the seller of a business, a manager with a bonus).
- **Omissions**: costs missing from a business case, such as integration costs or working capital.

## How to show it in writing

1. Identify the assumption and who made it.
2. Compare it with other evidence in the exhibits.
3. Quantify what happens if it is wrong.
4. Recommend how to obtain better evidence (due diligence, an independent report, a sensitivity test).

## Worked example

A power producer is valuing a target using management's forecast of **12% annual revenue growth** for five years. The target's growth over the last three years was 4%, and the sector grew 5%.

- The forecast is three times the historical rate and the seller prepared it: a self-interest bias.
- With year 1 revenue of **Tk 500 crore**, 12% growth gives year 5 revenue of 500 x 1.12 to the power 4 = **Tk 787 crore**; 5% growth gives 500 x 1.05 to the power 4 = **Tk 608 crore**, a difference of Tk 179 crore in the final year alone.
- Recommendation: base the offer on the 5% case, commission independent commercial due diligence, and structure part of the price as an **earn-out** tied to actual growth.

## The ethical angle

If the client presses you to endorse a figure you believe is unsupported, integrity and objectivity are at risk. State your doubts in the report rather than softening them.
`,
  },
  'strategic-business-management-leadership-case-study-mock-exams': {
    'Writing recommendations that earn marks': `
## Why recommendations matter

In the case study the board wants to know **what to do**. Markers award separate marks for a clear, justified recommendation, and they are often the easiest marks that candidates miss, because they run out of time or hedge.

## A good recommendation

- **Commits** to a course of action: "The board should accept the export contract", not "the board may wish to consider".
- **Follows from the analysis**: it cites the figures and the strategic points already made.
- **Addresses the risks**: it states the conditions or next steps that reduce them.
- **Is practical**: who does what, by when.

## A structure you can use every time

1. **Decision** in one sentence.
2. **Reasons**: the two or three strongest points, financial first.
3. **Risks and mitigations**: the main risk and how to manage it.
4. **Next steps**: due diligence, negotiation, financing, communication.

## Worked example

*Case*: a pharmaceutical manufacturer considers entering Kenya. The project NPV at 14% is **Tk 38 crore**, but it turns negative if the Kenyan shilling weakens by more than 15%. The company has no staff with African regulatory experience.

- **Decision**: proceed with the Kenyan entry, through a distribution partner for the first two years rather than a subsidiary.
- **Reasons**: positive NPV of Tk 38 crore; fits the strategy of reducing reliance on the domestic market; a partner brings regulatory experience.
- **Risks**: currency exposure; mitigate by invoicing in US dollars where possible and hedging forecast receipts. Regulatory delay; the partner handles registration.
- **Next steps**: shortlist partners within three months; board to review the hedging policy; revisit the subsidiary option when sales pass an agreed level.

## Timing

Leave at least **ten minutes** per major requirement for the recommendation. A short, firm conclusion written in time is worth more than a longer analysis without one.
`,
  },
};
