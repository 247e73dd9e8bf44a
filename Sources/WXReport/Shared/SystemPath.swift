import Glibc

/// A file name as the kernel sees it: a string of bytes, which on Linux need not be UTF-8.
///
/// `CommandLine.arguments` repairs invalid UTF-8 into U+FFFD, so a `String` path would open
/// `out\xEF\xBF\xBD.csv` when the user named `out\xFF.csv`, and could not open `bad\xFF.json`
/// at all. Paths therefore travel as their bytes from `argv` to `open(2)`, and only messages
/// turn them into text, through `description`, which shows what is not printable UTF-8 as
/// `\xFF` escapes: a file name can then neither garble the terminal nor forge a line of output.
///
/// ```swift
/// let path = SystemPath(bytes: [0x62, 0x61, 0x64, 0xFF])   // what `$'bad\xff'` passes
/// path.description                                          // "bad\xFF"
/// let descriptor = path.withCString { open($0, O_RDONLY) }
/// ```
package struct SystemPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The bytes to hand to the kernel, without a terminating NUL.
    package let bytes: [UInt8]

    package init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// A path typed as text (tests, `-`); stored as its UTF-8 bytes.
    package init(_ text: String) {
        self.bytes = Array(text.utf8)
    }

    package init(stringLiteral text: String) {
        self.init(text)
    }

    /// A NUL-terminated C string, such as an element of `CommandLine.unsafeArgv`.
    package init(cString: UnsafePointer<CChar>) {
        // One allocation of the right size: 2000 arguments appended byte by byte took 20,000.
        bytes = Array(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
    }

    /// The bytes read as UTF-8, invalid sequences replaced by U+FFFD: for matching an option
    /// name or a file extension, never for opening the file.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The path for messages: printable UTF-8 as it is, every other byte (invalid UTF-8, C0 and
    /// C1 controls, DEL) as `\xNN`, so `bad\xFF.json` reads the way a shell's `$'…'` writes it.
    package var description: String {
        // Almost every name is printable ASCII, shown as it is: one pass, no escaping.
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) { return String(decoding: bytes, as: UTF8.self) }
        var (shown, offset) = ("", 0)
        while offset < bytes.count {
            // The scalar starting here, when its bytes (at most four) are valid UTF-8.
            let scalar = (1...min(4, bytes.count - offset)).lazy
                .compactMap { String(validating: self.bytes[offset..<offset + $0], as: UTF8.self) }.first?
                .unicodeScalars.first
            let length = scalar.map { UTF8.width($0) } ?? 1
            if let scalar, scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) {
                shown.unicodeScalars.append(scalar)
            } else {
                for byte in bytes[offset..<offset + length] {
                    shown += (byte < 0x10 ? "\\x0" : "\\x") + String(byte, radix: 16, uppercase: true)
                }
            }
            offset += length
        }
        return shown
    }

    /// Whether this is `-`, the operand that means standard input.
    package var isStandardInput: Bool { bytes == [UInt8(ascii: "-")] }

    /// Calls `body` with the path as a NUL-terminated C string. A path holding a NUL byte (only
    /// a test can build one; `argv` cannot carry it) is passed as the empty string, which every
    /// system call refuses with ENOENT, rather than as the shorter path before the NUL.
    /// The C string is built on the stack: a path is opened and `stat`ed once per input.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let length = bytes.contains(0) ? 0 : bytes.count
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            bytes.withUnsafeBufferPointer { source in
                for index in 0..<length { buffer[index] = CChar(bitPattern: source[index]) }
            }
            buffer[length] = 0
            return try body(UnsafePointer(buffer.baseAddress.unsafelyUnwrapped))
        }
    }

    /// The directory part (nil when there is none) and the last component: `a/b.csv` gives
    /// `a` and `b.csv`, `/b.csv` gives `/` and `b.csv`.
    package var split: (directory: SystemPath?, base: SystemPath) {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (nil, self) }
        let directory = slash == 0 ? SystemPath("/") : SystemPath(bytes: bytes[..<slash])
        return (directory, SystemPath(bytes: bytes[(slash + 1)...]))
    }

    /// `component` appended after a `/` (or alone, when `directory` is nil).
    package static func joining(_ directory: SystemPath?, _ component: SystemPath) -> SystemPath {
        guard let directory else { return component }
        let separator: [UInt8] = directory.bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
        return SystemPath(bytes: directory.bytes + separator + component.bytes)
    }
}
