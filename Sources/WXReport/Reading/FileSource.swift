#if canImport(Glibc)
    import Glibc
#endif

/// Reads the inputs named on the command line, in order; `-` is standard input (`paths: ["-"]`
/// when none are named), read whole as one document named `<stdin>`, as it arrives.
///
/// Gzip is recognised by its magic bytes in files and on standard input alike (`ByteWindow`).
/// A directory argument is expanded beforehand (`InputExpansion`); a directory that could not
/// be listed takes its place in the order as an error, reported when its turn comes like a file
/// that cannot be opened.
///
/// Every input is streamed the same way, whatever it is (regular file, FIFO, device, process
/// substitution): a `DescriptorReader` reads it a chunk at a time into reused buffers while the
/// planner cuts pieces out of them. A file is opened at its first read (`DescriptorReader`), by
/// the thread planning it: the calling thread for a big file, a worker for a small one, so a run
/// holds about one descriptor per thread however many files are in flight. One that cannot be
/// opened is reported in its place and skipped, so one bad path never hides the rest.
package struct FileSource: ReportSource {
    private var inputs: InputList.Iterator
    /// Whether a file is looked up (`stat`) just before it is opened: for listed inputs, whose
    /// identity (size and times) its reads are then checked against from the first.
    private let looksUp: Bool
    /// How every file is read: `read(2)`; a test's own call to change a file between reads.
    private let readCall: any ReadCall

    package init(paths: [SystemPath], readCall: any ReadCall = SystemReadCall()) {
        var inputs = InputList()
        for path in paths { inputs.append(typed: path) }
        (self.inputs, looksUp, self.readCall) = (inputs.makeIterator(), false, readCall)
    }

    /// The inputs of expanded command-line arguments, errors in their places.
    package init(_ expansion: InputExpansion, readCall: any ReadCall = SystemReadCall()) {
        (inputs, looksUp, self.readCall) = (expansion.inputs.makeIterator(), true, readCall)
    }

    package mutating func next() throws(ReportError) -> SourceDocument? {
        switch inputs.next() {
        case nil: return nil
        case .failure(let error): throw error
        case .path(let path) where path.isStandardInput:
            return SourceDocument(name: "<stdin>", reader: try DescriptorReader(standardInputNamed: "<stdin>"))
        case .path(let path):
            let listed = looksUp ? LongPath.status(of: path).flatMap(FileIdentity.init(regularFile:)) : nil
            let name = path.description
            let reader = DescriptorReader(path: path, name: name, listed: listed, readCall: readCall)
            return SourceDocument(name: name, reader: reader, sizeHint: listed?.size)
        }
    }
}
