import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Corporate Law & Practices courses (Professional Level). */
export const LAW_PDF_LESSONS: PdfLessons = {
  'corporate-law-practices-complete-course': {
    'Meetings and resolutions summary table': {
      title: 'Meetings and resolutions summary',
      fileName: 'law-meetings-and-resolutions-summary.pdf',
      description: 'Company meetings and resolutions under the Companies Act 1994 on one page: who calls each meeting, when, the notice and quorum, and which resolution each decision needs.',
      text: `
MEETINGS OF MEMBERS
Statutory meeting (public company limited by shares only)
- Held not less than one month and not more than six months after the company becomes entitled to
  commence business. The directors send the statutory report to members before it.
Annual general meeting (AGM)
- First AGM within 18 months of incorporation; afterwards once in every calendar year and not more
  than 15 months after the previous one. The RJSC may extend the time in special cases.
- Ordinary business: adopt the accounts and the reports of directors and auditors, declare a
  dividend, elect directors, appoint auditors and fix their remuneration.
Extraordinary general meeting (EGM)
- Called by the directors, or on the requisition of members holding at least one-tenth of the
  paid-up capital carrying voting rights; if the directors fail to act, the requisitionists may
  call it themselves.
Notice and quorum
- Notice of a general meeting: at least 14 days in writing (21 days where a special resolution is
  proposed), unless the articles require more; shorter notice only with the consent the Act sets.
- Quorum unless the articles say otherwise: five members personally present for a public company,
  two for a private company.
Board meetings
- At least once in every three months and at least four times a year.

RESOLUTIONS
Ordinary resolution: simple majority of votes cast at a general meeting.
- Used for: adopting accounts, declaring dividends, appointing directors and auditors, increasing
  authorised capital where the articles allow.
Extraordinary resolution: at least three-fourths of votes cast, at a general meeting whose notice
states the intention to propose it as an extraordinary resolution.
- Used for: a creditors' voluntary winding up because the company cannot continue its business by
  reason of its liabilities; certain matters the articles reserve for it.
Special resolution: at least three-fourths of votes cast, with at least 21 days' notice stating the
intention to propose it as a special resolution.
- Used for: altering the articles, altering the objects in the memorandum (with confirmation where
  required), changing the name (with approval), reducing share capital (with court confirmation),
  a members' voluntary winding up, and a resolution that the company be wound up by the court.
Filing: a copy of every special and extraordinary resolution must be filed with the RJSC within the
time the Act sets, and annexed to the articles.

WORKED EXAMPLE
Rupsha Shipping Ltd (public) wants to change its articles to allow electronic meetings and to pay a
final dividend of Tk 2 a share.
- Altering the articles needs a SPECIAL resolution: 21 days' notice stating the intention; at least
  75% of votes cast in favour; file with the RJSC.
- The dividend needs an ORDINARY resolution at the AGM, not exceeding the amount recommended by the
  directors.
- If 1,000,000 votes are cast and 760,000 support the change of articles, it passes (76%).
`,
    },
  },
  'corporate-law-practices-revision-question-practice': {
    'Key sections of the Companies Act 1994 to know by heart': {
      title: 'Companies Act 1994: key sections',
      fileName: 'law-companies-act-1994-key-sections.pdf',
      description: 'The sections of the Companies Act 1994 that answers cite most often, each with the rule in one or two lines. Learn the rule first and the number second.',
      text: `
Learn the RULE first: a correct rule with the wrong section number still earns most of the marks;
a section number without the rule earns nothing.

FORMATION AND CONSTITUTION
- Section 5: forming a company. At least seven members for a public company and two for a private
  company (a one person company has one); a private company has at most fifty members.
- Memorandum of association: name, registered office, objects, liability of members and authorised
  capital. Articles of association: the internal regulations; altered by special resolution.

MEETINGS AND RESOLUTIONS
- Section 81: annual general meeting. First within 18 months of incorporation; then once every
  calendar year, not more than 15 months apart.
- Section 83: statutory meeting and statutory report (public companies).
- Section 84: extraordinary general meeting on the requisition of holders of one-tenth of the
  paid-up voting capital.
- Section 85: provisions on meetings and votes, including the quorum (five members for a public
  company, two for a private company, unless the articles say otherwise).
- Section 87: extraordinary and special resolutions: three-fourths majority; special resolutions
  need 21 days' notice.

DIRECTORS
- Section 90: a public company must have at least three directors; a private company at least two.
- Section 96: board meetings at least once in every three months and four times a year.
- Section 103: restrictions on loans to directors and to firms and companies in which they are
  interested, without the approval the Act requires.
- Directors must disclose their interest in contracts with the company and must not vote on them.

ACCOUNTS AND AUDIT
- Section 181: books of account to be kept at the registered office, giving a true and fair view.
- Section 210: appointment of auditors: first auditors by the directors within one month of
  incorporation; thereafter by the members at each AGM.
- Section 212: qualifications: a chartered accountant; officers and employees of the company and
  their partners and employees are disqualified.
- Section 213: auditors' powers and duties: access to books and vouchers, information and
  explanations, and a report to the members.

WINDING UP
- Section 241: circumstances in which the court may wind up a company, including a special
  resolution, default in holding the statutory meeting, failure to start business within a year,
  members falling below the minimum, inability to pay debts, and where it is just and equitable.
- Voluntary winding up: members' (solvent, with a declaration of solvency) or creditors' (insolvent).

USING THEM IN AN ANSWER
Issue: can the directors lend Tk 5,000,000 to a director's private company? Law: section 103
restricts loans to directors and to companies in which they are interested. Application: apply the
facts, including any approvals obtained. Conclusion: state whether the loan is lawful and the
consequences if it is not.
`,
    },
    'Mock paper: question paper': {
      title: 'Corporate Law mock: question paper',
      fileName: 'law-mock-paper-question-paper.pdf',
      description:
        'A full Corporate Law & Practices mock: 100 marks in 3 hours, with scenario questions on company law, contract and agency, securities regulation and winding up. Model answers are in the debrief lesson.',
      text: `
Time allowed: 3 hours. Total: 100 marks. Answer ALL questions. Answer each scenario by identifying
the issue, stating the law, applying it to the facts and concluding.

QUESTION 1 (25 marks): DIRECTORS AND MEETINGS
Dhanmondi Textiles Ltd is a public company with four directors. At a board meeting attended by two
of them, the board resolved to lend Tk 8 million to Green Dyes Ltd, a company owned by the wife of
the managing director, Mr Kabir. Mr Kabir voted on the resolution. The company has not held a
board meeting for the previous five months. A shareholder holding 12% of the paid-up capital
demands an extraordinary general meeting to remove Mr Kabir; the directors ignore the demand.
(a) Advise on the validity of the loan and the board meeting. (12 marks)
(b) Advise the shareholder on how to obtain a general meeting and the resolution needed. (13 marks)

QUESTION 2 (25 marks): CONTRACT AND AGENCY
Rahim, a sales agent for Sundarban Foods, agreed to sell 500 tonnes of rice to a supermarket at a
price 20% below the minimum his principal had set, telling the buyer he had authority to do so.
Separately, a supplier sent Sundarban an offer by post on 1 March; Sundarban posted an acceptance
on 5 March, but the supplier sent a revocation on 4 March, which arrived on 7 March.
(a) Is Sundarban bound by Rahim's contract? Discuss actual and apparent authority. (13 marks)
(b) Was a contract formed with the supplier under the Contract Act 1872? (12 marks)

QUESTION 3 (25 marks): SECURITIES REGULATION AND GOVERNANCE
Padma Pharma Ltd, listed on the DSE, learned on 10 May of the loss of its largest export licence.
It announced the news on 30 May. Two directors sold shares on 15 May. The board has one
independent director and the audit committee is chaired by the CFO.
(a) Explain the company's disclosure duty for price-sensitive information and the consequences
    of the delay. (10 marks)
(b) Advise on the directors' share sales. (7 marks)
(c) Identify the breaches of the Corporate Governance Code. (8 marks)

QUESTION 4 (25 marks): WINDING UP
Jessore Motors Ltd cannot pay its debts. A trade creditor owed Tk 4 million served a statutory
demand six weeks ago, which is unpaid. Employees are owed two months' wages; the bank holds a fixed
charge over the premises; tax of Tk 1.5 million is due to the government.
(a) Advise the creditor on petitioning the court to wind up the company. (10 marks)
(b) Explain the liquidator's main powers and duties. (7 marks)
(c) Explain the order in which the claims above will be paid. (8 marks)

END OF PAPER. Model answers are in the debrief lesson.
`,
    },
  },
};
