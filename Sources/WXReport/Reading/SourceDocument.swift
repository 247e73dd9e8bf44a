/// One input's bytes plus the name errors should quote: the path as typed, or `<stdin>`.
package struct SourceDocument: Sendable {
    package var name: String
    package var storage: ByteStorage

    package init(name: String, storage: ByteStorage) {
        self.name = name
        self.storage = storage
    }

    /// A document over bytes held in memory (tests, standard input).
    package init(name: String, bytes: [UInt8]) {
        self.init(name: name, storage: ByteStorage(bytes))
    }

    /// A document over UTF-8 text held in memory (tests).
    package init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}
