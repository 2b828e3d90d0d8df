import { describe, expect, it } from 'vitest';
import { fileKind, titleWithinPaper } from './resource-text';

describe('resource labels', () => {
  it('drops the paper name a heading already shows', () => {
    expect(titleWithinPaper('Accounting: study planner', 'Accounting')).toBe('Study planner');
    expect(titleWithinPaper('Audit & Assurance: key facts and syllabus weightings', 'Audit & Assurance')).toBe('Key facts and syllabus weightings');
    expect(titleWithinPaper('Assurance: key facts', 'Audit & Assurance')).toBe('Assurance: key facts');
    expect(titleWithinPaper('Accounting: ', 'Accounting')).toBe('Accounting: ');
  });

  it('names the kind of file', () => {
    expect(fileKind({ mimeType: 'application/pdf', fileName: 'a.pdf' })).toBe('PDF');
    expect(fileKind({ mimeType: 'application/vnd.ms-excel', fileName: 'rates.xlsx' })).toBe('XLSX');
    expect(fileKind({ mimeType: 'application/octet-stream', fileName: 'notes' })).toBe('File');
  });
});
