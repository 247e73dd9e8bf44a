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

    /// A document over bytes held in memory (tests); `readLimit` makes them arrive in chunks.
    package init(name: String, bytes: [UInt8], readLimit: Int = .max) {
        self.init(name: name, reader: MemoryReader(bytes, readLimit: readLimit))
    }

    /// A document over UTF-8 text held in memory (tests).
    package init(name: String, text: String, readLimit: Int = .max) {
        self.init(name: name, bytes: Array(text.utf8), readLimit: readLimit)
    }
}
