import Foundation

import WXReport

#if canImport(Glibc)
    import Glibc
#endif

/// A test transform that knows nothing of OWM: each line of a document is one row, given as a
/// JSON array of strings (its cells). Its own plan cuts one piece per line, so it runs through
/// the real pipeline without the OWM planner or decoder. A line that is not such an array is an
/// error; a line `!end` also ends the document, like a syntax error would.
package struct CellsTransform: RecordTransform {
    /// Where workers say which threads they ran on; nil when nobody asks.
    package var threads: ThreadRecorder?

    package init(threads: ThreadRecorder? = nil) {
        self.threads = threads
    }

    package func plan(_ document: SourceDocument) -> LinePlan {
        LinePlan(document: document)
    }

    package func makeWorker() -> Worker {
        threads?.workerMade()
        return Worker(threads: threads)
    }

    /// One piece per line, in order. The document is small: it is read whole, at the first
    /// step, into one buffer of its own that every piece leases. The plan keeps a lease of its
    /// own for as long as it lives (the buffer's memory goes with the buffer), so pieces the
    /// pipeline has released never free bytes that later pieces still read.
    package struct LinePlan: IteratorProtocol {
        private let document: SourceDocument
        private var storage: ByteStorage?
        private var offset = 0
        private var line = 1
        private var failed = false

        package init(document: SourceDocument) {
            self.document = document
        }

        package mutating func next() -> PlanStep? {
            guard !failed else { return nil }
            if storage == nil {
                do throws(ReportError) {
                    storage = try Self.readWhole(document)
                } catch {
                    failed = true
                    return .failure(error, endsDocument: true)
                }
            }
            guard let storage else { return nil }
            let bytes = storage.bytes
            guard offset < bytes.count else { return nil }
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            defer {
                offset = end + 1
                line += 1
            }
            return .piece(
                DocumentPiece(
                    name: document.name, storage: storage, range: offset..<end, layout: .lines, line: line,
                    column: 1))
        }

        /// Every byte of `document`, in one buffer holding one lease (the plan's).
        private static func readWhole(_ document: SourceDocument) throws(ReportError) -> ByteStorage {
            var whole: [UInt8] = []
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
            defer { chunk.deallocate() }
            while true {
                let count = try document.reader.read(into: chunk)
                if count == 0 { break }
                whole.append(contentsOf: chunk[..<count])
            }
            let storage = ByteStorage(capacity: whole.count)
            whole.withUnsafeBytes { storage.append($0) }
            storage.lease()
            return storage
        }
    }

    package struct Worker: PieceTransformer {
        let threads: ThreadRecorder?

        package mutating func transform<Rows: RowWriter>(_ piece: DocumentPiece, into rows: inout Rows) -> PieceOutcome
        {
            threads?.arrive()
            let bytes = UnsafeRawBufferPointer(rebasing: piece.bytes[piece.range])
            let line = Data(bytes)
            guard let cells = try? JSONDecoder().decode([String].self, from: line) else {
                let error = ReportError(
                    .malformedInput, "not a row", at: InputLocation(file: piece.name, line: piece.line, column: 1))
                return PieceOutcome(errors: [error], endsDocument: line == Data("!end".utf8))
            }
            rows.beginRow()
            for cell in cells { rows.cell(cell) }
            rows.endRow()
            return PieceOutcome(rows: 1)
        }
    }
}

/// Which threads worked pieces, and how many workers were made. With a `barrier`, each piece
/// waits until that many distinct threads have arrived, so every worker thread must take one.
package final class ThreadRecorder: @unchecked Sendable {
    // @unchecked: every stored `var` is touched only while `condition` is locked.
    private let condition = NSCondition()
    private var seen: Set<UInt> = []
    private var made = 0
    private let barrier: Int

    package init(barrier: Int = 0) {
        self.barrier = barrier
    }

    package var threads: Set<UInt> {
        condition.lock()
        defer { condition.unlock() }
        return seen
    }

    package var workersMade: Int {
        condition.lock()
        defer { condition.unlock() }
        return made
    }

    package func workerMade() {
        condition.lock()
        made += 1
        condition.unlock()
    }

    package func arrive() {
        condition.lock()
        defer { condition.unlock() }
        seen.insert(Self.currentThread)
        condition.broadcast()
        // A deadline only so that a broken pipeline fails the test instead of hanging it.
        let deadline = Date().addingTimeInterval(30)
        while seen.count < barrier && condition.wait(until: deadline) {}
    }

    package static var currentThread: UInt { UInt(bitPattern: Int(pthread_self())) }
}

/// A test format that records every cell with its column key, JSON-array style: `[` before the
/// first row, `,` + LF between rows (inside a piece from its row writer, between pieces from
/// `separator`), and the row count in the footer. Wrong separators would show at once.
package struct RecordingFormat: ReportFormat {
    package init() {}

    package func header(columns: [Column], into bytes: ByteBuffer) {
        bytes.append(contentsOf: "[" + columns.map(\.rawValue).joined(separator: ",") + "\n")
    }

    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        Rows(columns: columns)
    }

    package func separator(rowsBefore: Int, into bytes: ByteBuffer) {
        if rowsBefore > 0 { bytes.append(contentsOf: ",\n") }
    }

    package func footer(rowCount: Int, into bytes: ByteBuffer) {
        bytes.append(contentsOf: "\n] \(rowCount) rows\n")
    }

    package struct Rows: RowWriter {
        let columns: [Column]
        private let bytes = ByteBuffer()
        private var index = 0
        private var rowsInPiece = 0

        init(columns: [Column]) {
            self.columns = columns
        }

        package mutating func beginRow() {
            if rowsInPiece > 0 { bytes.append(contentsOf: ",\n") }
            bytes.append(UInt8(ascii: "{"))
            index = 0
        }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            bytes.append(contentsOf: columns[index].rawValue + "=")
            bytes.append(contentsOf: text)
            index += 1
        }

        package mutating func endRow() {
            bytes.append(UInt8(ascii: "}"))
            rowsInPiece += 1
        }

        package mutating func finish() -> ByteBuffer { bytes }
    }
}

/// Documents for `CellsTransform`: one line per row.
package func cellsDocument(_ rows: [[String]]) -> String {
    rows.map { row in
        String(decoding: (try? JSONEncoder().encode(row)) ?? Data(), as: UTF8.self)
    }.joined(separator: "\n")
}
