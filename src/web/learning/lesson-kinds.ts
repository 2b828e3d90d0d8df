import { FileText, PlayCircle, ScrollText } from 'lucide-react';

export const KIND_ICON = { video: PlayCircle, text: ScrollText, pdf: FileText } as const;
export const KIND_LABEL = { video: 'Video', text: 'Reading', pdf: 'PDF' } as const;
