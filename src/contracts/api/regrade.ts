import { recordIdParams } from '../record-id-schemas';
import { regradeInputSchema, regradeResultSchema } from '../regrade-schemas';
import { json, jsonBody, operation } from './operation';

export const regradeQuestion = operation({
  method: 'post',
  path: '/admin/studio/questions/{id}/regrade',
  audience: 'admin',
  tags: ['Admin: studio'],
  summary:
    "Marks again, against the question's current version, every finished attempt given an older version: a dry run lists each attempt whose marks or pass would change and by how much; committing applies exactly that, one transaction per attempt, keeps the old marks in the history and emails the students. Run twice, the second changes nothing",
  request: { params: recordIdParams, body: jsonBody(regradeInputSchema) },
  responses: { 200: json(regradeResultSchema, 'What changed (or would)') },
  errors: { 400: ['regrade_not_applicable'], 404: ['studio_item_not_found'] },
});
