/// Writes a report as RFC 4180 CSV: a header row of column titles, then one record per row.
///
/// Choices the RFC leaves open or that differ from it, and why:
/// - Records end in LF, not the RFC's CRLF: the report is read by `wc -l`, `diff`, `cut` and
///   Makefiles; Python's `csv`, spreadsheets and every RFC-minded reader accept LF too.
/// - A field is quoted only when it must be: it holds the delimiter, `"`, CR or LF, or it starts
///   or ends with a space or tab. Edge spaces are legal unquoted, but readers that trim (Go's
///   `TrimLeadingSpace`, spreadsheet import options, pandas' `skipinitialspace`) would drop them;
///   quoted, they survive everywhere.
/// - A record of one empty field is written as `""`, because an empty line is read as no record
///   at all (Python's `csv.writer` does the same).
/// - UTF-8 without a byte order mark unless `--bom` asks for one (see `ReportJob`): a BOM would
///   end up inside the first header cell for most Unix tools.
/// - `--plain` (`plain`) writes numbers and times for machines (see `PlainStyle`); the header
///   row then carries the units (`ColumnHeadings`).
/// - Text taken from the input (city, country, conditions, icon, alerts) that starts with `=`, `+`, `-`, `@`,
///   TAB or CR gets a leading `'` (`CSVFormulaGuard`, OWASP's advice), so a spreadsheet shows it
///   instead of running it, and so does each part of it after a `,`, `;` or TAB, which is also
///   quoted whatever the delimiter; `--no-formula-guard` turns that off. Cells we format are
///   left alone.
package struct CSVFormat: ReportFormat {
    /// The field separator's UTF-8 bytes (`;` suits locales whose decimal separator is a comma),
    /// kept so each field is scanned once as bytes.
    private let delimiterBytes: [UInt8]
    /// The header row's cells, or none (`--no-header`).
    package let headings: ColumnHeadings
    /// Set for `--plain`.
    package let plain: PlainStyle?
    /// Whether input text that looks like a formula is neutralised (see `CSVFormulaGuard`).
    package let guardsFormulas: Bool

    /// A delimiter that is itself `"`, CR or LF could not be told apart from quoting or line
    /// ends; the option parser must reject those, so here they are a programmer mistake.
    package init(
        delimiter: Character = ",", headings: ColumnHeadings = .english, plain: PlainStyle? = nil,
        guardsFormulas: Bool = true
    ) {
        precondition(
            delimiter != "\"" && delimiter != "\n" && delimiter != "\r" && delimiter != "\r\n",
            "a CSV delimiter cannot be a quote or a line break")
        self.delimiterBytes = Array(String(delimiter).utf8)
        self.headings = headings
        self.plain = plain
        self.guardsFormulas = guardsFormulas
    }

    package func header(columns: [Column], into bytes: ByteBuffer) {
        guard headings.isShown else { return }
        // Titles are ours, not input text: never guarded.
        var rows = Rows(delimiter: delimiterBytes, plain: plain, guardsColumn: columns.map { _ in false }, bytes: bytes)
        rows.beginRow()
        for column in columns { rows.cell(headings.title(of: column)) }
        rows.endRow()
    }

    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        Rows(
            delimiter: delimiterBytes, plain: plain,
            guardsColumn: columns.map { guardsFormulas && Column.guarded.contains($0) },
            bytes: ByteBuffer(capacity: capacity))
    }

    /// The records of one piece. Every record ends in LF, so pieces join with nothing between.
    package struct Rows: PlainSwitchableRows {
        let delimiter: [UInt8]
        package let plain: PlainStyle?
        /// Per column: whether its cells are input text to guard against formulas.
        let guardsColumn: [Bool]
        let bytes: ByteBuffer
        /// The column the next cell belongs to.
        var index = 0
        var rowStart = 0

        @inline(__always) package mutating func beginRow() {
            index = 0
            rowStart = bytes.count
        }

        /// Out of line on purpose: inlined into the transform's `withUTF8Bytes` closures, its body
        /// made them too large to inline in turn (round 40: +2.76 % on the 10 MB file).
        @inline(never) package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            assert(index < guardsColumn.count, "more cells than columns")
            if index > 0 {
                if delimiter.count == 1 { bytes.append(delimiter[0]) } else { bytes.append(contentsOf: delimiter) }
            }
            if guardsColumn[index] {
                CSVFormulaGuard.withGuarded(text) { appendField($0, quotingEverySeparator: true) }
            } else {
                appendField(text, quotingEverySeparator: false)
            }
            index += 1
        }

        @inline(__always) package mutating func endRow() {
            if index == 1 && bytes.count == rowStart {
                // One empty field: an empty line would read as no record at all.
                bytes.append(UInt8(ascii: "\""))
                bytes.append(UInt8(ascii: "\""))
            }
            bytes.append(UInt8(ascii: "\n"))
        }

        package mutating func finish() -> ByteBuffer { bytes }

        /// CSV's escaping, all of it: writes the field as is when it needs no quoting (the
        /// common case), else quoted with inner quotes doubled. `quotingEverySeparator`: a `,`,
        /// `;` or TAB asks for quotes whatever the delimiter (guarded input text).
        private func appendField(_ field: UnsafeBufferPointer<UInt8>, quotingEverySeparator: Bool) {
            guard let base = field.baseAddress, field.count > 0 else { return }
            let count = field.count
            let quote = UInt8(ascii: "\""), lead = delimiter[0]
            let stops = ByteSet((quote, 0x0A, 0x0D, lead))
            let edgeSpaces = ByteSet((0x20, 0x09, 0x20, 0x09))
            var needsQuotes =
                edgeSpaces.contains(base[0]) || edgeSpaces.contains(base[count - 1])
                || (quotingEverySeparator && field.contains(where: CSVFormulaGuard.separators.contains))
            var index = needsQuotes ? count : ByteScan.skipClean(base, from: 0, to: count, stoppingAt: stops)
            while !needsQuotes && index < count {
                // A delimiter's lead byte counts where the whole (maybe multi-byte) delimiter starts.
                let isStop = stops.contains(base[index])
                needsQuotes = isStop && (base[index] != lead || field[index...].starts(with: delimiter))
                index += 1
            }
            guard needsQuotes else { return bytes.append(contentsOf: field) }
            // Quoted (rare): inner quotes doubled.
            bytes.append(quote)
            bytes.append(field, escaping: ByteSet((quote, quote, quote, quote))) { $0 == quote ? [quote, quote] : nil }
            bytes.append(quote)
        }
    }
}
