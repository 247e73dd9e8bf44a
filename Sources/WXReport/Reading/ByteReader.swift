/// Where a document's bytes come from, read in order a chunk at a time: an open file, a pipe, a
/// device, or (in tests) bytes in memory. Every input kind is read the same way, so what holds
/// for a file (bounded memory, the first bad byte ending it) holds for standard input too.
///
/// Used by one thread at a time: the one planning the document.
package protocol ByteReader: AnyObject, Sendable {
    /// Reads the next bytes into `buffer` and returns how many; 0 only at the end. Throws when
    /// the input cannot be read or changed while being read: the bytes of that read are not used.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int
    /// True once the end is known to be reached, with no further read needed.
    var isExhausted: Bool { get }
    /// Once a read has returned 0: why the content ended before the input did (a `.gz` cut
    /// short, garbage after it), nil for an ordinary end. The bytes read before it are good, so
    /// the document is planned to its end and this is reported beside its rows.
    var endingError: ReportError? { get }
    /// For a regular file that grew while it was read: the size it had when opened, which is
    /// all that was read of it (see `DescriptorReader`); nil otherwise.
    var grownSize: Int? { get }
}

extension ByteReader {
    package var endingError: ReportError? { nil }
    package var grownSize: Int? { nil }
}
