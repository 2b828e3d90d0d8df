import { mergeByCourse, type VideoNotes } from './lesson-material-types';
import { ACCOUNTING_VIDEO_NOTES } from './lesson-material-video-accounting';
import { ADVANCED_VIDEO_NOTES } from './lesson-material-video-advanced';
import { CERTIFICATE_VIDEO_NOTES } from './lesson-material-video-certificate';
import { FINANCE_VIDEO_NOTES } from './lesson-material-video-finance';
import { PRACTICE_VIDEO_NOTES } from './lesson-material-video-practice';
import { PROFESSIONAL_VIDEO_NOTES } from './lesson-material-video-professional';
import { REPORTING_VIDEO_NOTES } from './lesson-material-video-reporting';
import { REVISION_VIDEO_NOTES } from './lesson-material-video-revision';
import { TAXATION_VIDEO_NOTES } from './lesson-material-video-taxation';

export const VIDEO_NOTES: VideoNotes = mergeByCourse(
  ACCOUNTING_VIDEO_NOTES,
  CERTIFICATE_VIDEO_NOTES,
  TAXATION_VIDEO_NOTES,
  PROFESSIONAL_VIDEO_NOTES,
  FINANCE_VIDEO_NOTES,
  REPORTING_VIDEO_NOTES,
  ADVANCED_VIDEO_NOTES,
  PRACTICE_VIDEO_NOTES,
  REVISION_VIDEO_NOTES,
);
