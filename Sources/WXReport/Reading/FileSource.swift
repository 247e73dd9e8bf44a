#if canImport(Glibc)
import Glibc
#endif

/// Reads the inputs named on the command line, in order; `-` is standard input.
///
/// Every input is streamed the same way, whatever it is (regular file, FIFO, device, process
/// substitution): a `DescriptorReader` reads it a chunk at a time into reused buffers while the
/// planner cuts pieces out of them. A file is opened only when its turn comes, so one descriptor
/// is open at a time; one that cannot be opened is reported and skipped, so one bad path never
/// hides the rest.
package struct FileSource: ReportSource {
    private let paths: [SystemPath]
    private var nextIndex = 0
    /// Test hook, see `DescriptorReader.afterRead`: gets the path and the bytes read so far.
    package var afterRead: ((String, Int) -> Void)?
    /// Test hook: the most bytes one read may return.
    package var readLimit = Int.max

    package init(paths: [SystemPath]) {
        self.paths = paths
    }

    package mutating func next() throws(ReportError) -> SourceDocument? {
        guard nextIndex < paths.count else { return nil }
        let path = paths[nextIndex]
        nextIndex += 1
        if path.isStandardInput { return try StandardInputSource.document() }
        let name = path.description
        let reader = try DescriptorReader(
            descriptor: try FileSource.open(path), name: name, path: path, closesDescriptor: true)
        if let afterRead { reader.afterRead = { afterRead(name, $0) } }
        reader.readLimit = readLimit
        return SourceDocument(name: name, reader: reader)
    }

    /// Opens `path` by its bytes: the one place a path becomes a descriptor. Messages and the
    /// document name show it escaped.
    static func open(_ path: SystemPath) throws(ReportError) -> Int32 {
        let descriptor = path.withCString { Glibc.open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw unreadable(path.description, errno) }
        return descriptor
    }

    /// Whether `path` still names the file `identity` was taken from (not replaced by a rename).
    static func names(_ path: SystemPath, _ identity: FileIdentity) -> Bool {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else { return false }
        return UInt64(status.st_dev) == identity.device && UInt64(status.st_ino) == identity.inode
    }

    static func unreadable(_ path: String, _ code: Int32) -> ReportError {
        ReportError(.unreadableInput, "cannot open '\(path)': \(String(cString: strerror(code)))", at: nil)
    }
}

/// Reads all of standard input as one document named `<stdin>`, as it arrives.
package struct StandardInputSource: ReportSource {
    private var done = false

    package init() {}

    package mutating func next() throws(ReportError) -> SourceDocument? {
        guard !done else { return nil }
        done = true
        return try StandardInputSource.document()
    }

    static func document() throws(ReportError) -> SourceDocument {
        let reader = try DescriptorReader(descriptor: STDIN_FILENO, name: "<stdin>", path: nil, closesDescriptor: false)
        return SourceDocument(name: "<stdin>", reader: reader)
    }
}
