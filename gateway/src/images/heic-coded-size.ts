// The sizes a HEIC's HEVC streams will decode to, read from their sequence parameter sets (SPS) in
// the container's `hvcC` boxes before anything is decoded. The container's declared size (`ispe`)
// is what libheif checks and sizes its output by; a stream coded larger than that would have
// libheif allocate the larger picture. Every loop here is bounded: the bytes come from anyone.

/** Boxes looked at in all, at every level: real files have a few dozen. */
const MAX_BOXES = 4096;
/** Parameter sets read in all. */
const MAX_NAL_UNITS = 64;
const BOX_HEADER_BYTES = 8;
const LARGE_SIZE_BYTES = 8;
const FULL_BOX_HEADER_BYTES = 4;
/** hvcC's fixed fields before its arrays of parameter sets (ISO/IEC 14496-15, 8.3.3.1.2). */
const HVCC_FIXED_BYTES = 22;
const SPS_NAL_TYPE = 33;
const NAL_TYPE_MASK = 0x3f;
const NAL_HEADER_BYTES = 2;
/** profile_tier_level's general part: profile space to level, in bits (H.265, 7.3.3). */
const GENERAL_PROFILE_BITS = 88;
const LEVEL_BITS = 8;
const MAX_SUB_LAYERS = 8;
const MAX_GOLOMB_ZEROS = 31;
const CHROMA_444 = 3;
/** The conformance window's units (SubWidthC, SubHeightC) by chroma_format_idc: 4:0:0, 4:2:0, 4:2:2, 4:4:4. */
const CHROMA_UNITS: Record<number, [number, number]> = { 0: [1, 1], 1: [2, 2], 2: [2, 1], 3: [1, 1] };

export interface CodedSize {
  width: number;
  height: number;
}

interface Box {
  type: string;
  start: number;
  end: number;
}

class Budget {
  private boxes = 0;

  take(): void {
    this.boxes += 1;
    if (this.boxes > MAX_BOXES) throw new RangeError('too many boxes');
  }
}

