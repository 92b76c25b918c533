/** The export file names of the specification (without extension). */
export const EXPORT_TITLES = {
  patientList: 'Patient List',
  pendingRafValidation: 'Pending RAF Validation Report',
  insuranceGeneral: 'Insurance General Report',
  insuranceFirstSemester: 'Insurance First Semester Report',
  insuranceSecondSemester: 'Insurance Second Semester Report',
} as const;

/** '{patient name} - Diagnostics Report', the title of a record's Excel export and printed PDF. */
export function diagnosticsReportTitle(patientName: string): string {
  return `${patientName.trim()} - Diagnostics Report`;
}

// Characters no common file system accepts in a name.
const FORBIDDEN = /[\\/:*?"<>|]/g;
const MAX_FILE_NAME = 150;

/** A download name that every operating system accepts: forbidden characters removed, spaces collapsed, length bounded. */
export function safeFileName(title: string, extension: string): string {
  const printable = [...title].map((char) => (isControl(char) ? ' ' : char)).join('');
  const cleaned = printable.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, MAX_FILE_NAME).trim();
  return `${cleaned === '' ? 'Export' : cleaned}.${extension}`;
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
