import { strToU8, Zip, ZipDeflate } from 'fflate';

/** A workbook-shaped zip whose one sheet is the given XML, written by `writeSheet` in pieces (it can be large). */
function workbookWithSheet(writeSheet: (push: (text: string) => void) => void): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error !== null) throw error;
    parts.push(chunk);
  });
  const entry = (name: string) => {
    const file = new ZipDeflate(name, { level: 9 });
    zip.add(file);
    return file;
  };
  entry('[Content_Types].xml').push(strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'), true);
  entry('xl/workbook.xml').push(strToU8('<?xml version="1.0"?><workbook><sheets><sheet name="R" sheetId="1" r:id="rId1"/></sheets></workbook>'), true);
  const sheet = entry('xl/worksheets/sheet1.xml');
  writeSheet((text) => sheet.push(strToU8(text)));
  sheet.push(new Uint8Array(0), true);
  zip.end();
  return Buffer.concat(parts);
}

/**
 * A workbook-shaped zip whose one sheet inflates to about `inflatedBytes` of blank space from a thousand times
 * fewer bytes: the zip bomb an upload limit must refuse without inflating it whole.
 */
export function zipBombWorkbook(inflatedBytes: number): Buffer {
  return workbookWithSheet((push) => {
    push('<?xml version="1.0"?><worksheet><sheetData>');
    const filler = ' '.repeat(1024 * 1024);
    for (let written = 0; written < inflatedBytes; written += filler.length) push(filler);
    push('</sheetData></worksheet>');
  });
}

/** A workbook whose one sheet holds `count` empty rows: as many elements, for the element limit. */
export function emptyRowsWorkbook(count: number): Buffer {
  return workbookWithSheet((push) => {
    push('<?xml version="1.0"?><worksheet><sheetData>');
    for (let done = 0; done < count; done += 100_000) push('<row/>'.repeat(Math.min(100_000, count - done)));
    push('</sheetData></worksheet>');
  });
}

/**
 * A workbook whose one cell holds `levels` nested elements inside its `<t>`: 2 million levels are 15 kB on the wire
 * and 14 MB inflated, within the size limit, and a streaming XML reader holds every open element (1 GB at 2 M).
 */
export function nestedXmlWorkbook(levels: number): Buffer {
  return workbookWithSheet((push) => {
    push('<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>');
    const step = 64 * 1024;
    for (let done = 0; done < levels; done += step) push('<a>'.repeat(Math.min(step, levels - done)));
    for (let done = 0; done < levels; done += step) push('</a>'.repeat(Math.min(step, levels - done)));
    push('</t></is></c></row></sheetData></worksheet>');
  });
}
