import { mergeByCourse, type VideoNotes } from './lesson-material-types';
import { ACCOUNTING_VIDEO_NOTES } from './lesson-material-video-accounting';

export const VIDEO_NOTES: VideoNotes = mergeByCourse(ACCOUNTING_VIDEO_NOTES);
