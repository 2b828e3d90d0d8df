import type { Resource } from '../../contracts/catalogue-schemas';

/** "PDF" for application/pdf, otherwise the file's extension. */
export function fileKind(resource: Pick<Resource, 'mimeType' | 'fileName'>): string {
  if (resource.mimeType === 'application/pdf') return 'PDF';
  const ext = resource.fileName.split('.').pop();
  return ext && ext !== resource.fileName ? ext.toUpperCase() : 'File';
}

/** Under a paper's heading its name need not be repeated: "Accounting: study planner" -> "Study planner". */
export function titleWithinPaper(title: string, paper: string): string {
  const prefix = `${paper}: `;
  if (!title.startsWith(prefix) || title.length === prefix.length) return title;
  const rest = title.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
