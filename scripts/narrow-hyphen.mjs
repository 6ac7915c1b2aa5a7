// The heading face's hyphen, narrowed in the font itself. Plus Jakarta Sans draws U+002D as wide as its en dash (0.63 em
// at weight 800), so "Catch-Up" in a heading reads as two words joined by a dash. Narrowing it in the markup was tried
// three ways and undone (docs/design.md); in the glyph, the heading stays one face, one word to a screen reader, and
// shapes as it did, only narrower, closer to the fallback faces' hyphen. The edit is to the default instance's outline
// and advance: the variation deltas (gvar for the outline, HVAR for the advance) add to them, so every weight narrows
// by the same amount. A TrueType (glyf) font in, the same font out with the hyphen's record and the tables' directory
// rebuilt.

/** @typedef {{ tag: string, data: Buffer }} Table */

/** The tables of an sfnt, in directory order. @param {Buffer} font @returns {Table[]} */
function readTables(font) {
  const count = font.readUInt16BE(4)
  return Array.from({ length: count }, (_, i) => {
    const entry = 12 + 16 * i
    const offset = font.readUInt32BE(entry + 8)
    return {
      tag: font.toString('latin1', entry, entry + 4),
      data: font.subarray(offset, offset + font.readUInt32BE(entry + 12)),
    }
  })
}

/** A table's checksum: the sum of its big-endian 32-bit words, zero-padded. @param {Buffer} data */
function checksum(data) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])
  let sum = 0
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0
  return sum
}

/** An sfnt of these tables, with its directory, checksums and head.checkSumAdjustment. @param {Buffer} font @param {Table[]} tables */
function writeTables(font, tables) {
  const header = Buffer.alloc(12 + 16 * tables.length)
  font.copy(header, 0, 0, 12)
  /** @type {Buffer[]} */
  const bodies = []
  let offset = header.length
  tables.forEach(({ tag, data }, i) => {
    if (tag === 'head') data.writeUInt32BE(0, 8)
    const entry = 12 + 16 * i
    header.write(tag, entry, 'latin1')
    header.writeUInt32BE(checksum(data), entry + 4)
    header.writeUInt32BE(offset, entry + 8)
    header.writeUInt32BE(data.length, entry + 12)
    const body = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])
    bodies.push(body)
    offset += body.length
  })
  const out = Buffer.concat([header, ...bodies])
  const head = tables.findIndex(({ tag }) => tag === 'head')
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, out.readUInt32BE(12 + 16 * head + 8) + 8)
  return out
}

/**
 * A simple glyph's points read, moved by `move` (an x to its new x) and written again.
 * @param {Buffer} glyph @param {(x: number) => number} move
 */
function moveGlyph(glyph, move) {
  const contours = glyph.readInt16BE(0)
  if (contours <= 0) throw new Error('scripts/narrow-hyphen.mjs: the hyphen is not a simple glyph')
  const points = glyph.readUInt16BE(10 + 2 * (contours - 1)) + 1
  const instructionsAt = 10 + 2 * contours
  const outlineAt = instructionsAt + 2 + glyph.readUInt16BE(instructionsAt)
  let at = outlineAt
  /** @type {number[]} */
  const flags = []
  while (flags.length < points) {
    const flag = glyph[at++]
    flags.push(flag)
    if (flag & 8) for (let repeat = glyph[at++]; repeat > 0; repeat--) flags.push(flag)
  }
  /** @param {number} short @param {number} same */
  const readCoordinates = (short, same) => {
    let value = 0
    return flags.map((flag) => {
      if (flag & short) value += flag & same ? glyph[at++] : -glyph[at++]
      else if (!(flag & same)) {
        value += glyph.readInt16BE(at)
        at += 2
      }
      return value
    })
  }
  const xs = readCoordinates(2, 16).map(move)
  const ys = readCoordinates(4, 32)
  // Written back without repeats: each point's flag (on-curve bit kept) and its x and y deltas, short where they fit.
  /** @type {number[]} */
  const outFlags = []
  /** @type {number[]} */
  const outXs = []
  /** @type {number[]} */
  const outYs = []
  /** @param {number[]} values @param {number[]} out @param {number} short @param {number} same */
  const encode = (values, out, short, same) =>
    values.map((value, i) => {
      const delta = value - (values[i - 1] ?? 0)
      if (delta === 0) return same
      if (Math.abs(delta) < 256) return (out.push(Math.abs(delta)), short | (delta > 0 ? same : 0))
      const bytes = Buffer.alloc(2)
      bytes.writeInt16BE(delta)
      out.push(...bytes)
      return 0
    })
  const xFlags = encode(xs, outXs, 2, 16)
  const yFlags = encode(ys, outYs, 4, 32)
  flags.forEach((flag, i) => outFlags.push((flag & 1) | xFlags[i] | yFlags[i]))
  const head = Buffer.from(glyph.subarray(0, outlineAt))
  head.writeInt16BE(Math.min(...xs), 2)
  head.writeInt16BE(Math.max(...xs), 6)
  return {
    glyph: Buffer.concat([head, Buffer.from(outFlags), Buffer.from(outXs), Buffer.from(outYs)]),
    xMin: Math.min(...xs),
  }
}

