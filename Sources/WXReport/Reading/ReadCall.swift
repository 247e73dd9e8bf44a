#if canImport(Glibc)
    import Glibc
#endif

/// The one system call a `DescriptorReader` takes its bytes with.
///
/// The tool reads with `read(2)` (`SystemReadCall`). The seam is here, and not a hook inside
/// the reader, because what a reader must survive happens between its reads: a file cut,
/// rewritten or replaced after a read and before the check that follows it, or a pipe that
/// hands over a few bytes at a time. A test passes its own call (the test support target has
/// one) to cap each read or to change the file at a point it chooses; the reader's checks then
/// run exactly as they do on a file changed by another process.
package protocol ReadCall: Sendable {
    /// Reads at most `count` bytes of `descriptor` (the input `name`) into `target`, as
    /// `read(2)` does: the count read, 0 at the end, or -1 with `errno` set.
    func read(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, of name: String) -> Int
}

/// `read(2)`, as the tool reads every input.
package struct SystemReadCall: ReadCall {
    package init() {}

    package func read(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, of name: String) -> Int {
        Glibc.read(descriptor, target, count)
    }
}
