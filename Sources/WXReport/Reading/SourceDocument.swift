/// One input: the name errors should quote (the path as typed, or `<stdin>`) and the reader its
/// bytes come from. The bytes are not here: the planner streams them through a `ByteWindow`,
/// so no input is ever held whole.
package struct SourceDocument: Sendable {
    package var name: String
    package var reader: any ByteReader
    /// How many bytes the input holds, when known before reading (a regular file's size): a
    /// small file is then read into a buffer of its own size rather than a pooled 2 MiB one.
    package var sizeHint: Int?

    package init(name: String, reader: any ByteReader, sizeHint: Int? = nil) {
        self.name = name
        self.reader = reader
        self.sizeHint = sizeHint
    }
}
