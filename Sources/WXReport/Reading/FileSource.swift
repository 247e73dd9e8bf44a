#if canImport(Glibc)
import Glibc
#endif

/// Reads the inputs named on the command line, in order; `-` is standard input.
///
/// Regular files are memory-mapped (nothing is copied, and pages already decoded can be handed
/// back), everything else (pipes, `/dev/stdin`, process substitution) is read in chunks.
/// A file that cannot be opened is reported and skipped, so one bad path never hides the rest.
package struct FileSource: ReportSource {
    private let paths: [SystemPath]
    private var nextIndex = 0

    package init(paths: [SystemPath]) {
        self.paths = paths
    }

    package mutating func next() throws(ReportError) -> SourceDocument? {
        guard nextIndex < paths.count else { return nil }
        let path = paths[nextIndex]
        nextIndex += 1
        if path.isStandardInput { return try StandardInputSource.readDocument() }
        return try FileSource.read(path)
    }

    /// Opens by the path's bytes; messages and the document name show it escaped.
    static func read(_ systemPath: SystemPath) throws(ReportError) -> SourceDocument {
        let path = systemPath.description
        let descriptor = systemPath.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw unreadable(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path, errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw unreadable(path, EISDIR) }
        if status.st_mode & S_IFMT == S_IFREG && status.st_size > 64 * 1024,
            let storage = ByteStorage(mapping: descriptor, count: Int(status.st_size))
        {
            return SourceDocument(name: path, storage: storage)
        }
        return SourceDocument(name: path, storage: try ChunkReader.readAll(descriptor, name: path))
    }

    static func unreadable(_ path: String, _ code: Int32) -> ReportError {
        ReportError(.unreadableInput, "cannot open '\(path)': \(String(cString: strerror(code)))", at: nil)
    }
}

/// Reads all of standard input as one document named `<stdin>`.
package struct StandardInputSource: ReportSource {
    private var done = false

    package init() {}

    package mutating func next() throws(ReportError) -> SourceDocument? {
        guard !done else { return nil }
        done = true
        return try StandardInputSource.readDocument()
    }

    static func readDocument() throws(ReportError) -> SourceDocument {
        SourceDocument(name: "<stdin>", storage: try ChunkReader.readAll(STDIN_FILENO, name: "<stdin>"))
    }
}

/// Reads a descriptor to its end. Up to `spillLimit` bytes stay in memory; beyond that they go
/// to an unlinked temporary file that is then mapped, so a gigabyte on a pipe costs disk, not
/// resident memory.
enum ChunkReader {
    static let spillLimit = 32 << 20

    static func readAll(_ descriptor: Int32, name: String) throws(ReportError) -> ByteStorage {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var spill: Int32 = -1
        defer { if spill >= 0 { close(spill) } }
        var spilled = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReportError(.unreadableInput, "cannot read '\(name)': \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count >= spillLimit {
                if spill < 0 { spill = try temporaryFile(name: name) }
                try writeAll(bytes, to: spill, name: name)
                spilled += bytes.count
                bytes.removeAll(keepingCapacity: true)
            }
        }
        guard spill >= 0 else { return ByteStorage(bytes) }
        try writeAll(bytes, to: spill, name: name)
        spilled += bytes.count
        guard let storage = ByteStorage(mapping: spill, count: spilled) else {
            throw ReportError(.unreadableInput, "cannot map the copy of '\(name)': \(String(cString: strerror(errno)))")
        }
        return storage
    }

    private static func temporaryFile(name: String) throws(ReportError) -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/wxreport-input.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw ReportError(.unreadableInput, "cannot buffer '\(name)' in '\(directory)': \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        return descriptor
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(ReportError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw ReportError(.unreadableInput, "cannot buffer '\(name)' on disk: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }
}
