import type { VideoNotes } from './lesson-material-types';

/** Lesson notes for the video lessons of the Management Information and Audit & Assurance full courses. */
export const PROFESSIONAL_VIDEO_NOTES: VideoNotes = {
  'management-information-complete-course-december-2026': {
    'Welcome: how Management Information is examined': [
      'The paper: 100 marks in 2 hours of objective questions, many of them number entry.',
      'The syllabus areas: costing, pricing, budgeting, variances, performance and decisions.',
      'Why formulas must be known by heart and practised at speed.',
    ],
    'Cost classification and cost behaviour': [
      'Direct and indirect costs, production and non-production costs.',
      'Fixed, variable, semi-variable and stepped costs, with graphs.',
      'Why cost behaviour matters for budgeting and decisions.',
    ],
    'The high-low method': [
      'Separating fixed and variable elements using the highest and lowest activity levels.',
      'Adjusting for a step in fixed costs or inflation.',
      'Using the result to forecast costs at a new activity level.',
    ],
    'Materials: economic order quantity and reorder levels': [
      'Ordering and holding costs and the EOQ formula.',
      'Reorder level, maximum and minimum inventory levels.',
      'Quantity discounts and when to accept them.',
    ],
    'Inventory valuation: FIFO and weighted average cost': [
      'FIFO issues and closing inventory with a stores ledger card.',
      'Periodic and cumulative weighted average cost.',
      'The effect of rising prices on profit under each method.',
    ],
    'Labour costs: remuneration methods and labour turnover': [
      'Time rates, piecework and bonus schemes.',
      'Overtime premium: direct or indirect cost.',
      'Labour turnover, efficiency and capacity ratios.',
    ],
    'Overhead allocation, apportionment and reapportionment': [
      'Allocating overheads to cost centres and apportioning shared costs on fair bases.',
      'Reapportioning service departments: direct and step-down methods.',
      'The reciprocal method in outline.',
    ],
    'Absorption rates and under- or over-absorption': [
      'Choosing an absorption basis: machine hours, labour hours or units.',
      'Predetermined rates from budgeted figures.',
      'Calculating and accounting for under- or over-absorption.',
    ],
    'Marginal costing and reconciling the two profits': [
      'Contribution and the marginal costing profit statement.',
      'Why absorption and marginal costing profits differ when inventory changes.',
      'Reconciling the profits: change in inventory times fixed overhead per unit.',
    ],
    'Activity-based costing': [
      'Cost pools, cost drivers and activity rates.',
      'Calculating product costs under ABC and comparing with absorption costing.',
      'Where ABC gives better information and what it costs to run.',
    ],
    'Cost-plus pricing: mark-ups and margins': [
      'Full cost-plus and marginal cost-plus pricing.',
      'Converting between a mark-up on cost and a margin on sales.',
      'Advantages and limitations of cost-based prices.',
    ],
    'Market-based pricing and price elasticity of demand': [
      'Price elasticity of demand and how to calculate it.',
      'Penetration, skimming, premium and price discrimination strategies.',
      'The profit-maximising price in outline.',
    ],
    'Functional budgets and the master budget': [
      'The principal budget factor and the order of preparation.',
      'Sales, production, materials usage and purchases, and labour budgets.',
      'The budgeted statement of profit or loss and statement of financial position.',
    ],
    'Cash budgets': [
      'Timing of receipts from credit sales, including discounts and irrecoverable debts.',
      'Timing of payments, and excluding non-cash items like depreciation.',
      'Using the cash budget to plan financing.',
    ],
    'Flexible budgets': [
      'Fixed versus flexible budgets and why flexing matters for control.',
      'Flexing variable and semi-variable costs to actual activity.',
      'Comparing actual results with a flexed budget.',
    ],
    'Forecasting: time series and linear regression': [
      'Trend, seasonal variation and moving averages.',
      'Additive and multiplicative models.',
      'Least squares regression and the correlation coefficient.',
    ],
    'Setting standard costs': ['Ideal, attainable, current and basic standards.', 'Building a standard cost card for a product.', 'Using standards for control and motivation.'],
    'Material and labour variances': ['Material price and usage variances.', 'Labour rate, idle time and efficiency variances.', 'Worked examples with favourable and adverse results.'],
    'Variable and fixed overhead variances': [
      'Variable overhead expenditure and efficiency variances.',
      'Fixed overhead expenditure and volume variances under absorption costing.',
      'Splitting the volume variance into capacity and efficiency.',
    ],
    'Sales variances and the operating statement': [
      'Sales price and sales volume variances.',
      'Using standard profit or standard contribution depending on the costing system.',
      'Reconciling budgeted and actual profit in an operating statement.',
    ],
    'Return on investment and residual income': [
      'Calculating ROI and RI for an investment centre.',
      'Why ROI can discourage investment that RI supports.',
      'Measuring controllable profit and assets.',
    ],
    'Non-financial measures and the balanced scorecard': [
      'The four perspectives: financial, customer, internal business process, learning and growth.',
      "Choosing measures that fit the organisation's objectives.",
      'Non-financial measures in service businesses.',
    ],
    'Interpreting variances and deciding what to investigate': [
      'Interdependence between variances: cheaper materials and higher usage.',
      'Materiality, controllability and trend when deciding to investigate.',
      'Behavioural effects of standards and variances.',
    ],
    'Relevant costs and opportunity costs': [
      'Relevant costs are future, incremental cash flows.',
      'Sunk costs, committed costs and non-cash items are ignored.',
      'Relevant costs of materials and labour, including opportunity costs.',
    ],
    'Break-even analysis and the margin of safety': [
      'Contribution per unit and the contribution to sales ratio.',
      'Break-even point in units and revenue.',
      'Margin of safety and target profit calculations.',
    ],
    'Cost-volume-profit charts and multi-product break-even': [
      'Break-even charts, contribution charts and profit-volume charts.',
      'Break-even for several products in a constant sales mix.',
      'Limitations of CVP analysis.',
    ],
    'Limiting factor analysis': [
      'Identifying the limiting factor when demand exceeds resources.',
      'Ranking products by contribution per unit of the scarce resource.',
      'Building the optimal production plan.',
    ],
    'Make-or-buy and other short-term decisions': [
      'Comparing the relevant cost of making with the price of buying.',
      'Make-or-buy with a limiting factor.',
      'Shutting down a product line and non-financial factors.',
    ],
  },
  'audit-and-assurance-isa-complete-course': {
    'How the Audit & Assurance paper is set and marked': [
      'The paper: 100 marks in 3 hours of written, scenario-based questions.',
      'How marks are awarded for specific, applied points.',
      'Time allocation and answer planning for each requirement.',
    ],
    "Auditors' appointment, rights and duties under the Companies Act 1994": [
      'Appointment of the first and subsequent auditors.',
      'Qualifications and disqualifications of auditors.',
      "The auditor's rights of access and the contents of the report to members.",
    ],
    "The Financial Reporting Act 2015 and the FRC's oversight of auditors": [
      "The Financial Reporting Council's structure and divisions.",
      'Enlistment of auditors of public interest entities.',
      'Inspections, investigations and sanctions.',
    ],
    'ICAB Code of Ethics: fundamental principles, threats and safeguards': [
      'The five fundamental principles.',
      'The conceptual framework: identify, evaluate and address threats.',
      'Applying the framework to exam scenarios.',
    ],
    'Independence: fees, non-audit services and long association': [
      'Fee dependence thresholds for listed and non-listed clients.',
      'Non-audit services that create self-review threats.',
      'Partner rotation and cooling-off periods for long association.',
    ],
    'Client acceptance and continuance procedures': [
      'Integrity of management, competence and resources.',
      'Professional clearance with the previous auditor.',
      'Customer due diligence under anti-money laundering rules.',
    ],
    'ISA 210: agreeing the terms of audit engagements': ['The preconditions for an audit.', 'The contents of the engagement letter.', 'Recurring audits and requests to change the engagement.'],
    'ISQM 1 and ISA 220: quality management at firm and engagement level': [
      "The firm's system of quality management and its risk assessment process.",
      "The engagement partner's responsibilities for quality.",
      'Engagement quality reviews and monitoring.',
    ],
    'ISA 230: audit documentation and the file review': [
      'The purpose of documentation and the experienced auditor test.',
      'Form, content and extent of working papers.',
      'Assembly of the final file and changes after the report date.',
    ],
    'ISA 300: the overall audit strategy and the audit plan': [
      'The overall audit strategy: scope, timing and direction.',
      'The detailed audit plan of procedures.',
      'Updating the plan as the audit progresses.',
    ],
    'ISA 320: materiality and performance materiality': [
      'Choosing a benchmark and percentage for overall materiality.',
      'Performance materiality and why it is set lower.',
      'Revising materiality during the audit.',
    ],
    'ISA 315 (Revised): understanding the entity and its environment': [
      'Understanding the entity, its industry and its applicable reporting framework.',
      'Inherent risk factors: complexity, subjectivity, change, uncertainty and bias.',
      'Identifying risks of material misstatement at financial statement and assertion level.',
    ],
    'ISA 315: the system of internal control and IT general controls': [
      'Understanding each component of internal control.',
      'Controls relevant to the audit and their design and implementation.',
      'IT general controls and risks arising from IT.',
    ],
    'ISA 240: fraud risk factors and the engagement team discussion': [
      'Fraudulent financial reporting and misappropriation of assets.',
      'Incentives, opportunities and rationalisation.',
      'Presumed risks: revenue recognition and management override.',
    ],
    'ISA 520: analytical procedures at the planning stage': [
      'Using ratios and trends to spot unusual movements.',
      'Turning analytical findings into audit risks.',
      'A worked planning analysis of a manufacturer.',
    ],
    'ISA 330: tests of controls and substantive procedures': [
      'Overall responses and further audit procedures.',
      'When tests of controls are required.',
      'Substantive procedures for significant risks.',
    ],
    'ISA 500 and ISA 530: sufficient appropriate evidence and audit sampling': [
      'Relevance and reliability of audit evidence.',
      'Sampling risk and non-sampling risk.',
      'Designing a sample and projecting misstatements.',
    ],
    'ISA 501: attending the inventory count': [
      'Before the count: reviewing instructions and planning attendance.',
      'During the count: observation, test counts and cut-off.',
      'After the count: following up to the final inventory listing.',
    ],
    'Receivables and ISA 505 external confirmations': ['Positive and negative confirmations.', 'Management refusal to allow confirmations.', 'Non-responses, exceptions and alternative procedures.'],
    'ISA 540: auditing accounting estimates and provisions': [
      'Estimation uncertainty and inherent risk factors.',
      'The three approaches to testing an estimate.',
      'Auditing provisions, allowances and fair values.',
    ],
    'ISA 450: evaluating misstatements identified during the audit': [
      'Accumulating misstatements above the clearly trivial threshold.',
      'Factual, judgemental and projected misstatements.',
      'Communicating misstatements and requesting correction.',
    ],
    'ISA 560: subsequent events': ['Adjusting and non-adjusting events.', "The auditor's duties before and after the report date.", 'Facts discovered after the statements are issued.'],
    'ISA 570: going concern': ['Indicators of going concern problems.', "Evaluating management's assessment and cash flow forecasts.", 'Reporting implications of a material uncertainty.'],
    'ISA 580 written representations and ISA 550 related parties': [
      'Required written representations and their limits as evidence.',
      'Identifying related parties and undisclosed transactions.',
      'Procedures over related party transactions outside the normal course of business.',
    ],
    'ISA 260 and ISA 265: communicating with those charged with governance': [
      'Matters to communicate: scope, timing, significant findings and independence.',
      'Significant deficiencies in internal control.',
      'The form and timing of communications.',
    ],
    'ISA 700: forming an opinion and the unmodified report': [
      'Evaluating whether the statements give a true and fair view.',
      "The elements of the unmodified auditor's report.",
      "Other information and the auditor's responsibilities.",
    ],
    'ISA 701: communicating key audit matters': ['Which entities must include key audit matters.', 'Selecting matters of most significance.', 'Writing a key audit matter description.'],
    'ISA 705: qualified, adverse and disclaimer of opinion': [
      'Material misstatement versus inability to obtain evidence.',
      'Material but not pervasive, and material and pervasive.',
      'The basis for opinion paragraph and wording of each opinion.',
    ],
    'ISA 706: emphasis of matter and other matter paragraphs': [
      'When an emphasis of matter paragraph is used.',
      'Other matter paragraphs and examples.',
      'How they differ from key audit matters and modified opinions.',
    ],
  },
};
