import { type SeedBank, check } from './bank-types';

const RESOLUTION_TYPES = ['Board resolution', 'Ordinary resolution', 'Special resolution', 'Special resolution confirmed by the Court'];
const CONTRACT_STATUS = ['Valid contract', 'Void agreement', 'Voidable contract'];

/**
 * Corporate Law & Practices (Professional Level). Areas:
 * 1 Company law (40%), 2 Contract and commercial law (20%),
 * 3 Securities regulation and corporate governance (25%), 4 Insolvency and winding up (15%).
 */
export const corporateLawPracticesBank: SeedBank = {
  subject: 'corporate-law-practices',
  questions: [
    // ───────────── Area 1: Company law ─────────────
    {
      ref: 'clp-001',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under section 5 of the Companies Act 1994, what is the minimum number of persons who must subscribe their names to the memorandum of association to form a public company?',
      options: ['Two', 'Three', 'Seven', 'Fifty'],
      correct: 2,
      explanation: `Section 5: any **seven or more persons** may form a public company; **two or more** may form a private company (the Companies (Amendment) Act 2020 also allows a one person company).

The distractors are other numbers from the Act: **two** is the minimum for a private company (and its minimum number of directors); **three** is the minimum number of directors of a public company; **fifty** is the maximum membership of a private company, excluding employees (section 2(1)(q)).`,
    },
    {
      ref: 'clp-002',
      area: 1,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Under section 2(1)(q) of the Companies Act 1994, the articles of a private company must do which TWO of the following?',
      options: [
        'Require the company to have at least seven members',
        'Restrict the right to transfer its shares',
        'Require a statutory meeting to be held within six months of incorporation',
        'Prohibit any invitation to the public to subscribe for its shares or debentures',
      ],
      correct: [1, 3],
      explanation: `A private company is one whose articles (i) **restrict the right to transfer its shares**, (ii) limit its members to fifty (excluding employees and former employees who remain members), and (iii) **prohibit any invitation to the public** to subscribe for its shares or debentures.

Seven is the minimum membership of a **public** company, and the statutory meeting (section 83) is required only of a public company limited by shares, so neither is a feature of a private company.`,
    },
    {
      ref: 'clp-003',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Sonar Bangla Agro Ltd, a public company, wants to alter the objects clause of its memorandum so that it can also operate cold-storage warehouses. Under section 12 of the Companies Act 1994, what is required?',
      options: [
        'A board resolution, filed with the Registrar',
        'An ordinary resolution of the members',
        'A special resolution only; no other approval is needed',
        'A special resolution, and confirmation of the alteration by the Court on petition',
      ],
      correct: 3,
      explanation: `Section 12 allows a company to alter its objects by **special resolution**, but only for the purposes listed (for example to carry on its business more economically, to enlarge or change its local area of operation, or to carry on a business that can conveniently be combined with its own). The alteration **does not take effect until it is confirmed by the Court** (the High Court Division) on a petition, after which the order and the altered memorandum are filed with the Registrar.

Contrast: the **articles** may be altered by special resolution alone; a change of **name** needs a special resolution and the Registrar's written approval. A board or ordinary resolution is never enough to alter the memorandum.`,
    },
    {
      ref: 'clp-004',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "At an extraordinary general meeting of Karnaphuli Paper Mills PLC, of which 21 days' notice specifying the intention to propose a special resolution was duly given, a poll is taken on a resolution to alter the articles. Members present in person or by proxy cast 2,400,000 votes in total. What is the minimum number of votes that must be cast in favour for the resolution to pass as a special resolution?",
      answer: 1800000,
      suffix: 'votes',
      checks: [check('answer', { votes: 2400000 }, (i) => Math.ceil((i.votes * 3) / 4))],
      explanation: `Section 87(2): a special resolution needs a majority of **not less than three-fourths** of the members entitled to vote who vote in person or by proxy, at a meeting of which at least **21 days' notice** specifying the intention to propose it as a special resolution has been given.

Minimum votes in favour = 2,400,000 × 3/4 = **1,800,000**.

An ordinary resolution would need only more votes for than against (more than 1,200,000). An extraordinary resolution (section 87(1)) also needs a three-fourths majority but does not require 21 days' notice.`,
    },
    {
      ref: 'clp-005',
      area: 1,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'Padma Oil Refinery Ltd has a paid-up share capital of Tk 250,000,000, all of which carries voting rights and on which all calls have been paid. A group of shareholders wants to requisition an extraordinary general meeting under section 84 of the Companies Act 1994. What is the minimum paid-up capital that the requisitionists must hold between them?',
      answer: 25000000,
      prefix: 'Tk',
      checks: [check('answer', { capital: 250000000 }, (i) => i.capital / 10)],
      explanation: `Section 84: the directors must call an extraordinary general meeting on the requisition of members holding **not less than one-tenth** of the paid-up capital that carries the right to vote.

Tk 250,000,000 × 1/10 = **Tk 25,000,000**.

The requisition must state the objects of the meeting, be signed by the requisitionists and be deposited at the registered office. If the directors do not proceed to call the meeting within 21 days, the requisitionists may call it themselves, but it must be held within three months of the deposit; their reasonable expenses are repaid by the company and recovered from the defaulting directors.`,
    },
    {
      ref: 'clp-006',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Shareholders of Meghna Cement Mills PLC holding 15% of the paid-up voting capital deposited a valid requisition for an extraordinary general meeting at the registered office on 1 March 2025. The directors have done nothing. Under section 84 of the Companies Act 1994, which statement is correct?',
      options: [
        'The requisitionists may call the meeting themselves once 21 days have passed without the directors proceeding to call it, but the meeting must be held within three months of 1 March 2025',
        'The requisitionists must apply to the Court, because only the directors can ever call a general meeting',
        'The requisitionists may call the meeting themselves at any time within twelve months of 1 March 2025',
        'The requisition lapses if the directors do not act on it within 21 days',
      ],
      correct: 0,
      explanation: `Under section 84, if the directors do not, **within 21 days** of the deposit, proceed to call the meeting, the requisitionists (or a majority of them in value) may **call it themselves**, but a meeting so called **must not be held after three months** from the date of deposit — here, by 1 June 2025. The company must repay their reasonable expenses and may recover them from the fees of the defaulting directors.

The requisitionists do not need the Court, the window is three months (not twelve), and the directors' inaction does not make the requisition lapse — it is exactly what triggers the members' own power.`,
    },
    {
      ref: 'clp-007',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under section 83 of the Companies Act 1994, within what period must a public company limited by shares hold its statutory meeting?',
      options: [
        'Not less than one month and not more than six months from the date on which it is entitled to commence business',
        'Within one month of incorporation',
        'Within eighteen months of incorporation, together with the first annual general meeting',
        'Within fifteen months of the issue of its prospectus',
      ],
      correct: 0,
      explanation: `Section 83 requires every public company limited by shares to hold a **statutory meeting** once only, **not less than one month and not more than six months** from the date it is entitled to commence business. Before it, the directors send members a **statutory report** (shares allotted, cash received, receipts and payments, directors and auditors, preliminary expenses, contracts), certified by directors and, as to the shares and cash, by the auditors; a copy is filed with the Registrar. Failure is a ground for compulsory winding up.

Eighteen months is the deadline for the **first AGM** (section 81) and fifteen months the maximum gap between AGMs; private companies need no statutory meeting.`,
    },
    {
      ref: 'clp-008',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Kushiara Tea Company Ltd, a public company, has adopted the rotation regulation in Schedule I to the Companies Act 1994: at each annual general meeting one-third of the directors who are subject to retirement by rotation, or, if their number is not three or a multiple of three, the number nearest to one-third, retire from office. The board has 13 directors, of whom 2 (the managing director and a nominee director) are exempt from rotation under the articles. How many directors must retire by rotation at this year's AGM?",
      answer: 4,
      suffix: 'directors',
      checks: [check('answer', { board: 13, exempt: 2 }, (i) => Math.round((i.board - i.exempt) / 3))],
      explanation: `Directors subject to rotation = 13 − 2 = 11.
One-third of 11 = 3.67; 11 is not a multiple of three, so the number **nearest to one-third** retires: **4 directors**.

Those to retire are the ones longest in office since their last election; as between directors appointed on the same day, lots are drawn unless they agree otherwise. Retiring directors are eligible for re-election. Using all 13 directors (4.33 → 4) happens to give the same figure here but is the wrong method; rounding down 3.67 to 3 is the common error.`,
    },
    {
      ref: 'clp-009',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Rashid Ahmed is a director of Surma Steel Ltd. The board wants the company to lend him Tk 5,000,000 to buy a flat. Under section 103 of the Companies Act 1994, what is required before the loan is made?',
      options: [
        'Only a board resolution, on which Rashid Ahmed does not vote',
        'The prior approval of the company in general meeting',
        'The approval of the Registrar of Joint Stock Companies and Firms',
        'Nothing, provided the loan carries a market rate of interest',
      ],
      correct: 1,
      explanation: `Section 103 prohibits a company from making a **loan** to a director (or giving a guarantee or security for a loan to him, or to a firm or private company in which he is interested) **without the prior approval of the company in general meeting**. Board approval alone is not enough, even if the interested director abstains, and a commercial interest rate does not remove the requirement. The Registrar's approval is not the mechanism.

Directors who authorise a loan in breach commit an offence and may have to make good any loss; loans to directors must also be disclosed in the financial statements and, for a listed company, are related party transactions under IAS 24.`,
    },
    {
      ref: 'clp-010',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following is NOT a ground on which a person is disqualified from being appointed a director of a company under the Companies Act 1994?',
      options: [
        'He has been found to be of unsound mind by a court of competent jurisdiction',
        'He is an undischarged insolvent',
        'He has not paid a call on his shares in the company for six months after the last day fixed for payment',
        'He is a director of a competing company',
      ],
      correct: 3,
      explanation: `The statutory disqualifications include: being found of **unsound mind** by a competent court; being an **undischarged insolvent** (or having an insolvency application pending); **not paying a call** on shares held in the company for **six months** after the last day fixed for payment; and being a minor.

Being a director of a competitor is **not** a statutory disqualification. It may create a conflict of interest that the director must manage under his fiduciary duties, and the articles may add further disqualifications, but the Act does not bar the appointment.`,
    },
    {
      ref: 'clp-011',
      area: 1,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: "The articles of Bhairab Flour Mills Ltd allow the directors to borrow up to Tk 100,000,000 on their own authority, and above that only with an ordinary resolution of the members in general meeting. Two directors, acting for the board, borrowed Tk 150,000,000 from Agrani Finance Ltd and produced a certified board minute stating that the members' resolution had been passed. No such resolution had been passed. Agrani Finance Ltd acted in good faith and had no reason to suspect anything. Which statement is correct?",
      options: [
        'The loan is void because it exceeds the borrowing limit in the articles, which Agrani Finance Ltd is deemed to know',
        'The company is bound, because under the rule in Royal British Bank v Turquand an outsider acting in good faith may assume that internal procedures have been complied with',
        "The company is bound only for Tk 100,000,000, the amount the directors could borrow without the members' approval",
        'Agrani Finance Ltd can recover only from the two directors personally, and never from the company',
      ],
      correct: 1,
      explanation: `Two doctrines interact:
- **Constructive notice**: outsiders are deemed to know the contents of the public documents (memorandum and articles), so Agrani Finance Ltd is taken to know that a members' resolution was needed.
- **Indoor management** (Royal British Bank v Turquand): an outsider dealing in good faith need not inquire whether **internal procedures**, such as the passing of an ordinary resolution, have actually been carried out. It may assume regularity.

The articles made the borrowing possible subject to an internal step, so the company is **bound for the whole Tk 150,000,000**. The rule would not protect a lender who knew or suspected the irregularity, who relied on a forgery, or where the act was beyond the company's own powers. The directors may also be liable to the company, but that does not release the company.`,
    },
    {
      ref: 'clp-012',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Rupsha Cables PLC has a share premium account balance of Tk 80,000,000. Under the Companies Act 1994, for which TWO of the following purposes may the share premium account be applied without the confirmation of the Court?',
      options: [
        'Paying up unissued shares to be issued to members as fully paid bonus shares',
        'Paying a cash dividend to ordinary shareholders',
        'Writing off the preliminary expenses of the company',
        'Writing off accumulated trading losses',
      ],
      correct: [0, 2],
      explanation: `The share premium account is treated as if it were paid-up share capital: it can be reduced only as a reduction of capital (special resolution confirmed by the Court), **except** for the permitted uses:
- paying up unissued shares issued as **fully paid bonus shares**;
- **writing off preliminary expenses**;
- writing off the expenses of, commission paid or discount allowed on, any issue of shares or debentures;
- providing for the premium payable on redemption of redeemable preference shares or debentures.

A **cash dividend** would return capital to members and is not allowed; writing off **trading losses** against share premium is a reduction of capital requiring the Court's confirmation.`,
    },
    {
      ref: 'clp-013',
      area: 1,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Select the approval required under the Companies Act 1994 (and Schedule I, which the articles of Titas Spinning Mills PLC adopt) for each of the following actions.',
      columns: ['Action', 'Approval required'],
      rows: [
        ['Appointing the statutory auditor at the annual general meeting', { select: RESOLUTION_TYPES, correct: 1, marks: 1 }],
        ['Altering the articles of association', { select: RESOLUTION_TYPES, correct: 2, marks: 1 }],
        ['Reducing the share capital by returning surplus paid-up capital to members', { select: RESOLUTION_TYPES, correct: 3, marks: 1 }],
        ['Making a call of Tk 20 per share on partly paid shares', { select: RESOLUTION_TYPES, correct: 0, marks: 1 }],
        ['Declaring a final dividend recommended by the directors', { select: RESOLUTION_TYPES, correct: 1, marks: 1 }],
        ['Resolving that the company be wound up voluntarily (its articles fix no period of duration)', { select: RESOLUTION_TYPES, correct: 2, marks: 1 }],
      ],
      explanation: `- **Auditor**: appointed by the members at each AGM (section 210) — ordinary resolution.
- **Articles**: altered by **special resolution**.
- **Reduction of capital**: special resolution, then an application to the Court for an order **confirming** the reduction.
- **Calls**: made by the **directors** under Schedule I (the members are not asked).
- **Final dividend**: declared by the company in general meeting (ordinary resolution), not exceeding the amount the directors recommend.
- **Voluntary winding up**: by **special resolution**; an ordinary resolution suffices only when a fixed period of duration in the articles has expired, and an extraordinary resolution when the company cannot continue because of its liabilities.`,
    },
    {
      ref: 'clp-014',
      area: 1,
      difficulty: 'standard',
      kind: 'written',
      stem: `**Jamuna Steel Ltd** is a public company. At a board meeting its director, Kamal Hossain, learned that the Roads and Highways Department was inviting tenders to supply steel girders. Instead of telling the board, he arranged for Hossain Metal Works, a partnership in which he is a partner, to bid; it won the Tk 60,000,000 contract. Separately, the board approved an interest-free loan of Tk 3,000,000 to Kamal Hossain to buy a car; the members have not been asked to approve it.

**Required:** Advise Jamuna Steel Ltd on Kamal Hossain's position under the Companies Act 1994 and the general law on directors' duties. (8 marks)`,
      points: [
        {
          text: 'Directors are fiduciaries of the company: they must act in good faith in its interests and must not place themselves in a position where personal interest conflicts with duty.',
          marks: 1,
        },
        {
          text: 'Using information received as a director to divert a business opportunity to his own firm is a breach of fiduciary duty (corporate opportunity: Cook v Deeks; Regal (Hastings) Ltd v Gulliver), whether or not the company could have won the contract.',
          marks: 2,
        },
        {
          text: 'Remedies: the company may require him to account for the profit made on the contract (or claim compensation) and the members may remove him; a ratification by a majority he controls may be challenged as a fraud on the minority.',
          marks: 2,
        },
        { text: 'The loan breaches section 103, which requires the prior approval of the company in general meeting; board approval is not enough.', marks: 1 },
        {
          text: "Consequences of the loan: the directors who authorised it commit an offence and may have to make good any loss; the company should call in the loan or seek members' approval, and disclose it in the financial statements.",
          marks: 1,
        },
        { text: 'Both matters are related party transactions that must be disclosed (IAS 24) and, for a listed company, reviewed by the audit committee.', marks: 1 },
      ],
      explanation: `A good answer applies the **no-conflict and no-profit rules**: the information came to Kamal Hossain as a director, so the opportunity belonged to the company and he must account for his profit (Regal (Hastings) shows liability does not depend on the company suffering a loss). He cannot escape by arguing the company would not have bid.

On the **loan**, section 103 is decisive: loans to directors need the prior approval of the company in general meeting. The board's resolution is not enough, so the loan is unlawful until regularised; the authorising directors face penalties and personal liability, and disclosure obligations apply.`,
    },
    {
      ref: 'clp-015',
      area: 1,
      difficulty: 'challenging',
      kind: 'written',
      stem: `**Sylhet Gas Field Services Ltd**, a public company with 60 members, has articles providing that five members personally present form a quorum. On 2 February 2025, members holding 12% of the paid-up voting capital deposited a requisition for an extraordinary general meeting to consider a special resolution changing the articles so that all directors retire every year. The directors ignored it.

On 10 March 2025 the requisitionists sent notice of a meeting to be held on 25 March 2025, stating the intention to propose the resolution as a special resolution. At the meeting 4 members attended in person and 3 by proxy. On a poll, 70% of the votes cast supported the resolution, and the chairman declared it passed.

**Required:** Advise whether the meeting and the resolution are valid under the Companies Act 1994. (10 marks)`,
      points: [
        { text: 'The requisition is valid: members holding 12% exceed the one-tenth of paid-up voting capital required by section 84.', marks: 1 },
        {
          text: 'The directors did not proceed to call the meeting within 21 days (by 23 February), so the requisitionists could call it themselves; a meeting on 25 March is within three months of the deposit.',
          marks: 2,
        },
        {
          text: "Notice: a special resolution needs not less than 21 days' notice specifying the intention (section 87); notice on 10 March for 25 March gives only 15 days, so the resolution cannot be validly passed as a special resolution.",
          marks: 2,
        },
        {
          text: 'Quorum: the articles require five members personally present; only 4 attended in person and proxies do not count, so there was no quorum and no business could be validly transacted.',
          marks: 2,
        },
        { text: 'Majority: even if the meeting had been valid, 70% is below the three-fourths majority required for a special resolution, so the chairman was wrong to declare it passed.', marks: 2 },
        {
          text: 'Conclusion: the resolution is invalid; the requisitionists should call a fresh meeting within the three-month window with proper notice, and may recover their reasonable expenses from the company (which can recover them from the defaulting directors).',
          marks: 1,
        },
      ],
      explanation: `The answer should test each requirement in order:

| Requirement | Facts | Result |
|---|---|---|
| Requisition ≥ 1/10 of voting capital | 12% | ✓ |
| Directors' 21 days | ignored | requisitionists may call |
| Held within 3 months of 2 February | 25 March | ✓ |
| 21 days' notice for a special resolution | 15 days | ✗ |
| Quorum: 5 members personally present | 4 (proxies excluded) | ✗ |
| Three-fourths majority | 70% | ✗ |

Three separate defects each invalidate the resolution. Marks are for identifying the rule, applying it to the dates and figures, and reaching a conclusion.`,
    },
    {
      ref: 'clp-016',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Before Meghna Fisheries Ltd was incorporated, its promoter, Jalal Uddin, signed a contract "for and on behalf of Meghna Fisheries Ltd" to buy refrigerated trucks for Tk 12,000,000 for the business its memorandum describes. After incorporation the board passed a resolution adopting the contract, recorded only in its minutes: the adoption was never communicated to the seller, and the company made no new contract with the seller. The company later refused to take delivery. Under the law of Bangladesh, which statement is correct?',
      options: [
        'The company is bound, because the board ratified the contract after incorporation',
        'The contract is void for all purposes and nobody is liable on it',
        'The company is not bound: it could not ratify a contract made before it existed, and it never communicated its acceptance to the seller; Jalal Uddin is personally liable',
        'The seller can sue the shareholders of the company personally',
      ],
      correct: 2,
      explanation: `A company cannot **ratify** a pre-incorporation contract: ratification needs a principal that existed when the contract was made (Kelner v Baxter). The board's resolution is therefore not a ratification.

Bangladesh law gives a statutory route instead. Under the **Specific Relief Act 1877, s.15(h)**, a company may enforce a contract its promoters made before incorporation for its purposes, if the contract is warranted by the terms of its incorporation and the company has **accepted the contract and communicated that acceptance to the other party**. **Section 27(e)** lets the other party enforce such a contract against the company on the same terms: accepted by the company after incorporation and communicated to the other party.

Here the trucks are for the business the memorandum describes, and the board did accept the contract, but only in its own minutes: the acceptance was **never communicated to the seller**, and there was no new contract (novation). Neither section applies, so the company is not bound. Had the company told the seller it accepted the contract, the seller could have enforced it against the company under s.27(e), and the first option would have been right in result (though by statutory acceptance, not ratification).

The promoter who contracts for a company not yet formed is **personally liable** on the contract, so the seller can sue Jalal Uddin. The contract is not void as against him, and the members are protected by limited liability.`,
    },
    {
      ref: 'clp-017',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Padma Life Sciences Ltd was incorporated as a public company limited by shares and has issued a prospectus inviting the public to subscribe for its shares. Under the Companies Act 1994, before it may commence business or exercise any borrowing powers, it must:',
      options: [
        'Obtain a certificate of commencement of business from the Registrar, after meeting the conditions on allotment of at least the minimum subscription and payment by directors for their shares',
        'Hold its first annual general meeting',
        'List its shares on the Dhaka Stock Exchange',
        'Obtain a trade licence from its city corporation, and nothing more',
      ],
      correct: 0,
      explanation: `A public company with a share capital that has issued a prospectus may not commence business or borrow until the **Registrar certifies that it is entitled to commence business**. Before that, shares payable in cash must have been allotted up to at least the **minimum subscription**, every director must have paid on his shares the same proportion as is payable by the public, and a statutory declaration of compliance must be filed. Contracts made before then are provisional.

Private companies are exempt. An AGM and a stock exchange listing are not conditions of commencing business, and a trade licence does not satisfy the Companies Act.`,
    },
    {
      ref: 'clp-018',
      area: 1,
      difficulty: 'challenging',
      kind: 'multi',
      marks: 2,
      stem: 'Under Salomon v A Salomon & Co Ltd a company is a legal person separate from its members. In which TWO of the following situations may the courts or the statute disregard that separation ("lift the corporate veil")?',
      options: [
        'A single shareholder owns almost all of the shares of a company and is also its managing director',
        "A former employee forms a company to solicit his old employer's customers in order to evade a valid restraint covenant binding on him personally",
        'A company has made losses for three consecutive years',
        "In a winding up it appears that business was carried on with intent to defraud creditors, and the persons knowingly party to it are made personally liable for the company's debts",
      ],
      correct: [1, 3],
      explanation: `- **Sham or façade to evade a legal obligation**: in Gilford Motor Co Ltd v Horne the court granted an injunction against both the former employee and the company he used to evade his covenant.
- **Fraudulent trading**: the Companies Act 1994 allows the Court, in a winding up, to declare persons knowingly party to carrying on business with intent to defraud creditors **personally liable** for the company's debts — a statutory lifting of the veil.

A one-person company was exactly the situation in **Salomon** itself, where the House of Lords upheld separate personality. Continuing losses are not a ground for ignoring the company's separate existence.`,
    },

    // ───────────── Area 2: Contract and commercial law ─────────────
    {
      ref: 'clp-019',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Tanvir, aged 16, borrowed Tk 200,000 from Chowdhury Finance Ltd by mortgaging a plot of land he had inherited, falsely stating that he was 19. Under the Contract Act 1872, as interpreted in Mohori Bibee v Dharmodas Ghose, the mortgage agreement is:',
      options: [
        'Valid, because Tanvir misrepresented his age',
        'Void from the beginning, because a minor is not competent to contract',
        'Voidable at the option of Chowdhury Finance Ltd',
        'Valid once Tanvir ratifies it on reaching majority',
      ],
      correct: 1,
      explanation: `Section 11 makes a person competent to contract only if he has attained the **age of majority** (18 under the Majority Act 1875). In **Mohori Bibee v Dharmodas Ghose** (1903) the Privy Council held that an agreement with a minor — there, a mortgage — is **void ab initio**, not merely voidable.

A minor's false statement of age does not make the contract valid: there is no estoppel against the statute. Because the agreement is void, it cannot be **ratified** on reaching majority. At most, a court may in equity order a minor who obtained property by fraud to restore it while it is still traceable, but it cannot enforce the contract.`,
    },
    {
      ref: 'clp-020',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'On 1 March 2025 Rahman Traders of Dhaka posted an offer to sell 500 bales of jute to Chittagong Exports Ltd. Chittagong Exports Ltd posted its acceptance on 5 March; the letter reached Rahman Traders on 8 March. On 6 March Rahman Traders sent an email revoking the offer, which Chittagong Exports Ltd read the same day. Under the Contract Act 1872, which statement is correct?',
      options: [
        'The revocation is effective, because it reached Chittagong Exports Ltd before the acceptance reached Rahman Traders',
        'A binding contract was formed when the acceptance was posted on 5 March, so the revocation on 6 March came too late',
        'No contract exists, because an acceptance by post cannot accept an offer that is later revoked by email',
        'A contract was formed on 8 March, when Rahman Traders received the acceptance',
      ],
      correct: 1,
      explanation: `Section 4: communication of an acceptance is complete **as against the proposer** when it is **put in a course of transmission** to him so as to be out of the acceptor's power — here on **5 March** when the letter was posted. It is complete as against the acceptor when it comes to the proposer's knowledge (8 March).

Section 5: a proposal may be revoked at any time **before** communication of the acceptance is complete as against the proposer, **but not afterwards**. Rahman Traders' revocation on 6 March was therefore too late, and Rahman Traders is bound. (Between 5 and 8 March, Chittagong Exports Ltd itself could still have revoked its acceptance.)`,
    },
    {
      ref: 'clp-021',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Meghna Yarn Ltd agreed to sell 50 tonnes of cotton yarn to Rupali Knit Ltd at Tk 320,000 per tonne, for delivery on 15 April 2025. Meghna Yarn Ltd failed to deliver. On 15 April 2025 the market price of the same yarn was Tk 356,000 per tonne, and Rupali Knit Ltd bought substitute yarn at that price. Rupali Knit Ltd also claims Tk 2,000,000 of profit it would have earned on an unusually lucrative export order, of which Meghna Yarn Ltd was never told. Under section 73 of the Contract Act 1872, calculate the damages recoverable.',
      answer: 1800000,
      prefix: 'Tk',
      checks: [check('answer', { tonnes: 50, market: 356000, contract: 320000 }, (i) => i.tonnes * (i.market - i.contract))],
      explanation: `Section 73 allows compensation for loss that **naturally arose in the usual course of things** from the breach, or that the parties **knew when they made the contract** to be likely to result (the rule in Hadley v Baxendale). Remote and indirect loss is not recoverable.

- Market loss: 50 tonnes × (Tk 356,000 − Tk 320,000) = 50 × Tk 36,000 = **Tk 1,800,000**. This is the normal measure for non-delivery: the extra cost of buying substitute goods at the market price on the date of breach.
- The Tk 2,000,000 lost profit on an **unusually lucrative** order the seller knew nothing about is too remote (compare Victoria Laundry v Newman Industries), so it is excluded.

Adding it (Tk 3,800,000) is the usual error.`,
    },
    {
      ref: 'clp-022',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Alam, Bashir and Chowdhury jointly guaranteed, without any agreement among themselves about their shares, a bank loan of Tk 9,000,000 made by Sonali Bank PLC to Delta Poultry Ltd. Delta Poultry Ltd repaid Tk 1,500,000 and then defaulted. The bank recovered the whole balance from Alam. Under the Contract Act 1872, how much can Alam recover from Bashir?',
      answer: 2500000,
      prefix: 'Tk',
      checks: [check('answer', { loan: 9000000, repaid: 1500000 }, (i) => (i.loan - i.repaid) / 3)],
      explanation: `Balance paid by Alam = Tk 9,000,000 − Tk 1,500,000 = Tk 7,500,000.

Section 146: where two or more persons are co-sureties for the same debt, then, in the absence of any contract to the contrary, they are liable **as between themselves to pay equal shares** of the debt or of any part of it that remains unpaid. Each surety's share = Tk 7,500,000 ÷ 3 = Tk 2,500,000.

Alam can therefore recover **Tk 2,500,000** from Bashir (and the same from Chowdhury). Alam is also subrogated to the bank's rights against Delta Poultry Ltd (section 140) and can claim indemnity from it (section 145).`,
    },
    {
      ref: 'clp-023',
      area: 2,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Karim, Latif and Monir are the 3 partners in KLM Traders; there is no partnership agreement on profit-sharing, interest or salaries. Karim contributed capital of Tk 2,000,000 and, on 1 January 2025, also advanced Tk 500,000 to the firm for the business beyond his agreed capital. Latif and Monir contributed Tk 1,000,000 each. Monir works full-time in the business and claims a salary of Tk 240,000. Profit for the year ended 31 December 2025, before any interest or salary to partners, is Tk 1,200,000. Applying section 13 of the Partnership Act 1932, calculate Karim's total entitlement for the year (interest plus share of profit).",
      answer: 420000,
      prefix: 'Tk',
      checks: [check('answer', { profit: 1200000, advance: 500000, partners: 3 }, (i) => i.advance * 0.06 + (i.profit - i.advance * 0.06) / i.partners)],
      explanation: `Section 13 of the Partnership Act 1932 (default rules):
- (a) no partner is entitled to **remuneration** → Monir's salary claim fails;
- (b) partners share profits **equally**, whatever their capital;
- (c) **no interest on capital**;
- (d) a partner who makes an **advance** beyond his agreed capital is entitled to interest at **6% per annum**.

| | Tk |
|---|---|
| Interest on Karim's advance: 500,000 × 6% × 12/12 | 30,000 |
| Profit left to share: 1,200,000 − 30,000 = 1,170,000 ÷ 3 | 390,000 |
| **Karim's total** | **420,000** |

Sharing in the capital ratio 2:1:1 (Tk 600,000 for Karim) or deducting Monir's salary are the common errors.`,
    },
    {
      ref: 'clp-024',
      area: 2,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'A cheque for Tk 1,450,000 issued by Bashir Enterprises to Hasan Traders was dishonoured for insufficient funds. Hasan Traders served written notice within the statutory time, Bashir Enterprises failed to pay within 30 days of receiving it, and Hasan Traders filed its complaint in time. Under section 138 of the Negotiable Instruments Act 1881, what is the maximum fine the court may impose on the drawer?',
      answer: 4350000,
      prefix: 'Tk',
      checks: [check('answer', { cheque: 1450000 }, (i) => i.cheque * 3)],
      explanation: `Section 138 makes dishonour of a cheque for insufficiency of funds an offence, punishable with **imprisonment for up to one year, or a fine of up to three times the amount of the cheque, or both**.

Maximum fine = 3 × Tk 1,450,000 = **Tk 4,350,000**.

The offence requires: presentation within six months of the cheque's date (or its validity period); a written notice demanding payment within 30 days of the payee learning of the dishonour; failure by the drawer to pay within 30 days of receiving the notice; and a complaint filed within one month of the cause of action arising.`,
    },
    {
      ref: 'clp-025',
      area: 2,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: "Under the Contract Act 1872, which TWO of the following events terminate an agent's authority (the agent has no interest in the property that forms the subject-matter of the agency)?",
      options: [
        'The principal dies',
        'The principal moves its head office from Dhaka to Gazipur',
        "The agent appoints a sub-agent with the principal's consent",
        'The principal is adjudicated an insolvent',
      ],
      correct: [0, 3],
      explanation: `Section 201: an agency is terminated by the principal revoking the agent's authority; by the agent renouncing the business; by the business being completed; or by **either the principal or the agent dying** or becoming of unsound mind, or by the **principal being adjudicated an insolvent**.

A change of office address has no legal effect on the agency, and appointing a sub-agent with consent (sections 190–192) continues, rather than ends, the agency. Where the agent has an interest in the subject-matter (section 202), the agency cannot be terminated to the prejudice of that interest.`,
    },
    {
      ref: 'clp-026',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Select the status of each of the following agreements under the Contract Act 1872.',
      columns: ['Agreement', 'Status'],
      rows: [
        ["Salam agrees to sell his rice mill after the buyer threatens to file a false criminal case against Salam's son", { select: CONTRACT_STATUS, correct: 2, marks: 1 }],
        ['Both parties agree on the sale of a cargo of wheat which, unknown to both, had been destroyed at sea the day before', { select: CONTRACT_STATUS, correct: 1, marks: 1 }],
        ['By a registered written document, a father promises, out of natural love and affection, to give his daughter Tk 500,000', { select: CONTRACT_STATUS, correct: 0, marks: 1 }],
        ['An employee of Rahman Traders agrees never to work for any other business anywhere in Bangladesh after leaving', { select: CONTRACT_STATUS, correct: 1, marks: 1 }],
        ['An importer agrees to pay a customs officer Tk 1,000,000 to release goods without inspection', { select: CONTRACT_STATUS, correct: 1, marks: 1 }],
        ['A dealer induces a buyer to buy a used truck by stating, knowing it to be false, that it has never been in an accident', { select: CONTRACT_STATUS, correct: 2, marks: 1 }],
      ],
      explanation: `- **Threat of a false criminal case**: threatening an act forbidden by the Penal Code is **coercion** (section 15); the contract is **voidable** at Salam's option (section 19).
- **Cargo already destroyed**: both parties are mistaken about a fact essential to the agreement — **void** (section 20).
- **Registered promise to a near relative out of natural love and affection**: an exception to the need for consideration — **valid** (section 25(1)).
- **Total restraint on working anywhere in Bangladesh**: agreement in **restraint of trade**, **void** (section 27).
- **Bribe**: the object is unlawful and opposed to public policy — **void** (section 23).
- **Knowingly false statement**: **fraud** (section 17); the contract is **voidable** at the buyer's option (section 19).`,
    },
    {
      ref: 'clp-027',
      area: 2,
      difficulty: 'standard',
      kind: 'written',
      stem: `**Dhaka Trade Expo Ltd** hired a convention hall from Bashundhara Convention Services Ltd for a 5-day furniture fair in December 2025 for Tk 6,000,000, paying an advance of Tk 2,000,000. In October 2025 the hall was destroyed by a fire that was not the fault of either party, and the fair could not be held.

Separately, Meghna Printers agreed to print 10,000 brochures for Dhaka Trade Expo Ltd for Tk 400,000. Meghna Printers now says its contract is frustrated because paper prices have risen by 40%, making the job unprofitable.

**Required:** Advise the parties under the Contract Act 1872. (8 marks)`,
      points: [
        {
          text: 'Section 56: a contract to do an act which, after the contract is made, becomes impossible (or unlawful) because of an event the promisor could not prevent becomes void when the act becomes impossible (supervening impossibility / frustration).',
          marks: 2,
        },
        {
          text: 'Destruction of the hall without the fault of either party makes the hire impossible; the contract becomes void and neither party is liable for non-performance (Taylor v Caldwell).',
          marks: 1,
        },
        {
          text: 'Section 65: when a contract becomes void, a person who received any advantage under it must restore it; Bashundhara Convention Services Ltd must refund the Tk 2,000,000 advance.',
          marks: 2,
        },
        {
          text: 'The printing contract is not frustrated: a rise in cost or commercial hardship does not make performance impossible (Davis Contractors v Fareham UDC); Meghna Printers must perform or pay damages under section 73.',
          marks: 2,
        },
        {
          text: 'Frustration does not apply where the event was self-induced or was foreseen and provided for in the contract; any force majeure or price-variation clause should be checked.',
          marks: 1,
        },
      ],
      explanation: `The two contracts illustrate the limits of **section 56**. The hall contract is frustrated because its subject-matter has been destroyed without fault; the consequence in Bangladesh is governed by **section 65**, which requires restitution of the Tk 2,000,000 advance (unlike the old common-law rule that losses lie where they fall).

The printing contract remains binding: increased cost is a commercial risk the printer accepted, not an impossibility. If Meghna Printers refuses to perform, Dhaka Trade Expo Ltd can claim damages, typically the extra cost of having the brochures printed elsewhere.`,
    },
    {
      ref: 'clp-028',
      area: 2,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: 'A contract between Karnaphuli Builders Ltd and Sylhet Developers Ltd provides that if Karnaphuli Builders Ltd fails to complete a building by 31 March 2025 it will pay Tk 5,000,000 "as liquidated damages". Completion was three weeks late. Sylhet Developers Ltd proves an actual loss of rent of Tk 1,350,000, which the court accepts as a reasonable measure of its loss. Under section 74 of the Contract Act 1872, what is Sylhet Developers Ltd entitled to receive?',
      options: [
        'Tk 5,000,000, because the parties agreed that sum as liquidated damages',
        'Tk 6,350,000, being the agreed sum plus the actual loss',
        'Nothing, because a stipulation that is really a penalty is void, so the claim fails entirely',
        'Reasonable compensation not exceeding Tk 5,000,000, which on these facts is Tk 1,350,000',
      ],
      correct: 3,
      explanation: `Section 74 does not follow the English distinction between enforceable liquidated damages and unenforceable penalties. Whether the sum named is described as liquidated damages or as a penalty, the injured party is entitled to **reasonable compensation not exceeding the amount named**, whether or not actual loss is proved.

The named Tk 5,000,000 is therefore a **ceiling**, not an automatic entitlement. The court awards what is reasonable — here the proven loss of **Tk 1,350,000**. The clause is not void, so option 3 is wrong, and the injured party cannot recover both the named sum and its loss.`,
    },

    // ───────────── Area 3: Securities regulation and corporate governance ─────────────
    {
      ref: 'clp-029',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Sonali Aansh Industries PLC, listed on the Dhaka Stock Exchange, has 13 directors on its board. Under the BSEC Corporate Governance Code 2018, what is the minimum number of independent directors it must have?',
      answer: 3,
      suffix: 'directors',
      checks: [check('answer', { board: 13 }, (i) => Math.ceil(i.board / 5))],
      explanation: `Condition 1(2)(a) of the Corporate Governance Code: **at least one-fifth** of the total number of directors must be independent directors, and **any fraction is rounded up** to the next whole number.

13 ÷ 5 = 2.6 → **3 independent directors**.

Rounding down to 2 is the usual error. Independent directors are appointed by the board and approved by the shareholders at the AGM; each must hold less than 1% of the company's shares and be free of the listed connections with sponsors, directors, the company and its auditors.`,
    },
    {
      ref: 'clp-030',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under the BSEC Corporate Governance Code 2018, how many members must the board of directors of a listed company have?',
      options: ['Not less than 3 and not more than 15', 'Not less than 7 and not more than 25', 'Not less than 5 and not more than 20', 'Not less than 2 and not more than 50'],
      correct: 2,
      explanation: `Condition 1(1) of the Code: the total number of members of a listed company's board **shall not be less than 5 and not more than 20**. (Banks, insurers and other companies with a primary regulator also follow that regulator's rules where consistent.)

The distractors mix up other numbers: 3 and 2 are the Companies Act minimum numbers of directors for public and private companies, and 50 is the maximum membership of a private company.`,
    },
    {
      ref: 'clp-031',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Under the BSEC Corporate Governance Code 2018, which TWO of the following statements about the audit committee of a listed company are correct?',
      options: [
        'It must have at least 3 members, appointed by the board from among its directors',
        'The managing director may be a member, provided he does not chair it',
        'Its chairperson must be an independent director',
        'It need meet only once a year, before the annual general meeting',
      ],
      correct: [0, 2],
      explanation: `Condition 5 of the Code:
- the audit committee has **at least 3 members**, appointed by the board from among the directors;
- its members must be **non-executive directors** (other than the chairperson of the board) and include at least one independent director — so the managing director, an executive, cannot be a member;
- the board selects its **chairperson, who must be an independent director**;
- it must hold **at least four meetings** in a financial year, with a quorum of two members or two-thirds of the members, whichever is higher, including an independent director.`,
    },
    {
      ref: 'clp-032',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: 'Titas Ceramics PLC, listed on the Dhaka Stock Exchange, has a paid-up capital of Tk 1,200,000,000 divided into ordinary shares of Tk 10 each. Its sponsors and directors together hold 31,500,000 shares. Under the BSEC notification on minimum shareholding of sponsors and directors of listed companies, how many additional shares must the sponsors and directors acquire, as a group, to meet the minimum joint holding requirement?',
      answer: 4500000,
      suffix: 'shares',
      checks: [check('answer', { capital: 1200000000, faceValue: 10, held: 31500000 }, (i) => (i.capital / i.faceValue) * 0.3 - i.held)],
      explanation: `BSEC requires the sponsors and directors of a listed company to hold **jointly at least 30%** of its paid-up capital at all times (and each director other than an independent director to hold at least 2% individually).

| | Shares |
|---|---|
| Shares in issue: Tk 1,200,000,000 ÷ Tk 10 | 120,000,000 |
| Required joint holding: 30% | 36,000,000 |
| Currently held | 31,500,000 |
| **Shortfall to acquire** | **4,500,000** |

The current holding is only 26.25%. Working in taka rather than shares (Tk 45,000,000) or applying the 2% individual rule instead of the 30% joint rule are typical errors.`,
    },
    {
      ref: 'clp-033',
      area: 3,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Professor Nazma Begum was appointed an independent director of Bangladesh Lamps PLC for a first tenure of 3 years ending in 2025. Under the BSEC Corporate Governance Code 2018, which statement is correct?',
      options: [
        'Her tenure may be extended for one further tenure only; after that she may be re-appointed only after a gap of one tenure (3 years)',
        'Her tenure may be extended any number of times, provided the shareholders approve each extension',
        'She must retire permanently at the end of her first tenure',
        "Her tenure may be extended only if she buys at least 2% of the company's shares",
      ],
      correct: 0,
      explanation: `Under condition 1(2) of the Code, the tenure of an independent director is **3 years**, which **may be extended for 1 tenure only**. A former independent director may be considered for re-appointment after a **time gap of one tenure (3 years)** from completing two consecutive tenures.

The 2% minimum holding applies to **other** directors; an independent director must hold **less than 1%** of the paid-up shares, so buying 2% would destroy her independence.`,
    },
    {
      ref: 'clp-034',
      area: 3,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: "The statutory auditor of Rupali Jute Mills PLC, a listed company, has offered to issue the annual certificate of compliance with the BSEC Corporate Governance Code for the company's annual report, for a small extra fee. Under the Code, which statement is correct?",
      options: [
        'The statutory auditor may issue the certificate, provided the audit committee approves the fee',
        'The certificate may be issued by any director of the company who is a chartered accountant',
        'The statutory auditor may issue the certificate only in the first year of its appointment',
        'The statutory auditor may not issue it; the certificate must come from a practising professional accountant or secretary (CA, CMA or CS) other than the statutory auditor, appointed by the shareholders at the AGM',
      ],
      correct: 3,
      explanation: `Condition 9(1) requires the company to obtain, every year, a certificate on compliance with the Code from a **practising Professional Accountant or Secretary** (Chartered Accountant, Cost and Management Accountant or Chartered Secretary) **other than its statutory auditor or audit firm**, and to include it in the annual report. Condition 9(2): that professional is **appointed by the shareholders at the AGM**.

Condition 7(1) also lists "audit or certification services on compliance of corporate governance" among the services the statutory auditor must not provide. Audit committee approval cannot override a prohibition, and a director cannot certify his own company's compliance.`,
    },
    {
      ref: 'clp-035',
      area: 3,
      difficulty: 'challenging',
      kind: 'written',
      stem: `You are advising the board of **Karnaphuli Pharmaceuticals PLC**, listed on the Dhaka Stock Exchange. You find:

1. The board has 10 directors, one of whom is independent.
2. Mr Anwar Kabir is both chairperson of the board and managing director.
3. The audit committee has three members — an independent director, a non-executive director and the chief financial officer (who is also a director). It is chaired by the non-executive director and met twice last year.
4. The chief financial officer also acts as company secretary.
5. The statutory auditor also performs the company's internal audit.

**Required:** Identify the breaches of the BSEC Corporate Governance Code 2018 and recommend how the company should remedy them. (10 marks)`,
      points: [
        {
          text: 'Independent directors: at least one-fifth of 10 = 2 are required; appoint at least one more independent director (appointed by the board and approved by the shareholders at the AGM).',
          marks: 2,
        },
        { text: 'Chair and managing director: the two positions must be filled by different individuals and the chair elected from among the non-executive directors; separate the roles.', marks: 2 },
        {
          text: 'Audit committee composition: members must be non-executive directors and the chairperson must be an independent director; replace the CFO with a non-executive director and make the independent director chair.',
          marks: 2,
        },
        { text: 'Audit committee meetings: at least four meetings a year are required, with an independent director present for the quorum; two meetings is a breach.', marks: 1 },
        { text: 'The managing director/CEO, CFO, company secretary and head of internal audit must be different individuals; appoint a separate company secretary.', marks: 1 },
        { text: 'The statutory auditor must not provide internal audit services; appoint a separate head of internal audit or another firm for internal audit.', marks: 1 },
        {
          text: 'Disclose the non-compliance and remedial steps in the annual report compliance statement, with the compliance certificate from a professional other than the statutory auditor.',
          marks: 1,
        },
      ],
      explanation: `Each breach is worth marks for the **rule**, its **application** and a practical **remedy**:

| Fact | Code requirement | Remedy |
|---|---|---|
| 1 of 10 independent | ≥ 1/5, rounded up = 2 | appoint another ID |
| Chair = MD | different individuals; chair non-executive | split roles |
| CFO on audit committee; non-ID chair | non-executive members; ID chair | reconstitute committee |
| 2 meetings | ≥ 4 a year | schedule quarterly meetings |
| CFO = company secretary | CEO, CFO, CS, HIAC different people | appoint CS |
| Auditor does internal audit | prohibited (condition 7) | separate internal audit |

A final mark is for the reporting consequence: the compliance statement and certificate under condition 9.`,
    },
    {
      ref: 'clp-036',
      area: 3,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Complete the corporate governance review below for **Bengal Glass Works PLC**, a listed company with 14 directors and 80,000,000 paid-up ordinary shares. Under BSEC rules, each director other than an independent director must hold at least 2% of the paid-up shares.',
      columns: ['Item', 'Answer'],
      rows: [
        ['Minimum number of independent directors required under the Corporate Governance Code', { number: 3, marks: 2 }],
        ['Minimum number of shares each director other than an independent director must hold', { number: 1600000, marks: 2 }],
        [
          'Mr Faruk holds 1,000,000 shares (1.25% of the paid-up shares). May he be appointed as an independent director?',
          { select: ['Yes', 'No: an independent director must hold less than 1% of the paid-up shares'], correct: 1, marks: 1 },
        ],
        [
          "Ms Rehana was a partner of the company's statutory audit firm until 18 months ago. May she be appointed as an independent director?",
          { select: ['Yes, because she has left the firm', 'No: she was a partner of the statutory audit firm within the preceding 3 years'], correct: 1, marks: 1 },
        ],
        ['Minimum number of audit committee meetings in each financial year', { select: ['2', '4', '6', '12'], correct: 1, marks: 1 }],
        [
          'Who must chair the nomination and remuneration committee?',
          { select: ['The managing director', 'The chairperson of the board', 'An independent director', 'The company secretary'], correct: 2, marks: 1 },
        ],
      ],
      checks: [check('cell 0 1', { board: 14 }, (i) => Math.ceil(i.board / 5)), check('cell 1 1', { shares: 80000000, minimum: 2 }, (i) => (i.shares * i.minimum) / 100)],
      explanation: `- **Independent directors**: 14 ÷ 5 = 2.8, rounded up → **3**.
- **Individual holding**: 2% × 80,000,000 = **1,600,000 shares** per non-independent director.
- **Mr Faruk**: an independent director must hold **less than 1%** of the paid-up shares; 1.25% disqualifies him.
- **Ms Rehana**: a person who was a partner or executive of the statutory audit firm during the **preceding 3 years** cannot be an independent director; 18 months is within that period.
- **Audit committee**: at least **4** meetings a year.
- **NRC**: its chairperson must be an **independent director** (condition 6).`,
    },
    {
      ref: 'clp-037',
      area: 3,
      difficulty: 'standard',
      kind: 'written',
      stem: `On 3 March 2025 the board of **Meghna Cement PLC**, listed on the Dhaka Stock Exchange, approved a Tk 2,500,000,000 export contract expected to raise annual profit by 40%. The company did not announce the decision until 20 March. Between 4 and 19 March the chief financial officer, Mr Tariq, bought 200,000 shares in the company, and his brother, who does not work for the company, bought 150,000 shares after Mr Tariq told him about the contract over dinner. The share price rose by 25% after the announcement.

**Required:** Explain the legal issues under Bangladesh securities law and the possible consequences for Meghna Cement PLC, Mr Tariq and his brother. (8 marks)`,
      points: [
        {
          text: "The board's approval of a contract expected to raise profit by 40% is price-sensitive information: unpublished information that would be likely to affect the share price materially if made public.",
          marks: 1,
        },
        {
          text: 'A listed company must disclose price-sensitive information to BSEC and the stock exchanges, and publish it, promptly after the decision within the short deadline set by BSEC regulations; a 17-day delay is a breach by the company and its responsible directors.',
          marks: 2,
        },
        {
          text: 'Mr Tariq, as CFO, is an insider with access to unpublished price-sensitive information; buying shares on the basis of it is insider trading prohibited by the Securities and Exchange Ordinance 1969 and the BSEC (Prohibition of Insider Trading) Regulations 2022.',
          marks: 2,
        },
        {
          text: 'Passing the information to his brother ("tipping") is itself prohibited, and the brother, trading on information received from an insider, is also caught as an insider/connected person.',
          marks: 1,
        },
        {
          text: 'Consequences: BSEC may investigate, impose penalties and order disgorgement of profits, and the persons concerned may be prosecuted (fine and/or imprisonment); the company and its directors may be penalised for the late disclosure.',
          marks: 1,
        },
        {
          text: 'Governance response: the company should enforce trading window closures around price-sensitive decisions, keep a register of insiders and adopt a code of conduct on dealing in its shares.',
          marks: 1,
        },
      ],
      explanation: `The answer must connect three points: (1) the information was **price-sensitive and unpublished** from 3 to 20 March; (2) the **company** failed its continuous disclosure duty by delaying the announcement; (3) the **CFO** and, through tipping, his **brother** dealt while in possession of that information.

The 25% price rise after the announcement shows the information was material, and the timing of the purchases is strong circumstantial evidence of insider dealing. BSEC's enforcement powers include fines, disgorgement and prosecution.`,
    },
    {
      ref: 'clp-038',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Under the BSEC (Public Issue) Rules 2015, which statement correctly describes the book-building method of an initial public offering?',
      options: [
        'The issue price is fixed in advance by the issuer and its issue manager, and all investors apply at that price',
        'Shares are offered only to existing shareholders in proportion to their holdings',
        'Eligible investors bid for shares, a cut-off price is discovered from the bids, and general public investors then subscribe at a price based on that cut-off price',
        'The Dhaka Stock Exchange sets the price by auctioning shares to the public on the first trading day',
      ],
      correct: 2,
      explanation: `The Public Issue Rules provide two methods of IPO:
- **Fixed price method**: the issuer and issue manager set the offer price in advance (option 1).
- **Book-building method**: **eligible investors** (institutions and other qualifying investors) take part in a **bidding** process through the exchanges' electronic system; the **cut-off price** is discovered from the bids; eligible investors are allotted at the cut-off price and **general public** investors subscribe at a price derived from it, on the terms (including any discount) the Rules prescribe.

Option 2 describes a **rights issue**, and the stock exchange does not price IPO shares by auction on listing day.`,
    },
    {
      ref: 'clp-039',
      area: 3,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Under the BSEC Corporate Governance Code 2018, which TWO of the following are responsibilities of the nomination and remuneration committee (NRC) of a listed company?',
      options: [
        'Appointing the statutory auditor and fixing its remuneration',
        'Approving the quarterly financial statements before publication',
        'Formulating the criteria for determining the qualifications, positive attributes and independence of a director, and recommending a remuneration policy to the board',
        'Devising a policy on the diversity of the board, taking into account age, gender, experience, ethnicity, educational background and nationality',
      ],
      correct: [2, 3],
      explanation: `Condition 6(5)(b) of the Code gives the NRC responsibility for: formulating **criteria for qualifications, positive attributes and independence** of directors and recommending a **remuneration policy** for directors and top-level executives; devising a **board diversity policy**; identifying persons qualified to become directors or top-level executives; formulating criteria for evaluating the performance of independent directors and the board; and reviewing human resources and training policies.

The **statutory auditor** is appointed, and its remuneration fixed, by the shareholders at the AGM (section 210 of the Companies Act 1994). Quarterly financial statements are reviewed by the **audit committee** and approved by the board.`,
    },

    // ───────────── Area 4: Insolvency and winding up ─────────────
    {
      ref: 'clp-040',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'A creditor presented a petition to the Court for the winding up of Ruposhi Leather Ltd on 10 February 2025, and the winding-up order was made on 15 May 2025. No resolution for voluntary winding up had been passed. Under the Companies Act 1994, when is the winding up deemed to commence?',
      options: [
        'On 15 May 2025, the date of the winding-up order',
        "On the date the official liquidator takes custody of the company's assets",
        'On the date the order is published in the official Gazette',
        'On 10 February 2025, the date the petition was presented',
      ],
      correct: 3,
      explanation: `A winding up by the Court is **deemed to commence at the time of the presentation of the petition** — 10 February 2025. (If a resolution for voluntary winding up had been passed earlier, it would commence at the time of that resolution.)

The date matters because, after commencement, **dispositions of the company's property and transfers of shares are void** unless the Court orders otherwise, and the look-back periods for fraudulent preferences and for past members' liability are measured from it. The order date, the liquidator's appointment and publication are later events.`,
    },
    {
      ref: 'clp-041',
      area: 4,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: `The liquidator of **Shapla Textiles Ltd**, in compulsory liquidation, has the following information:

- A factory subject to a fixed charge in favour of Janata Bank PLC for Tk 15,000,000 was sold for Tk 18,000,000.
- Other assets realised Tk 35,000,000.
- Costs of the winding up, including the liquidator's remuneration: Tk 2,000,000.
- Preferential creditors (taxes and employees' wages qualifying for priority): Tk 6,000,000.
- Debenture holders secured by a floating charge: Tk 14,000,000.
- Unsecured trade creditors: Tk 32,000,000.

Calculate the amount paid to unsecured creditors for each Tk 1 of their claims.`,
      answer: 0.5,
      prefix: 'Tk',
      suffix: 'per Tk 1',
      checks: [
        check(
          'answer',
          { sale: 18000000, fixed: 15000000, other: 35000000, costs: 2000000, preferential: 6000000, floating: 14000000, unsecured: 32000000 },
          (i) => (i.sale - i.fixed + i.other - i.costs - i.preferential - i.floating) / i.unsecured,
        ),
      ],
      explanation: `| | Tk |
|---|---|
| Factory proceeds 18,000,000 − fixed charge 15,000,000 (bank paid in full) | 3,000,000 |
| Other assets | 35,000,000 |
| Available to the liquidator | 38,000,000 |
| Less: costs of winding up | (2,000,000) |
| Less: preferential creditors (rank ahead of the floating charge) | (6,000,000) |
| Less: floating charge debenture holders | (14,000,000) |
| Available for unsecured creditors | 16,000,000 |

Dividend = Tk 16,000,000 ÷ Tk 32,000,000 = **Tk 0.50 per Tk 1**.

Typical errors: ignoring the Tk 3,000,000 surplus on the fixed charge (Tk 0.41), or paying the floating charge before preferential creditors (which changes who bears any shortfall).`,
    },
    {
      ref: 'clp-042',
      area: 4,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: 'Mr Alam transferred 10,000 ordinary shares of Tk 100 each in Surma Poultry Ltd, on which Tk 60 per share had been paid, eight months before the company went into winding up. The transferee, on the list of present members, cannot pay anything. Debts of the company contracted while Mr Alam was a member and still unpaid amount to Tk 250,000; debts contracted after the transfer total Tk 900,000. What is the maximum amount the liquidator can recover from Mr Alam as a past member?',
      answer: 250000,
      prefix: 'Tk',
      checks: [check('answer', { shares: 10000, nominal: 100, paid: 60, debts: 250000 }, (i) => Math.min(i.shares * (i.nominal - i.paid), i.debts))],
      explanation: `A **past member** (the "B list" of contributories) is liable only if:
1. he ceased to be a member **within one year** before the winding up commenced (eight months ✓);
2. the present members cannot satisfy the contributions required (✓);
3. and then only for debts **contracted while he was a member**;
4. and never more than the amount **unpaid on his shares**.

Unpaid amount = 10,000 × (Tk 100 − Tk 60) = Tk 400,000.
Debts contracted while he was a member = Tk 250,000.
Liability = lower of the two = **Tk 250,000**.

The Tk 900,000 of later debts is irrelevant to him. Answering Tk 400,000 ignores the debt limit.`,
    },
    {
      ref: 'clp-043',
      area: 4,
      difficulty: 'standard',
      kind: 'table',
      stem: "The directors of **Jamuna Auto Parts Ltd** made a statutory declaration of solvency, and the company is being wound up voluntarily. Its capital consists of Tk 20,000,000 of fully paid 6% preference shares (preferential as to return of capital, non-participating, with no dividend arrears) and 4,000,000 fully paid ordinary shares of Tk 10 each. Complete the liquidator's distribution statement.",
      columns: ['Item', 'Answer'],
      rows: [
        ['Assets realised (Tk)', '120,000,000'],
        ["Less: costs of winding up and liquidator's remuneration (Tk)", '3,000,000'],
        ['Less: creditors, all paid in full (Tk)', '47,000,000'],
        ['Surplus available for members (Tk)', { number: 70000000, marks: 1 }],
        ['Repayment of capital to preference shareholders (Tk)', { number: 20000000, marks: 1 }],
        ['Balance available to ordinary shareholders (Tk)', { number: 50000000, marks: 1 }],
        ['Amount paid per ordinary share (Tk)', { number: 12.5, marks: 2 }],
        ['Form of winding up', { select: ["Members' voluntary winding up", "Creditors' voluntary winding up", 'Compulsory winding up by the Court'], correct: 0, marks: 1 }],
        [
          'Who appoints the liquidator in this form of winding up?',
          { select: ['The creditors at a meeting of creditors', 'The company in general meeting', 'The Court, which appoints the official liquidator'], correct: 1, marks: 1 },
        ],
      ],
      checks: [
        check('cell 3 1', { realised: 120000000, costs: 3000000, creditors: 47000000 }, (i) => i.realised - i.costs - i.creditors),
        check('cell 4 1', { realised: 120000000, costs: 3000000, creditors: 47000000, preference: 20000000 }, (i) => Math.min(i.realised - i.costs - i.creditors, i.preference)),
        check('cell 5 1', { realised: 120000000, costs: 3000000, creditors: 47000000, preference: 20000000 }, (i) => i.realised - i.costs - i.creditors - i.preference),
        check(
          'cell 6 1',
          { realised: 120000000, costs: 3000000, creditors: 47000000, preference: 20000000, ordinary: 4000000 },
          (i) => (i.realised - i.costs - i.creditors - i.preference) / i.ordinary,
        ),
      ],
      explanation: `| | Tk |
|---|---|
| Assets realised | 120,000,000 |
| Costs | (3,000,000) |
| Creditors paid in full | (47,000,000) |
| **Surplus for members** | **70,000,000** |
| Preference capital (priority as to capital) | (20,000,000) |
| **Balance for ordinary shareholders** | **50,000,000** |
| Per ordinary share: 50,000,000 ÷ 4,000,000 | **Tk 12.50** |

Because the preference shares are non-participating, they receive only their Tk 20,000,000 capital; the rest of the surplus goes to the ordinary shareholders.

A **declaration of solvency** by the directors makes this a **members' voluntary winding up**: the **company in general meeting** appoints the liquidator and fixes his remuneration, and the creditors do not control the process. If the liquidator later concludes that the debts cannot be paid in full, he must call a meeting of creditors, and the creditors then take part as in a creditors' voluntary winding up.`,
    },
    {
      ref: 'clp-044',
      area: 4,
      difficulty: 'standard',
      kind: 'written',
      stem: `**Karnaphuli Poultry Feeds Ltd** owes Tk 2,500,000 to Bismillah Grain Traders for maize supplied; the debt has been due for four months and is not disputed. On 1 June 2025 Bismillah Grain Traders left a written demand for payment at the company's registered office. The company has neither paid nor offered security.

**Required:** Advise Bismillah Grain Traders whether it can petition for the compulsory winding up of the company, and explain the procedure and the effects of a winding-up order. (8 marks)`,
      points: [
        { text: 'Ground: the Court may wind up a company that is unable to pay its debts (section 241 of the Companies Act 1994).', marks: 1 },
        {
          text: 'Deemed inability (section 242): a creditor owed more than Tk 500 then due leaves a written demand at the registered office and the company neglects for three weeks to pay, secure or compound the debt; if unpaid by 22 June 2025 the test is met (inability may also be proved in other ways).',
          marks: 2,
        },
        {
          text: 'Bismillah Grain Traders, as a creditor, presents a petition to the Court (the High Court Division); the debt must not be genuinely disputed on substantial grounds, or the petition will be dismissed.',
          marks: 1,
        },
        {
          text: "The winding up is deemed to commence on presentation of the petition; later dispositions of the company's property and transfers of shares are void unless the Court orders otherwise.",
          marks: 1,
        },
        { text: "On the order the official liquidator is appointed and takes custody of the company's property; the directors' powers of management cease.", marks: 1 },
        { text: 'After the order, no suit or legal proceeding may be started or continued against the company without the leave of the Court.', marks: 1 },
        {
          text: 'The liquidator realises the assets and pays in the statutory order: costs, preferential debts, floating charge holders, then unsecured creditors such as Bismillah Grain Traders pari passu, with any surplus to members.',
          marks: 1,
        },
      ],
      explanation: `The creditor should rely on the **statutory demand** route in section 242: the debt (Tk 2,500,000) far exceeds the Tk 500 threshold, the demand was left at the registered office on 1 June 2025, and three weeks of neglect (to 22 June) will deem the company unable to pay its debts, which is a ground under section 241.

The answer should then set out the petition, the commencement rule (presentation of the petition), the appointment of the official liquidator, the stay of proceedings, and where the creditor ranks in the distribution. Note that a winding-up petition is not a debt-collection device: a genuinely disputed debt will be dismissed.`,
    },
    {
      ref: 'clp-045',
      area: 4,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'In the compulsory winding up of **Rupsha Fish Processing Ltd**, which TWO of the following debts are preferential payments that rank ahead of the holders of a floating charge? (Assume all statutory time limits and caps are met.)',
      options: [
        'Amounts owed to unsecured trade suppliers of raw fish',
        'Income tax and VAT due to the Government that became due and payable within the twelve months before the relevant date',
        'Wages and salaries of employees for services in the four months before the relevant date, up to the statutory limit',
        'A final dividend declared by the members but not yet paid',
      ],
      correct: [1, 2],
      explanation: `The Companies Act 1994 gives preference (after the costs of the winding up) to, among others: **revenues, taxes, cesses and rates** due to the Government or a local authority that became due within the **twelve months** before the relevant date; **wages or salary** of employees for services within the **four months** before it, subject to a statutory cap; accrued holiday remuneration; and certain employee compensation and provident fund dues. Preferential debts rank equally among themselves and are paid **before floating charge holders**.

Unsecured trade suppliers rank after the floating charge. A declared but unpaid dividend is owed to members in their character as members, so it is deferred until all outside creditors are paid.`,
    },
    {
      ref: 'clp-046',
      area: 4,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: "Six weeks before a winding-up petition was presented against Bashundhara Foods Ltd, when the company was already unable to pay its debts, the directors caused it to repay in full an unsecured loan of Tk 3,000,000 from the managing director's brother, while other creditors were left unpaid. What can the liquidator do?",
      options: [
        'Nothing, because the payment was made before the winding up commenced',
        'Apply to the Court to set the payment aside as a fraudulent preference and recover the money for the benefit of all creditors',
        'Recover the Tk 3,000,000 from the other unsecured creditors, who have benefited from the company continuing to trade',
        'Treat the brother as a preferential creditor for any further amount the company owes him',
      ],
      correct: 1,
      explanation: `Under the Companies Act 1994, a payment or transfer by a company **unable to pay its debts**, made within the statutory period **before the commencement of the winding up** with a view to **preferring** one creditor over the others, is a **fraudulent preference** and invalid. Six weeks before the petition (the commencement date) is well within that period, and a payment to the managing director's brother while others go unpaid strongly suggests an intention to prefer a connected party.

The liquidator can apply to the Court to have the payment set aside and recover the Tk 3,000,000 for the general body of creditors; the brother then proves as an ordinary unsecured creditor. The directors may also face misfeasance proceedings. The other options have no legal basis: the payment is not protected merely because it pre-dates commencement, and a connected creditor gains no preference.`,
    },
  ],
};
