/** Where signed notes' PDFs are kept in the site's file store: `notes/<note id>.pdf`. */
export const NOTE_PDF_PREFIX = 'notes/';

/** The key of a note's PDF: its id names it, and ids are never given twice, so a key is written once. */
export const notePdfKey = (noteId: number): string => `${NOTE_PDF_PREFIX}${noteId}.pdf`;
