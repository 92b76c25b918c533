export { isFileKey, isFileKeyPrefix } from './file-key.js';
export { notePdfKey, NOTE_PDF_PREFIX } from './note-pdf-key.js';
