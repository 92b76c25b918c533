import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * A workbook-shaped zip whose one sheet inflates to about `inflatedBytes` of empty rows from a few hundred times
 * fewer bytes: the zip bomb an upload limit must refuse without inflating it whole.
 */
export function zipBombWorkbook(inflatedBytes: number): Buffer {
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
  sheet.push(strToU8('<?xml version="1.0"?><worksheet><sheetData>'));
  const filler = strToU8('<row/>'.repeat(Math.floor((1024 * 1024) / 6)));
  for (let written = 0; written < inflatedBytes; written += filler.length) sheet.push(filler);
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  return Buffer.concat(parts);
}
