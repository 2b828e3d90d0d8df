import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the featured Accounting course. */
export const ACCOUNTING_VIDEO_NOTES: VideoNotes = {
  'accounting-complete-course-december-2026': {
    'Welcome: how the Accounting paper is examined': [
      'The paper: 100 marks in 2 hours, mostly objective questions plus a longer financial statements scenario.',
      'The three syllabus areas and why the adjustments area gets the most teaching time.',
      'Question types you will meet: single choice, multiple response and number entry.',
      'How to use the course: watch, work the example, then do the practice set for each section.',
    ],
    'The accounting equation and the dual effect': [
      'Assets = Capital + Liabilities, and why every transaction keeps it in balance.',
      'The dual effect traced through ten transactions of a new shop, from capital introduced to drawings.',
      'How profit increases capital and drawings reduce it.',
      'Spotting which two items change before you think about debits and credits.',
    ],
    'Ledger accounts: debits, credits and balancing off': [
      'The T-account layout and the debit and credit rules for assets, liabilities, capital, income and expenses.',
      'Posting both sides of each transaction and cross-referencing the accounts.',
      'Balancing off: balance c/d on the smaller side, balance b/d on the opposite side.',
      'Reading a balance: what a debit or credit balance tells you about the account.',
    ],
    'Books of prime entry: day books, cash book and petty cash': [
      'The sales, purchases and returns day books and how their totals are posted.',
      'The cash book as both a book of prime entry and part of the ledger.',
      'The imprest system for petty cash, with a worked top-up of Tk 10,000.',
      'The journal for transactions that fit no other book.',
    ],
    'Accounting for VAT on sales and purchases': [
      'Output tax on sales and input tax on purchases at the standard 15% rate.',
      'Recording sales and purchases net of VAT, with the VAT in a separate liability account.',
      'Calculating the VAT payable for a month and the entry when it is paid.',
      'Working back from a VAT-inclusive price: divide by 1.15.',
    ],
    'Receivables and payables control accounts': [
      'Why businesses keep control accounts alongside the individual customer and supplier ledgers.',
      'What goes into each: credit sales, cash received, discounts, returns, irrecoverable debts and contras.',
      'Preparing a receivables control account from summary figures to find the closing balance.',
      'Why the allowance for receivables stays out of the control account.',
    ],
    'Reconciling control accounts with the ledgers': [
      'Why the control account total and the list of balances may disagree.',
      'Sorting each error into the side it affects: control account, list of balances or both.',
      'A full reconciliation of a payables control account with four errors.',
      'Which corrected figure goes into the statement of financial position.',
    ],
    'Bank reconciliation statements': [
      'Timing differences (unpresented cheques, outstanding lodgements) versus items missing from the cash book.',
      'Step one: update the cash book for bank charges, direct debits, credit transfers and dishonoured cheques.',
      'Step two: reconcile the bank statement balance to the corrected cash book.',
      'Overdrawn balances and how the signs change.',
    ],
    'Extracting the trial balance': [
      'Listing every ledger balance in debit and credit columns.',
      'What a balancing trial balance proves, and the six errors it does not reveal.',
      'Opening a suspense account when the totals differ.',
      'A quick check of which side each type of balance should be on.',
    ],
    'Types of error and the journal': [
      'Errors of omission, commission, principle, original entry, complete reversal and compensating errors.',
      'Writing correcting journal entries with a narrative.',
      'The effect of each error on profit and on the statement of financial position.',
      'Exam-style questions that ask which error leaves the trial balance balancing.',
    ],
    'Suspense accounts and correcting errors': [
      'Why a suspense account is opened and which side its balance falls on.',
      'Correcting single-sided entries, transpositions and casting errors through the suspense account.',
      'Clearing the suspense balance completely with a sequence of journals.',
      'Redrafting profit after the corrections in a short statement.',
    ],
    'Accruals and prepayments': [
      'The accruals concept: expenses and income belong to the period they relate to.',
      'Accrued and prepaid expenses, with opening and closing balances in one ledger account.',
      'Accrued and prepaid income, such as rent receivable.',
      'Presentation: accruals in current liabilities, prepayments in current assets.',
    ],
    'Irrecoverable debts and the allowance for receivables': [
      'Writing off a debt that will not be paid, and recovering one previously written off.',
      'Setting the allowance for receivables as a percentage of the remaining balances.',
      'Charging only the increase (or crediting the decrease) in the allowance to profit or loss.',
      'Showing receivables net of the allowance in the statement of financial position.',
    ],
    'Capital and revenue expenditure': [
      'Capital expenditure creates or improves a non-current asset; revenue expenditure maintains it.',
      'What is included in the cost of an asset: delivery, installation, legal fees, testing.',
      'Classifying ten items of spending, including repairs, extensions and staff training.',
      'The effect of misclassification on profit and on assets.',
    ],
    'Depreciation: straight-line and reducing balance': [
      'Why assets are depreciated and what useful life and residual value mean.',
      'Straight-line and reducing balance calculations, side by side over four years.',
      'Time-apportioning depreciation for assets bought or sold during the year.',
      'The ledger entries for depreciation and accumulated depreciation.',
    ],
    'Disposals and the disposal account': [
      'Removing the cost and accumulated depreciation of a sold asset.',
      'The disposal account: cost, accumulated depreciation and proceeds give the profit or loss.',
      'Part-exchange of an old vehicle against a new one.',
      'Showing the profit or loss on disposal in the statement of profit or loss.',
    ],
    'Revaluation of property, plant and equipment': [
      'Why a business revalues land and buildings, and the requirement to revalue the whole class.',
      'The revaluation entries: eliminate accumulated depreciation, credit the revaluation surplus.',
      'Depreciation after a revaluation, based on the new carrying amount.',
      'Where the revaluation surplus appears: other comprehensive income and equity.',
    ],
    'Inventory: cost, net realisable value and IAS 2': [
      'Measuring inventory at the lower of cost and net realisable value, item by item.',
      'What cost includes and excludes, and the FIFO and weighted average methods.',
      'Adjusting for inventory counted after the year-end.',
      'How closing inventory reduces cost of sales and appears in current assets.',
    ],
    'From trial balance to financial statements: the extended trial balance': [
      'The columns of an extended trial balance: ledger balances, adjustments, P/L and SFP.',
      'Entering the year-end adjustments as debits and credits in the adjustment columns.',
      'Extending each line and finding the profit as the balancing figure.',
      'Using the ETB as a working for the longer exam question.',
    ],
    'Sole trader: statement of profit or loss and statement of financial position': [
      'The layout from revenue through cost of sales and gross profit to profit for the year.',
      'Current and non-current assets and liabilities in the statement of financial position.',
      'The capital section: opening capital plus profit less drawings.',
      'A complete worked question from a trial balance with five adjustments.',
    ],
    'Partnership appropriation account and current accounts': [
      'The partnership agreement: salaries, interest on capital and on drawings, profit-sharing ratio.',
      'Preparing the appropriation account and sharing the residual profit.',
      'Fixed capital accounts and current accounts, and what each records.',
      "Why partners' salaries are appropriations, not expenses.",
    ],
    'Admission and retirement of a partner, and goodwill': [
      'Why goodwill is valued when partners change, and sharing it in the old ratio.',
      'Creating and then eliminating goodwill through the capital accounts in the new ratio.',
      'Revaluing assets on a change in partners.',
      'Paying out a retiring partner through a loan account.',
    ],
    'Share capital, share premium and reserves': [
      'Ordinary and preference shares, nominal value and share premium.',
      'Recording an issue of shares at a premium.',
      'Retained earnings, the revaluation surplus and other reserves in equity.',
      'The statement of changes in equity in outline.',
    ],
    'Bonus issues and rights issues': [
      'A bonus issue capitalises reserves: no cash changes hands.',
      'A rights issue offers shares to existing shareholders for cash, usually at a discount.',
      'The journal entries for each, using share premium first for a bonus issue.',
      'The effect of each on the number of shares and on equity.',
    ],
    'Company financial statements on the IAS 1 pro-forma': [
      'The IAS 1 formats for the statement of profit or loss and the statement of financial position.',
      'Classifying expenses as cost of sales, distribution costs and administrative expenses.',
      'Presenting loan notes, finance costs and dividends correctly.',
      'A full company question from a trial balance.',
    ],
    'Income tax and dividends in company accounts': [
      'The income tax charge and the liability at the year-end.',
      "Under- and over-provisions from the previous year and how they adjust this year's charge.",
      'Dividends paid in the year go through the statement of changes in equity, not profit or loss.',
      'Proposed dividends after the year-end are disclosed, not accrued.',
    ],
    'Statement of cash flows: the indirect method': [
      'The three sections: operating, investing and financing activities.',
      'Starting from profit before tax and adjusting for non-cash items and working capital changes.',
      'Finding cash paid for assets, tax and dividends with ledger-style workings.',
      'Checking the net change in cash against the statements of financial position.',
    ],
  },
};
