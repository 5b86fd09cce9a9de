import { parseAiken } from './aiken';
import { parseGift } from './gift';
import { parseMoodleXml } from './moodle-xml';
import type { ParsedFile } from './parsed-file';
import { UnreadableFileError } from './parsed-file';
import { parseCsv, parseXlsx } from './spreadsheet';

export const IMPORT_FORMATS = ['moodlexml', 'gift', 'aiken', 'xlsx', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The format of a file from its content (its name may lie or be missing), or undefined. */
export function detectFormat(data: Buffer): ImportFormat | undefined {
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  const head = data
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const start = head.trimStart();
  if (start.startsWith('<?xml') || start.startsWith('<quiz')) return 'moodlexml';
  // line by line, patterns without nested repetition: a hostile 64 KB head stays linear
  const lines = start.split('\n', 60);
  const csvHeader = (line: string) => /question/i.test(line) && /answer\s?1/i.test(line);
  if (csvHeader(lines[0] ?? '')) return 'csv';
  const aikenAnswer = lines.some((line) => /^[ \t]*ANSWER:[ \t]*[A-Z][ \t\r]*$/i.test(line));
  if (aikenAnswer && lines.some((line) => /^[ \t]*[A-Z][.)][ \t]/.test(line))) return 'aiken';
  const open = head.indexOf('{');
  const gift =
    lines.some((line) => /^[ \t]*(::|\$CATEGORY:)/.test(line)) || (open >= 0 && head.lastIndexOf('}') > open);
  if (gift) return 'gift';
  // Kahoot's template as CSV starts with its instruction lines: its header comes later
  if (lines.some((line) => csvHeader(line) && /correct/i.test(line))) return 'csv';
  return undefined;
}

/** Reads a file of `format` (recognised from the content when not given). */
export async function parseImportFile(data: Buffer, format: ImportFormat | undefined): Promise<ParsedFile> {
  const chosen = format ?? detectFormat(data);
  switch (chosen) {
    case 'moodlexml':
      return parseMoodleXml(data);
    case 'gift':
      return parseGift(data);
    case 'aiken':
      return parseAiken(data);
    case 'xlsx':
      return parseXlsx(data);
    case 'csv':
      return parseCsv(data);
    default:
      throw new UnreadableFileError(
        'File',
        'its format was not recognised: choose Moodle XML, GIFT, Aiken, .xlsx or .csv',
      );
  }
}
