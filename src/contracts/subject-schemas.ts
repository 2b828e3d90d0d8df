import { z } from 'zod';
import { LEVELS } from './subjects';

export const levelSchema = z.enum(LEVELS);

export const syllabusAreaSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  summary: z.string(),
  weightingPercent: z.number().int().nullable(),
});

export const subjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  level: levelSchema,
  marks: z.number().int(),
  durationMinutes: z.number().int(),
  passMarkPercent: z.number().int(),
  examFormat: z.string(),
  summary: z.string(),
  description: z.string(),
  syllabusAreas: z.array(syllabusAreaSchema),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.object({ subjects: z.array(subjectSchema) });
export type SubjectList = z.infer<typeof subjectListSchema>;
