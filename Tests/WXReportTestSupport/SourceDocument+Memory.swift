import WXReport

extension SourceDocument {
    /// A document over bytes held in memory (tests); `readLimit` makes them arrive in chunks.
    package init(name: String, bytes: [UInt8], readLimit: Int = .max) {
        self.init(name: name, reader: MemoryReader(bytes, readLimit: readLimit))
    }

    /// A document over UTF-8 text held in memory (tests).
    package init(name: String, text: String, readLimit: Int = .max) {
        self.init(name: name, bytes: Array(text.utf8), readLimit: readLimit)
    }
}
