// The two file formats the resources are published in, written by hand so each build writes the same bytes: CSV as
// RFC 4180 has it (CRLF line ends, a field quoted when it holds a comma, a quote or a line break), and an Excel
// workbook (Office Open XML, SpreadsheetML) of a few sheets of text cells, zipped with a fixed date. Spreadsheet
// libraries stamp the time of writing into the file; these carry none.
import { strToU8, zipSync, type Zippable } from 'fflate'

/** Rows of text cells; the first row is the header. */
export type Rows = readonly (readonly string[])[]

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/**
 * A CSV file: every row ends with CRLF, the last one too. `bom`: a UTF-8 byte order mark first, so a spreadsheet opened
 * by double-click reads curly quotes as they are (an import file is plain ASCII and goes without, as importers expect).
 */
export const writeCsv = (rows: Rows, { bom = false } = {}) =>
  (bom ? '\ufeff' : '') + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'

/** A worksheet: its tab name, its rows, the width of each column in characters, and whether its first row heads it. */
export type Sheet = { name: string; rows: Rows; widths: readonly number[]; header: boolean }

/** The zip entries' date: fixed, so two builds write the same bytes (and within the zip format's 1980 floor). */
const ZIP_DATE = new Date(Date.UTC(2000, 0, 1))

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
const column = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26)

/** An Excel workbook of the given sheets, every cell a shared string; a heading row is bold and stays in view. */
export function writeXlsx(sheets: readonly Sheet[]): Uint8Array {
  if (sheets.length === 0) throw new Error('a workbook needs at least one sheet')
  const strings: string[] = []
  const index = new Map<string, number>()
  let references = 0
  const shared = (text: string) => {
    references++
    if (!index.has(text)) {
      index.set(text, strings.length)
      strings.push(text)
    }
    return index.get(text)!
  }

  const worksheet = (sheet: Sheet) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row
          .map((text, c) =>
            text === ''
              ? ''
              : `<c r="${column(c)}${r + 1}" t="s"${sheet.header && r === 0 ? ' s="1"' : ''}><v>${shared(text)}</v></c>`,
          )
          .join('')
        return `<row r="${r + 1}">${cells}</row>`
      })
      .join('')
    const view = sheet.header
      ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
      : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>'
    const cols = sheet.widths
      .map((width, c) => `<col min="${c + 1}" max="${c + 1}" width="${width}" customWidth="1"/>`)
      .join('')
    return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${view}<cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`
  }
  // Sheets first: they number the shared strings in the order they are met.
  const sheetXml = sheets.map(worksheet)

  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${TYPE}.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PACKAGE_REL}">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId${sheets.length + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    // Two cell formats: plain (0) and bold (1), for the heading row.
    'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="${references}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('')}</sst>`,
  }
  sheetXml.forEach((xml, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = xml))
  const entries: Zippable = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: ZIP_DATE }]]),
  )
  return zipSync(entries, { level: 9 })
}
