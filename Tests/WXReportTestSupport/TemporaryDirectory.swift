import Foundation

/// A fresh empty directory under the system temporary directory, for one test.
package struct TemporaryDirectory {
    package let path: String

    fileprivate init() throws {
        // NSTemporaryDirectory() ends in "/": joined as a URL so paths in messages have no "//".
        path =
            URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wxreport-tests." + UUID().uuidString)
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    package func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, hidden ones included, sorted.
    package func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    package func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    package func contents(of name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file(name)))
    }

    /// Runs `body` with a descriptor open for writing on the file `name` (created or emptied),
    /// closed afterwards: what tests hand a writer in place of standard output or an open file.
    package func withWritableDescriptor<Result>(_ name: String, _ body: (Int32) throws -> Result) throws -> Result {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        return try body(descriptor)
    }
}

/// The one temporary-directory helper: runs `body` with a fresh directory and removes the
/// directory with everything in it afterwards, whether `body` returns or throws.
package func withTemporaryDirectory<Result>(_ body: (TemporaryDirectory) throws -> Result) throws -> Result {
    let directory = try TemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    return try body(directory)
}
