import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Assurance and Business, Technology & Finance courses (Certificate Level). */
export const CERTIFICATE_PDF_LESSONS: PdfLessons = {
  'assurance-complete-course-june-2027': {
    'Audit documentation: a sample working paper pack': {
      title: 'Sample working paper pack',
      fileName: 'assurance-sample-working-paper-pack.pdf',
      description:
        'A completed set of audit working papers for trade receivables, showing the header, objective, work done, findings and conclusion that ISA 230 expects, with notes on why each part is there.',
      text: `
CLIENT: Surma Electricals Ltd    YEAR-END: 30 June 2026    AREA: Trade receivables
Prepared by: S. Hossain, 14 August 2026    Reviewed by: R. Chowdhury (manager), 18 August 2026
Working paper reference: D3

OBJECTIVE
To obtain sufficient appropriate evidence that trade receivables of Tk 18,450,000 exist, belong to
the company and are stated at a recoverable amount (existence, rights and valuation assertions).

SOURCE OF INFORMATION
Aged receivables listing at 30 June 2026 printed from the accounting system, agreed to the general
ledger balance of Tk 18,450,000 (see D3/1) and cast without exception.

WORK DONE
1. Selected 25 customer balances covering 72% of the total value, all balances over Tk 300,000 plus
   a random sample of smaller balances (see D3/2 for the selection).
2. Sent positive confirmation requests on 5 July 2026, controlled by the audit team.
3. Received 21 replies; 19 agreed. For the 4 non-replies, vouched cash received after the year-end
   to bank statements and remittance advices (alternative procedures).
4. Investigated 2 disagreements: both were goods in transit at the year-end (timing differences),
   agreed to dispatch notes dated 29 and 30 June 2026.
5. Reviewed the aged listing with the credit controller for balances over 90 days old.

FINDINGS
Customer Meghna Builders owes Tk 640,000, over 180 days old; the customer is in dispute and has paid
nothing since January. No allowance has been made. Potential overstatement: Tk 640,000 (below
performance materiality of Tk 900,000; recorded on the summary of unadjusted differences, A5).

CONCLUSION
Subject to the unadjusted difference above, trade receivables are fairly stated in respect of
existence, rights and obligations and valuation.

WHY EACH PART MATTERS (ISA 230)
- The header (client, period, preparer, reviewer, dates) shows who did the work and when, and that
  it was reviewed: evidence of direction and supervision.
- The objective links the work to assertions, so a reviewer can judge whether it is sufficient.
- Work done is described so that an experienced auditor with no connection to the audit could
  understand the nature, timing and extent of the procedures and re-perform them.
- Cross-references (D3/1, D3/2, A5) connect the evidence to the lead schedule and summaries.
- The conclusion records the auditor's judgement, which the opinion ultimately depends on.
The audit file must be assembled within 60 days of the auditor's report date and kept for at
least the period set by law and the firm's policy.
`,
    },
    'Ethics scenarios: twenty exam-style questions': {
      title: 'Ethics scenarios: twenty questions',
      fileName: 'assurance-ethics-scenarios-twenty-questions.pdf',
      description: 'Twenty short scenarios on the fundamental principles, threats and safeguards, each with the answer and a one-line reason. Cover the answers and test yourself first.',
      text: `
For each scenario name the threat (self-interest, self-review, advocacy, familiarity or
intimidation) and, where asked, the best safeguard. Answers follow each question.

1. The audit senior owns 500 shares in the client. Threat? Self-interest. Safeguard: sell the shares
   or remove the senior from the team; a direct financial interest is not allowed.
2. The firm prepared the client's accounts and now audits them. Self-review: use separate teams.
3. The engagement partner has led the audit for nine years. Familiarity: rotate the partner.
4. The client's finance director threatens to change auditors if the opinion is modified.
   Intimidation: discuss with the firm's ethics partner and those charged with governance.
5. The firm is asked to represent the client in a tax dispute in court. Advocacy.
6. Audit fees from one client are 20% of the firm's total income. Self-interest (fee dependence).
7. The client offers the team a free weekend at its hotel. Self-interest and familiarity: decline
   unless the value is trivial and inconsequential.
8. The manager's wife is the client's chief accountant. Familiarity: remove the manager.
9. Last year's fee of Tk 400,000 is unpaid. Self-interest: overdue fees are like a loan to the client.
10. A team member applies for a job at the client. Self-interest: remove them from the team at once.
11. The audit fee is to be 1% of the profit reported. Self-interest: contingent audit fees are banned.
12. The client asks the firm to design its new accounting system. Self-review.
13. An audit junior posts on social media about a client's losses. Breach of confidentiality.
14. A client's director was the audit partner until last year. Familiarity and intimidation.
15. The firm promotes the client's shares to investors. Advocacy.
16. The team cannot finish the work in the fee agreed and is told to skip procedures. Professional
   competence and due care: do the work needed; the fee does not limit it.
17. A partner signs the report without reviewing the file. Professional competence and due care.
18. The firm values an unlisted investment that is material to the statements. Self-review: do not
   accept for an audit client if the valuation is material and subjective.
19. A trainee overhears a takeover plan and buys the target's shares. Confidentiality and integrity.
20. The client's chairman gives the partner a diamond ring as thanks. Self-interest: decline.

MARKING TIP
In written answers, earn the mark for naming the threat, another for explaining how it arises from
the facts, and a third for a safeguard that actually reduces it to an acceptable level.
`,
    },
  },
  'assurance-question-bank-two-mocks': {
    'Scenario question pack with suggested answers': {
      title: 'Scenario questions and suggested answers',
      fileName: 'assurance-scenario-question-pack.pdf',
      description: 'Three scenario questions like the longer items in the exam: a payroll control weakness, substantive procedures for inventory, and an ethics problem, each with a suggested answer.',
      text: `
SCENARIO 1: PAYROLL (6 marks)
Nodi Textiles Ltd pays 600 factory workers in cash each Thursday. The payroll clerk adds new
starters, records hours from handwritten sheets, prepares the pay packets and hands them out.
Required: identify three deficiencies and recommend a control for each.
SUGGESTED ANSWER
- The clerk both adds employees and pays them: a fictitious "ghost" worker could be paid.
  Recommendation: new starters approved in writing by the HR manager before entry in the payroll.
- Hours come from handwritten sheets: overstatement of hours. Recommendation: clock-card or
  biometric attendance, with supervisors approving weekly hours.
- The same clerk makes up and distributes pay: cash could be stolen. Recommendation: two people
  distribute pay, workers sign or thumb-print for it, and uncollected pay is banked.

SCENARIO 2: INVENTORY (6 marks)
Closing inventory at Ruposhi Shoes Ltd is Tk 32 million, held at two warehouses. Some lines are
last season's designs. Required: describe substantive procedures for existence and valuation.
SUGGESTED ANSWER
- Attend the count at both warehouses; perform test counts from the floor to the count sheets
  (completeness) and from the sheets to the floor (existence).
- Record the last goods received and dispatch note numbers to test cut-off.
- Agree a sample of unit costs to recent purchase invoices or production cost records.
- For old designs, compare cost with post year-end selling prices less costs to sell (NRV); note
  damaged or slow-moving items seen at the count.
- Reperform the casting and extensions of the final inventory listing.

SCENARIO 3: ETHICS (5 marks)
The audit manager at a client, Lalbagh Foods Ltd, has been offered the post of finance director at
the client, starting after this year's audit. The client also wants the firm to prepare its tax
computations. Required: identify the threats and the appropriate actions.
SUGGESTED ANSWER
- Self-interest threat: the manager may avoid challenging management to protect the job offer.
  The manager should tell the firm and be removed from the team at once; the firm should review
  the manager's work on this audit.
- Familiarity and intimidation threats after the move: the former manager knows the audit approach.
  Change the audit plan and consider the seniority of the team.
- Tax computations: a self-review threat if they affect the financial statements; usually
  acceptable for a non-listed client with separate staff and a review by another partner.
`,
    },
  },
  'business-technology-finance-complete-course-december-2026': {
    'Summary notes: technology in finance': {
      title: 'Technology in finance: summary notes',
      fileName: 'btf-technology-in-finance-summary-notes.pdf',
      description:
        'Summary notes for the technology area of the syllabus: information systems and ERP, cloud and automation, data analytics and cyber security, with examples from Bangladeshi businesses.',
      text: `
1. INFORMATION SYSTEMS AND ERP
- Transaction processing systems record routine transactions (sales, payroll); management
  information systems summarise them; executive information systems support strategic decisions.
- An ERP (enterprise resource planning) system uses one database for finance, procurement,
  inventory, production, HR and sales. Benefits: one version of the data, real-time reporting,
  fewer reconciliations. Risks: high cost, long implementation, dependence on one vendor.

2. CLOUD ACCOUNTING
- Software and data are hosted by a provider and accessed over the internet (software as a
  service). Benefits: low set-up cost, access anywhere, automatic updates and backups.
- Risks: internet outages, data held by a third party (possibly outside Bangladesh), and reliance on
  the provider's security. Controls: service-level agreements, strong access controls, data export.

3. PROCESS AUTOMATION
- Robotic process automation (RPA) uses software "bots" for rule-based, repetitive tasks such as
  matching invoices to purchase orders or posting bank transactions.
- Artificial intelligence and machine learning handle judgement-like tasks, such as flagging
  unusual expense claims. Accountants move from processing to reviewing exceptions.

4. DATA ANALYTICS
- Descriptive: what happened? (monthly sales by region)
- Diagnostic: why did it happen? (sales fell where a competitor opened)
- Predictive: what will happen? (forecast demand for Eid from past years)
- Prescriptive: what should we do? (the reorder quantity that minimises cost)
- Big data is described by volume, velocity, variety and veracity.

5. CYBER SECURITY
- Threats: phishing emails, ransomware, malware, hacking, denial of service, insider misuse.
- Controls: firewalls, anti-malware, patching, encryption, multi-factor authentication, backups
  kept offline, access on a need-to-know basis, and staff training (most attacks start with people).
- Example: a mobile financial services provider in Dhaka requires two-factor authentication for
  every agent transaction and monitors unusual transaction patterns in real time.

6. WHY IT MATTERS TO THE ACCOUNTANT
Technology changes how data is captured and reported, creates new risks to the reliability of
financial information, and raises ethical questions about data privacy and confidentiality.
EXAM TIP: questions often describe a situation and ask which technology or control fits best;
match the feature (real-time, rule-based, prediction) to the term.
`,
    },
  },
  'business-technology-finance-free-question-practice': {
    'Question pack 1: business and structures': {
      title: 'Question pack 1: business and structures',
      fileName: 'btf-question-pack-1-business-and-structures.pdf',
      description: 'Ten objective questions on objectives, stakeholders, legal forms and organisational structures, with answers and explanations.',
      text: `
Answer in 12 minutes. One answer each unless the question says otherwise.

1. Which stakeholder group has high power and high interest in a company's decision to close a
   factory funded by a bank loan with restrictive covenants? A Local residents B The lending bank
   C Customers D Suppliers of stationery
2. Which objective is the primary financial objective of a listed company? A Maximise revenue
   B Maximise shareholder wealth C Minimise costs D Maximise market share
3. Which TWO are features of a sole trader? A Unlimited liability B Separate legal personality
   C Simple to form D Must file accounts with the RJSC
4. A company organised into a Garments division and a Leather division, each with its own
   production and sales, has which structure? A Functional B Divisional C Matrix D Flat
5. Which structure gives an employee two bosses? A Functional B Divisional C Matrix D Entrepreneurial
6. Under the Companies Act 1994, which document sets out a company's internal rules on meetings
   and directors? A Memorandum of association B Articles of association C Prospectus D Annual return
7. Which is a characteristic of a not-for-profit organisation? A It pays dividends
   B Its objectives centre on value for money in delivering a service C It has no stakeholders
   D It cannot employ staff
8. A tall structure has: A a wide span of control B many levels of management C no managers
   D no hierarchy
9. Which TWO are advantages of a functional structure? A Specialist expertise B Clear lines of
   authority C Fast response to local markets D Strong product focus
10. Which statement about a private limited company in Bangladesh is correct? A It may invite the
   public to buy shares B Members' liability is limited C It needs at least seven members
   D It cannot have a single director

ANSWERS
1. B. The bank can call in the loan (power) and the closure affects repayment (interest).
2. B. Maximising shareholder wealth is the primary objective; the others are means or targets.
3. A and C. A sole trader is not a separate legal person and files no accounts with the RJSC.
4. B. Each division runs its own functions for a product group.
5. C. Matrix structures combine functional and project or product lines of authority.
6. B. The articles are the internal rule book; the memorandum states the name, objects, liability
   of members and authorised capital.
7. B. Not-for-profit bodies aim for economy, efficiency and effectiveness in their services.
8. B. Many levels with narrow spans of control.
9. A and B. Local responsiveness and product focus are advantages of divisional structures.
10. B. A private company restricts the transfer of shares and may not invite the public to
    subscribe; it needs at least two members (or one in a one person company).
`,
    },
    'Question pack 2: technology and finance': {
      title: 'Question pack 2: technology and finance',
      fileName: 'btf-question-pack-2-technology-and-finance.pdf',
      description: 'Ten objective questions on information technology, data analytics, cyber security, sources of finance and working capital, with worked answers.',
      text: `
Answer in 12 minutes. Amounts in Tk.

1. Which type of analytics answers "what will happen"? A Descriptive B Diagnostic C Predictive
   D Prescriptive
2. Software bots that post bank transactions by following fixed rules are an example of:
   A Machine learning B Robotic process automation C Blockchain D Cloud hosting
3. An email that imitates a bank to obtain passwords is: A Ransomware B Phishing C Denial of
   service D A firewall
4. Which TWO controls most directly reduce the risk of ransomware losing the company's data?
   A Offline backups B Multi-factor authentication C A larger monitor D A clean desk policy
5. Which is a short-term source of finance? A Debentures B Trade credit C Ordinary shares D A
   ten-year term loan
6. Selling receivables to a finance company for immediate cash is: A Invoice discounting
   B Factoring C Leasing D Overdraft
7. Inventory days 50, receivables days 40, payables days 35. Cash operating cycle in days? (number)
8. Annual credit sales are 14,600,000 and receivables are 2,000,000. Receivables days? (number)
9. Which body is the central bank of Bangladesh and sets monetary policy? A BSEC B Bangladesh Bank
   C NBR D RJSC
10. Current assets are 4,800,000 including inventory of 1,800,000; current liabilities are
   2,400,000. What is the quick ratio? (number, two decimals)

ANSWERS
1. C. Predictive analytics forecasts outcomes from past data.
2. B. RPA follows rules; machine learning learns patterns from data.
3. B. Phishing uses a fake identity to trick people into giving information.
4. A and B. Offline backups allow recovery without paying; MFA makes account takeover harder.
5. B. Trade credit is finance from suppliers for weeks, not years.
6. B. Factoring transfers the receivables (and often their collection) to the factor.
7. 55. 50 + 40 - 35 = 55 days.
8. 50. 2,000,000 / 14,600,000 x 365 = 50 days.
9. B. Bangladesh Bank; the BSEC regulates securities, the NBR collects taxes.
10. 1.25. (4,800,000 - 1,800,000) / 2,400,000 = 1.25.

NEXT STEP
Any area with two or more wrong answers: rewatch the matching lesson, then try the thirty-question
video walkthrough for that area before the mock exam.
`,
    },
  },
};
