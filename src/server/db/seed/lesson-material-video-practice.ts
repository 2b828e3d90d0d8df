import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the Certificate Level question banks and the Audit & Assurance exam kit. */
export const PRACTICE_VIDEO_NOTES: VideoNotes = {
  'accounting-question-bank-mock-exams': {
    'How to use the question bank': [
      'How the questions are organised by syllabus area and difficulty.',
      'Practise untimed first, then timed at 1.2 minutes per mark.',
      'Use your results by area to decide what to revise next.',
    ],
    'Double entry and VAT: objective questions walked through': [
      'Choosing the correct entry for credit sales and purchases with VAT.',
      'Calculating VAT payable from output and input tax.',
      'Spotting distractors that put VAT into sales or purchases.',
    ],
    'Control accounts and bank reconciliations: number entry drills': [
      'Finding a closing receivables or payables balance from summary data.',
      'Correcting the cash book and reconciling to the bank statement.',
      'Entering the answer in the required format.',
    ],
    'Errors and suspense accounts: exam-style questions': ['Identifying which errors affect the trial balance.', 'Journals that clear a suspense account.', 'The effect of corrections on profit.'],
    'Accruals, prepayments and the allowance for receivables': [
      'Expense and income figures from ledger data with opening and closing balances.',
      'The allowance movement after writing off irrecoverable debts.',
      'Traps in the order of adjustments.',
    ],
    'Non-current assets, disposals and inventory questions': [
      'Depreciation with time apportionment and reducing balance.',
      'Profit or loss on disposal and part-exchange.',
      'Inventory at the lower of cost and net realisable value.',
    ],
    'Sole trader financial statements from a trial balance': [
      'Reading the trial balance and the list of adjustments.',
      'Workings for cost of sales, expenses and the capital account.',
      'Completing both statements in the time allowed.',
    ],
    'Partnership financial statements with a change in partners': [
      'Splitting the year before and after the change.',
      'Goodwill adjustments through the capital accounts.',
      'Appropriation and current accounts for each period.',
    ],
    'Company statement of profit or loss and statement of financial position': [
      'Classifying expenses and presenting finance costs.',
      'Tax, dividends and share issues in the statements.',
      'Equity and the statement of changes in equity.',
    ],
    'Statement of cash flows in thirty minutes': [
      'A fixed order of workings for the indirect method.',
      'Finding cash paid for PPE, tax and dividends.',
      'Checking the answer against the change in cash.',
    ],
    'Mock exam 1 debrief': [
      'The objective questions most candidates got wrong, one by one.',
      'The longer financial statements question worked line by line.',
      'The adjustments that cost most marks: allowance movements and time-apportioned depreciation.',
    ],
    'Mock exam 2 debrief': [
      'Questions on control accounts, errors and VAT reviewed.',
      'The statement of cash flows question with every working shown.',
      'A final revision plan based on your results by syllabus area.',
    ],
  },
  'assurance-question-bank-two-mocks': {
    'How Assurance questions are marked': [
      'One mark per objective question and no negative marking.',
      'Multiple-response questions need every correct option.',
      'How scenario-based questions test applied knowledge.',
    ],
    'Assurance concepts and the audit process: thirty questions': [
      'The three parties, levels of assurance and the expectation gap.',
      'Stages of the audit and the engagement letter.',
      'Why certain options are tempting but wrong.',
    ],
    'Internal controls: forty questions': ['Matching controls to the risks they address.', 'The components of internal control and IT controls.', 'Identifying deficiencies from short scenarios.'],
    'Evidence, assertions and sampling: forty questions': [
      'Choosing the procedure that tests a given assertion.',
      'Reliability of different sources of evidence.',
      'Sampling methods and factors affecting sample size.',
    ],
    'Professional ethics: thirty questions': ['Naming the threat in each scenario.', 'Choosing a safeguard that reduces the threat.', 'Confidentiality and permitted disclosure.'],
    'Control deficiencies and recommendations in a payroll system': [
      'Ghost employees, unauthorised rates and cash wages.',
      'Writing deficiency, consequence and recommendation.',
      'Controls suited to a factory with a large workforce.',
    ],
    'Designing substantive procedures for receivables and inventory': [
      'Confirmations, after-date cash and cut-off for receivables.',
      'Count attendance and valuation tests for inventory.',
      'Linking each procedure to an assertion.',
    ],
    'Ethical threats in a client scenario': ['A job offer from the client and self-interest.', 'Non-audit services and self-review.', 'Actions the firm must take in each case.'],
    'Mock exam 1 debrief': ['Results by syllabus area and the common mistakes.', 'Internal control questions reviewed in detail.', 'How to use the result to plan the next two weeks.'],
    'Mock exam 2 debrief': ['Evidence and ethics questions reviewed.', 'Timing: where candidates ran short and why.', 'The final-week revision checklist applied to your results.'],
  },
  'management-information-revision-question-practice': {
    'Absorption and marginal costing questions': [
      'Absorption rates and under- or over-absorption.',
      'Marginal and absorption profits and the reconciliation.',
      'Number entry answers checked step by step.',
    ],
    'Activity-based costing and pricing questions': ['Cost driver rates and ABC product costs.', 'Mark-up and margin pricing.', 'Price elasticity calculations.'],
    'Cash budget and flexible budget questions': ['Timing of receipts and payments.', 'Flexing semi-variable costs.', 'Comparing actual results with the flexed budget.'],
    'Variance analysis: twenty-five questions': ['Material, labour and overhead variances.', 'Sales variances under absorption and marginal costing.', 'Operating statement reconciliations.'],
    'Relevant costing and CVP questions': ['Relevant costs of materials and labour.', 'Break-even, margin of safety and target profit.', 'Multi-product break-even in a constant mix.'],
    'Limiting factor questions': ['Identifying the binding constraint.', 'Ranking by contribution per scarce unit.', 'Make-or-buy with a limiting factor.'],
    'Mock exam debrief': ['The number entry questions most often answered wrongly.', 'Rounding and unit errors that cost marks.', 'What to revise in the final week.'],
  },
  'principles-of-taxation-question-bank-mock-exams': {
    'How to lay out a tax computation': [
      'One line per item, with plus and minus signs.',
      'Showing exempt and separately taxed income clearly.',
      'Finishing with tax already paid and the balance due.',
    ],
    'Salary and rental income: ten computations': ['Valuing perquisites and the exempt portion of salary.', 'Rental income and allowable deductions.', 'Common errors in each computation.'],
    'Investment rebate and final tax liability': ['The three limits on the rebate.', 'Applying the slabs and minimum tax.', 'Deducting tax at source to find the amount payable.'],
    'Adjusting business profit: exam-style questions': ['Adding back inadmissible expenses.', 'Removing separately taxed income.', 'Replacing accounting depreciation with tax depreciation.'],
    'Tax depreciation and minimum tax questions': ['Reducing balance tax depreciation and initial allowance.', 'Balancing adjustments on disposal.', 'Comparing regular tax with minimum tax.'],
    'Withholding tax: objective questions': ['Who must withhold and on which payments.', 'Deposit deadlines and certificates.', 'Consequences of failing to withhold.'],
    'VAT return questions: output tax and input tax credit': ['Output tax on taxable supplies.', 'Allowable input tax and apportionment.', 'The net VAT payable in the return.'],
    'Supplementary duty and VAT deducted at source questions': ['Computing SD and VAT on the same supply.', 'VAT deducted at source and decreasing adjustments.', 'Certificates and deposit rules.'],
    'Returns, penalties and deadlines: thirty quick questions': ['Tax day and return filing rules.', 'Advance tax instalment dates.', 'Penalties and the appeal route.'],
    'Mock exam 1 debrief': [
      'The individual tax computation marked line by line.',
      'Objective questions on withholding and administration reviewed.',
      'Where method marks were earned despite wrong figures.',
    ],
    'Mock exam 2 debrief': ['The company tax computation and the minimum tax check.', 'VAT return questions reviewed.', 'A final-week plan based on your results.'],
  },
  'audit-and-assurance-exam-kit-mock-papers': {
    'Reading the scenario and planning your answer': ['Reading the requirement before the scenario.', 'Annotating the scenario for risks and issues.', 'A quick plan that allocates time by marks.'],
    'Turning audit risks into specific procedures': [
      'Stating the risk with its assertion and direction.',
      'Writing procedures with a verb, an item and a source.',
      'Avoiding generic procedures that score nothing.',
    ],
    'Ethics and engagement acceptance: three past-style questions': [
      'Threats from fees, non-audit services and relationships.',
      'Acceptance procedures and professional clearance.',
      'Writing safeguards that actually reduce the threat.',
    ],
    'Materiality and ISA 315 risk assessment questions': [
      'Calculating materiality ranges from draft figures.',
      'Identifying risks of material misstatement from a scenario.',
      'Explaining each risk for full marks.',
    ],
    'Substantive procedures on inventory, receivables and provisions': [
      'Inventory count attendance and NRV testing.',
      'Receivables confirmations and recoverability.',
      'Testing provisions under ISA 540.',
    ],
    'Going concern and subsequent events questions': ['Indicators of going concern doubt.', 'Procedures over forecasts and financing.', 'Adjusting and non-adjusting events after the year-end.'],
    "Auditor's reports: choosing the right opinion": [
      'Deciding whether a matter is material and pervasive.',
      'Choosing between qualified, adverse and disclaimer.',
      'Emphasis of matter and key audit matters.',
    ],
    'Mock paper 1: debrief and model answers': [
      'Materiality and the six audit risks for Jamuna Cables.',
      'Procedures for the new factory and the customer claim.',
      'Ethics for long association and non-audit services, and the reporting conclusions.',
    ],
    'Mock paper 2: debrief and model answers': [
      "Deficiencies in Kushiara Pharma's sales and cash system.",
      'Inventory valuation and the returns provision under ISA 501 and ISA 540.',
      'Quality management findings and the four reporting scenarios.',
    ],
  },
};
