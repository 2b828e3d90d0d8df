import { mergeByCourse, type TextLessons } from './lesson-material-types';
import { ACCOUNTING_TEXT_LESSONS } from './lesson-material-text-accounting';
import { CERTIFICATE_TEXT_LESSONS } from './lesson-material-text-certificate';
import { PROFESSIONAL_TEXT_LESSONS } from './lesson-material-text-professional';
import { ADVANCED_TEXT_LESSONS } from './lesson-material-text-advanced';

export const TEXT_LESSONS: TextLessons = mergeByCourse(ACCOUNTING_TEXT_LESSONS, CERTIFICATE_TEXT_LESSONS, PROFESSIONAL_TEXT_LESSONS, ADVANCED_TEXT_LESSONS);
