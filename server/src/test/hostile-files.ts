import { constants, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';

/**
 * Hostile question files for the import tests: made here, small to build and to send, whatever they
 * claim or expand to.
 */

/** One zip entry, stored as `data` (already deflated) under the sizes it `states`. */
interface ZipEntry {
  name: string;
  deflated: Buffer;
  states: number;
}

/** A zip of deflated entries whose local and central headers state `states` as the entry's size. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, states } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(states, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(states, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Deflated data that inflates to `megabytes` MB of one repeated letter, built without ever holding
 * them: one deflated 10 MB block (about 10 KB) repeated, then an empty final block.
 */
function deflatedRepeat(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(10 * 2 ** 20, 'a'), { finishFlush: constants.Z_SYNC_FLUSH });
  const final = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({ length: Math.ceil(megabytes / 10) }, () => block), final]);
}

/**
 * An .xlsx that lies about its sizes: about 1.5 MB whose sharedStrings.xml states 1,000 bytes and
 * inflates to `megabytes` MB (1.5 GB by default).
 */
export function lyingXlsx(megabytes = 1_500): Buffer {
  const small = (name: string, text: string) => {
    const data = Buffer.from(text);
    return { name, deflated: deflateRawSync(data), states: data.length };
  };
  return zipOf([
    small('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    small('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    { name: 'xl/sharedStrings.xml', deflated: deflatedRepeat(megabytes), states: 1_000 },
  ]);
}

export const IMPORT_FILE_KINDS = ['aiken', 'gift', 'moodlexml', 'csv', 'xlsx'] as const;
type TextKind = Exclude<(typeof IMPORT_FILE_KINDS)[number], 'xlsx'>;

/** The pieces each text format is made of, and the ones that cost a naive parser most. */
const FRAGMENTS: Record<TextKind, string[]> = {
  aiken: ['Q?', '\n', 'A. ', 'B) ', 'C. x', 'ANSWER: A', 'ANSWER:', 'ANSWER: Z'],
  gift: [
    '::',
    '{',
    '}',
    '=',
    '~',
    '#',
    '####',
    '%50%',
    '%-',
    '->',
    '[html]',
    '[plain]',
    '\\',
    '\\{',
    '//',
    '\n',
    '\n\n',
    '$CATEGORY: a/b',
    'T',
    'FALSE',
  ],
  moodlexml: [
    '<?xml version="1.0"?>',
    '<quiz>',
    '</quiz>',
    '<question type="multichoice">',
    '<question type="truefalse">',
    '</question>',
    '<questiontext format="html"><text>',
    '</text></questiontext>',
    '<answer fraction="100"><text>',
    '<answer fraction="0"><text>',
    '</text></answer>',
    '<single>false</single>',
    '<![CDATA[',
    ']]>',
    '&lt;img src=&quot;data:image/png;base64,AAAA&quot;&gt;',
    '<img src="@@PLUGINFILE@@/a.png">',
    '<file name="a.png" encoding="base64">iVBORw0KGgo=</file>',
    '<!DOCTYPE q [<!ENTITY a "aaaaaaaaaa">]>',
    '&a;',
    '<!--',
    '<',
  ],
  csv: [
    'Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct answer\n',
    ',',
    ';',
    '\t',
    '"',
    '""',
    '\n',
    '\r\n',
    '1',
    '1,2',
    '=SUM(A1)',
  ],
};
/** In every format: TeX delimiters, HTML, odd characters. */
const SHARED = [
  '\\(',
  '\\)',
  '\\[',
  '$$',
  '$',
  'x',
  ' ',
  '<b>',
  '<!--',
  '&amp;',
  '\u0000',
  '\ufeff',
  'é',
  '\r',
  '\ud800',
];
const FILE_BYTES_MAX = 300_000;

/** A text file of `kind`: fragments of the format and of TeX, HTML and odd text, some repeated thousands of times. */
function hostileText(kind: TextKind): fc.Arbitrary<Buffer> {
  const piece = fc.tuple(
    fc.constantFrom(...FRAGMENTS[kind], ...SHARED),
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }) },
    ),
  );
  return fc.array(piece, { minLength: 1, maxLength: 60 }).map((pieces) =>
    Buffer.from(
      pieces
        .map(([text, times]) => text.repeat(times))
        .join('')
        .slice(0, FILE_BYTES_MAX),
    ),
  );
}

/** A workbook that is no workbook: a lying zip, random bytes after a zip signature, a zip cut short. */
function hostileXlsx(): fc.Arbitrary<Buffer> {
  const lying = lyingXlsx(30);
  return fc.oneof(
    fc.constant(lying),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.concat([Buffer.from('PK\x03\x04'), bytes])),
    fc.integer({ min: 1, max: lying.length - 1 }).map((end) => lying.subarray(0, end)),
    fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
      const flipped = Buffer.from(lying);
      flipped[at % flipped.length] = byte;
      return flipped;
    }),
  );
}

/** A hostile file of one import format (at most a few hundred KB). */
export const hostileImportFile = (kind: (typeof IMPORT_FILE_KINDS)[number]): fc.Arbitrary<Buffer> =>
  kind === 'xlsx' ? hostileXlsx() : hostileText(kind);
