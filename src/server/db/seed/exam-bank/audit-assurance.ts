import { type SeedBank, check } from './bank-types';

/**
 * Audit & Assurance (Professional Level). Areas:
 * 1 Legal and professional ethical issues (20%), 2 Accepting and managing engagements (15%),
 * 3 Planning engagements (40%), 4 Concluding and reporting on engagements (25%).
 */
export const auditAssuranceBank: SeedBank = {
  subject: 'audit-assurance',
  questions: [
    // ───────────── Area 1: Legal and professional ethical issues ─────────────
    {
      ref: 'aa-001',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under the ICAB Code of Ethics for Chartered Accountants (which adopts the IESBA Code), which of the following is NOT one of the five fundamental principles?',
      options: ['Integrity', 'Professional competence and due care', 'Confidentiality', 'Independence'],
      correct: 3,
      explanation: `The five fundamental principles are **integrity, objectivity, professional competence and due care, confidentiality and professional behaviour**.

**Independence** (of mind and in appearance) is not one of them. It is a separate requirement of the International Independence Standards for audit, review and other assurance engagements; it supports the principles of objectivity and integrity, but it is not itself a fundamental principle. The other three options are all fundamental principles.`,
    },
    {
      ref: 'aa-002',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Sonar Bangla Foods Ltd was registered with the Registrar of Joint Stock Companies and Firms on 1 March 2025. Under section 210 of the Companies Act 1994, who appoints the company's FIRST auditor, and by when?",
      options: [
        'The members, by ordinary resolution at the first annual general meeting',
        'The Registrar of Joint Stock Companies and Firms, within three months of registration',
        'The board of directors, within one month of the date of registration',
        "The Institute of Chartered Accountants of Bangladesh, on the company's application",
      ],
      correct: 2,
      explanation: `Section 210 of the Companies Act 1994:

- The **first auditor** may be appointed by the **directors within one month of registration** and holds office until the conclusion of the first annual general meeting. If the directors fail to do so, the company in general meeting may appoint.
- Thereafter, every company appoints its auditor **at each AGM**, to hold office until the conclusion of the next AGM; casual vacancies may be filled by the directors.

The auditor must be a chartered accountant within the meaning of the Bangladesh Chartered Accountants Order 1973. Neither the Registrar nor ICAB appoints the first auditor, and waiting for the first AGM (which may be up to 18 months away) would leave the company without an auditor.`,
    },
    {
      ref: 'aa-003',
      area: 1,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: "Rahim Chowdhury & Co., a firm of chartered accountants, audits Padma Cement PLC, a company listed on the Dhaka Stock Exchange (a public interest entity). For the year just ended the firm's total fees from all clients were Tk 85,000,000. Fees from Padma Cement PLC were Tk 9,000,000 for the audit and Tk 4,600,000 for tax services. Calculate the total fees from Padma Cement PLC as a percentage of the firm's total fees.",
      answer: 16,
      suffix: '%',
      checks: [check('answer', { audit: 9000000, tax: 4600000, total: 85000000 }, (i) => ((i.audit + i.tax) / i.total) * 100)],
      explanation: `Fee dependency is measured on **total fees** (audit and non-audit) from the client:

(Tk 9,000,000 + Tk 4,600,000) ÷ Tk 85,000,000 × 100 = Tk 13,600,000 ÷ Tk 85,000,000 × 100 = **16%**.

Using the audit fee alone (10.6%) is a common error. Under the ICAB Code, when total fees from a public interest entity audit client exceed **15%** of the firm's total fees for two consecutive years, the firm must disclose this to those charged with governance and address the self-interest and intimidation threats, for example by a pre-issuance review of the audit by a professional accountant outside the firm. Continued dependence above 15% for a prolonged period may require the firm to cease to be auditor.`,
    },
    {
      ref: 'aa-004',
      area: 1,
      difficulty: 'standard',
      kind: 'multi',
      marks: 2,
      stem: 'Meghna Textiles PLC is listed on the Dhaka and Chittagong Stock Exchanges. Its statutory auditor has been asked to provide several other services during its audit tenure. Under condition 7 of the BSEC Corporate Governance Code 2018, which TWO of the following must the statutory auditor NOT provide to the company?',
      options: [
        "Maintaining the company's books of account (book-keeping)",
        "Sending a representative to the annual general meeting to answer shareholders' questions on the audit",
        'Internal audit services',
        'Communicating significant deficiencies in internal control to the audit committee',
      ],
      correct: [0, 2],
      explanation: `Condition 7(1) of the Corporate Governance Code bars the statutory auditor of a listed company from providing, among others: appraisal or valuation services and fairness opinions; financial information systems design and implementation; **book-keeping** or other services related to the accounting records or financial statements; broker-dealer services; actuarial services; **internal audit** or special audit services; the certification of compliance with the Code itself; and any service that creates a conflict of interest.

The other two options are not prohibited services:
- Condition 7(3) actually **requires** a representative of the external auditor to attend the AGM.
- Reporting significant control deficiencies to those charged with governance is part of the audit itself (ISA 265).`,
    },
    {
      ref: 'aa-005',
      area: 1,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Jamuna Bank PLC lent Tk 200,000,000 to Surma Ceramics Ltd after reading its audited financial statements. Because of negligent audit work on the inventory count, the statements overstated inventory materially, and Surma Ceramics Ltd has since defaulted. The auditor was appointed by the shareholders and was never told that any lender would rely on the audited statements. Applying the leading common-law authority on auditors' liability to third parties (Caparo Industries plc v Dickman), which statement best describes the auditor's position towards the bank?",
      options: [
        'The auditor is liable, because negligence in an audit creates liability to anyone who suffers loss as a result',
        'The auditor is liable, because audited financial statements are filed with the Registrar and are therefore public documents',
        'The auditor is unlikely to owe the bank a duty of care, because it did not know that this lender would rely on the statements for this lending decision',
        'The auditor cannot be liable to anyone, because its statutory duty is owed only to the Registrar of Joint Stock Companies and Firms',
      ],
      correct: 2,
      explanation: `Caparo sets a three-part test for a duty of care: the loss must be **foreseeable**, there must be **proximity** between the parties, and it must be **fair, just and reasonable** to impose a duty.

The statutory audit report is addressed to the members as a body to help them exercise control over the company, not to guide individual investment or lending decisions. A duty to a third party such as a bank arises only where the auditor knew (actually or by inference) that its report would be passed to that person or a known class for a particular purpose and relied on without independent enquiry. Here the auditor knew nothing of the bank, so there is no proximity and the bank is unlikely to succeed.

- Option 1 ignores proximity: foreseeable loss alone is not enough.
- Option 2: filing makes the statements public, which makes reliance foreseeable, but still gives no proximity.
- Option 4 is wrong: the auditor does owe a duty of care to the company (the shareholders as a body).`,
    },
    {
      ref: 'aa-006',
      area: 1,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "During the audit of Sonali Paper Mills Ltd, the finance director offers the audit senior an Eid gift hamper worth about Tk 30,000 and offers the whole audit team a free weekend at the company's guest house in Cox's Bazar. Under the ICAB Code of Ethics, how should the audit team respond?",
      options: [
        'Accept both, provided they are recorded in the audit file',
        'Decline both, because gifts and hospitality from an audit client may be accepted only if their value is trivial and inconsequential, which these are not',
        'Accept the hamper but decline the weekend, because only hospitality is restricted',
        'Accept both if the engagement partner approves them in writing',
      ],
      correct: 1,
      explanation: `The Code (section 420) states that a firm or an audit team member **shall not accept gifts or hospitality from an audit client unless the value is trivial and inconsequential**. A hamper worth about Tk 30,000 and a free weekend for the team are not trivial, so both must be declined. Accepting them would create **self-interest** and **familiarity** threats (and could become an intimidation threat if the client later refers to them).

Recording the items in the file or obtaining the partner's approval does not make them acceptable, and the Code restricts gifts as well as hospitality.`,
    },
    {
      ref: 'aa-007',
      area: 1,
      difficulty: 'standard',
      kind: 'written',
      stem: `You are an audit manager at Karim Hossain & Co., Chartered Accountants, planning the audit of **Karnaphuli Steel PLC** (listed on the Dhaka Stock Exchange) for the year ending 30 June 2025. You note the following:

1. Nasrin Akter, the audit senior, inherited 2,000 shares in Karnaphuli Steel PLC from her father last month.
2. Rafiq Uddin has been the engagement partner for the audits of the seven years ended 30 June 2018 to 30 June 2024.
3. The finance director has asked the firm to value the company's land and buildings, which will be included at fair value under the revaluation model of IAS 16.
4. Last year's audit fee of Tk 3,500,000 is still unpaid; the finance director says it will be paid "once this year's audit report is signed".

**Required:** Identify and explain the threats to independence and objectivity in each situation, and state the action the firm should take. (10 marks)`,
      points: [
        {
          text: 'Inherited shares: a direct financial interest held by an audit team member creates a self-interest threat that no safeguard can reduce; Nasrin must dispose of the shares as soon as practicable, or be removed from the audit team until she has.',
          marks: 2,
        },
        {
          text: 'Partner tenure: seven years as engagement partner on a public interest entity creates familiarity and self-interest threats; under the Code a key audit partner must rotate after seven years, so Rafiq cannot lead the 2025 audit and must observe a cooling-off period (five years for an engagement partner).',
          marks: 3,
        },
        {
          text: 'Valuation: valuing land and buildings that will be material to the financial statements creates self-review (and advocacy) threats; for a PIE audit client the Code prohibits such valuation services and the BSEC Corporate Governance Code bars the statutory auditor from valuation work, so the firm must decline.',
          marks: 2,
        },
        {
          text: "Overdue fees: significant unpaid fees create a self-interest threat (and resemble a loan to the client); the firm should require payment before issuing this year's report, discuss with those charged with governance, and consider an independent review or resignation if not paid.",
          marks: 2,
        },
        { text: "Communicate the threats and the safeguards applied to the audit committee, and document the firm's conclusions on independence.", marks: 1 },
      ],
      explanation: `A good answer takes each situation in turn, names the threat and gives a specific response:

- **Shares**: direct financial interest → self-interest threat; no safeguard other than disposal (inherited interests must be disposed of as soon as practicable) or removing Nasrin from the team.
- **Partner rotation**: Karnaphuli Steel PLC is a PIE; seven years is the maximum time-on for a key audit partner, so Rafiq must rotate off before the 2025 audit; the engagement partner cooling-off period is five years.
- **Valuation**: self-review threat; prohibited for a PIE audit client where material, and specifically barred by condition 7 of the BSEC Corporate Governance Code.
- **Overdue fees**: self-interest threat; obtain payment before signing, discuss with the audit committee, consider a review of the work by a partner not involved.

One mark is available for communicating with those charged with governance and documenting the conclusions.`,
    },
    {
      ref: 'aa-008',
      area: 1,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: "While auditing Rupsha Food Products Ltd, the audit team finds evidence that the company has deliberately under-declared its output VAT for several months, contrary to the VAT and Supplementary Duty Act 2012. The amount is material. Under ISA 250 (Revised) and the ICAB Code's provisions on responding to non-compliance with laws and regulations (NOCLAR), what should the auditor do FIRST?",
      options: [
        'Report the matter immediately to the National Board of Revenue without informing the client',
        'Resign from the engagement at once and give no reason to the client',
        "Take no action, because tax compliance is management's responsibility and not the auditor's",
        'Obtain an understanding of the matter and discuss it with the appropriate level of management and, where appropriate, those charged with governance',
      ],
      correct: 3,
      explanation: `ISA 250 (Revised) requires the auditor, on becoming aware of suspected non-compliance, to **obtain an understanding of the nature and circumstances** and to **discuss the matter with management and, where appropriate, those charged with governance** (unless prohibited by law). The Code (section 360) sets the same first step, then asks the accountant to advise the client to rectify the matter and disclose it to the authority, and only then to decide whether further action, such as reporting to an appropriate authority or withdrawing, is needed in the public interest.

- Reporting straight to the NBR skips the required steps and, without legal basis, breaches confidentiality.
- Resignation is a last resort and does not by itself discharge the auditor's responsibilities.
- VAT law has a direct effect on the financial statements (liabilities, penalties), so the auditor must obtain sufficient appropriate evidence and consider the effect on the opinion.`,
    },
    {
      ref: 'aa-009',
      area: 1,
      difficulty: 'standard',
      kind: 'table',
      stem: 'For each situation at audit clients of Ahmed Zaman & Co., select the MAIN threat to independence and objectivity it creates under the ICAB Code of Ethics.',
      columns: ['Situation', 'Main threat'],
      rows: [
        [
          'The firm prepared the fixed asset register from which depreciation in the audited financial statements is calculated',
          { select: ['Self-interest', 'Self-review', 'Advocacy', 'Familiarity', 'Intimidation'], correct: 1, marks: 1 },
        ],
        ["The audit fee is to be 0.5% of the client's profit before tax", { select: ['Self-interest', 'Self-review', 'Advocacy', 'Familiarity', 'Intimidation'], correct: 0, marks: 1 }],
        [
          'A tax partner of the firm represents the client before the Taxes Appellate Tribunal in a dispute over a material assessment',
          { select: ['Self-interest', 'Self-review', 'Advocacy', 'Familiarity', 'Intimidation'], correct: 2, marks: 1 },
        ],
        [
          "The client's managing director, a former partner of the firm, has been a close friend of the engagement partner for 15 years",
          { select: ['Self-interest', 'Self-review', 'Advocacy', 'Familiarity', 'Intimidation'], correct: 3, marks: 1 },
        ],
        [
          "The client's chairman says the firm will be replaced at the next AGM unless it accepts management's inventory valuation",
          { select: ['Self-interest', 'Self-review', 'Advocacy', 'Familiarity', 'Intimidation'], correct: 4, marks: 1 },
        ],
      ],
      explanation: `- **Fixed asset register** → **self-review**: the team would be auditing records the firm itself prepared.
- **Fee as 0.5% of profit** → **self-interest**: a contingent fee gives the firm a stake in the reported profit; contingent fees for audits are prohibited.
- **Representing the client before the Tribunal** → **advocacy**: the firm promotes the client's position to the point that its objectivity is compromised.
- **Long friendship with a former partner now MD** → **familiarity**: the team may become too sympathetic to management.
- **Threat of replacement** → **intimidation**: pressure to accept management's valuation.`,
    },

    // ───────────── Area 2: Accepting and managing engagements ─────────────
    {
      ref: 'aa-010',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under ISA 210 Agreeing the Terms of Audit Engagements, which of the following is one of the preconditions for an audit that the auditor must establish before accepting the engagement?',
      options: [
        'Management acknowledges its responsibility for such internal control as it determines is necessary to enable the preparation of financial statements free from material misstatement',
        'The entity has an internal audit function that reports to the audit committee',
        'Management agrees in advance that the auditor will issue an unmodified opinion',
        'The auditor agrees to detect all instances of fraud and error in the financial statements',
      ],
      correct: 0,
      explanation: `ISA 210 para 6 requires the auditor to establish that the **financial reporting framework is acceptable** and to obtain management's **agreement that it acknowledges and understands its responsibility** for (i) preparing the financial statements under that framework, (ii) **internal control** necessary to prepare statements free from material misstatement, and (iii) giving the auditor access to all information and to persons within the entity.

An internal audit function is not a precondition; the opinion cannot be agreed in advance; and an audit gives reasonable, not absolute, assurance, so no auditor can undertake to detect all fraud and error.`,
    },
    {
      ref: 'aa-011',
      area: 2,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Bhuiyan & Co. has been appointed auditor of Titas Gas Appliances Ltd. Under ISA 210, which TWO of the following must be included in the agreed terms of the audit engagement (the engagement letter)?',
      options: [
        'The overall materiality figure the auditor will use',
        'The responsibilities of the auditor',
        'A list of the customers to whom confirmation requests will be sent',
        'Identification of the applicable financial reporting framework',
      ],
      correct: [1, 3],
      explanation: `ISA 210 para 10 requires the agreed terms to include: the **objective and scope** of the audit; the **responsibilities of the auditor**; the **responsibilities of management**; **identification of the applicable financial reporting framework**; and a reference to the expected form and content of any reports.

Materiality levels and the specific items to be tested are matters of the auditor's judgement and are not agreed with management; disclosing them would make the audit predictable and weaken the response to fraud risk (ISA 240 requires an element of unpredictability).`,
    },
    {
      ref: 'aa-012',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Khan Alam & Co. has been invited to become auditor of Sylhet Tea Estates Ltd in place of another firm. When Khan Alam & Co. asks for permission to communicate with the existing auditor, the managing director refuses. What should Khan Alam & Co. do?',
      options: [
        'Decline the appointment, unless there are exceptional circumstances and it can obtain the necessary information by other means',
        'Accept the appointment, but perform extra substantive procedures on the opening balances',
        "Contact the existing auditor anyway, because professional courtesy overrides the client's wishes",
        'Accept the appointment once the shareholders have approved it at the AGM',
      ],
      correct: 0,
      explanation: `Under the ICAB Code (section 320), a proposed auditor asks the client's permission to communicate with the existing auditor to learn whether there are professional reasons not to accept (for example disagreements or integrity concerns). If the client **refuses permission**, the proposed auditor should, in the absence of exceptional circumstances, **decline** the appointment. The Bangladesh Chartered Accountants Order 1973 also treats accepting a position previously held by another chartered accountant without first communicating with him in writing as professional misconduct.

- Extra work on opening balances (ISA 510) does not reveal why the client is changing auditors.
- The existing auditor cannot discuss the client's affairs without the client's permission (confidentiality), so contacting it anyway achieves nothing and is improper.
- Shareholder approval does not remove the ethical concern; the refusal itself is a warning sign.`,
    },
    {
      ref: 'aa-013',
      area: 2,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: 'Under ISQM 2 Engagement Quality Reviews, unless relevant ethical requirements specify a longer period, what is the minimum cooling-off period before an individual who was the engagement partner on an audit can be appointed as the engagement quality reviewer of that same audit?',
      options: ['One year', 'Two years', 'Three years', 'Five years'],
      correct: 1,
      explanation: `ISQM 2 (para 18 and A5) requires the firm's policies to specify a **cooling-off period of two years** (or longer if relevant ethical requirements require it) before a former engagement partner can act as engagement quality reviewer on the same engagement. The aim is to protect the reviewer's objectivity: reviewing one's own earlier judgements creates a self-review threat.

Three and five years are the cooling-off periods in the Code's partner rotation rules for public interest entities (for an EQR and an engagement partner respectively), which apply in addition for listed audits.`,
    },
    {
      ref: 'aa-014',
      area: 2,
      difficulty: 'standard',
      kind: 'written',
      stem: `Haque Rahman & Co., a 4-partner firm in Dhaka, has been approached to become auditor of **Chattogram Shipping Lines PLC**, a listed company operating a fleet of cargo vessels. The outgoing auditor resigned two months before the year end. The company wants the audit report signed within four weeks of the year end to meet a bank's deadline, and has offered a fee about 40% lower than the outgoing auditor's. No partner of the firm has audited a shipping company before.

**Required:** Explain the matters Haque Rahman & Co. should consider before accepting the engagement. (8 marks)`,
      points: [
        {
          text: "Reasons for the change: seek the client's permission to contact the outgoing auditor and ask why it resigned (disagreements, integrity concerns, unpaid fees); decline if permission is refused.",
          marks: 2,
        },
        {
          text: "Integrity of management and client risk: background checks on directors and major shareholders, any BSEC or regulatory action, and the company's financial position and reputation.",
          marks: 1,
        },
        {
          text: 'Competence and resources: shipping-specific risks (vessel valuation and impairment, foreign-currency freight revenue, charters and IFRS 16 leases) and whether the firm can obtain specialists or train staff; eligibility to audit a public interest entity (enlistment with the Financial Reporting Council).',
          marks: 2,
        },
        {
          text: 'Timetable: a late appointment with a four-week reporting deadline risks insufficient audit work; accept only if the audit can be planned and staffed to obtain sufficient appropriate evidence.',
          marks: 1,
        },
        { text: 'Fee: a fee 40% lower is not itself a breach, but the firm must be able to perform the audit to ISAs for it and must guard against the self-interest threat to quality.', marks: 1 },
        {
          text: "Independence and ISA 210 preconditions: no conflicts or prohibited relationships, acceptable fee dependence, an acceptable financial reporting framework and management's acknowledgement of its responsibilities.",
          marks: 1,
        },
      ],
      explanation: `ISQM 1 requires firms to accept engagements only where they are competent, can comply with ethical requirements and have considered the client's integrity; ISA 210 adds the preconditions for an audit.

A strong answer links each fact to a matter: the **resignation** (communicate with the outgoing auditor), **listed status** (integrity checks, PIE rules and FRC enlistment), **no shipping experience** (competence and specialists), the **four-week deadline** (resources and time), the **40% fee cut** (lowballing and quality), and **independence/preconditions**. Generic lists with no link to the scenario earn fewer marks.`,
    },
    {
      ref: 'aa-015',
      area: 2,
      difficulty: 'standard',
      kind: 'table',
      stem: 'Ferdous Ali & Co. faces the following situations with prospective and existing audit clients. Select the most appropriate response in each case.',
      columns: ['Situation', 'Most appropriate response'],
      rows: [
        [
          'The directors of a prospective client refuse permission for the firm to contact the previous auditor',
          { select: ['Decline the appointment', 'Accept and rely on ISA 510 procedures on opening balances', "Accept and disclose the refusal in the auditor's report"], correct: 0, marks: 2 },
        ],
        [
          "Management's proposed terms would prevent the auditor from obtaining evidence over revenue, receivables and inventory, which together make up most of the financial statements",
          {
            select: [
              'Accept, and obtain written representations instead',
              'Do not accept it as an audit engagement unless the limitation is removed, because it would lead to a disclaimer of opinion',
              'Accept, and issue a qualified opinion if necessary',
            ],
            correct: 1,
            marks: 2,
          },
        ],
        [
          "During the audit the team finds that the client's new ERP system requires IT audit skills the team lacks",
          {
            select: [
              'Reduce the scope of the audit to exclude IT-based controls',
              "Rely on the ERP vendor's assurances",
              "Involve IT audit specialists under the engagement partner's direction and supervision",
            ],
            correct: 2,
            marks: 2,
          },
        ],
        [
          'Near the end of fieldwork the client asks to change the audit to a review engagement because the auditor has insisted on circularising receivables',
          {
            select: [
              'Agree, because the client may choose the type of engagement',
              'Do not agree, as there is no reasonable justification; if the audit cannot be completed, withdraw where possible and consider any reporting obligations',
              'Agree, and refer to the original audit in the review report',
            ],
            correct: 1,
            marks: 2,
          },
        ],
      ],
      explanation: `- **Refusal to contact the previous auditor**: the Code requires the firm to decline in the absence of exceptional circumstances.
- **Scope limitation in the terms**: ISA 210 para 7 — if management imposes a limitation that the auditor believes will result in a **disclaimer**, the auditor shall not accept the engagement as an audit (unless law requires it). The areas affected are pervasive, so a qualified opinion would not be enough.
- **IT skills**: ISA 220 (Revised) requires the engagement partner to ensure the team, including any experts, has the competence and capabilities needed; involve IT specialists and direct and supervise them.
- **Change to review**: ISA 210 paras 14–17 — a request to change to avoid an unwelcome procedure (here, the receivables circularisation) is not a reasonable justification. The auditor should not agree; if not allowed to continue, withdraw where possible and consider obligations to report to those charged with governance, owners or regulators.`,
    },
    {
      ref: 'aa-016',
      area: 2,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Islam Ahmed & Co. audits both Meghna Foods Ltd and Jamuna Foods Ltd, which are competing to buy the same flour mill. Meghna Foods Ltd now asks the firm to advise it on its bid. Under the ICAB Code of Ethics, what is the most appropriate course of action?',
      options: [
        'Disclose the conflict to both clients, obtain their consent, and act only if safeguards such as separate engagement teams and confidentiality barriers reduce the threats to an acceptable level',
        "Act for Meghna Foods Ltd without informing Jamuna Foods Ltd, because the firm's duty of confidentiality prevents disclosure",
        'Resign as auditor of both companies, because auditing competitors is always prohibited',
        "Use knowledge of Jamuna Foods Ltd's finances gained from its audit to strengthen Meghna Foods Ltd's bid",
      ],
      correct: 0,
      explanation: `Section 310 of the Code deals with **conflicts of interest**. Acting for competing clients is not prohibited in itself, but advising one client against another creates a self-interest threat to objectivity and a threat to confidentiality. The firm must:

1. identify the conflict and evaluate the threats;
2. **disclose** the nature of the conflict to the clients affected and obtain their **consent**;
3. apply safeguards: **separate engagement teams**, information barriers, review by a partner not involved.

If consent cannot be obtained (or disclosure itself would breach confidentiality) or safeguards are not enough, the firm must decline the advisory work. Acting without telling Jamuna Foods Ltd ignores the conflict; resignation from both is not required; using Jamuna Foods Ltd's information is a clear breach of confidentiality.`,
    },
    {
      ref: 'aa-017',
      area: 2,
      difficulty: 'challenging',
      kind: 'multi',
      marks: 2,
      stem: 'Under ISA 220 (Revised) Quality Management for an Audit of Financial Statements, which TWO of the following are responsibilities of the engagement partner on the audit of Bashundhara Paper Mills PLC?',
      options: [
        'Performing the engagement quality review of the audit',
        'Taking overall responsibility for managing and achieving quality on the engagement, including being sufficiently and appropriately involved throughout',
        "Designing the firm's system of quality management, including its quality objectives, under ISQM 1",
        "Determining, before dating the auditor's report, through review of audit documentation and discussion with the team, that sufficient appropriate audit evidence has been obtained",
      ],
      correct: [1, 3],
      explanation: `ISA 220 (Revised) places on the engagement partner **overall responsibility for managing and achieving quality** on the engagement, with sufficient and appropriate involvement throughout, and requires the partner, **before dating the report**, to be satisfied through review of documentation and discussion with the team that **sufficient appropriate evidence** supports the conclusions reached.

- The **engagement quality review** must be performed by someone who is not a member of the engagement team (ISQM 2), so the partner cannot review his own engagement.
- **Designing the system of quality management** is the firm's responsibility, led by its leadership (ISQM 1), not an engagement-level task.`,
    },

    // ───────────── Area 3: Planning engagements ─────────────
    {
      ref: 'aa-018',
      area: 3,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'The auditor of Jamuna Electronics Ltd, a profit-making manufacturer with stable results, sets overall materiality at 5% of profit before tax. The draft financial statements show revenue of Tk 1,820,000,000, profit before tax of Tk 64,000,000 and total assets of Tk 950,000,000. Calculate overall materiality.',
      answer: 3200000,
      prefix: 'Tk',
      checks: [check('answer', { pbt: 64000000, rate: 5 }, (i) => (i.pbt * i.rate) / 100)],
      explanation: `Overall materiality = 5% × profit before tax = 5% × Tk 64,000,000 = **Tk 3,200,000**.

Profit before tax is the usual benchmark for a profit-oriented entity with stable results, because users focus on earnings (ISA 320 A4–A7). Revenue and total assets are given as distractors: applying 5% to them (Tk 91,000,000 or Tk 47,500,000) would produce a materiality far too high for this entity.`,
    },
    {
      ref: 'aa-019',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'For the audit of Meghna Pharma Trading Ltd, a distributor that is not yet profitable, the engagement partner has chosen revenue as the benchmark and set overall materiality at 0.5% of revenue. Draft revenue is Tk 1,250,000,000. Performance materiality is set at 75% of overall materiality because few misstatements were found last year. Calculate performance materiality.',
      answer: 4687500,
      prefix: 'Tk',
      checks: [check('answer', { revenue: 1250000000, rate: 0.5, pm: 75 }, (i) => ((i.revenue * i.rate) / 100) * (i.pm / 100))],
      explanation: `Step 1 — overall materiality = 0.5% × Tk 1,250,000,000 = Tk 6,250,000.
Step 2 — performance materiality = 75% × Tk 6,250,000 = **Tk 4,687,500**.

ISA 320 para 11 requires performance materiality to be set below overall materiality so as to reduce to an appropriately low level the probability that uncorrected and undetected misstatements together exceed materiality. A higher percentage (75%) is justified where few misstatements were found previously; a lower one (50–60%) would be used where risk is higher. Revenue is a sensible benchmark because a loss-making entity's profit is volatile. Applying 75% to revenue, or 0.5% twice, are typical errors.`,
    },
    {
      ref: 'aa-020',
      area: 3,
      difficulty: 'standard',
      kind: 'table',
      stem: 'You are setting materiality for the audit of **Rupali Cables PLC**, a listed manufacturer with stable profits, for the year ended 30 June 2025. Complete the working below.',
      columns: ['Working', 'Amount (Tk)'],
      rows: [
        ['Profit before tax Tk 90,000,000 × 5%', { number: 4500000, marks: 1 }],
        ['Revenue Tk 800,000,000 × 0.5%', { number: 4000000, marks: 1 }],
        ['Total assets Tk 300,000,000 × 1%', { number: 3000000, marks: 1 }],
        ['Most appropriate benchmark for overall materiality', { select: ['Profit before tax', 'Revenue', 'Total assets'], correct: 0, marks: 1 }],
        ['Performance materiality at 75% of the chosen overall materiality', { number: 3375000, marks: 2 }],
        ['Clearly trivial threshold at 5% of the chosen overall materiality', { number: 225000, marks: 1 }],
      ],
      checks: [
        check('cell 0 1', { pbt: 90000000, rate: 5 }, (i) => (i.pbt * i.rate) / 100),
        check('cell 1 1', { revenue: 800000000, rate: 0.5 }, (i) => (i.revenue * i.rate) / 100),
        check('cell 2 1', { assets: 300000000, rate: 1 }, (i) => (i.assets * i.rate) / 100),
        check('cell 4 1', { pbt: 90000000, rate: 5, pm: 75 }, (i) => ((i.pbt * i.rate) / 100) * (i.pm / 100)),
        check('cell 5 1', { pbt: 90000000, rate: 5, trivial: 5 }, (i) => ((i.pbt * i.rate) / 100) * (i.trivial / 100)),
      ],
      explanation: `Benchmarks:
| Benchmark | Working | Tk |
|---|---|---|
| Profit before tax | 90,000,000 × 5% | 4,500,000 |
| Revenue | 800,000,000 × 0.5% | 4,000,000 |
| Total assets | 300,000,000 × 1% | 3,000,000 |

For a **listed, profit-oriented company with stable profits**, users focus on earnings, so **profit before tax** is the appropriate benchmark: overall materiality Tk 4,500,000.

- Performance materiality = 75% × 4,500,000 = **Tk 3,375,000**.
- Clearly trivial threshold (ISA 450) = 5% × 4,500,000 = **Tk 225,000**; misstatements below this need not be accumulated.

Applying the percentages to the revenue or asset figure instead of the chosen materiality is the usual error.`,
    },
    {
      ref: 'aa-021',
      area: 3,
      difficulty: 'foundation',
      kind: 'number',
      marks: 2,
      stem: 'The draft financial statements of Sonali Garments Ltd for the year ended 30 June 2025 show credit revenue of Tk 730,000,000 and trade receivables of Tk 150,000,000 at the year end. Last year the receivables collection period was 52 days. Calculate the receivables collection period for 2025, using year-end receivables and a 365-day year.',
      answer: 75,
      suffix: 'days',
      checks: [check('answer', { receivables: 150000000, revenue: 730000000, days: 365 }, (i) => (i.receivables / i.revenue) * i.days)],
      explanation: `Receivables collection period = trade receivables ÷ credit revenue × 365
= Tk 150,000,000 ÷ Tk 730,000,000 × 365 = **75 days**.

The rise from 52 to 75 days is a planning warning sign: receivables may be **overstated** because slow-paying or disputed balances are not adequately covered by an expected credit loss allowance (IFRS 9), or because revenue has been recorded early or is fictitious (cut-off/occurrence risk). The auditor would respond with a receivables circularisation, review of after-date cash receipts, ageing analysis and testing of cut-off.`,
    },
    {
      ref: 'aa-022',
      area: 3,
      difficulty: 'standard',
      kind: 'table',
      stem: 'You are planning the audit of **Bogura Agro Foods Ltd** for the year ended 30 June 2025. Complete the analytical review below (gross margin to one decimal place; inventory holding period to the nearest day using a 365-day year, based on closing inventory and cost of sales) and select the most likely risk it indicates.',
      columns: ['Measure', '2025', '2024'],
      rows: [
        ['Revenue (Tk)', '520,000,000', '480,000,000'],
        ['Cost of sales (Tk)', '364,000,000', '360,000,000'],
        ['Closing inventory (Tk)', '72,800,000', '45,000,000'],
        ['Gross margin (%)', { number: 30, marks: 1 }, { number: 25, marks: 1 }],
        ['Inventory holding period (days)', { number: 73, marks: 1 }, { number: 46, marks: 1, tolerance: { absolute: 1 } }],
        [
          'Most likely risk of material misstatement indicated',
          {
            select: ['Understatement of revenue', 'Overstatement of closing inventory, understating cost of sales', 'Understatement of closing inventory', 'Overstatement of cost of sales'],
            correct: 1,
            marks: 2,
          },
          '—',
        ],
      ],
      checks: [
        check('cell 3 1', { revenue: 520000000, cos: 364000000 }, (i) => ((i.revenue - i.cos) / i.revenue) * 100),
        check('cell 3 2', { revenue: 480000000, cos: 360000000 }, (i) => ((i.revenue - i.cos) / i.revenue) * 100),
        check('cell 4 1', { inventory: 72800000, cos: 364000000, days: 365 }, (i) => (i.inventory / i.cos) * i.days),
        check('cell 4 2', { inventory: 45000000, cos: 360000000, days: 365 }, (i) => (i.inventory / i.cos) * i.days),
      ],
      explanation: `| | 2025 | 2024 |
|---|---|---|
| Gross margin | (520 − 364) ÷ 520 = **30.0%** | (480 − 360) ÷ 480 = **25.0%** |
| Inventory days | 72.8 ÷ 364 × 365 = **73** | 45 ÷ 360 × 365 = 45.6 ≈ **46** |

Margin has risen by 5 points while inventory days have increased from 46 to 73. Both move in the direction expected if **closing inventory is overstated**: every taka of overstated closing inventory reduces cost of sales and raises gross profit. Possible causes are obsolete or damaged stock not written down to net realisable value (IAS 2), errors or manipulation at the count, or cut-off errors. Understated revenue or overstated cost of sales would reduce the margin, not increase it; understated inventory would reduce inventory days. Responses: attend the count, test NRV with post year-end selling prices, and test cut-off.`,
    },
    {
      ref: 'aa-023',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: 'You are using monetary unit sampling to test the existence of the trade receivables of Padma Builders Ltd, which have a book value of Tk 240,000,000. Tolerable misstatement is Tk 6,000,000, no misstatements are expected, and the reliability factor for the required 95% confidence level is 3. Calculate the sample size.',
      answer: 120,
      suffix: 'items',
      checks: [check('answer', { population: 240000000, factor: 3, tolerable: 6000000 }, (i) => (i.population * i.factor) / i.tolerable)],
      explanation: `Sample size = book value × reliability factor ÷ tolerable misstatement
= Tk 240,000,000 × 3 ÷ Tk 6,000,000 = **120 items**.

The sampling interval is Tk 240,000,000 ÷ 120 = Tk 2,000,000 (equivalently, tolerable misstatement ÷ reliability factor). Every 2,000,000th taka is selected, so every balance of Tk 2,000,000 or more is certain to be tested. A higher required confidence (larger reliability factor), lower tolerable misstatement or expected misstatements would all increase the sample size (ISA 530 Appendix 2).`,
    },
    {
      ref: 'aa-024',
      area: 3,
      difficulty: 'challenging',
      kind: 'number',
      marks: 2,
      stem: `You tested the trade receivables of Kushtia Sugar Mills Ltd using monetary unit sampling with a sampling interval of Tk 1,500,000. Three misstatements were found:

| Customer | Book value (Tk) | Audited value (Tk) |
|---|---|---|
| Anwar Traders | 300,000 | 240,000 |
| Bismillah Stores | 80,000 | 60,000 |
| Delta Distributors | 2,100,000 | 2,050,000 |

Calculate the total projected misstatement (before any allowance for sampling risk).`,
      answer: 725000,
      prefix: 'Tk',
      checks: [
        check(
          'answer',
          { interval: 1500000, bookA: 300000, auditA: 240000, bookB: 80000, auditB: 60000, bookD: 2100000, auditD: 2050000 },
          (i) => ((i.bookA - i.auditA) / i.bookA) * i.interval + ((i.bookB - i.auditB) / i.bookB) * i.interval + (i.bookD - i.auditD),
        ),
      ],
      explanation: `For items **smaller than the sampling interval**, the misstatement is projected using the "tainting" (misstatement ÷ book value) times the interval. Items **equal to or larger than the interval** are tested in full, so their actual misstatement is not projected.

| Customer | Working | Projected (Tk) |
|---|---|---|
| Anwar Traders | 60,000 ÷ 300,000 = 20% × 1,500,000 | 300,000 |
| Bismillah Stores | 20,000 ÷ 80,000 = 25% × 1,500,000 | 375,000 |
| Delta Distributors | book value exceeds interval: actual | 50,000 |
| **Total** | | **725,000** |

Common errors: projecting Delta Distributors as well (giving about Tk 710,714), or adding only the actual misstatements (Tk 130,000). The auditor then adds an allowance for sampling risk and compares the upper misstatement limit with tolerable misstatement.`,
    },
    {
      ref: 'aa-025',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'The auditor of Comilla Electric Supply Ltd tested a sample of sales invoices with a total book value of Tk 12,000,000, selected from a population of sales invoices totalling Tk 180,000,000. The sample contained overstatements totalling Tk 240,000, none of which is an anomaly. Using ratio estimation, calculate the projected misstatement for the population.',
      answer: 3600000,
      prefix: 'Tk',
      checks: [check('answer', { error: 240000, sample: 12000000, population: 180000000 }, (i) => (i.error / i.sample) * i.population)],
      explanation: `Ratio estimation projects the rate of misstatement found in the sample onto the population:

Misstatement rate = Tk 240,000 ÷ Tk 12,000,000 = 2%.
Projected misstatement = 2% × Tk 180,000,000 = **Tk 3,600,000**.

ISA 530 para 14 requires the auditor to project misstatements found in the sample to the population. A misstatement may be excluded from projection only if it is shown to be an anomaly (not representative). The projected figure is then compared with tolerable misstatement; if it approaches or exceeds it, the auditor extends testing or asks management to investigate and correct.`,
    },
    {
      ref: 'aa-026',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'As a substantive analytical procedure on the wages of Narayanganj Knitwear Ltd for the year ended 31 December 2025, you obtain the following: wages for 2024 were Tk 96,000,000 for an average workforce of 400 workers; the average workforce in 2025 was 420 workers; a pay rise of 8% was given to all workers from 1 January 2025. Nothing else changed. Calculate the expected wages expense for 2025.',
      answer: 108864000,
      prefix: 'Tk',
      checks: [check('answer', { wages: 96000000, workers2024: 400, workers2025: 420, rise: 8 }, (i) => (i.wages / i.workers2024) * i.workers2025 * (1 + i.rise / 100))],
      explanation: `Average wage in 2024 = Tk 96,000,000 ÷ 400 = Tk 240,000 per worker.
2025 expectation = Tk 240,000 × 1.08 × 420 workers = **Tk 108,864,000**.

Under ISA 520 the auditor develops an independent expectation, sets a threshold for an acceptable difference (based on materiality and the assurance needed), compares it with the recorded amount and investigates differences above the threshold by inquiry and corroboration. Forgetting either the headcount change (Tk 103,680,000) or the pay rise (Tk 100,800,000) are typical errors.`,
    },
    {
      ref: 'aa-027',
      area: 3,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "Which of the following statements about ISA 240 The Auditor's Responsibilities Relating to Fraud in an Audit of Financial Statements is correct?",
      options: [
        "The risk of management override of controls is a significant risk, but the auditor may rebut it if the entity's controls are strong",
        'There is a presumed risk of fraud in revenue recognition, which the auditor may rebut if it concludes the presumption does not apply, documenting its reasons',
        'The auditor is responsible for preventing fraud and must design procedures to detect all frauds',
        'Journal entry testing is required only where the auditor has identified a specific fraud risk factor',
      ],
      correct: 1,
      explanation: `ISA 240 para 26 requires the auditor to presume a risk of fraud in **revenue recognition**; the presumption **can be rebutted** (for example for a single, simple type of revenue such as rental income), but the reasons must be documented (para 47).

By contrast, the risk of **management override of controls** is present in all entities, is treated as a significant risk and **cannot be rebutted** (para 31). Procedures responding to it — **testing journal entries**, reviewing accounting estimates for bias and evaluating significant unusual transactions — are required on every audit regardless of the assessment (para 32). Prevention and detection of fraud is primarily the responsibility of management and those charged with governance; the auditor gives reasonable, not absolute, assurance.`,
    },
    {
      ref: 'aa-028',
      area: 3,
      difficulty: 'challenging',
      kind: 'multi',
      marks: 2,
      stem: "Sonargaon Apparels Ltd manufactures garments to overseas buyers' designs. Which TWO of the following facts would INCREASE the auditor's assessment of inherent risk for the valuation of its closing inventory?",
      options: [
        'Inventory is counted by two-person teams, with independent test counts by the internal audit department',
        "A European buyer cancelled a large order after production, leaving finished goods made to that buyer's design and labels",
        'This year the company began absorbing fixed production overheads on actual output, which fell well below normal capacity because of gas shortages',
        'The finished goods warehouse is inside the factory compound and is guarded 24 hours a day',
      ],
      correct: [1, 2],
      explanation: `Inherent risk is the susceptibility of an assertion to misstatement **before** considering controls (ISA 315 (Revised 2019)).

- **Cancelled order**: goods made to one buyer's design and labels may be saleable only at a heavy discount, so net realisable value may be below cost (IAS 2). This raises uncertainty and subjectivity → higher inherent risk.
- **Overhead absorption on low actual output**: IAS 2.13 requires fixed overheads to be allocated on **normal capacity**; when output is abnormally low, the unallocated overhead must be expensed. Spreading all overhead over a small output overstates unit cost and inventory. The change of method adds complexity and change → higher inherent risk.

Two-person counts with test counts and a guarded warehouse are **controls**; they affect control risk (and existence), not inherent risk over valuation.`,
    },
    {
      ref: 'aa-029',
      area: 3,
      difficulty: 'challenging',
      kind: 'written',
      stem: `You are the audit senior planning the audit of **Bengal Agro Processing Ltd** (BAPL) for the year ending 30 June 2025. Draft profit before tax is Tk 180,000,000 and overall materiality has been set at Tk 9,000,000. From your planning meeting with the finance director you note:

1. In January 2025 BAPL replaced its accounting software with a new ERP system; balances were migrated on 1 January 2025.
2. A new rice-bran oil plant was completed in March 2025 at a total capitalised cost of Tk 420,000,000, which includes Tk 18,000,000 of staff training costs and Tk 25,000,000 of interest on a loan taken specifically to build the plant.
3. The directors' annual bonus is 3% of profit before tax.
4. Khulna Foods Ltd, a customer owing Tk 14,000,000 at the year end, has been paying late and is reported to be in financial difficulty.
5. Paddy inventory is held in three rented warehouses in Dinajpur, Bogura and Naogaon; the count will be on 30 June 2025.

**Required:** Identify and explain SIX audit risks and, for each, describe an appropriate audit response. (12 marks)`,
      points: [
        {
          text: 'ERP migration: risk that balances were transferred incompletely or inaccurately and that controls failed during changeover; response: agree the migrated balances at 1 January 2025 to the old system, test migration controls and involve IT audit specialists.',
          marks: 2,
        },
        {
          text: 'Training costs: the Tk 18,000,000 of staff training cannot be capitalised under IAS 16, so PPE and profit are overstated by more than materiality; response: inspect the cost analysis of the plant and propose that the training costs be expensed.',
          marks: 2,
        },
        {
          text: 'Borrowing costs and depreciation: IAS 23 allows interest to be capitalised only until the plant is substantially complete (March 2025), and depreciation must start when it is available for use; response: recalculate capitalised interest to the completion date and recalculate depreciation from March 2025.',
          marks: 2,
        },
        {
          text: "Directors' bonus at 3% of profit creates an incentive to overstate profit (management bias); response: heightened professional scepticism, review estimates and judgements for bias, test journals and cut-off, and recalculate the bonus accrual on the final profit.",
          marks: 2,
        },
        {
          text: "Khulna Foods Ltd: the Tk 14,000,000 receivable exceeds materiality and may be credit-impaired, so receivables may be overstated without an adequate IFRS 9 expected credit loss allowance; response: review after-date receipts, correspondence and ageing, and evaluate management's allowance.",
          marks: 2,
        },
        {
          text: 'Paddy in three rented warehouses: risks over existence, condition (moisture, deterioration) and net realisable value; response: attend the counts at material locations (or obtain third-party confirmations), inspect condition, and test cut-off (ISA 501).',
          marks: 2,
        },
      ],
      explanation: `Each risk earns a mark for explaining **why** it is a risk of material misstatement (with the financial statement area and direction — overstated/understated) and a mark for a **specific** response.

Key technical points: IAS 16.19 excludes staff training costs from the cost of PPE (Tk 18,000,000 > materiality of Tk 9,000,000); IAS 23 capitalisation stops when the asset is substantially complete; a profit-linked bonus is a fraud risk factor (ISA 240); a single receivable above materiality with payment problems needs an ECL review; inventory at several external locations requires planning of count attendance under ISA 501. Vague responses such as "perform more testing" earn no credit.`,
    },
    {
      ref: 'aa-030',
      area: 3,
      difficulty: 'foundation',
      kind: 'table',
      stem: 'For the audit of property, plant and equipment of **Rangpur Sugar Mills Ltd** for the year ended 30 June 2025, select the assertion that each procedure MAINLY tests.',
      columns: ['Audit procedure', 'Assertion mainly tested'],
      rows: [
        [
          'Select items from the fixed asset register and physically inspect them in the factory',
          { select: ['Existence', 'Completeness', 'Rights and obligations', 'Accuracy, valuation and allocation', 'Cut-off'], correct: 0, marks: 1 },
        ],
        [
          'Select machines seen in the factory and trace them to the fixed asset register',
          { select: ['Existence', 'Completeness', 'Rights and obligations', 'Accuracy, valuation and allocation', 'Cut-off'], correct: 1, marks: 1 },
        ],
        [
          "Inspect registered title deeds for the factory land in the company's name",
          { select: ['Existence', 'Completeness', 'Rights and obligations', 'Accuracy, valuation and allocation', 'Cut-off'], correct: 2, marks: 1 },
        ],
        [
          "Recalculate the depreciation charge using the company's depreciation policy",
          { select: ['Existence', 'Completeness', 'Rights and obligations', 'Accuracy, valuation and allocation', 'Cut-off'], correct: 3, marks: 1 },
        ],
        [
          'Inspect supplier invoices and delivery notes for machines received around 30 June and check they were recorded in the correct year',
          { select: ['Existence', 'Completeness', 'Rights and obligations', 'Accuracy, valuation and allocation', 'Cut-off'], correct: 4, marks: 1 },
        ],
      ],
      explanation: `Direction of testing matters:
- **Register → asset** tests **existence** (is what is recorded real?).
- **Asset → register** tests **completeness** (is everything that exists recorded?).
- **Title deeds** show the company owns the land: **rights and obligations**.
- **Recalculating depreciation** tests the carrying amount: **accuracy, valuation and allocation**.
- Checking items received around the year end are recorded in the right period: **cut-off**.`,
    },
    {
      ref: 'aa-031',
      area: 3,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'A material part of the inventory of Chittagong Steel Rolling Ltd is held in a bonded warehouse operated by Port Logistics Ltd, an independent third party. Under ISA 501 Audit Evidence – Specific Considerations for Selected Items, which TWO procedures may the auditor use to obtain evidence of the existence and condition of that inventory?',
      options: [
        "Request confirmation from Port Logistics Ltd of the quantities and condition of the inventory held on the company's behalf",
        "Rely on the company's perpetual inventory records without further evidence",
        'Obtain a written representation from management in place of any other evidence',
        'Perform inspection or other appropriate procedures, such as attending a count at the warehouse',
      ],
      correct: [0, 3],
      explanation: `ISA 501 para 8: where inventory under the custody and control of a third party is material, the auditor shall obtain sufficient appropriate evidence by **requesting confirmation from the third party** of the quantities and condition, and/or by **performing inspection or other audit procedures** (for example attending a count, or obtaining the warehouse operator's auditor's report on its controls).

The client's own records are internal evidence that the auditor is trying to verify, and ISA 580 states that written representations do not on their own provide sufficient appropriate evidence.`,
    },
    {
      ref: 'aa-032',
      area: 3,
      difficulty: 'challenging',
      kind: 'single',
      marks: 2,
      stem: "The external auditor of Square Textiles PLC plans to use members of the company's internal audit department to provide direct assistance on the audit. Under ISA 610 (Revised 2013), which of the following tasks may the internal auditors NOT perform in direct assistance?",
      options: [
        "Performing test counts at the year-end inventory count, under the external auditor's supervision",
        'Agreeing a sample of purchase invoices to goods received notes for low-risk payables',
        'Assessing the risks of material misstatement and deciding whether the presumed risk of fraud in revenue recognition applies',
        "Vouching a sample of fixed asset additions to suppliers' invoices",
      ],
      correct: 2,
      explanation: `ISA 610 para 30 prohibits using internal auditors for direct assistance on procedures that:
- **involve making significant judgements** in the audit;
- relate to higher assessed risks where the judgement required is more than limited;
- relate to work in which the internal auditors have been involved and which has been or will be reported to management; or
- relate to the external auditor's decisions about using the internal audit function.

**Assessing the risks of material misstatement and deciding whether to rebut the ISA 240 revenue presumption** are significant judgements reserved to the external auditor. The other options are largely mechanical procedures on lower-risk areas that can be delegated with appropriate direction, supervision and review, after the auditor has evaluated the internal auditors' objectivity and competence and obtained the written agreement ISA 610 requires.`,
    },
    {
      ref: 'aa-033',
      area: 3,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: 'Khulna Jute Mills Ltd depreciates plant and machinery at 10% per annum on cost, straight-line, time-apportioned by month. At 1 July 2024 plant cost Tk 450,000,000 and no item was fully depreciated. Additions costing Tk 60,000,000 were brought into use on 1 January 2025. There were no disposals. As a substantive analytical procedure, calculate the expected depreciation charge for the year ended 30 June 2025.',
      answer: 48000000,
      prefix: 'Tk',
      checks: [check('answer', { opening: 450000000, additions: 60000000, rate: 10 }, (i) => (i.opening * i.rate) / 100 + ((i.additions * i.rate) / 100) * (6 / 12))],
      explanation: `Opening plant: Tk 450,000,000 × 10% = Tk 45,000,000 (full year).
Additions: Tk 60,000,000 × 10% × 6/12 = Tk 3,000,000 (in use 1 January to 30 June 2025, six months).
Expected charge = **Tk 48,000,000**.

The auditor compares this proof-in-total with the recorded charge; a difference above the acceptable threshold is investigated (for example additions depreciated for a full year, a wrong rate, or fully depreciated assets still being charged). Charging a full year on additions (Tk 51,000,000) is the usual error.`,
    },
    {
      ref: 'aa-034',
      area: 3,
      difficulty: 'standard',
      kind: 'written',
      stem: `**Dhaka Ceramics PLC** adopted the revaluation model for its land and buildings for the first time at 30 June 2025. The valuation was performed by Hossain Valuers Ltd, an external firm appointed by management, and increased the carrying amount of land and buildings from Tk 310,000,000 to Tk 520,000,000. Overall materiality is Tk 12,000,000.

**Required:** Describe the audit procedures you would perform on the revaluation, including your evaluation of the valuer's work. (8 marks)`,
      points: [
        {
          text: "Evaluate the valuer's competence and capabilities: professional qualification, membership of a recognised valuation body and experience of industrial property in Bangladesh (ISA 500, management's expert).",
          marks: 1,
        },
        { text: "Evaluate the valuer's objectivity: any financial interest in, or relationship with, the company or its directors, and how the valuer was selected and paid.", marks: 1 },
        { text: "Obtain an understanding of the valuer's work: terms of engagement, scope, the basis of value (fair value under IFRS 13) and the method used.", marks: 1 },
        {
          text: 'Evaluate the key assumptions and source data (comparable land prices, rebuilding costs, remaining useful lives) for reasonableness and consistency with other evidence, and agree property details to title deeds and the asset register.',
          marks: 2,
        },
        { text: 'Check that the whole class of land and buildings has been revalued, as IAS 16 requires, and that the valuation date is at or close to 30 June 2025.', marks: 1 },
        {
          text: 'Recalculate the surplus of Tk 210,000,000 and check that it is recognised in other comprehensive income and the revaluation surplus in equity, with the related deferred tax under IAS 12.',
          marks: 1,
        },
        {
          text: 'Check the IAS 16 disclosures (valuation date, involvement of an independent valuer, carrying amount under the cost model) and that future depreciation is based on the revalued amount.',
          marks: 1,
        },
      ],
      explanation: `The revaluation surplus of Tk 520,000,000 − Tk 310,000,000 = Tk 210,000,000 is many times materiality and depends on an expert's judgement, so it is a significant area.

A good answer covers the three ISA 500 steps for a **management's expert** — competence/capabilities, objectivity, understanding the work, then evaluating the work as evidence (assumptions, methods, source data) — and the **IAS 16** accounting tests: entire class revalued, surplus through OCI to equity, deferred tax (IAS 12), depreciation on the revalued amount and the required disclosures.`,
    },

    // ───────────── Area 4: Concluding and reporting on engagements ─────────────
    {
      ref: 'aa-035',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Padma Poultry Ltd prepares financial statements for the year ended 30 June 2025. Under IAS 1 and ISA 570 (Revised) Going Concern, management's assessment of the company's ability to continue as a going concern should cover at least the period up to:",
      options: ['31 December 2025', "The date on which the auditor's report is signed", '30 June 2027', '30 June 2026'],
      correct: 3,
      explanation: `IAS 1.26 requires management to take into account all available information about the future, which is **at least, but not limited to, twelve months from the end of the reporting period** — here 30 June 2026.

ISA 570 (Revised) para 13 requires the auditor to cover the same period as management; if management's assessment covers less than twelve months from the date of the financial statements, the auditor asks management to extend it. The report date is irrelevant to the period, and 30 June 2027 is longer than required (though later known events must still be considered).`,
    },
    {
      ref: 'aa-036',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'The financial statements of Sylhet Cement Ltd show profit before tax of Tk 75,000,000 and total assets of Tk 900,000,000. Overall materiality is Tk 3,750,000. Management refuses to write down obsolete clinker inventory, which the auditor has concluded is overstated by Tk 8,000,000. No other misstatements remain and all other evidence is satisfactory. What opinion should the auditor issue?',
      options: [
        'An unmodified opinion with an Emphasis of Matter paragraph',
        'An adverse opinion',
        'A disclaimer of opinion',
        'A qualified ("except for") opinion, because the misstatement is material but not pervasive',
      ],
      correct: 3,
      explanation: `The overstatement of Tk 8,000,000 is more than twice materiality (10.7% of profit before tax), so it is **material**. It is confined to inventory (and cost of sales/profit) and does not represent a substantial proportion of the financial statements, so it is **not pervasive**. ISA 705 para 7(a) therefore requires a **qualified opinion**, with a Basis for Qualified Opinion section describing and quantifying the misstatement.

- An Emphasis of Matter paragraph draws attention to a matter that is properly presented; it cannot be used for an uncorrected misstatement.
- An adverse opinion requires a misstatement that is material **and pervasive**.
- A disclaimer is for an inability to obtain sufficient appropriate evidence, which is not the case here.`,
    },
    {
      ref: 'aa-037',
      area: 4,
      difficulty: 'standard',
      kind: 'table',
      stem: "For each of the following independent situations at audit clients with overall materiality of Tk 5,000,000, select the form of auditor's report required by ISA 705 (Revised), ISA 706 (Revised) and ISA 570 (Revised).",
      columns: ['Situation', "Auditor's report"],
      rows: [
        [
          'Trade receivables are overstated by Tk 12,000,000; management refuses to adjust; no other area is affected',
          {
            select: [
              'Unmodified',
              'Unmodified, with a Material Uncertainty Related to Going Concern section',
              'Unmodified, with an Emphasis of Matter paragraph',
              'Qualified opinion',
              'Adverse opinion',
              'Disclaimer of opinion',
            ],
            correct: 3,
            marks: 1,
          },
        ],
        [
          'A fire destroyed the accounting records; the auditor cannot obtain evidence over revenue, purchases, receivables, payables and inventory, which make up most of the financial statements',
          {
            select: [
              'Unmodified',
              'Unmodified, with a Material Uncertainty Related to Going Concern section',
              'Unmodified, with an Emphasis of Matter paragraph',
              'Qualified opinion',
              'Adverse opinion',
              'Disclaimer of opinion',
            ],
            correct: 5,
            marks: 1,
          },
        ],
        [
          "A material uncertainty exists about the company's ability to continue as a going concern and it is adequately disclosed",
          {
            select: [
              'Unmodified',
              'Unmodified, with a Material Uncertainty Related to Going Concern section',
              'Unmodified, with an Emphasis of Matter paragraph',
              'Qualified opinion',
              'Adverse opinion',
              'Disclaimer of opinion',
            ],
            correct: 1,
            marks: 1,
          },
        ],
        [
          'A subsidiary whose assets are 45% of group assets has not been consolidated, contrary to IFRS 10',
          {
            select: [
              'Unmodified',
              'Unmodified, with a Material Uncertainty Related to Going Concern section',
              'Unmodified, with an Emphasis of Matter paragraph',
              'Qualified opinion',
              'Adverse opinion',
              'Disclaimer of opinion',
            ],
            correct: 4,
            marks: 1,
          },
        ],
        [
          "A flood after the year end damaged a major warehouse; it is properly disclosed as a non-adjusting event and the auditor judges it fundamental to users' understanding",
          {
            select: [
              'Unmodified',
              'Unmodified, with a Material Uncertainty Related to Going Concern section',
              'Unmodified, with an Emphasis of Matter paragraph',
              'Qualified opinion',
              'Adverse opinion',
              'Disclaimer of opinion',
            ],
            correct: 2,
            marks: 1,
          },
        ],
        [
          'Uncorrected misstatements total Tk 300,000 and have no qualitative significance',
          {
            select: [
              'Unmodified',
              'Unmodified, with a Material Uncertainty Related to Going Concern section',
              'Unmodified, with an Emphasis of Matter paragraph',
              'Qualified opinion',
              'Adverse opinion',
              'Disclaimer of opinion',
            ],
            correct: 0,
            marks: 1,
          },
        ],
      ],
      explanation: `| Situation | Analysis | Report |
|---|---|---|
| Receivables overstated Tk 12,000,000 | material misstatement, confined to one area | **Qualified** |
| Records destroyed | inability to obtain evidence, material and pervasive | **Disclaimer** |
| Going concern uncertainty disclosed | ISA 570 para 22 | **Unmodified + Material Uncertainty Related to Going Concern section** (not an EOM) |
| Subsidiary not consolidated | material and pervasive misstatement | **Adverse** |
| Flood after year end, disclosed | properly presented but fundamental | **Unmodified + Emphasis of Matter** |
| Tk 300,000 uncorrected | below materiality of Tk 5,000,000 | **Unmodified** |`,
    },
    {
      ref: 'aa-038',
      area: 4,
      difficulty: 'standard',
      kind: 'number',
      marks: 2,
      stem: `At the completion of the audit of Mymensingh Poultry Feeds Ltd, the following misstatements remain uncorrected:

1. Closing inventory is overstated by Tk 1,800,000.
2. An electricity accrual of Tk 950,000 was omitted.
3. Depreciation was overcharged by Tk 400,000.

Calculate the net amount by which profit before tax is overstated.`,
      answer: 2350000,
      prefix: 'Tk',
      checks: [check('answer', { inventory: 1800000, accrual: 950000, depreciation: 400000 }, (i) => i.inventory + i.accrual - i.depreciation)],
      explanation: `Effect on profit before tax:
| Item | Effect on profit (Tk) |
|---|---|
| Inventory overstated → cost of sales understated | +1,800,000 overstated |
| Omitted accrual → expenses understated | +950,000 overstated |
| Depreciation overcharged → expenses overstated | −400,000 (profit understated) |
| **Net overstatement of profit** | **2,350,000** |

ISA 450 requires the auditor to evaluate uncorrected misstatements individually and in aggregate against materiality, to communicate them to those charged with governance with a request for correction, and to obtain a written representation about them. Adding all three amounts (Tk 3,150,000) ignores that the depreciation error goes the other way.`,
    },
    {
      ref: 'aa-039',
      area: 4,
      difficulty: 'foundation',
      kind: 'multi',
      marks: 2,
      stem: 'Which TWO of the following statements about written representations under ISA 580 are correct?',
      options: [
        "Written representations are addressed to the company's shareholders",
        'If management refuses to confirm its responsibility for preparing the financial statements, the auditor issues a qualified opinion',
        "Written representations should be dated as near as practicable to, but not after, the date of the auditor's report",
        'Written representations do not on their own provide sufficient appropriate audit evidence about the matters they deal with',
      ],
      correct: [2, 3],
      explanation: `- ISA 580 para 14: the date of the written representations shall be **as near as practicable to, but not after, the date of the auditor's report**.
- ISA 580 para 4: written representations are necessary evidence but **do not on their own provide sufficient appropriate evidence**.

The representation letter is **addressed to the auditor**, not the shareholders (para 15). If management refuses to give the representations about its responsibilities (para 10–11) or they are unreliable, ISA 580 para 20 requires a **disclaimer of opinion**, not a qualification.`,
    },
    {
      ref: 'aa-040',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: 'Which of the following statements about key audit matters (KAMs) under ISA 701 is correct?',
      options: [
        "KAMs must be communicated in the auditor's report of every company, whether listed or not",
        'A matter that gives rise to a qualified opinion is reported in the Basis for Qualified Opinion section, not described as a key audit matter',
        'Describing a matter as a KAM is an acceptable substitute for a modified opinion where the auditor cannot obtain sufficient evidence',
        'KAMs are selected from matters reported to the Registrar of Joint Stock Companies and Firms',
      ],
      correct: 1,
      explanation: `ISA 701 applies to audits of **listed entities** (and where law, regulation or the auditor decides), so option 1 is wrong. KAMs are selected from matters **communicated with those charged with governance**, not with the Registrar: the matters of most significance, considering higher-assessed risks, significant judgements and significant events.

A matter giving rise to a **modified opinion** (or a material uncertainty on going concern) is by its nature a KAM, but it is reported in the Basis for Qualified/Adverse Opinion section (or the going concern section) and only cross-referred in the KAM section (ISA 701 para 15). Communicating a KAM is **never a substitute** for a modified opinion (para 4).`,
    },
    {
      ref: 'aa-041',
      area: 4,
      difficulty: 'standard',
      kind: 'single',
      marks: 2,
      stem: "The auditor's report on Rupsha Feeds Ltd's financial statements for the year ended 30 June 2025 was dated 20 September 2025 and the financial statements were issued on 25 September 2025. On 10 November 2025 the auditor learns that a large customer balance shown as receivable at 30 June 2025 was fictitious. Under ISA 560 Subsequent Events, what must the auditor do?",
      options: [
        'Discuss the matter with management and, where appropriate, those charged with governance, determine whether the financial statements need amendment and, if so, how management intends to address it',
        'Nothing, because the auditor has no obligation regarding facts that become known after the financial statements are issued',
        "Withdraw the auditor's report by placing a notice in a national newspaper without speaking to the company",
        'Report the matter to BSEC and the Registrar before discussing it with the company',
      ],
      correct: 0,
      explanation: `After the financial statements are issued the auditor has **no obligation to perform procedures**, but ISA 560 para 14 applies when a fact **becomes known** that, had it been known at the report date, might have caused the report to be amended. The auditor must **discuss** it with management and, where appropriate, those charged with governance, **determine whether the statements need amendment**, and if so inquire how management intends to address it.

If management amends the statements, the auditor extends procedures, reviews the steps taken to inform recipients and issues a new report (with an Emphasis of Matter or Other Matter paragraph referring to the amendment). Only if management does not take the necessary steps does the auditor act to prevent reliance on the report, after notifying management and TCWG. Option 2 ignores para 14; options 3 and 4 skip the required discussion.`,
    },
    {
      ref: 'aa-042',
      area: 4,
      difficulty: 'challenging',
      kind: 'table',
      stem: "Rupali Plastics Ltd's year end is 30 June 2025 and the auditor's report is expected to be signed on 20 September 2025. All the events below occurred between 1 July and 15 September 2025. Classify each event under IAS 10 Events after the Reporting Period, complete the inventory write-down, and identify the auditor's responsibility.",
      columns: ['Event or item', 'Answer'],
      rows: [
        ['A fire on 12 August destroyed a warehouse containing inventory costing Tk 15,000,000', { select: ['Adjusting event', 'Non-adjusting event'], correct: 1, marks: 1 }],
        [
          'A court judgment on 5 August confirmed that the company owes Tk 4,000,000 damages for a breach of contract that occurred in March 2025',
          { select: ['Adjusting event', 'Non-adjusting event'], correct: 0, marks: 1 },
        ],
        [
          'A customer owing Tk 6,500,000 at 30 June was declared bankrupt on 20 July, having been in financial difficulty since May',
          { select: ['Adjusting event', 'Non-adjusting event'], correct: 0, marks: 1 },
        ],
        ['On 10 September the board proposed a final dividend of Tk 2 per share for the year', { select: ['Adjusting event', 'Non-adjusting event'], correct: 1, marks: 1 }],
        [
          'Moulded chairs costing Tk 3,600,000 held at 30 June were sold in August for Tk 2,900,000, with selling costs of Tk 100,000: write-down required at 30 June (Tk)',
          { number: 800000, marks: 2 },
        ],
        [
          "The auditor's responsibility for events between 30 June and 20 September 2025",
          {
            select: [
              'Perform procedures designed to obtain sufficient appropriate evidence that all events requiring adjustment or disclosure have been identified',
              'None, unless management informs the auditor of an event',
              'Only read the minutes of the next annual general meeting',
            ],
            correct: 0,
            marks: 1,
          },
        ],
      ],
      checks: [check('cell 4 1', { cost: 3600000, price: 2900000, selling: 100000 }, (i) => i.cost - (i.price - i.selling))],
      explanation: `IAS 10: **adjusting** events give evidence of conditions that **existed at the reporting date**; **non-adjusting** events reflect conditions that arose after it.

- Fire on 12 August → new condition → **non-adjusting** (disclose if material).
- Court judgment on a March breach → confirms a present obligation at 30 June → **adjusting** (IAS 37 provision).
- Customer bankrupt in July, in difficulty since May → evidence of credit impairment at 30 June → **adjusting**.
- Dividend proposed after the year end → not a liability at 30 June → **non-adjusting** (disclosed).
- Chairs: NRV = Tk 2,900,000 − Tk 100,000 = Tk 2,800,000; write-down = Tk 3,600,000 − Tk 2,800,000 = **Tk 800,000** (sale after year end is evidence of NRV at year end — adjusting).

ISA 560 para 6 requires the auditor to **perform procedures** covering the period up to the report date (inquiry, reading minutes, reviewing post year-end accounts and legal correspondence); it does not wait to be told.`,
    },
    {
      ref: 'aa-043',
      area: 4,
      difficulty: 'standard',
      kind: 'written',
      stem: `**Rupsha Jute Mills Ltd** made a loss of Tk 260,000,000 in the year ended 30 June 2025. Its current liabilities exceed current assets by Tk 410,000,000, and in May 2025 it breached a covenant on its Tk 900,000,000 term loan from Agrani Bank PLC, making the loan repayable on demand. Management's cash flow forecast for the 15 months to September 2026 assumes that the bank will waive the breach and that export sales to Turkey will rise by 35%.

**Required:** Describe the audit procedures you should perform on going concern, and explain the effect on the auditor's report if a material uncertainty exists and is adequately disclosed. (8 marks)`,
      points: [
        { text: "Obtain management's going concern assessment and confirm it covers at least twelve months from 30 June 2025; ask management to extend it if it does not.", marks: 1 },
        {
          text: 'Evaluate the cash flow forecast: check its arithmetic, compare assumptions with past performance and post year-end results, and challenge the 35% export growth against orders and contracts in hand.',
          marks: 2,
        },
        {
          text: 'Bank support: inspect correspondence with Agrani Bank PLC, seek direct confirmation of any waiver or renegotiated terms, and review the loan agreement for other covenants and cross-default clauses.',
          marks: 1,
        },
        { text: 'Review post year-end management accounts, board minutes and cash flows for further deterioration or new finance.', marks: 1 },
        { text: "Perform sensitivity analysis on key assumptions and evaluate whether management's other plans (asset sales, cost cuts, new equity) are feasible.", marks: 1 },
        { text: "Obtain written representations on management's plans for future action and the feasibility of the forecast.", marks: 1 },
        {
          text: 'If a material uncertainty exists and is adequately disclosed, give an unmodified opinion with a separate "Material Uncertainty Related to Going Concern" section; if disclosure is inadequate, give a qualified or adverse opinion.',
          marks: 1,
        },
      ],
      explanation: `The indicators here — a large loss, net current liabilities and a loan now **repayable on demand** — are classic events or conditions under ISA 570 para A3. The auditor must perform additional procedures (para 16): evaluate management's plans and forecasts, the reliability of underlying data, the support for assumptions (the bank waiver and 35% export growth are the critical ones), any later information, and obtain written representations.

Reporting (para 22–23): adequate disclosure → **unmodified** opinion plus a **Material Uncertainty Related to Going Concern** section; inadequate disclosure → qualified or adverse. If the going concern basis itself is inappropriate, the opinion is adverse.`,
    },
    {
      ref: 'aa-044',
      area: 4,
      difficulty: 'challenging',
      kind: 'written',
      workings: true,
      stem: `You are the audit manager on **Padma Ceramics Ltd** for the year ended 30 June 2025. Draft profit before tax is Tk 60,000,000 and total assets are Tk 500,000,000. Overall materiality is Tk 3,000,000. Two matters remain unresolved:

1. A trade receivable of Tk 5,400,000 from Surma Tiles House, which went into liquidation in July 2025 with no expected return to unsecured creditors, has not been written off.
2. No provision has been recognised for a legal claim by a former distributor; the company's lawyers consider it probable that Tk 1,200,000 will be payable.

The directors refuse to adjust either item.

**Required:** (a) Calculate the effect of the unadjusted matters on profit before tax and assess their materiality. (b) Explain the opinion you would issue, the changes to the auditor's report and the other actions you would take. (10 marks)`,
      points: [
        {
          text: "Receivable: the customer's liquidation after the year end is an adjusting event giving evidence of credit impairment at 30 June; the Tk 5,400,000 should be written off (IFRS 9).",
          marks: 1,
        },
        { text: 'Legal claim: a present obligation from a past event with a probable, reliably measurable outflow requires a provision of Tk 1,200,000 (IAS 37).', marks: 1 },
        {
          text: 'Total overstatement of profit = Tk 5,400,000 + Tk 1,200,000 = Tk 6,600,000, which is 11% of profit before tax and 1.32% of total assets, above materiality of Tk 3,000,000 (the receivable alone is material).',
          marks: 2,
        },
        {
          text: 'The misstatements are confined to receivables, provisions and profit and do not represent a substantial proportion of the financial statements: material but not pervasive.',
          marks: 1,
        },
        { text: 'Issue a qualified ("except for") opinion under ISA 705.', marks: 1 },
        { text: 'Include a Basis for Qualified Opinion section describing the misstatements and quantifying their effects on profit, receivables, provisions and equity.', marks: 2 },
        {
          text: 'Before signing: communicate the uncorrected misstatements and the expected modification to those charged with governance, request correction (ISA 450, ISA 260 and ISA 705), obtain written representations, and document the conclusions.',
          marks: 2,
        },
      ],
      explanation: `Workings:
| Item | Tk |
|---|---|
| Receivable not written off | 5,400,000 |
| Provision not recognised | 1,200,000 |
| **Overstatement of profit** | **6,600,000** |
| % of profit before tax (÷ 60,000,000) | 11.0% |
| % of total assets (÷ 500,000,000) | 1.32% |

The aggregate (and the receivable alone) exceeds materiality of Tk 3,000,000, but the effect is limited to specific balances: **material, not pervasive → qualified opinion**. The Basis for Qualified Opinion section sits immediately after the Opinion section and quantifies the effects. An Emphasis of Matter paragraph or a KAM cannot replace the modification.`,
    },
    {
      ref: 'aa-045',
      area: 4,
      difficulty: 'foundation',
      kind: 'single',
      marks: 2,
      stem: "Under ISA 706 (Revised), which section or paragraph of the auditor's report is used to draw users' attention to a matter that is appropriately presented or disclosed in the financial statements and that, in the auditor's judgement, is fundamental to users' understanding of those statements?",
      options: ['An Other Matter paragraph', 'The Key Audit Matters section', 'An Emphasis of Matter paragraph', 'The Basis for Opinion section'],
      correct: 2,
      explanation: `ISA 706 (Revised) defines an **Emphasis of Matter paragraph** as one referring to a matter **appropriately presented or disclosed in the financial statements** that is **fundamental** to users' understanding (for example a major post year-end catastrophe or a significant uncertainty about litigation). It does not modify the opinion.

An **Other Matter** paragraph refers to a matter **not** presented or disclosed in the financial statements that is relevant to users' understanding of the audit or the auditor's report. Key audit matters (ISA 701) are the matters of most significance in the audit of a listed entity, and the Basis for Opinion section states compliance with ISAs and ethical requirements.`,
    },
  ],
};
