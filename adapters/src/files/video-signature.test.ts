import { describe, expect, it } from 'vitest';
import { declaredKind, sniffVideoKind } from './video-signature.js';

/** A minimal ftyp box followed by padding, as the first bytes of a real file. */
function ftyp(major: string, compatible: string[] = [], extra = 64): Uint8Array {
  const size = 16 + compatible.length * 4;
  const bytes = new Uint8Array(size + extra);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(Buffer.from(`ftyp${major}`, 'latin1'), 4);
  compatible.forEach((brand, index) => bytes.set(Buffer.from(brand, 'latin1'), 16 + index * 4));
  return bytes;
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(56).fill(0)]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, ...new Array(60).fill(0)]);

describe('sniffVideoKind', () => {
  it.each([['isom'], ['mp41'], ['mp42'], ['avc1'], ['iso5']])('recognises brand %s as mp4', (brand) => {
    expect(sniffVideoKind(ftyp(brand))).toBe('mp4');
  });

  it('recognises QuickTime as mov', () => {
    expect(sniffVideoKind(ftyp('qt  ', ['qt  ']))).toBe('mov');
  });

  it('falls back to the compatible brands for an unknown major brand', () => {
    expect(sniffVideoKind(ftyp('XAVC', ['XAVC', 'mp42', 'iso2']))).toBe('mp4');
    expect(sniffVideoKind(ftyp('abcd', ['efgh']))).toBeNull();
  });

  it('refuses PNG, executables, audio-only MP4, HEIC images and truncated data', () => {
    expect(sniffVideoKind(PNG)).toBeNull();
    expect(sniffVideoKind(EXE)).toBeNull();
    expect(sniffVideoKind(ftyp('M4A ', ['isom']))).toBeNull();
    expect(sniffVideoKind(ftyp('heic', ['mif1', 'heic']))).toBeNull();
    expect(sniffVideoKind(ftyp('isom').subarray(0, 10))).toBeNull();
  });

  it('refuses an ftyp box with an impossible size', () => {
    const broken = ftyp('isom');
    new DataView(broken.buffer).setUint32(0, 7);
    expect(sniffVideoKind(broken)).toBeNull();
  });
});

describe('declaredKind', () => {
  it('reads .mp4 and .mov in any case and nothing else', () => {
    expect(declaredKind('Lesson 1.MP4')).toBe('mp4');
    expect(declaredKind('clip.mov')).toBe('mov');
    expect(declaredKind('clip.mp4.exe')).toBeNull();
    expect(declaredKind('clip')).toBeNull();
    expect(declaredKind('image.png')).toBeNull();
  });
});