/** The glyph of a character, from the font's Unicode cmap (format 4 or 12). @param {Buffer} font @param {number} code */
export function glyphOf(font, code) {
  const cmap = readTables(font).find(({ tag }) => tag === 'cmap')?.data
  if (!cmap) throw new Error('scripts/narrow-hyphen.mjs: the font has no cmap table')
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + 8 * i + 4))
    const format = sub.readUInt16BE(0)
    if (format === 12) {
      for (let g = 0; g < sub.readUInt32BE(12); g++) {
        const [start, end, first] = [0, 4, 8].map((o) => sub.readUInt32BE(16 + 12 * g + o))
        if (code >= start && code <= end) return first + code - start
      }
    } else if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2
      for (let s = 0; s < segments; s++) {
        const end = sub.readUInt16BE(14 + 2 * s)
        const start = sub.readUInt16BE(16 + 2 * segments + 2 * s)
        if (code < start || code > end) continue
        const delta = sub.readInt16BE(16 + 4 * segments + 2 * s)
        const rangeAt = 16 + 6 * segments + 2 * s
        const range = sub.readUInt16BE(rangeAt)
        const glyph = range ? sub.readUInt16BE(rangeAt + range + 2 * (code - start)) : code
        return (glyph + delta) & 0xffff
      }
    }
  }
  throw new Error(`scripts/narrow-hyphen.mjs: the font has no glyph for U+${code.toString(16).padStart(4, '0')}`)
}

/** A glyph's advance and the font's units per em. @param {Buffer} font @param {number} id */
export function advanceOf(font, id) {
  const tables = readTables(font)
  const data = (/** @type {string} */ tag) => tables.find((entry) => entry.tag === tag)?.data ?? Buffer.alloc(0)
  const metrics = data('hhea').readUInt16BE(34)
  return {
    advance: data('hmtx').readUInt16BE(4 * Math.min(id, metrics - 1)),
    unitsPerEm: data('head').readUInt16BE(18),
  }
}

/**
 * The font with glyph `id` (the hyphen) narrowed: its bar shortened by `bar` units from the right and its side
 * bearings by `sides` units each.
 * @param {Buffer} font a TrueType font @param {number} id @param {{ bar: number, sides: number }} by
 */
export function narrowGlyph(font, id, { bar, sides }) {
  const tables = readTables(font)
  const table = (/** @type {string} */ tag) => {
    const found = tables.find((entry) => entry.tag === tag)
    if (!found)
      throw new Error(`scripts/narrow-hyphen.mjs: the font has no ${tag} table (a TrueType font was expected)`)
    return found
  }
  const head = table('head')
  const loca = table('loca')
  const glyf = table('glyf')
  const hmtx = table('hmtx')
  const long = head.data.readInt16BE(50) === 1
  const glyphs = loca.data.length / (long ? 4 : 2) - 1
  const offsets = Array.from({ length: glyphs + 1 }, (_, i) =>
    long ? loca.data.readUInt32BE(4 * i) : loca.data.readUInt16BE(2 * i) * 2,
  )
  const old = glyf.data.subarray(offsets[id], offsets[id + 1])
  const xs = old.length ? [old.readInt16BE(2), old.readInt16BE(6)] : []
  const middle = (xs[0] + xs[1]) / 2
  const moved = moveGlyph(old, (x) => x - sides - (x > middle ? bar : 0))
  const records = Array.from({ length: glyphs }, (_, i) => {
    const record = i === id ? moved.glyph : glyf.data.subarray(offsets[i], offsets[i + 1])
    return Buffer.concat([record, Buffer.alloc(record.length % 2)])
  })
  glyf.data = Buffer.concat(records)
  const newLoca = Buffer.alloc(loca.data.length)
  /** @param {number} offset @param {number} i */
  const locate = (offset, i) => (long ? newLoca.writeUInt32BE(offset, 4 * i) : newLoca.writeUInt16BE(offset / 2, 2 * i))
  let offset = 0
  records.forEach((record, i) => {
    locate(offset, i)
    offset += record.length
  })
  locate(offset, glyphs)
  loca.data = newLoca
  hmtx.data = Buffer.from(hmtx.data)
  if (id >= hmtx.data.length / 4)
    throw new Error('scripts/narrow-hyphen.mjs: the hyphen shares its advance with others')
  hmtx.data.writeUInt16BE(hmtx.data.readUInt16BE(4 * id) - bar - 2 * sides, 4 * id)
  hmtx.data.writeInt16BE(moved.xMin, 4 * id + 2)
  head.data = Buffer.from(head.data)
  return writeTables(font, tables)
}
