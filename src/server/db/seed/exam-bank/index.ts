import type { SeedBank } from './bank-types';
import { accountingBank } from './accounting';
import { assuranceBank } from './assurance';
import { businessTechnologyFinanceBank } from './business-technology-finance';
import { managementInformationBank } from './management-information';
import { principlesOfTaxationBank } from './principles-of-taxation';
import { auditAssuranceBank } from './audit-assurance';
import { financialAccountingReportingBank } from './financial-accounting-reporting';
import { financialManagementBank } from './financial-management';
import { businessPlanningTaxationComplianceBank } from './business-planning-taxation-compliance';
import { corporateLawPracticesBank } from './corporate-law-practices';
import { corporateReportingBank } from './corporate-reporting';
import { strategicBusinessManagementLeadershipBank } from './strategic-business-management-leadership';

/** Every paper's demo question bank, in curriculum order. */
export const SEED_BANKS: SeedBank[] = [
  accountingBank,
  assuranceBank,
  businessTechnologyFinanceBank,
  managementInformationBank,
  principlesOfTaxationBank,
  auditAssuranceBank,
  financialAccountingReportingBank,
  financialManagementBank,
  businessPlanningTaxationComplianceBank,
  corporateLawPracticesBank,
  corporateReportingBank,
  strategicBusinessManagementLeadershipBank,
];
