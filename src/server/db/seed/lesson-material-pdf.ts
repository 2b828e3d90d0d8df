import { mergeByCourse, type PdfLessons } from './lesson-material-types';
import { ACCOUNTING_PDF_LESSONS } from './lesson-material-pdf-accounting';
import { CERTIFICATE_PDF_LESSONS } from './lesson-material-pdf-certificate';
import { COSTING_AND_TAX_PDF_LESSONS } from './lesson-material-pdf-costing-tax';
import { AUDIT_PDF_LESSONS } from './lesson-material-pdf-audit';
import { FINANCIAL_REPORTING_PDF_LESSONS } from './lesson-material-pdf-far';
import { FINANCE_AND_TAX_PDF_LESSONS } from './lesson-material-pdf-finance-tax';
import { LAW_PDF_LESSONS } from './lesson-material-pdf-law';
import { ADVANCED_PDF_LESSONS } from './lesson-material-pdf-advanced';
import { STRATEGY_PDF_LESSONS } from './lesson-material-pdf-strategy';

export const PDF_LESSONS: PdfLessons = mergeByCourse(
  ACCOUNTING_PDF_LESSONS,
  CERTIFICATE_PDF_LESSONS,
  COSTING_AND_TAX_PDF_LESSONS,
  AUDIT_PDF_LESSONS,
  FINANCIAL_REPORTING_PDF_LESSONS,
  FINANCE_AND_TAX_PDF_LESSONS,
  LAW_PDF_LESSONS,
  ADVANCED_PDF_LESSONS,
  STRATEGY_PDF_LESSONS,
);