/** The boxes between `from` and `to`, each within its parent; a box that runs past its parent ends the list. */
function* boxesIn(input: Buffer, from: number, to: number, budget: Budget): Generator<Box> {
  let offset = from;
  while (offset + BOX_HEADER_BYTES <= to) {
    budget.take();
    let size = input.readUInt32BE(offset);
    const type = input.toString('latin1', offset + 4, offset + 8);
    let header = BOX_HEADER_BYTES;
    if (size === 1) {
      if (offset + BOX_HEADER_BYTES + LARGE_SIZE_BYTES > to) return;
      const large = input.readBigUInt64BE(offset + BOX_HEADER_BYTES);
      if (large > BigInt(to - offset)) return;
      size = Number(large);
      header += LARGE_SIZE_BYTES;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

const child = (input: Buffer, parent: Box, type: string, budget: Budget, skip = 0) => {
  for (const box of boxesIn(input, parent.start + skip, parent.end, budget)) if (box.type === type) return box;
  return undefined;
};

/** The RBSP of a NAL unit: its payload with the emulation prevention bytes (00 00 03) taken out. */
function rbsp(nal: Buffer): Buffer {
  const out = Buffer.alloc(nal.length);
  let length = 0;
  let zeros = 0;
  for (const byte of nal) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out[length++] = byte;
  }
  return out.subarray(0, length);
}

class BitReader {
  private bit = 0;
  private readonly bytes: Buffer;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  read(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = this.bytes[this.bit >> 3];
      if (byte === undefined) throw new RangeError('the parameter set ends early');
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit += 1;
    }
    return value;
  }

  skip(count: number): void {
    this.bit += count;
    if (this.bit > this.bytes.length * 8) throw new RangeError('the parameter set ends early');
  }

  /** ue(v): Exp-Golomb. */
  unsigned(): number {
    let zeros = 0;
    while (this.read(1) === 0) {
      zeros += 1;
      if (zeros > MAX_GOLOMB_ZEROS) throw new RangeError('a number in the parameter set is too long');
    }
    return 2 ** zeros - 1 + this.read(zeros);
  }
}

/** The picture size a HEVC SPS decodes to: pic_width/height_in_luma_samples less the conformance window (H.265, 7.3.2.2). */
function spsSize(nal: Buffer): CodedSize {
  const bits = new BitReader(rbsp(nal.subarray(NAL_HEADER_BYTES)));
  bits.skip(4); // sps_video_parameter_set_id
  const maxSubLayersMinus1 = Math.min(bits.read(3), MAX_SUB_LAYERS - 1);
  bits.skip(1); // sps_temporal_id_nesting_flag
  bits.skip(GENERAL_PROFILE_BITS + LEVEL_BITS);
  const present: Array<{ profile: number; level: number }> = [];
  for (let layer = 0; layer < maxSubLayersMinus1; layer += 1)
    present.push({ profile: bits.read(1), level: bits.read(1) });
  if (maxSubLayersMinus1 > 0) bits.skip(2 * (MAX_SUB_LAYERS - maxSubLayersMinus1));
  for (const { profile, level } of present) bits.skip(profile * GENERAL_PROFILE_BITS + level * LEVEL_BITS);
  bits.unsigned(); // sps_seq_parameter_set_id
  const chromaFormat = bits.unsigned();
  if (chromaFormat === CHROMA_444) bits.skip(1); // separate_colour_plane_flag
  const coded = { width: bits.unsigned(), height: bits.unsigned() };
  if (bits.read(1) === 0) return coded;
  // The conformance window: the encoder's padding to whole coding blocks, cropped away on output.
  const [left, right, top, bottom] = [bits.unsigned(), bits.unsigned(), bits.unsigned(), bits.unsigned()];
  const [unitX, unitY] = CHROMA_UNITS[chromaFormat] ?? [1, 1];
  return {
    width: Math.max(0, coded.width - unitX * (left + right)),
    height: Math.max(0, coded.height - unitY * (top + bottom)),
  };
}

/** The SPS sizes of one `hvcC` box. */
function hvccSizes(input: Buffer, box: Box, found: CodedSize[]): void {
  let offset = box.start + HVCC_FIXED_BYTES;
  if (offset + 1 > box.end) return;
  const arrays = input.readUInt8(offset);
  offset += 1;
  for (let array = 0; array < arrays && offset + 3 <= box.end; array += 1) {
    const nalType = input.readUInt8(offset) & NAL_TYPE_MASK;
    const units = input.readUInt16BE(offset + 1);
    offset += 3;
    for (let unit = 0; unit < units && offset + 2 <= box.end; unit += 1) {
      if (found.length >= MAX_NAL_UNITS) throw new RangeError('too many parameter sets');
      const length = input.readUInt16BE(offset);
      offset += 2;
      if (offset + length > box.end) throw new RangeError('a parameter set runs past its box');
      if (nalType === SPS_NAL_TYPE) found.push(spsSize(input.subarray(offset, offset + length)));
      offset += length;
    }
  }
}

/**
 * The coded sizes of every HEVC stream the file describes (its picture, its tiles, its thumbnails),
 * from `meta` → `iprp` → `ipco` → `hvcC`. Throws a RangeError on boxes or parameter sets that
 * cannot be read within their bounds.
 */
export function heifCodedSizes(input: Buffer): CodedSize[] {
  const budget = new Budget();
  const file = { type: 'file', start: 0, end: input.length };
  const meta = child(input, file, 'meta', budget);
  const iprp = meta && child(input, meta, 'iprp', budget, FULL_BOX_HEADER_BYTES);
  const ipco = iprp && child(input, iprp, 'ipco', budget);
  const sizes: CodedSize[] = [];
  if (!ipco) return sizes;
  for (const box of boxesIn(input, ipco.start, ipco.end, budget)) if (box.type === 'hvcC') hvccSizes(input, box, sizes);
  return sizes;
}
