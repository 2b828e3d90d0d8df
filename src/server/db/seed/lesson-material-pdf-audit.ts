import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Audit & Assurance courses (Professional Level). */
export const AUDIT_PDF_LESSONS: PdfLessons = {
  'audit-and-assurance-isa-complete-course': {
    'Sample engagement letter and acceptance checklist': {
      title: 'Engagement letter and acceptance checklist',
      fileName: 'audit-engagement-letter-and-acceptance-checklist.pdf',
      description: 'A sample audit engagement letter with the contents ISA 210 requires, and the checklist an audit firm completes before accepting or continuing a client.',
      text: `
PART A: ACCEPTANCE AND CONTINUANCE CHECKLIST (ISQM 1 and ISA 220)
Client: Titas Ceramics Ltd, a non-listed company. Proposed engagement: statutory audit for the year
ending 30 June 2027. Answer each item and document the evidence.
1. Integrity of the owners and management: searches of press and RJSC records, enquiries of the
   previous auditor (with the client's permission), any known regulatory action?
2. Professional clearance: letter from the outgoing auditor received; any reason not to accept?
3. Competence and resources: does the firm have staff with ceramics and export experience, and
   time before the reporting deadline?
4. Independence: any financial interests, family or business relationships, or non-audit services?
5. Fee: is the proposed fee (Tk 650,000) enough to do the work to the required standard, and is the
   firm's income from this client within acceptable limits?
6. Risk: going concern doubts, complex transactions, aggressive management, public interest status.
7. Legal: anti-money laundering client identification (customer due diligence) completed.
Conclusion signed by the engagement partner, with the date of the decision.

PART B: ENGAGEMENT LETTER (extract, addressed to the board of directors)
Dear Directors,
You have requested that we audit the financial statements of Titas Ceramics Ltd, which comprise
the statement of financial position at 30 June 2027 and the statements of profit or loss and other
comprehensive income, changes in equity and cash flows for the year then ended, and notes.
Objective and scope: we will conduct our audit in accordance with International Standards on
Auditing as adopted in Bangladesh, to express an opinion on whether the financial statements give
a true and fair view in accordance with IFRS and comply with the Companies Act 1994.
Responsibilities of the auditor: to obtain reasonable assurance about whether the financial
statements as a whole are free from material misstatement, whether due to fraud or error. Because
of the inherent limitations of an audit, some material misstatements may not be detected.
Responsibilities of management: preparing the financial statements; such internal control as is
necessary to prevent material misstatement; giving us access to all information and persons, and
written representations at the end of the audit.
Form of report: we expect to issue a report in the form set out in ISA 700, which may need to be
modified depending on our findings.
Other terms: fees billed as work progresses; the letter remains effective for future years unless
terminated or changed. Please sign and return a copy to show your agreement.
Yours faithfully, [Audit firm]    Acknowledged on behalf of Titas Ceramics Ltd: [Director]

WHY IT MATTERS
ISA 210 requires the terms to be agreed in writing before the audit starts, to avoid a gap between
what the client expects and what the auditor does, and to confirm management accepts its duties.
`,
    },
    'Audit programmes for payables, payroll and non-current assets': {
      title: 'Audit programmes: three areas',
      fileName: 'audit-programmes-payables-payroll-non-current-assets.pdf',
      description: 'Ready-to-adapt substantive audit programmes for trade payables and accruals, payroll, and property, plant and equipment, each procedure linked to the assertion it tests.',
      text: `
Each procedure names the assertion it gives evidence on. Adapt the sample sizes to your materiality
and risk assessment.

1. TRADE PAYABLES AND ACCRUALS (main risk: understatement, so completeness)
- Obtain the payables listing, cast it and agree the total to the general ledger. (Accuracy)
- Reconcile supplier statements to ledger balances for major suppliers, including suppliers with
  nil or small balances; investigate differences such as invoices in transit. (Completeness)
- Search for unrecorded liabilities: review payments and purchase invoices after the year-end and
  check that those for goods or services received before the year-end are included. (Completeness)
- Test goods received notes near the year-end for cut-off: goods received before the year-end are
  in payables. (Cut-off)
- Recalculate accruals for utilities and rent using post year-end invoices. (Valuation)

2. PAYROLL (main risks: fictitious employees, incorrect rates)
- Agree the payroll total to the general ledger and cast a sample of payroll sheets. (Accuracy)
- Proof in total: last year's cost, adjusted for headcount changes and the pay rise, compared with
  this year's cost; investigate differences over the threshold. (Occurrence, completeness)
- For a sample of employees, agree pay rates to contracts and HR records, and hours to attendance
  records; check deductions, including tax deducted from salaries. (Accuracy)
- Agree net pay to bank transfer lists, checking names and accounts. (Occurrence)
- Check that tax deducted was paid to the government on time and that any year-end liability is
  recorded. (Completeness)
- Check the provision for gratuity or other employee benefits against the actuary's or management's
  calculation. (Valuation)

3. PROPERTY, PLANT AND EQUIPMENT
- Agree the opening balances to last year's audited statements and the register. (Accuracy)
- Vouch additions to invoices and board approvals; check capital versus revenue. (Existence,
  classification)
- Physically inspect a sample of assets from the register, and trace a sample of assets seen
  on the premises to the register. (Existence, completeness)
- Inspect title deeds for land and registration papers for vehicles. (Rights)
- Recalculate depreciation and review useful lives for reasonableness. (Valuation)
- For disposals, agree proceeds to sale documents and recalculate the gain or loss. (Occurrence)
- Look for impairment indicators: idle plant, damage, falling demand. (Valuation)

REMEMBER
Direction of testing: from the records to the evidence for existence and occurrence; from the
evidence (documents, physical assets) to the records for completeness.
`,
    },
    "Auditor's report decision chart": {
      title: "Auditor's report decision chart",
      fileName: 'audit-auditors-report-decision-chart.pdf',
      description: "A step-by-step decision chart for choosing the auditor's opinion and the paragraphs to add, following ISA 700, 701, 705 and 706, with an example for each outcome.",
      text: `
STEP 1: HAVE YOU OBTAINED SUFFICIENT APPROPRIATE EVIDENCE?
- Yes: go to step 2.
- No (a limitation of scope): is the possible effect material?
  - Not material: unmodified opinion.
  - Material but not pervasive: QUALIFIED opinion ("except for the possible effects").
  - Material and pervasive: DISCLAIMER of opinion ("we do not express an opinion").

STEP 2: ARE THE FINANCIAL STATEMENTS MATERIALLY MISSTATED?
- No: unmodified opinion (ISA 700). Go to step 3.
- Yes, material but not pervasive: QUALIFIED opinion ("except for").
- Yes, material and pervasive: ADVERSE opinion ("do not give a true and fair view").
Pervasive means: not confined to specific items, or a substantial part of the statements, or a
disclosure that is fundamental to users' understanding.

STEP 3: OTHER PARAGRAPHS
- Key audit matters (ISA 701): required for listed entities and where law requires; the matters of
  most significance in the audit, selected from those communicated to those charged with governance.
- Material uncertainty related to going concern (ISA 570): a separate section when the uncertainty
  is adequately disclosed. If not adequately disclosed: qualified or adverse opinion.
- Emphasis of matter (ISA 706): draws attention to a matter properly presented or disclosed that is
  fundamental to understanding, e.g. a major fire after the year-end.
- Other matter (ISA 706): relevant to understanding the audit or the report, e.g. last year's
  statements were audited by another auditor.

EXAMPLES (materiality Tk 1.5 crore; profit before tax Tk 30 crore)
1. Development costs of Tk 4 crore capitalised that fail IAS 38; directors refuse to adjust:
   material, not pervasive: qualified "except for" opinion, with a basis for qualified opinion.
2. Inventory records destroyed in a fire; inventory is Tk 60 crore of Tk 90 crore total assets and
   no alternative evidence exists: material and pervasive limitation: disclaimer.
3. Statements prepared on a going concern basis when the company has entered liquidation:
   pervasive misstatement: adverse opinion.
4. A lawsuit of Tk 5 crore whose outcome is uncertain, fully disclosed: unmodified opinion with an
   emphasis of matter paragraph if the auditor judges it fundamental.
5. Going concern doubt from a loan renewal, adequately disclosed: unmodified opinion with a
   "Material uncertainty related to going concern" section.

EXAM TECHNIQUE
Always: state materiality with a calculation, decide material and pervasive, name the opinion,
and describe the changes to the report (basis paragraph, position of extra sections).
`,
    },
  },
  'audit-and-assurance-exam-kit-mock-papers': {
    'Mock paper 1: question paper': {
      title: 'Mock paper 1: question paper',
      fileName: 'audit-mock-paper-1-question-paper.pdf',
      description: 'The question paper for the first Audit & Assurance mock: 100 marks in 3 hours. Sit it under timed conditions before watching the debrief and model answers.',
      text: `
Time allowed: 3 hours. Total: 100 marks. Answer ALL questions. Show your reasoning.

QUESTION 1 (30 marks): PLANNING AND RISK
You are the audit senior on Jamuna Cables Ltd for the year ending 30 June 2026. Draft revenue is
Tk 420 crore (last year Tk 350 crore), profit before tax Tk 28 crore and total assets Tk 310 crore.
During the year the company:
- introduced a new ERP system in March, with data migrated from the old system;
- began giving customers 120 days' credit instead of 60 to win export orders;
- built a new factory for Tk 60 crore, partly with its own staff, capitalising their salaries;
- agreed bonuses for directors based on profit before tax;
- received a claim of Tk 6 crore from a customer for faulty cable.
(a) Calculate a suitable range for materiality and explain your choice. (5 marks)
(b) Identify and explain SIX audit risks and the auditor's response to each. (18 marks)
(c) Explain the auditor's responsibilities for detecting fraud under ISA 240. (7 marks)

QUESTION 2 (25 marks): EVIDENCE
(a) Describe substantive procedures for the new factory, including the capitalised salaries.
    (10 marks)
(b) Describe procedures for the customer's claim, including the use of lawyers. (7 marks)
(c) Explain how the auditor should use data analytics on the new ERP's sales data. (8 marks)

QUESTION 3 (20 marks): ETHICS AND QUALITY
The engagement partner has audited Jamuna Cables for eleven years. The finance director asks your
firm to design the company's new costing system and to value a subsidiary for a planned sale.
The audit fee has been reduced by 30% while the non-audit fees would double the firm's income from
the client.
Identify and explain the ethical threats and the safeguards, if any, available. (20 marks)

QUESTION 4 (25 marks): COMPLETION AND REPORTING
At the end of the audit: the claim of Tk 6 crore is probable and measurable but the directors
refuse to provide for it; a major customer owing Tk 3 crore went into administration on
15 August 2026; the bank has renewed the overdraft only until December 2026.
(a) For each matter, discuss the accounting, the audit evidence required and the effect on the
    auditor's report. (18 marks)
(b) Explain the content of a letter of representation and when it is obtained. (7 marks)

END OF PAPER. Model answers are given in the debrief lesson that follows.
`,
    },
    'Mock paper 2: question paper': {
      title: 'Mock paper 2: question paper',
      fileName: 'audit-mock-paper-2-question-paper.pdf',
      description: 'The question paper for the second Audit & Assurance mock: 100 marks in 3 hours, weighted towards internal control, group audit issues and reporting.',
      text: `
Time allowed: 3 hours. Total: 100 marks. Answer ALL questions.

QUESTION 1 (28 marks): INTERNAL CONTROL
Kushiara Pharma Ltd sells medicines to 2,000 pharmacies across Bangladesh through sales
representatives. The representatives take orders on a mobile app, agree discounts of up to 15%
themselves and collect cash from pharmacies, which they deposit at local bank branches weekly.
The app sends orders to the ERP, which raises invoices automatically. Credit limits are set by the
sales director and are not reviewed. Inventory is counted once a year.
(a) Identify and explain SIX deficiencies in the sales and cash receipts system and recommend a
    control for each. (18 marks)
(b) Describe tests of controls over the automated invoicing and IT general controls. (10 marks)

QUESTION 2 (24 marks): RISK AND PROCEDURES
Kushiara's draft statements show inventory of Tk 85 crore (including near-expiry medicines),
trade receivables of Tk 60 crore and a new provision for product returns of Tk 2 crore.
Materiality is Tk 3 crore.
(a) Explain the risks of material misstatement in these three areas. (9 marks)
(b) Describe substantive procedures for inventory valuation and the returns provision, referring
    to ISA 501 and ISA 540. (15 marks)

QUESTION 3 (20 marks): QUALITY MANAGEMENT AND DOCUMENTATION
A review of last year's file found: sample sizes not documented; an unsigned review of the
going concern section; and a junior who had shares in the client.
(a) Explain the requirements of ISQM 1 and ISA 220 relevant to each finding. (12 marks)
(b) Explain the purpose of audit documentation and the "experienced auditor" test. (8 marks)

QUESTION 4 (28 marks): REPORTING
Independent scenarios; materiality Tk 3 crore in each.
(a) The directors refuse to disclose that a director bought a building from the company for
    Tk 9 crore below its market value of Tk 14 crore. (7 marks)
(b) The auditor could not attend the inventory count because of flooding and no alternative
    procedures were possible; inventory is Tk 85 crore of total assets of Tk 200 crore. (7 marks)
(c) The company is a listed entity: identify two likely key audit matters and explain how each
    would be described in the report. (8 marks)
(d) A fire destroyed a warehouse after the year-end; the loss is fully disclosed. (6 marks)
For each, state the opinion or paragraph required and explain why.

END OF PAPER. Model answers are given in the debrief lesson that follows.
`,
    },
  },
};
