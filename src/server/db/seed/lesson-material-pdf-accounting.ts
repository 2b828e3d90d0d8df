import type { PdfLessons } from './lesson-material-types';

/** PDF lessons of the Accounting (Certificate Level) courses. */
export const ACCOUNTING_PDF_LESSONS: PdfLessons = {
  'accounting-complete-course-december-2026': {
    'Study notes: the double-entry rules at a glance': {
      title: 'The double-entry rules at a glance',
      fileName: 'accounting-double-entry-rules-study-notes.pdf',
      description:
        'A one-page summary of the debit and credit rules for every type of account, with the entries for the transactions that appear most often in the exam. Keep it beside you for the first section.',
      text: `
THE ACCOUNTING EQUATION: Assets = Capital + Liabilities. Every transaction changes two items and the
equation still balances (the dual effect).

DEBIT AND CREDIT BY TYPE OF ACCOUNT
- Assets (cash, receivables, inventory, equipment): increase = DEBIT, decrease = CREDIT
- Expenses and drawings: increase = DEBIT, decrease = CREDIT
- Liabilities (payables, loans, VAT owed): increase = CREDIT, decrease = DEBIT
- Income (sales, interest received, discounts received): increase = CREDIT, decrease = DEBIT
- Capital: increase = CREDIT (owner's investment, profit), decrease = DEBIT (drawings, loss)
Memory aid: DEAD CLIC - Debits: Expenses, Assets, Drawings. Credits: Liabilities, Income, Capital.

COMMON ENTRIES (amounts in Tk)
1. Owner pays 500,000 into the business bank account: Dr Bank 500,000 / Cr Capital 500,000
2. Buys goods on credit, 80,000 + VAT 15% 12,000: Dr Purchases 80,000, Dr VAT 12,000 / Cr Payables 92,000
3. Sells goods on credit, 120,000 + VAT 15% 18,000: Dr Receivables 138,000 / Cr Sales 120,000, Cr VAT 18,000
4. Pays rent by cheque 25,000: Dr Rent expense 25,000 / Cr Bank 25,000
5. Customer pays 138,000: Dr Bank 138,000 / Cr Receivables 138,000
6. Owner takes goods costing 6,000 for own use: Dr Drawings 6,000 / Cr Purchases 6,000
7. Pays supplier 92,000 less 2% discount received (1,840): Dr Payables 92,000 / Cr Bank 90,160,
   Cr Discounts received 1,840
8. Buys a delivery van for 1,800,000 by bank loan: Dr Motor vehicles 1,800,000 / Cr Loan 1,800,000

BALANCING OFF AN ACCOUNT
Add both sides. Put the difference on the smaller side as "balance c/d" so the totals agree, then
bring it down on the opposite side as "balance b/d". A debit balance b/d is an asset or expense; a
credit balance b/d is a liability, income or capital.

THE TRIAL BALANCE
A list of every ledger balance: total debits must equal total credits. A trial balance that balances
does NOT prove there are no errors. Errors it will not reveal: omission, commission, principle,
original entry, complete reversal and compensating errors.

VAT IN ONE LINE
VAT charged on sales (output tax) is owed to the government; VAT paid on purchases (input tax) can be
reclaimed. Amount payable = output tax - input tax. Sales and purchases are recorded net of VAT.

SELF-CHECK
Before posting any entry ask: which two accounts change, is each an asset, liability, capital,
income or expense, and does it increase or decrease? The rules above then give the side.
`,
    },
    'Practice set: control accounts and bank reconciliations': {
      title: 'Practice set: control accounts and banks',
      fileName: 'accounting-control-accounts-bank-reconciliations-practice.pdf',
      description: 'Three exam-style questions on receivables and payables control accounts and a bank reconciliation, each followed by a fully worked answer.',
      text: `
QUESTION 1: RECEIVABLES CONTROL ACCOUNT (amounts in Tk)
Opening receivables 420,000. Credit sales 1,850,000. Cash received from customers 1,640,000.
Discounts allowed 22,000. Irrecoverable debts written off 18,000. Sales returns 35,000.
Contra with the payables ledger 12,000. Required: the closing balance.
ANSWER: Debits 420,000 + 1,850,000 = 2,270,000. Credits 1,640,000 + 22,000 + 18,000 +
35,000 + 12,000 = 1,727,000. Closing balance (debit) = 2,270,000 - 1,727,000 = 543,000.
Note: a change in the ALLOWANCE for receivables never goes through the control account.

QUESTION 2: RECONCILING THE PAYABLES CONTROL ACCOUNT
The payables control account shows 316,500; the list of supplier balances totals 331,600.
Errors found: (a) a purchase invoice of 4,500 was entered in the supplier's account as 5,400;
(b) the purchase day book was undercast by 2,000; (c) a contra of 9,600 was recorded only in the
control account; (d) a debit balance of 1,300 on a supplier's account was listed as a credit.
ANSWER: Adjust each side only for the errors made on that side.
Control account: 316,500 + 2,000 (b: the day book total posted to it was too low) = 318,500.
List of balances: 331,600 - 900 (a) - 9,600 (c: the supplier's account was never reduced) -
2,600 (d: remove the 1,300 credit and deduct the 1,300 debit) = 318,500. Reconciled.
The corrected figure, 318,500, is the trade payables figure for the statement of financial position.

QUESTION 3: BANK RECONCILIATION AT 30 JUNE 2026
Cash book balance 184,300 (debit). Bank statement balance 183,950 (credit).
Unpresented cheques 58,400. Outstanding lodgement 36,000. Bank charges not in cash book 1,250.
Direct debit for insurance 7,500 not in cash book. A customer's cheque of 14,000, paid in during
June, was dishonoured and debited by the bank; the cash book has not been adjusted.
ANSWER
Step 1 - correct the cash book: 184,300 - 1,250 - 7,500 - 14,000 = 161,550 (debit).
Entries: Dr Bank charges 1,250, Dr Insurance 7,500, Dr Receivables 14,000 / Cr Bank 22,750.
Step 2 - reconcile the statement: 183,950 - 58,400 (unpresented) + 36,000 (outstanding) = 161,550.
The two figures agree, so the reconciliation is complete.

KEY POINTS
- Only items the business did not know about (charges, direct debits, dishonours) change the cash book.
- Timing differences (unpresented cheques, outstanding lodgements) appear only in the reconciliation.
- The statement of financial position shows the CORRECTED cash book balance.
`,
    },
    'Worked question: partnership financial statements': {
      title: 'Worked question: partnership accounts',
      fileName: 'accounting-partnership-financial-statements-worked-question.pdf',
      description: 'A full partnership question with salaries, interest on capital and drawings, and a profit-sharing ratio, worked through the appropriation account and the current accounts.',
      text: `
THE QUESTION
Arif and Bina trade in partnership, sharing residual profits 3:2. Profit for the year to
30 June 2026 is Tk 1,500,000. The partnership agreement provides:
- Salary to Bina of Tk 240,000 a year
- Interest on capital at 10% on opening capital balances: Arif Tk 1,200,000, Bina Tk 800,000
- Interest on drawings: Arif Tk 18,000, Bina Tk 12,000
Drawings in the year: Arif Tk 450,000, Bina Tk 380,000.
Opening current accounts: Arif Tk 60,000 credit, Bina Tk 25,000 debit.
Required: the appropriation account and the partners' current accounts.

APPROPRIATION ACCOUNT (Tk)
- Profit for the year: 1,500,000
- Add interest on drawings (Arif 18,000 + Bina 12,000): 30,000, giving 1,530,000 to appropriate
- Less salary to Bina: 240,000
- Less interest on capital (Arif 10% x 1,200,000 = 120,000; Bina 10% x 800,000 = 80,000): 200,000
- Residual profit to share: 1,530,000 - 240,000 - 200,000 = 1,090,000
- Shared 3:2: Arif 3/5 x 1,090,000 = 654,000; Bina 2/5 x 1,090,000 = 436,000

CURRENT ACCOUNTS (Tk)
Arif: opening 60,000 credit, plus interest on capital 120,000 and profit share 654,000, less
      interest on drawings 18,000 and drawings 450,000 = closing 366,000 credit
Bina: opening 25,000 debit (-25,000), plus salary 240,000, interest on capital 80,000 and profit
      share 436,000, less interest on drawings 12,000 and drawings 380,000 = closing 339,000 credit

CHECKS
- Total appropriated: 240,000 + 200,000 + 1,090,000 - 30,000 = 1,500,000, the profit for the year.
- Capital accounts are unchanged: they only move for capital introduced or withdrawn, goodwill
  adjustments and revaluations, not for profit shares.

STATEMENT OF FINANCIAL POSITION EXTRACT (Tk)
- Capital accounts: Arif 1,200,000 + Bina 800,000 = 2,000,000
- Current accounts: Arif 366,000 + Bina 339,000 = 705,000
- Total partners' funds: 2,705,000

COMMON MISTAKES
- Treating the partner's salary as an expense in the statement of profit or loss. It is an
  appropriation of profit, not an expense.
- Sharing profit before deducting salaries and interest.
- Forgetting that interest on drawings ADDS to the profit available to share.
`,
    },
  },
  'accounting-question-bank-mock-exams': {
    'Question pack 1: maintaining financial records': {
      title: 'Question pack 1: financial records',
      fileName: 'accounting-question-pack-1-financial-records.pdf',
      description: 'Eight objective questions on double entry, VAT, control accounts and bank reconciliations, in the exam formats, with answers and short explanations at the foot of the page.',
      text: `
Answer in 12 minutes. All amounts in Tk. VAT at 15% where it applies.

1. A business sells goods on credit for 60,000 plus VAT. Which entry is correct?
   A Dr Receivables 60,000 / Cr Sales 60,000   B Dr Receivables 69,000 / Cr Sales 69,000
   C Dr Receivables 69,000 / Cr Sales 60,000, Cr VAT 9,000   D Dr Sales 69,000 / Cr Receivables 69,000
2. Output VAT for the month is 54,000 and input VAT is 31,500. How much VAT is payable? (number entry)
3. Which TWO of these errors would cause the trial balance not to balance?
   A Sales of 8,000 omitted entirely   B Rent of 5,000 debited to rent, no credit entry
   C Purchase of 2,400 posted as 4,200 on both sides   D Discount allowed of 900 credited to discounts
4. Opening receivables 310,000; credit sales 920,000; cash received 870,000; irrecoverable debts
   written off 14,000. What is the closing receivables balance? (number entry)
5. A cheque for 16,500 paid to a supplier has not yet been presented. The bank statement shows
   95,000 in credit. What is the balance per the corrected cash book? (no other items)
6. Which of these does NOT appear in a receivables control account?
   A Discounts allowed   B Irrecoverable debts written off   C Increase in the allowance   D Contras
7. The petty cash imprest is 10,000. Vouchers totalling 7,350 are in the box. How much cash is
   needed to restore the imprest? (number entry)
8. Goods costing 3,000 are taken by the owner for personal use. Which entry is correct?
   A Dr Drawings / Cr Purchases   B Dr Purchases / Cr Drawings   C Dr Drawings / Cr Sales
   D Dr Capital / Cr Cash

ANSWERS
1. C. Sales are recorded net; the VAT of 9,000 is a liability to the government.
2. 22500. 54,000 - 31,500 = 22,500.
3. B and D. B is a single-sided entry. D is on the wrong side, so debits and credits differ by 1,800.
   A (omission) and C (error of original entry) leave the trial balance balancing.
4. 346000. 310,000 + 920,000 - 870,000 - 14,000 = 346,000.
5. 78500. The unpresented cheque is deducted: 95,000 - 16,500 = 78,500.
6. C. The allowance is a separate account; the control account keeps the gross receivables.
7. 7350. The imprest is restored by exactly the amount spent.
8. A. Drawings increase (debit) and goods no longer available for sale reduce purchases (credit).
`,
    },
    'Question pack 2: adjustments': {
      title: 'Question pack 2: adjustments',
      fileName: 'accounting-question-pack-2-adjustments.pdf',
      description: 'Eight exam-style questions on accruals and prepayments, depreciation and disposals, inventory, receivables and suspense accounts, with worked answers.',
      text: `
Answer in 14 minutes. Year-end 30 June 2026 unless stated. All amounts in Tk.

1. Electricity paid in the year is 186,000. 25,000 was accrued at 1 July 2025 and 31,000 is
   accrued at 30 June 2026. What is the electricity expense for the year? (number entry)
2. Insurance of 48,000 for the year to 31 December 2026 was paid on 1 January 2026. What is the
   prepayment at 30 June 2026? (number entry)
3. A machine cost 900,000 on 1 July 2023, straight-line over 6 years, nil residual value. It was
   sold on 30 June 2026 for 420,000. What is the profit or loss on disposal? (number entry)
4. Equipment cost 500,000 and is depreciated at 20% reducing balance. What is the charge in its
   third year? (number entry)
5. Item X: cost 12,000, selling price 13,500, selling costs 2,400. Item Y: cost 8,000, selling price
   11,000. At what total value is closing inventory stated? (number entry)
6. Receivables are 640,000 before writing off a debt of 40,000. The allowance is to be 5% and was
   26,000 last year. What total is charged to profit or loss for irrecoverable debts? (number entry)
7. The trial balance debits exceed credits by 2,700, so a suspense account is opened. The only error:
   a payment of rent was debited to rent as 5,400 and credited to bank as 2,700. Which journal clears
   the suspense account?
8. Which of these is capital expenditure? A Repainting an office   B Legal fees on buying land
   C Replacing a broken window   D Annual maintenance of a generator

ANSWERS
1. 192000. 186,000 - 25,000 + 31,000 = 192,000.
2. 24000. Six months (July to December 2026) of 48,000 / 12 = 4,000 a month.
3. 30000 loss. Depreciation 150,000 a year x 3 = 450,000; carrying amount 450,000; proceeds 420,000.
4. 64000. Year 1: 100,000; year 2: 80,000 on 400,000; year 3: 20% x 320,000 = 64,000.
5. 19100. X at NRV 13,500 - 2,400 = 11,100 (below cost); Y at cost 8,000. Total 19,100.
6. 44000. Write-off 40,000, leaving receivables of 600,000. Allowance 5% x 600,000 = 30,000, an
   increase of 4,000 on last year's 26,000. Charge 40,000 + 4,000 = 44,000. (Computing the allowance
   on 640,000, before the write-off, is the classic trap.)
7. The rent should have been credited to bank at 5,400: Dr Suspense 2,700 / Cr Bank 2,700.
   (Debits exceeded credits, so the suspense account had a CREDIT balance of 2,700, now cleared.)
8. B. Legal fees are part of the cost of acquiring the land; the others maintain existing assets.
`,
    },
  },
  'double-entry-in-10-days': {
    'Practice sheet: days 1 to 3': {
      title: 'Practice sheet: days 1 to 3',
      fileName: 'double-entry-practice-sheet-days-1-to-3.pdf',
      description: 'Ten transactions to record as debits and credits, with the accounting equation after each, and the answers at the bottom so you can check your work.',
      text: `
Rina starts a mobile-phone accessories shop in Mirpur on 1 June 2026. Record each transaction as a
debit and a credit, then check that Assets = Capital + Liabilities. All amounts in Tk.

1. Rina pays 300,000 of her savings into a business bank account.
2. She buys shop fittings for 90,000, paying by cheque.
3. She buys inventory of chargers and cases for 120,000 on credit from Nabil Traders.
4. She sells goods for 45,000 cash (cost 30,000 - ignore cost for now: record the sale only).
5. She sells goods on credit to a corporate customer for 38,000.
6. She pays rent of 20,000 from the bank.
7. She pays Nabil Traders 70,000 by cheque.
8. The corporate customer pays 38,000 by bank transfer.
9. She takes a bank loan of 100,000.
10. She withdraws 15,000 cash for personal use.

ANSWERS (Dr / Cr)
1. Dr Bank 300,000 / Cr Capital 300,000
2. Dr Fittings 90,000 / Cr Bank 90,000
3. Dr Purchases 120,000 / Cr Payables (Nabil Traders) 120,000
4. Dr Cash 45,000 / Cr Sales 45,000
5. Dr Receivables 38,000 / Cr Sales 38,000
6. Dr Rent expense 20,000 / Cr Bank 20,000
7. Dr Payables 70,000 / Cr Bank 70,000
8. Dr Bank 38,000 / Cr Receivables 38,000
9. Dr Bank 100,000 / Cr Loan 100,000
10. Dr Drawings 15,000 / Cr Cash 15,000

BALANCES AT 30 JUNE 2026
Bank 300,000 - 90,000 - 20,000 - 70,000 + 38,000 + 100,000 = 258,000
Cash 45,000 - 15,000 = 30,000
Debits: Bank 258,000 + Cash 30,000 + Fittings 90,000 + Purchases 120,000 + Rent 20,000
        + Drawings 15,000 = 533,000
Credits: Capital 300,000 + Payables 50,000 + Sales 83,000 + Loan 100,000 = 533,000
The totals agree, so the double entry is arithmetically correct.

THINK ABOUT IT
Why is the purchase of fittings (2) an asset but the rent (6) an expense? Fittings will be used for
several years; rent buys the use of the shop for this month only. You will meet this again as
capital versus revenue expenditure.
`,
    },
  },
};
