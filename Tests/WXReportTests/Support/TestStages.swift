import Foundation
@testable import WXReport

#if canImport(Glibc)
    import Glibc
#endif

/// A test transform that knows nothing of OWM: each line of a document is one row, given as a
/// JSON array of strings (its cells). Its own plan cuts one piece per line, so it runs through
/// the real pipeline without the OWM planner or decoder. A line that is not such an array is an
/// error; a line `!end` also ends the document, like a syntax error would.
struct CellsTransform: RecordTransform {
    /// Where workers say which threads they ran on; nil when nobody asks.
    var threads: ThreadRecorder?

    func plan(_ document: SourceDocument) -> LinePlan {
        LinePlan(document: document)
    }

    func makeWorker() -> Worker {
        threads?.workerMade()
        return Worker(threads: threads)
    }

    /// One piece per line, in order. The document is small: it is read whole, at the first
    /// step, into one buffer of its own that every piece leases. The plan keeps a lease of its
    /// own for as long as it lives (the buffer's memory goes with the buffer), so pieces the
    /// pipeline has released never free bytes that later pieces still read.
    struct LinePlan: PiecePlan {
        let document: SourceDocument
        var storage: ByteStorage?
        var offset = 0
        var line = 1
        var failed = false

        init(document: SourceDocument) {
            self.document = document
        }

        mutating func next() -> PlanStep? {
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
            let storage = ByteStorage(capacity: whole.count, isPooled: false)
            whole.withUnsafeBytes { storage.append($0) }
            storage.lease()
            return storage
        }
    }

    struct Worker: PieceTransformer {
        let threads: ThreadRecorder?

        mutating func transform<Rows: RowWriter>(_ piece: DocumentPiece, into rows: inout Rows) -> PieceOutcome {
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
            return PieceOutcome()
        }
    }
}

/// Which threads worked pieces, and how many workers were made. With a `barrier`, each piece
/// waits until that many distinct threads have arrived, so every worker thread must take one.
final class ThreadRecorder: @unchecked Sendable {
    // @unchecked: every stored `var` is touched only while `condition` is locked.
    private let condition = NSCondition()
    private var seen: Set<UInt> = []
    private var made = 0
    private let barrier: Int

    init(barrier: Int = 0) {
        self.barrier = barrier
    }

    var threads: Set<UInt> {
        condition.lock()
        defer { condition.unlock() }
        return seen
    }

    var workersMade: Int {
        condition.lock()
        defer { condition.unlock() }
        return made
    }

    func workerMade() {
        condition.lock()
        made += 1
        condition.unlock()
    }

    func arrive() {
        condition.lock()
        defer { condition.unlock() }
        seen.insert(Self.currentThread)
        condition.broadcast()
        // A deadline only so that a broken pipeline fails the test instead of hanging it.
        let deadline = Date().addingTimeInterval(30)
        while seen.count < barrier && condition.wait(until: deadline) {}
    }

    static var currentThread: UInt { UInt(bitPattern: Int(pthread_self())) }
}

/// A test format that records every cell with its column key, JSON-array style: `[` before the
/// first row, `,` + LF between rows (inside a piece from its row writer, between pieces from
/// `separator`), and the row count in the footer. Wrong separators would show at once.
struct RecordingFormat: TextFormat {
    func header(columns: [Column], into bytes: ByteBuffer) {
        bytes.append(contentsOf: "[" + columns.map(\.rawValue).joined(separator: ",") + "\n")
    }

    func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        Rows(columns: columns)
    }

    func separator(rowsBefore: Int, into bytes: ByteBuffer) {
        if rowsBefore > 0 { bytes.append(contentsOf: ",\n") }
    }

    func footer(rowCount: Int, into bytes: ByteBuffer) {
        bytes.append(contentsOf: "\n] \(rowCount) rows\n")
    }

    struct Rows: RowWriter {
        let columns: [Column]
        let bytes = ByteBuffer()
        var index = 0
        var rowsInPiece = 0

        mutating func beginRow() {
            if rowsInPiece > 0 { bytes.append(contentsOf: ",\n") }
            bytes.append(UInt8(ascii: "{"))
            index = 0
        }

        mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            bytes.append(contentsOf: columns[index].rawValue + "=")
            bytes.append(contentsOf: text)
            index += 1
        }

        mutating func endRow() {
            bytes.append(UInt8(ascii: "}"))
            rowsInPiece += 1
        }

        mutating func finish() -> ByteBuffer { bytes }
    }
}

/// Documents for `CellsTransform`: one line per row.
func cellsDocument(_ rows: [[String]]) -> String {
    rows.map { row in
        String(decoding: (try? JSONEncoder().encode(row)) ?? Data(), as: UTF8.self)
    }.joined(separator: "\n")
}
