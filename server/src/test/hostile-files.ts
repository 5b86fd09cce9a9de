import { constants, deflateRawSync } from 'node:zlib';

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
