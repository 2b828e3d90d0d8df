import type { PostSeed } from './catalogue-types';

/**
 * Demo blog posts: two in each category, written by the mentors for
 * candidates preparing the ICAB papers. Tax rates and thresholds in the
 * worked examples are marked as illustrative where they are.
 */
export const POST_SEEDS: PostSeed[] = [
  {
    slug: 'time-management-three-hour-papers',
    subject: 'Financial Management',
    title: 'Time management in the exam hall: a plan for 3-hour papers',
    excerpt:
      'Most candidates who fail a Professional Level paper knew enough to pass but ran out of time. Here is a minute-by-minute plan, and a WACC example showing how clear workings protect your marks.',
    author: 'imran-hossain',
    category: 'Exam technique',
    tags: ['exam technique', 'time management', 'financial management'],
    publishedAt: '2026-05-14',
    body: `Every December I mark scripts where the first question is answered beautifully over four pages and the last question is a single line. That candidate usually knew the material. What they lacked was a plan for the 180 minutes.

## Work out your minutes per mark

A 3-hour paper worth 100 marks gives you **1.8 minutes per mark**. Write the allocation on your question paper before you write anything in the answer booklet.

| Question | Marks | Minutes | Finish by (start 10:00) |
|---|---|---|---|
| 1 | 40 | 72 | 11:12 |
| 2 | 35 | 63 | 12:15 |
| 3 | 25 | 45 | 13:00 |
| **Total** | **100** | **180** | |

The minutes include reading that question's scenario. When the clock reaches your "finish by" time, stop, leave half a page of space and move on. You can come back if time remains. The first 10 marks of a question are much easier to earn than the last 5 marks of another one.

## Read the requirements first

Before reading a long scenario, read the requirements at the end. Underline the verbs: *calculate*, *explain*, *evaluate*, *recommend*. Then read the scenario knowing what you are looking for. This saves rereading, which is where most lost minutes go.

## Lay out workings so method marks survive

Markers award marks for method even when a number is wrong, but only if they can follow you. Put each calculation in a labelled working and refer to it from your main answer. Here is a weighted average cost of capital question laid out the way I want my students to do it.

**Data:** 10 million shares trading at Tk 45; equity beta 1.2; risk-free rate 8%; market return 14%. Bonds with a nominal value of Tk 200 million trade at Tk 98 per Tk 100 and have a pre-tax cost of 11%. Assume a corporate tax rate of 27.5% (illustrative).

**W1 Cost of equity (CAPM)**

ke = 8% + 1.2 × (14% − 8%) = 8% + 7.2% = **15.2%**

**W2 After-tax cost of debt**

kd = 11% × (1 − 0.275) = **7.975%**

**W3 Market values**

| Source | Calculation | Market value (Tk m) |
|---|---|---|
| Equity | 10m × Tk 45 | 450 |
| Debt | 200m × 98/100 | 196 |
| **Total** | | **646** |

**WACC**

WACC = (450 × 15.2% + 196 × 7.975%) ÷ 646 = (68.40 + 15.63) ÷ 646 = **13.0%**

If you had used the nominal value of debt instead of its market value, you would lose one mark, not five, because every other step is visible and correct.

## Keep the written parts short and specific

Discussion marks come from points applied to the scenario, usually one mark per well-explained point. Write in short paragraphs with a heading for each point. A useful pattern:

- state the point in one sentence;
- apply it to the company in the question, using a figure if you have one;
- say what it means for the decision.

Three lines done this way beat a paragraph of textbook theory.

## What to do when you are stuck

- Make a reasonable assumption, state it in one line and carry on.
- If a number from part (a) feeds part (b) and you have not got it, use an estimate and say so. You will earn the follow-through marks.
- Never leave a requirement blank. A heading and two relevant sentences often earn two marks.

## Practise with the clock, not without it

The plan above only works if you have rehearsed it. Sit at least three full mocks under timed conditions before the exam, in one sitting, with your phone in another room. Our timed mock exams show how your marks fall by syllabus area; look just as closely at where you ran out of time. If the last question is always weak, the problem is your pace, not your knowledge.
`,
  },
  {
    slug: 'answering-advanced-level-case-study',
    subject: 'Strategic Business Management and Leadership',
    title: 'How to answer a case study at Advanced Level',
    excerpt: 'Advanced Level rewards judgement, not recall. A step-by-step approach to reading the scenario, analysing the numbers and writing recommendations a board could act on.',
    author: 'kamal-uddin',
    category: 'Exam technique',
    tags: ['case study', 'advanced level', 'exam technique'],
    publishedAt: '2026-08-25',
    body: `At Certificate and Professional Level you are mostly tested on whether you know the rules. At Advanced Level the examiner assumes you do. The question is whether you can use them, under time pressure, to help a business make a decision. Candidates who answer a case study as if it were a longer version of a Professional Level question rarely pass.

## Know who you are and who you are writing for

Every case study gives you a role: a finance manager, an adviser from an accounting firm, an assurance senior. It also gives you an audience: the board, a bank, a family owner. Before you write a word, note both at the top of your plan. The role tells you what is in scope (an auditor does not sell the client a business plan). The audience tells you the tone and how much jargon you can use.

## Read the scenario twice, differently

1. **First read, for the story.** What does the business do, what has changed, and what is the decision in front of the board?
2. **Second read, with the requirements beside you.** Tag each paragraph with the requirement it supports. Exhibits you have not tagged by the end are often there for the ethics or the "other matters" marks.

Spend roughly a fifth of your time reading and planning. It feels slow. It is the reason strong candidates finish.

## Analyse the numbers, then say what they mean

The numbers in a case study are rarely difficult. The marks come from interpretation. Suppose a Chattogram packaging company is considering a new production line:

| | Tk million |
|---|---|
| Present value of contribution over 5 years | 120 |
| Present value of fixed costs | (36) |
| Initial investment | (60) |
| **Net present value** | **24** |

A weak answer stops at "the NPV is positive, so accept". A strong answer adds the sensitivity and asks whether it is believable:

- Contribution could fall by 24 ÷ 120 = **20%** before the NPV reaches zero.
- The contribution forecast assumes the company wins a new export customer. If that customer accounts for more than a fifth of volume, the project depends on a single contract that has not been signed.
- Recommendation: proceed only once the contract is signed, or phase the investment.

That is three lines of arithmetic and four lines of judgement, and the judgement carries most of the marks.

## Integrate, do not list

Advanced Level requirements pull several disciplines together: reporting, tax, assurance, strategy and ethics. When a requirement asks about a proposed acquisition, the examiner wants to see that you noticed the accounting treatment (is it a business combination?), the tax consequence and the due diligence risk, all in one answer. Writing three separate textbook sections on IFRS 3, tax and due diligence does not show integration. Explaining how a fair value adjustment changes the price you would be willing to pay does.

## Structure your answer like a report

- Use the headings from the requirement, in the same order.
- Open each section with your conclusion in one sentence, then the support.
- Put detailed calculations in appendices and refer to them.
- State assumptions explicitly: "I have assumed the loan is refinanced on the same terms".

## Do not forget ethics

Most case studies contain an ethical issue placed quietly in an exhibit: a director asking you to delay recognising a loss, a related-party transaction that has not been disclosed, pressure to sign off before the evidence is complete. Name the threat, explain why it matters and say what you would do next. Candidates who spot it earn marks that others do not even know were available.

## Finish with a recommendation

Boards pay for decisions. End each section with a clear recommendation and the one or two actions needed before it can be carried out. "It depends" is not a conclusion; "proceed if X, otherwise Y" is.

Practise this with past case studies under timed conditions, then compare your plan with the marking guide. After three or four attempts, the approach becomes habit, and habit is what holds up on the day.
`,
  },
  {
    slug: 'twelve-week-plan-december-sitting',
    title: 'The 12 weeks before the December sitting: a study plan that works',
    excerpt: 'Twelve weeks is enough time to pass if you use it in the right order: finish the syllabus, practise questions, then sit mocks. A week-by-week plan for working candidates.',
    author: 'kamal-uddin',
    category: 'Study planning',
    tags: ['study plan', 'december sitting', 'revision'],
    publishedAt: '2026-09-02',
    body: `Most of our students are in articleship or full-time work, so the question is never "how do I study all day?" but "how do I use 20 hours a week well?". Twelve weeks before the December sitting is the right moment to decide. Here is the plan I give my own students.

## Start with an honest audit

Before you plan anything, list every syllabus area of each paper you are sitting and mark it:

- **Green:** I can answer an exam question on this now.
- **Amber:** I understand it but need practice.
- **Red:** I have not studied it, or I would not know where to start.

Use the syllabus areas on your subject page, not chapter titles from a textbook. Weightings matter: a red area worth 30% of the paper is an emergency; a red area worth 5% can wait.

## The three phases

| Weeks | Phase | Main activity | Share of time on new material |
|---|---|---|---|
| 1 to 4 | Learn | Finish the syllabus, red areas first | About 70% |
| 5 to 8 | Practise | Exam-standard questions by syllabus area | About 30% |
| 9 to 12 | Perform | Full timed mocks, review, final revision | Almost none |

The most common mistake is to stretch phase one to ten weeks and leave two weeks for practice. You cannot learn exam technique from reading. Be strict with yourself: on the first day of week 5 you start questions, even if some notes are unfinished.

## A sample week for two papers

Suppose you are sitting Financial Accounting & Reporting and Audit & Assurance, with about 20 hours a week alongside articleship.

| Day | Time | Task |
|---|---|---|
| Saturday | 3 hours | Financial reporting: new topic plus one question |
| Sunday to Wednesday | 1.5 hours each evening | Alternate papers; short questions, note review |
| Thursday | 1 hour | Weekly review: redo one question you got wrong |
| Friday | 4 hours | One long question per paper under timed conditions, then mark it |

That is 20 hours. If your firm's busy season cuts a week short, drop the evening sessions, not the Friday timed practice.

## Phase two: practise by syllabus area

In weeks 5 to 8, take the question bank by syllabus area and work through it from your weakest area to your strongest. After each question, mark it honestly against the model answer and write down one thing you would do differently. Keep these notes in a single "mistakes log". By week 9 it becomes your most valuable revision document, because it lists exactly the errors you personally make.

## Phase three: mocks under real conditions

Sit at least three full mocks for each paper:

1. **Week 9:** first mock, to find out where you stand.
2. **Week 10 or 11:** second mock, after targeted work on the weak areas the first one showed.
3. **Week 11 or 12:** final mock, at the same time of day as the real exam.

Our mock results are broken down by syllabus area. Use them: if you scored 70% on consolidation and 35% on financial instruments, your next five study hours go to financial instruments, however much you enjoy consolidation.

## The final week

- No new topics. Revisit your mistakes log and your summary notes.
- Redo two or three questions you got wrong earlier, timed.
- Confirm your admit card, exam centre and travel time. In Dhaka traffic, plan to arrive well before the reporting time.
- Sleep properly. A rested mind recalls more than one that studied until 3 a.m.

## When the plan slips

It will. Someone gets ill, an audit runs over, a topic takes twice as long as expected. Review the plan every Thursday and move hours around rather than abandoning it. A plan you adjust weekly is worth far more than a perfect one you stopped following in October.
`,
  },
  {
    slug: 'staying-well-during-exam-season',
    title: 'Staying well during exam season',
    excerpt: 'Long study hours, articleship deadlines and family expectations add up. Practical habits for sleep, food, movement and stress that help you arrive at the exam hall ready to think.',
    author: 'shirin-akter',
    category: 'Study planning',
    tags: ['wellbeing', 'exam season', 'study habits'],
    publishedAt: '2026-10-27',
    body: `In November our inbox fills with messages from students who are working hard and feeling worse every week. They are tired, they cannot concentrate, and they feel guilty whenever they stop. Almost always the cause is not a lack of ability or effort. It is that they have stopped looking after the person doing the studying.

This post is practical advice from a tutor, not medical advice. If you are struggling, please read the last section.

## Protect your sleep first

Sleep is when the brain consolidates what you studied during the day. Cutting it to gain study hours is a bad trade.

- Aim for seven to eight hours, at roughly the same times every night, including weekends.
- Stop studying at least 30 minutes before bed. Put the phone away; a quick look at a group chat can become an hour of anxiety about what others have covered.
- If you cannot fall asleep after 20 minutes, get up, do something calm in dim light and try again.
- Keep late-night sessions for the final few days at most, and even then not the night before a paper.

## Study in blocks, with real breaks

Concentration fades after about an hour. Try 50 minutes of focused work followed by a 10-minute break away from the desk: walk, stretch, drink water, talk to someone. After three or four blocks, take a longer break. Scrolling social media is not a break; it keeps your brain busy and often makes you feel behind.

## Eat regularly and simply

- Do not skip meals to save time. A plate of rice, dal, vegetables and fish or eggs will keep you going far longer than biscuits and tea.
- Keep fruit, nuts or muri within reach for study sessions instead of fried snacks.
- Drink water through the day. Mild dehydration feels like tiredness and poor focus.
- Go easy on caffeine after mid-afternoon. Several cups of strong tea or coffee in the evening will cost you sleep.

## Move every day

Twenty to thirty minutes of walking, cycling or any exercise improves mood and concentration. If the roads are too busy, walk on the rooftop or follow a short stretching routine at home. It is one of the few things that helps both sleep and stress at the same time.

## Manage the worry, do not fight it

Some nervousness before an exam is normal and useful. It becomes a problem when it stops you studying or sleeping. Things that help:

- **Write it down.** At the end of each day, write tomorrow's three tasks. Your mind lets go more easily when the plan is on paper.
- **Control what you can.** You cannot control the questions. You can control your preparation, your sleep and your arrival time.
- **Limit comparison.** Other candidates' progress posts tell you nothing about your own readiness. Mute the groups during the last two weeks if you need to.
- **Breathe slowly.** In the exam hall, if your mind goes blank, put the pen down, breathe in for four counts and out for six, five or six times, then reread the requirement.

## Talk to the people around you

Tell your family your exam dates and your study timetable, so they can protect your time and know when you will be free. Tell your articleship manager early if you need study leave. Most firms plan around exams; problems come from last-minute requests.

## When to ask for help

Talk to a doctor or a qualified mental-health professional if, for more than two weeks, you feel low most of the day, cannot sleep, cannot eat, have panic attacks, or feel that nothing is worth doing. If you ever have thoughts of harming yourself, contact a doctor or go to the nearest hospital straight away, and tell someone you trust. Asking for help is a sensible decision, not a weakness, and no exam is worth your health.

Our exam-wellbeing coaching is available for students who want structured support with routines and exam nerves alongside their studies.
`,
  },
  {
    slug: 'ifrs-16-lease-journal-entries',
    subject: 'Financial Accounting & Reporting',
    title: 'IFRS 16 leases: the lessee journal entries, step by step',
    excerpt:
      'A worked example of a five-year vehicle lease: measuring the lease liability and right-of-use asset, the year-one entries, and how to split the liability between current and non-current.',
    author: 'farhana-rahman',
    category: 'Financial reporting',
    tags: ['ifrs 16', 'leases', 'journal entries'],
    publishedAt: '2026-06-09',
    body: `IFRS 16 appears in almost every Financial Accounting & Reporting and Corporate Reporting paper, either as a question of its own or as an adjustment inside a longer question. The good news is that the lessee accounting follows the same steps every time. Learn them once, in order, and the marks are dependable.

## The scenario

On 1 January 2026, Padma Logistics Ltd leases a delivery vehicle for five years. The terms are:

- annual payments of Tk 500,000, paid **in arrears** on 31 December each year;
- the interest rate implicit in the lease is 10%;
- Padma pays Tk 50,000 of legal fees to arrange the lease (initial direct costs);
- ownership does not transfer and there is no purchase option. The vehicle's useful life is seven years.

## Step 1: measure the lease liability

The lease liability is the present value of the lease payments not yet paid, discounted at the implicit rate.

Five-year annuity factor at 10% = 3.7908

Lease liability = Tk 500,000 × 3.7908 = **Tk 1,895,393** (using the unrounded factor)

## Step 2: measure the right-of-use asset

The right-of-use asset is the lease liability plus payments made at or before commencement, plus initial direct costs, less lease incentives received.

Right-of-use asset = 1,895,393 + 50,000 = **Tk 1,945,393**

## Step 3: the entry at commencement

| Date | Account | Debit (Tk) | Credit (Tk) |
|---|---|---|---|
| 1 Jan 2026 | Right-of-use asset | 1,945,393 | |
| | Lease liability | | 1,895,393 |
| | Cash (legal fees) | | 50,000 |

## Step 4: the year-end entries

Interest accrues on the opening liability. Depreciation runs over the **shorter** of the lease term and the useful life, because ownership does not transfer: five years, not seven.

| Year | Opening liability | Interest at 10% | Payment | Closing liability |
|---|---|---|---|---|
| 2026 | 1,895,393 | 189,539 | (500,000) | 1,584,932 |
| 2027 | 1,584,932 | 158,493 | (500,000) | 1,243,425 |

Depreciation = 1,945,393 ÷ 5 = Tk 389,079 a year.

| Date | Account | Debit (Tk) | Credit (Tk) |
|---|---|---|---|
| 31 Dec 2026 | Finance cost | 189,539 | |
| | Lease liability | | 189,539 |
| 31 Dec 2026 | Lease liability | 500,000 | |
| | Cash | | 500,000 |
| 31 Dec 2026 | Depreciation expense | 389,079 | |
| | Accumulated depreciation: right-of-use asset | | 389,079 |

## Step 5: present it

In the statement of profit or loss for 2026, Padma shows depreciation of Tk 389,079 and a finance cost of Tk 189,539. The total charge of Tk 578,618 is higher than the cash paid. This front-loading is normal under IFRS 16 and examiners like to ask you to explain it.

In the statement of financial position at 31 December 2026:

- right-of-use asset: 1,945,393 − 389,079 = **Tk 1,556,314**;
- lease liability: **Tk 1,584,932**, split as
  - non-current: the liability still outstanding after next year's payment, **Tk 1,243,425**;
  - current: the balance, 1,584,932 − 1,243,425 = **Tk 341,507**.

A common error is to show the whole of next year's payment of Tk 500,000 as current. Part of that payment is next year's interest, which has not yet accrued.

## Payments in advance change the pattern

If the payments were made on 1 January instead, the first payment is made at commencement. It is added to the right-of-use asset, and the liability is the present value of only the remaining four payments. Interest is then charged on the liability after each payment. Read the payment timing in the question before you reach for an annuity factor.

## Exemptions worth remembering

A lessee may choose not to recognise a right-of-use asset and liability for:

- **short-term leases** of 12 months or less with no purchase option; and
- leases of **low-value assets**, such as laptops or office furniture, judged by the value of the asset when new.

Payments are then expensed on a straight-line basis. Say so in one sentence when an exam scenario mentions a short office rental or a small equipment lease; it is often worth a mark on its own.

## Practise until it is routine

Do the five steps in the same order every time: liability, asset, commencement entry, year-end entries, presentation. Then try the variations: payments in advance, a purchase option you are reasonably certain to exercise, and a lease modification. Each one changes only one step.
`,
  },
  {
    slug: 'common-consolidation-mistakes',
    subject: 'Corporate Reporting',
    title: 'Seven common mistakes in consolidation questions',
    excerpt:
      'Consolidation questions carry heavy marks and predictable traps. Here are the errors I see most often in mock scripts, with a goodwill and unrealised-profit example to check your method.',
    author: 'farhana-rahman',
    category: 'Financial reporting',
    tags: ['consolidation', 'ifrs 10', 'goodwill'],
    publishedAt: '2026-07-21',
    body: `Consolidation is worth a large share of the marks in Financial Accounting & Reporting and returns at Advanced Level in more complex forms. After marking hundreds of mock scripts, I find the same mistakes again and again. None of them are about difficult theory; they are about method.

## A worked example to anchor the discussion

On 1 July 2025, Meghna Holdings Ltd acquired 80% of the ordinary shares of Surma Foods Ltd for Tk 12,000,000 in cash. At that date:

- Surma's share capital was Tk 5,000,000 and its retained earnings were Tk 4,000,000;
- Surma's land had a fair value Tk 1,000,000 above its carrying amount;
- the fair value of the non-controlling interest (NCI) was Tk 2,800,000.

**Goodwill (NCI at fair value)**

| | Tk |
|---|---|
| Consideration transferred | 12,000,000 |
| Fair value of NCI | 2,800,000 |
| | 14,800,000 |
| Less net assets at acquisition: share capital | (5,000,000) |
| retained earnings | (4,000,000) |
| fair value uplift on land | (1,000,000) |
| **Goodwill** | **4,800,000** |

If the group measured NCI at its proportionate share of net assets, NCI would be 20% × 10,000,000 = Tk 2,000,000 and goodwill Tk 4,000,000. Use whichever method the question specifies.

## Mistake 1: forgetting the fair value adjustments

Candidates often use the book value of the subsidiary's net assets. Every fair value uplift reduces goodwill at acquisition and stays in the consolidated statement of financial position. If the uplift is on a depreciable asset, there is extra depreciation every year after acquisition, which reduces post-acquisition profit.

## Mistake 2: using year-end reserves in the goodwill calculation

Goodwill is fixed at the acquisition date. Use reserves **at acquisition**, not at the reporting date. When the acquisition is part-way through the year, time-apportion the subsidiary's profit for the year to find the reserves at that date.

## Mistake 3: getting the unrealised profit wrong

Suppose Meghna sold goods to Surma for Tk 1,200,000 at a mark-up of 25% on cost, and one quarter of them are still in Surma's inventory at the year end.

- Profit in the goods: 1,200,000 × 25/125 = Tk 240,000
- Unrealised portion: 240,000 × 1/4 = **Tk 60,000**

| Account | Debit (Tk) | Credit (Tk) |
|---|---|---|
| Group retained earnings (cost of sales) | 60,000 | |
| Inventory | | 60,000 |

Two traps here: confusing **mark-up** (on cost, so divide by 125) with **margin** (on selling price, so multiply by 25%), and forgetting that when the **subsidiary** is the seller, the adjustment is shared with the NCI.

## Mistake 4: leaving intra-group balances in

Intra-group receivables and payables must cancel. If they do not agree, look for cash or goods in transit, adjust the receiving company's books first, then cancel. Intra-group sales and purchases are removed in full from revenue and cost of sales, not just the group's share.

## Mistake 5: adding 80% of the subsidiary's assets

Control means you consolidate **100%** of the subsidiary's assets, liabilities, income and expenses, then show the NCI's share separately. Adding 80% line by line is a method error that affects every figure.

## Mistake 6: calculating NCI from the wrong profit

The NCI's share of profit for the year is based on the subsidiary's profit **after** adjustments: extra depreciation on fair value uplifts, unrealised profit where the subsidiary sold, and any impairment of goodwill if NCI is at fair value. Write a short working showing each adjustment so the marker can follow.

## Mistake 7: not showing your workings

Examiners use a standard set of workings: group structure, net assets of the subsidiary at acquisition and reporting date, goodwill, NCI, and group retained earnings. Lay them out in that order every time. When a number is wrong, clear workings mean you lose one mark rather than the whole line of follow-through marks.

## Practise with a checklist

Before you start each consolidation question, write down the seven points above as a checklist in the margin. Tick them off as you go. After a few weeks you will not need the list, but you will keep the habit.
`,
  },
  {
    slug: 'vat-input-tax-credit-vat-sd-act-2012',
    subject: 'Business Planning Taxation & Compliance',
    title: 'Input tax credit under the VAT and SD Act 2012: what you can and cannot claim',
    excerpt: 'Input tax credit questions test the conditions for a valid claim and apportionment between taxable and exempt supplies. A worked monthly example using the 15% standard rate.',
    author: 'nusrat-jahan',
    category: 'Tax updates',
    tags: ['vat', 'input tax credit', 'vat and sd act 2012'],
    publishedAt: '2026-06-23',
    body: `VAT questions in Principles of Taxation and Business Planning Taxation & Compliance almost always include input tax credit. The arithmetic is easy. The marks come from knowing which input tax you may claim and explaining why. Here is how I teach it, based on the Value Added Tax and Supplementary Duty Act 2012 and its rules.

## The basic idea

A registered person charges output tax on taxable supplies and pays input tax on purchases used to make them. For each tax period, usually a month, the person pays the difference:

**Net VAT payable = output tax − allowable input tax credit (± adjustments)**

The return is filed on the prescribed form (Mushak-9.1) by the due date after the end of the month. The crucial word is *allowable*: not all input tax can be credited.

## The conditions for a valid claim

In general, input tax credit is available only when:

- the purchaser is registered for VAT, not only enlisted for turnover tax;
- the input tax is supported by a valid tax invoice (Mushak-6.3) issued in the buyer's name and registration number, or by a bill of entry for imports;
- the goods or services are used to make taxable supplies in the course of the business;
- the claim is made within the time limit the Act allows after the invoice date;
- for supplies above the threshold set in the law, payment is made through a banking channel rather than in cash.

Thresholds and time limits can change with each Finance Act, so always check the version examinable for your sitting.

## When credit is not available

- **Exempt supplies.** Input tax on purchases used to make exempt supplies is not creditable.
- **Reduced-rate supplies.** Suppliers charging VAT at a reduced rate generally cannot claim input tax credit on the related inputs.
- **Non-business use.** Input tax on purchases for personal or non-business use is disallowed.
- **Missing or defective documents.** No valid invoice, no credit.

## Worked example (illustrative)

Rupsha Plastics Ltd makes both standard-rated and exempt supplies. Its figures for a month, all excluding VAT, are:

| Item | Value (Tk) | VAT at 15% (Tk) |
|---|---|---|
| Standard-rated sales | 6,000,000 | 900,000 |
| Exempt sales | 2,000,000 | – |
| Raw materials used only for standard-rated products | 2,000,000 | 300,000 |
| Common overheads (electricity, security, repairs) | 400,000 | 60,000 |
| Packaging bought without a valid tax invoice | 100,000 | 15,000 |

**Step 1: output tax**

Tk 6,000,000 × 15% = **Tk 900,000**

**Step 2: directly attributable input tax**

Raw materials for standard-rated products: **Tk 300,000**, fully creditable.

**Step 3: apportion common input tax**

Taxable share of turnover = 6,000,000 ÷ (6,000,000 + 2,000,000) = 75%

Creditable common input tax = 60,000 × 75% = **Tk 45,000**

**Step 4: disallowed input tax**

Packaging without a valid invoice: Tk 15,000 disallowed.

**Step 5: net payable**

| | Tk |
|---|---|
| Output tax | 900,000 |
| Less input tax: raw materials | (300,000) |
| Less input tax: common overheads (75%) | (45,000) |
| **Net VAT payable** | **555,000** |

In an exam answer, show the disallowed item with a one-line reason. Markers give credit for the explanation, not only for leaving the figure out.

## VAT deducted at source

Certain buyers, such as government bodies, banks and listed companies, must deduct VAT at source when they pay suppliers and deposit it with the government. If Rupsha's customer deducted VAT at source, Rupsha would reduce its net payable by the amount deducted, supported by the withholding certificate (Mushak-6.6). Forgetting this adjustment is a common way to overstate the amount payable.

## Adjustments through debit and credit notes

When a sale is cancelled or its price reduced, the supplier issues a credit note and reduces output tax; the buyer reduces its input tax. Candidates often adjust only one side of the transaction. If the question gives you a credit note, ask which party you are advising and adjust that party's return.

## How to practise

Work through questions in the same order every time: output tax, directly attributable input tax, apportioned common input tax, disallowed items, adjustments, net payable. Then write one sentence of law for every figure you disallow. That combination of clean computation and short explanation is what examiners reward.
`,
  },
  {
    slug: 'finance-act-2026-what-candidates-should-know',
    subject: 'Principles of Taxation',
    title: 'The Finance Act 2026: how to approach the changes as a candidate',
    excerpt:
      'Each Finance Act changes thresholds, rates and procedures. What typically changes, how to work out which law is examinable for your sitting, and an illustrative individual tax computation under the Income Tax Act 2023.',
    author: 'nusrat-jahan',
    category: 'Tax updates',
    tags: ['finance act', 'income tax act 2023', 'tax updates'],
    publishedAt: '2026-07-07',
    body: `Every June the national budget is presented to Parliament and the Finance Act that follows changes parts of the Income Tax Act 2023, the VAT and SD Act 2012 and the Customs Act. Every July my inbox fills with the same question: "Do I need to learn all of this for my exam?" The answer is: learn how to find what changed, learn the parts the examiner is most likely to test, and do not panic.

## Which law applies to your sitting?

Examining bodies do not test a law the day it is passed. They announce which Finance Act is examinable for each sitting, usually well in advance. Before you revise any rate, check the examinable-legislation notice for your sitting and make sure your notes, question bank and tax tables match it. Mixing two years' rates in one answer is an avoidable loss of marks.

## What typically changes in a Finance Act

Without relying on any single year's numbers, these are the areas that change most often and are most often examined:

- **Individual tax:** the tax-free threshold, the slab structure, and the thresholds for women, senior citizens and persons with disabilities.
- **Minimum tax:** the minimum amount payable by individuals in different areas, and minimum tax on turnover for companies.
- **Corporate tax rates:** rates for listed and non-listed companies, often with conditions about receipts and payments through banking channels.
- **Tax deducted and collected at source:** rates on contract payments, imports, exports, interest and services.
- **Investment tax rebate:** the eligible investments and the limits on the rebate.
- **VAT and SD:** rates on specific goods and services, changes to exemption schedules, and supplementary duty rates.
- **Procedure:** return filing, electronic submission, penalties and the documents needed as proof of submission of return.

When a change is announced, note it in three parts: what the rule was, what it is now, and from which date or income year it applies.

## An illustrative computation under the Income Tax Act 2023

The figures below use **illustrative** slabs and limits to show the method. Replace them with the rates in the Finance Act examinable for your sitting.

Mr Arif Chowdhury, a resident individual, earns a gross salary of Tk 1,500,000 in the income year. He invests Tk 200,000 in eligible savings instruments. His employer deducted Tk 40,000 of tax at source.

**Step 1: taxable salary (illustrative exemption)**

Assume salary income is reduced by the lower of one-third of salary and Tk 450,000.

One-third of 1,500,000 = 500,000, so the exemption is Tk 450,000.

Taxable income = 1,500,000 − 450,000 = **Tk 1,050,000**

**Step 2: gross tax (illustrative slabs)**

| Slab | Income in slab (Tk) | Rate | Tax (Tk) |
|---|---|---|---|
| First 350,000 | 350,000 | 0% | 0 |
| Next 100,000 | 100,000 | 5% | 5,000 |
| Next 400,000 | 400,000 | 10% | 40,000 |
| Next 500,000 | 200,000 | 15% | 30,000 |
| **Total** | **1,050,000** | | **75,000** |

**Step 3: investment tax rebate (illustrative limits)**

Assume the rebate is the lowest of 3% of taxable income, 15% of eligible investment and a fixed cap of Tk 1,000,000.

- 3% × 1,050,000 = 31,500
- 15% × 200,000 = 30,000
- Cap: 1,000,000

Rebate = **Tk 30,000**

**Step 4: net tax and balance payable**

| | Tk |
|---|---|
| Gross tax | 75,000 |
| Less investment rebate | (30,000) |
| Net tax liability | 45,000 |
| Less tax deducted at source | (40,000) |
| **Payable with the return** | **5,000** |

Check that the net liability is not below the minimum tax for the taxpayer's location. If it is, the minimum applies.

## How to revise the changes

1. Make a one-page "what changed" sheet for each tax you are examined on.
2. Redo two or three past questions using the new rates, and note which answers change.
3. Learn the structure of each computation so well that a new rate is just a number to substitute.

Examiners reward method and explanation as much as the final figure. A candidate who lays out the steps clearly, states the rate used and explains each adjustment will score well even if one rate is misremembered.
`,
  },
  {
    slug: 'isa-315-risk-assessment-in-practice',
    subject: 'Audit & Assurance',
    title: 'ISA 315 risk assessment in practice: from inherent risk factors to audit responses',
    excerpt: 'The revised ISA 315 asks auditors to assess inherent risk on a spectrum using specific risk factors. How that works on a real engagement, illustrated with a Dhaka garments exporter.',
    author: 'tanvir-ahmed',
    category: 'Audit practice',
    tags: ['isa 315', 'risk assessment', 'audit planning'],
    publishedAt: '2026-06-02',
    body: `ISA 315 (Revised 2019) changed the language of risk assessment, and exam questions have followed. Candidates who still write "inherent risk is high because the client is in a risky industry" lose marks. Examiners now want you to name the inherent risk factor, link it to an assertion and propose a response that addresses it.

## What the standard asks for

The auditor identifies and assesses the risks of material misstatement at two levels:

- **the financial statement level**, for risks that affect the statements as a whole, such as weak tone at the top or going-concern pressure;
- **the assertion level**, for classes of transactions, account balances and disclosures: occurrence, completeness, accuracy, cut-off, existence, valuation and so on.

At the assertion level, **inherent risk** and **control risk** are assessed separately. Inherent risk is placed on a *spectrum*, from low to high, using five inherent risk factors:

1. **Complexity**, such as complex calculations or many data sources;
2. **Subjectivity**, where judgement is needed and different people could reach different answers;
3. **Change**, such as new systems, new regulations or new business lines;
4. **Uncertainty**, where an amount cannot be measured precisely;
5. **Susceptibility to misstatement due to management bias or fraud**.

Risks at the upper end of the spectrum are **significant risks**, which require specific responses, including substantive procedures designed for that risk.

## Understanding the entity, including IT

The revised standard expects a deeper understanding of the entity's system of internal control, including the IT environment and general IT controls. If revenue is recorded in an ERP system, you need to know who can change prices, who can post journals and how changes to the system are approved. This is not an IT audit; it is knowing enough to judge whether you can rely on the data.

## An illustration: a garments exporter in Dhaka

Meghna Apparel Ltd exports knitwear to European buyers. Profit before tax is about Tk 80 million. The audit team sets overall materiality at 5% of profit before tax, **Tk 4 million**, and performance materiality at 75% of that, **Tk 3 million** (illustrative judgements).

| Area | Inherent risk factors | Assertion | Assessment | Planned response |
|---|---|---|---|---|
| Export revenue near year end | Susceptibility to bias (bonus linked to sales); change (new buyer) | Cut-off, occurrence | Significant risk | Match shipments in the last and first two weeks to bills of lading and export documents; confirm balances with the new buyer |
| Foreign currency receivables | Uncertainty (taka movements); complexity | Valuation | Higher | Recalculate translation at the closing rate; test subsequent receipts |
| Fabric and accessories inventory | Subjectivity (obsolescence of seasonal styles) | Valuation | Higher | Review ageing; test net realisable value against post-year-end sales and cancelled orders |
| Payroll | Low complexity, stable system | Accuracy, occurrence | Lower | Analytical procedures on headcount and wage rates, plus tests of controls |
| Journal entries | Management override (always presumed) | All | Significant risk | Journal entry testing focused on late, manual and round-sum entries |

Notice that the table does not say "revenue is risky". It explains **why**, using the language of the standard, and the response addresses the specific assertion.

## The stand-back

ISA 315 also requires a "stand-back" at the end of risk assessment. For material classes of transactions, balances or disclosures that you have not identified as having a risk, you must re-evaluate whether that conclusion is still appropriate. In an exam, one sentence showing you know this requirement exists can earn a mark.

## Writing a strong exam answer

For each risk the question asks about, write three short parts:

1. **Identify the risk** and the inherent risk factor, using a fact from the scenario.
2. **State the assertion** and the direction of the potential misstatement (overstated or understated).
3. **Give a specific response**, not "perform more tests", but what you would inspect, recalculate or confirm, and with what evidence.

## From exam to articleship

On engagements, the same discipline saves time. A risk assessment that names the factor and the assertion leads directly to a focused audit programme. A vague one leads to extra testing that does not address the real risk. Practise writing your risk assessments this way in mock exams and you will find that your working papers improve as well.
`,
  },
  {
    slug: 'going-concern-isa-570-exam-answers',
    subject: 'Audit & Assurance',
    title: 'Going concern under ISA 570: what examiners want to see',
    excerpt:
      "Going-concern questions combine judgement about the client's cash flow with precise reporting consequences. A worked cash-flow review and the decision path from evidence to audit opinion.",
    author: 'tanvir-ahmed',
    category: 'Audit practice',
    tags: ['isa 570', 'going concern', 'audit reporting'],
    publishedAt: '2026-08-11',
    body: `Going concern is one of the most reliable topics in Audit & Assurance and at Advanced Level. It tests two skills examiners care about: reading a scenario for warning signs and knowing exactly how the auditor's report changes. Candidates often manage the first and then lose marks on the second.

## Management's responsibility and the auditor's

Management must assess whether the entity can continue as a going concern, looking at least twelve months from the end of the reporting period. The auditor obtains sufficient appropriate evidence about whether management's use of the going-concern basis is appropriate and whether a material uncertainty exists. The auditor does not make the assessment for management; the auditor evaluates it.

## Spotting the indicators

Examiners place indicators in the scenario. Typical ones:

- **Financial:** net current liabilities, loans due for repayment with no agreed refinancing, breaches of loan covenants, sustained operating losses, reliance on short-term borrowing for long-term assets.
- **Operating:** loss of a major customer or key supplier, loss of key management, labour disruption, shortages of important inputs.
- **Other:** legal claims the entity could not meet, changes in law or regulation that affect the business model.

Name each indicator and explain why it threatens cash flow. "The company has made a loss" earns little. "The company's Tk 120 million term loan falls due in March and the bank has not confirmed renewal" earns the mark.

## A worked example: testing a cash-flow forecast

Karnaphuli Steel Ltd's year end is 30 June 2026. Management's forecast for the year to 30 June 2027 shows:

| | Tk million |
|---|---|
| Opening cash | 15 |
| Receipts from customers | 540 |
| Payments to suppliers and employees | (480) |
| Interest | (25) |
| Repayment of term loan, March 2027 | (120) |
| **Closing cash (deficit)** | **(70)** |

Management says the loan will be rolled over, as in previous years. The forecast also assumes receipts grow 12% although revenue fell 5% last year.

Procedures an auditor would perform:

1. Obtain written evidence from the bank about its intention to renew, and read any correspondence about covenants.
2. Compare the 12% growth assumption with post-year-end sales, the order book and industry conditions; recalculate the forecast with flat receipts.
3. Check the payment assumptions against supplier terms and recent payment patterns.
4. Review board minutes for discussion of funding, asset sales or shareholder support.
5. Obtain written representations about management's plans.

If receipts stay flat at last year's level of about Tk 482 million, the deficit before any refinancing grows by around Tk 58 million. The entity's survival then depends entirely on the bank.

## From evidence to opinion

This is where most marks are lost. Follow the decision path:

| Conclusion | Disclosure | Effect on the auditor's report |
|---|---|---|
| Going-concern basis appropriate, no material uncertainty | Not required | Unmodified opinion; no going-concern section |
| Basis appropriate, material uncertainty exists, **adequately disclosed** | Adequate | Unmodified opinion with a separate section headed "Material Uncertainty Related to Going Concern" |
| Basis appropriate, material uncertainty exists, **not adequately disclosed** | Inadequate | Qualified or adverse opinion |
| Going-concern basis **inappropriate** | – | Adverse opinion |
| Management refuses to make or extend its assessment | – | Consider the implications, which may include a modified opinion |

For Karnaphuli, if the bank gives only a non-binding indication and management discloses the dependence clearly, the likely outcome is an unmodified opinion with a material uncertainty section. If management refuses to disclose it, the opinion is modified.

## Do not confuse the paragraphs

A material uncertainty related to going concern has its own section. It is not an emphasis of matter paragraph and it is not a key audit matter, although going-concern matters that are close calls without a material uncertainty may be reported as key audit matters for listed entities. Using the wrong term costs marks and shows the examiner you are guessing.

## A structure for your answer

1. List the indicators from the scenario, each with its cash consequence.
2. Give specific procedures tied to the key assumptions.
3. Conclude on whether a material uncertainty exists, based on the evidence you would expect.
4. State the reporting consequence precisely, using the right terminology.

Four steps, each visible in your answer. That is what passing answers look like.
`,
  },
  {
    slug: 'articleship-getting-the-most-from-training',
    title: 'Articleship: getting the most from your training years',
    excerpt:
      'Articleship shapes your career as much as the exams do. How to balance work and study, what to ask your principal for, and the legal and ethical basics every articled student should understand.',
    author: 'shirin-akter',
    category: 'Careers',
    tags: ['articleship', 'careers', 'training'],
    publishedAt: '2026-05-19',
    body: `Most CA students in Bangladesh spend their training years as articled students in a practising firm, combining client work with exam preparation. It is demanding, and it is also the period in which you learn how professional work is really done. Students who treat articleship only as something to survive miss its value. Here is how to make it count.

## Understand your training agreement

Your articleship is governed by a written agreement with your principal and by the Institute's regulations on practical training. Read it properly, as you would advise a client to read a contract:

- the length of the training period and what counts towards it;
- your working hours, stipend and leave, including any arrangements for study leave before exams;
- confidentiality obligations, which continue after the training ends;
- the conditions and procedure for transfer or termination.

If something is unclear, ask early and politely. Misunderstandings about leave or transfer are far easier to resolve in the first month than in the last.

## Seek breadth in your first two years

Audit will probably be most of your work, but try to see as much of the firm as you can:

- **Statutory audit** across several industries: manufacturing, trading, NGOs, financial institutions.
- **Tax**: preparing individual and company returns, withholding tax compliance, VAT returns. Nothing makes Principles of Taxation clearer than preparing a real return.
- **Corporate secretarial work**: annual returns, changes in directors and share transfers filed with the Registrar of Joint Stock Companies and Firms under the Companies Act 1994. This brings Corporate Law & Practices to life.
- **Advisory or due diligence** assignments, if your firm does them.

Ask your manager, at each appraisal, for exposure to one area you have not yet seen. Most managers are glad to help a student who asks specifically.

## Link the job to the syllabus

Keep a simple log. For each engagement, write down the standards and laws you used: an IFRS 16 lease, an ISA 505 confirmation, a withholding tax provision. When you study that topic later, you will remember the client, and the topic will stay with you. Examiners write scenarios from real practice, and students with good articleship logs recognise them.

## Balance work and study honestly

Busy season and exam preparation often collide. Some habits that help:

- Give your manager your exam dates at the start of each engagement, not the week before.
- Study a little on most working days, even 45 minutes, rather than relying on weekends alone.
- Use travel time to and from clients for short video lessons or flash cards.
- Plan your heaviest study weeks around the firm's calendar, not against it.

## Ethics and professional behaviour

As an articled student you are bound by the profession's code of ethics, even before you qualify:

- **Confidentiality.** Client information stays inside the firm. Do not discuss clients in study groups or on social media, even without naming them.
- **Independence.** Tell your firm if you or a close family member has a financial interest in, or a relationship with, a client you are assigned to.
- **Professional scepticism.** If an explanation does not make sense, say so to your senior. That is not rudeness; it is the job.

## Build skills the exams do not test

- Spreadsheets: lookups, pivot tables and clean, reviewable workbooks.
- Writing: short, clear emails and memos. Clients and partners read the first two lines.
- Communication: asking a client's accountant for documents politely and following up without friction.

These skills decide how quickly you are trusted with more responsible work, and they matter as much after qualification as during it.

## Finishing well

In the final months, make sure your training records are complete and signed, and ask for feedback from the managers you worked with most. Leave on good terms whether you stay with the firm or not. The Bangladesh profession is small, and the people you train with will be your colleagues, clients and references for decades.
`,
  },
  {
    slug: 'careers-after-qualifying-ca-bangladesh',
    title: 'After qualifying: career paths for chartered accountants in Bangladesh',
    excerpt: 'Practice, industry, banking, regulation, the development sector or your own firm: an overview of where newly qualified chartered accountants in Bangladesh work, and how to choose.',
    author: 'imran-hossain',
    category: 'Careers',
    tags: ['careers', 'qualified accountants', 'professional development'],
    publishedAt: '2026-11-10',
    body: `Passing your final paper feels like the end of a very long road. In fact it opens several roads at once, and the choice you make in the first two or three years after qualifying shapes much of what follows. Here is an overview of the main paths I have seen our former students take, and the questions worth asking before you choose.

## Staying in practice

Many newly qualified accountants stay with their training firm or move to another practising firm.

- **What the work is:** managing audit engagements, reviewing juniors' work, dealing with client finance teams, and over time building a portfolio of clients.
- **Why choose it:** the fastest way to see many businesses, strong technical development, and a route to partnership for those who want it.
- **What to weigh:** long hours during busy season, and the need to build business relationships as you become more senior.

Specialisms within practice, such as tax, transaction advisory, forensic work, IT audit or IFRS advisory, can be rewarding for those who enjoy going deep into one area.

## Moving into industry

Industry is the most common destination after a few years in practice. Employers include:

- large local groups in ready-made garments, textiles, pharmaceuticals, food, steel and real estate;
- multinational subsidiaries in telecoms, consumer goods and energy;
- banks, non-bank financial institutions and insurance companies.

Roles usually start in financial reporting, management accounting, internal audit, treasury or tax, and can lead to finance controller and chief financial officer positions. Industry often offers more predictable hours and closer involvement in business decisions. To do well, you need to learn the business, not only the accounts.

## Financial management and corporate finance

If you enjoyed Financial Management, look at treasury, investment analysis, corporate finance and capital markets roles. Merchant banks, asset managers and the finance teams of listed companies value people who can build a model, value a business and explain the result to a board. Skills to develop: financial modelling, valuation and a working knowledge of capital market regulation.

## Regulators and the public sector

Regulators and public bodies need qualified accountants for supervision, standard setting and enforcement. Institutions such as Bangladesh Bank, the Bangladesh Securities and Exchange Commission and the Financial Reporting Council recruit people with accounting and audit expertise from time to time, as do government-owned enterprises. These roles suit people who want to shape how the whole system works.

## Development sector and NGOs

Bangladesh has one of the largest development sectors in the world. NGOs, microfinance institutions and international development organisations need accountants for grant management, donor reporting, internal audit and compliance. The work has a clear social purpose and often involves reporting to donors with their own requirements, which broadens your technical range.

## Starting your own practice

Some chartered accountants set up their own firms once they meet the Institute's requirements for a certificate of practice. Small and medium-sized businesses need help with bookkeeping, tax, VAT compliance and audits, and a well-run local practice can grow steadily. You will need patience, good systems and the confidence to build a client base.

## Teaching and training

Teaching CA students, as our mentors do, is another path, often alongside practice or industry work. It keeps your technical knowledge sharp and is deeply satisfying when students you taught qualify.

## How to choose

Ask yourself four questions:

1. **What did you enjoy during articleship?** The engagements you looked forward to are a strong signal.
2. **Do you want breadth or depth?** Practice and advisory give breadth; specialist roles give depth.
3. **How much do you value predictability?** Industry and public-sector roles usually offer more regular hours.
4. **Where do you want to be in ten years?** Work backwards from that role and look for the experience it requires.

## Keep learning

Qualification is a licence to keep learning. Meet your continuing professional development requirements with courses you actually need, keep up with changes in IFRS, ISAs and tax law, and stay in touch with the people you trained with. Many of the best opportunities come through a former colleague who remembers that you were good to work with.

Congratulations to everyone who has just qualified. Choose deliberately, and do not be afraid to change direction if the first choice is not right.
`,
  },
];
