/** The luminance quantisation table of the JPEG standard (Annex K), in zig-zag order as files store it. */
const STANDARD_LUMINANCE = [
  16, 11, 12, 14, 12, 10, 16, 14, 13, 14, 18, 17, 16, 19, 24, 40, 26, 24, 22, 22, 24, 49, 35, 37, 29, 40, 58, 51, 61,
  60, 57, 51, 56, 55, 64, 72, 92, 78, 64, 68, 87, 69, 55, 56, 80, 109, 81, 87, 95, 98, 103, 104, 103, 62, 77, 113, 121,
  112, 100, 120, 92, 101, 103, 99,
];

/** The first 8-bit quantisation table of the file (table 0 is the luminance one in every common encoder). */
function firstTable(bytes: Buffer): number[] | null {
  let offset = 2;
  while (offset + 4 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // DQT with 8-bit precision: one byte of precision/id, then 64 values.
    if (marker === 0xdb && bytes[offset + 4] >> 4 === 0 && offset + 5 + 64 <= bytes.length) {
      return [...bytes.subarray(offset + 5, offset + 5 + 64)];
    }
    // Start of scan: the tables are all before it.
    if (marker === 0xda) return null;
    offset += 2 + length;
  }
  return null;
}

/**
 * The quality (1–100, as libjpeg counts it) a JPEG was saved with, read from its quantisation table; null when the
 * file has none we can read. Re-encoding at a higher quality than the file had only makes it larger.
 */
export function jpegQuality(bytes: Buffer): number | null {
  const table = firstTable(bytes);
  if (!table) return null;
  const scale = table.reduce((sum, value, index) => sum + (value * 100) / STANDARD_LUMINANCE[index], 0) / 64;
  const quality = scale <= 100 ? (200 - scale) / 2 : 5000 / scale;
  return Math.min(100, Math.max(1, Math.round(quality)));
}
