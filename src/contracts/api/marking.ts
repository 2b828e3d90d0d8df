import {
  examIdParamSchema,
  markingQueueSchema,
  markingScriptSchema,
  moderateMarkSchema,
  savedScriptSchema,
  saveScriptSchema,
  scriptListQuerySchema,
  scriptListSchema,
  scriptNumberParamSchema,
} from '../marking-schemas';
import { json, jsonBody, operation } from './operation';

/**
 * The marking area: tutors (of the papers an admin assigned them) and
 * admins mark written answers, blind, and release them; admins and lead
 * tutors moderate released marks.
 */

const tags = ['Marking'];

export const markingQueue = operation({
  method: 'get',
  path: '/marking/queue',
  audience: 'tutor',
  tags,
  summary: "The marker's queue: per tutor-marked exam of their papers, scripts awaiting, drafted and released, the oldest waiting, and answers to mark by question",
  responses: { 200: json(markingQueueSchema, 'The queue, oldest waiting first') },
});

export const listScripts = operation({
  method: 'get',
  path: '/marking/exams/{examId}/scripts',
  audience: 'tutor',
  tags,
  summary: "An exam's scripts by number (never by name), oldest first: unreleased, released (or a random sample of them for moderation) or all, optionally only those with a question",
  request: { params: examIdParamSchema, query: scriptListQuerySchema },
  responses: { 200: json(scriptListSchema, 'The scripts') },
  errors: { 404: ['marking_exam_not_found'] },
});

export const openScript = operation({
  method: 'post',
  path: '/marking/scripts/{number}/open',
  audience: 'tutor',
  tags,
  summary: 'Opens a script to mark: its written answers with the marking guide, saved marks and history. Records who has it open, and says when another marker opened it in the last half hour',
  request: { params: scriptNumberParamSchema },
  responses: { 200: json(markingScriptSchema, 'The script') },
  errors: { 404: ['script_not_found'] },
});

export const saveScript = operation({
  method: 'put',
  path: '/marking/scripts/{number}/marks',
  audience: 'tutor',
  tags,
  summary: "Saves a script's marks and comments as a draft, or releases them to the student (`release`), from the revision the marker opened. A save from an older revision is refused, not applied",
  request: { params: scriptNumberParamSchema, body: jsonBody(saveScriptSchema) },
  responses: { 200: json(savedScriptSchema, 'Saved') },
  errors: {
    400: { codes: ['mark_out_of_range', 'script_incomplete', 'answer_invalid'], description: 'A mark does not fit the guide, or a release leaves an answer unmarked.' },
    404: ['script_not_found'],
    409: ['script_changed', 'script_released'],
  },
});

export const moderateMark = operation({
  method: 'put',
  path: '/marking/scripts/{number}/moderation',
  audience: 'tutor',
  tags,
  summary: 'Changes one released mark (an admin or the paper’s lead tutor), with a reason kept in the mark’s history',
  request: { params: scriptNumberParamSchema, body: jsonBody(moderateMarkSchema) },
  responses: { 200: json(markingScriptSchema, 'The script as it now stands') },
  errors: {
    400: { codes: ['mark_out_of_range', 'moderation_reason_required', 'answer_invalid'], description: 'The mark does not fit the guide, or no reason is given.' },
    403: ['moderation_not_allowed'],
    404: ['script_not_found'],
    409: ['script_not_released'],
  },
});
