#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why writing failed, in words for stderr.
package struct GeneratorError: Error, CustomStringConvertible {
    package var description: String
}

/// A fixed buffer of bytes in front of a C `FILE`, with the few appends the generator needs.
///
/// It exists for speed: records are built byte by byte (no `String`, no Foundation formatting)
/// and reach the file in large blocks, so a gigabyte takes seconds. Non-copyable so exactly one
/// owner flushes and frees it. Without a file it only counts, which lets the generator learn a
/// file's record count (written first, as `cnt`) before writing it.
struct ByteWriter: ~Copyable {
    /// Nil when the writer only counts bytes.
    private let file: UnsafeMutablePointer<FILE>?
    private let closesFile: Bool
    private let path: String
    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity = 1 << 20
    private var count = 0
    /// Bytes handed to the file so far.
    private var flushed = 0

    /// Opens `path` for writing, or standard output for `-`.
    init(path: String) throws(GeneratorError) {
        if path == "-" {
            // A FILE of our own on descriptor 1: Glibc's `stdout` global is shared mutable state.
            guard let opened = fdopen(STDOUT_FILENO, "wb") else {
                throw GeneratorError(
                    description: "cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            file = opened
            closesFile = false
        } else {
            guard let opened = fopen(path, "wb") else {
                throw GeneratorError(description: "cannot create '\(path)': \(String(cString: strerror(errno)))")
            }
            file = opened
            closesFile = true
        }
        self.path = path
        storage = .allocate(capacity: capacity)
    }

    /// A writer that discards its bytes and only counts them.
    init(countingOnly: Void) {
        file = nil
        closesFile = false
        path = "(counting)"
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
        if closesFile, let file { fclose(file) }
    }

    /// Bytes written so far, buffered or not.
    var size: Int { flushed + count }

    /// Flushes when less than a generous record's worth of room is left; call once per record.
    mutating func reserveRoomForRecord() throws(GeneratorError) {
        if capacity - count < 16 * 1024 { try flush() }
    }

    mutating func flush() throws(GeneratorError) {
        guard count > 0 else { return }
        if let file, fwrite(storage, 1, count, file) != count {
            throw GeneratorError(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        flushed += count
        count = 0
    }

    /// Flushes and closes; reports a failed close (a full disk often shows up only here).
    consuming func finish() throws(GeneratorError) {
        try flush()
        if let file, fflush(file) != 0 {
            throw GeneratorError(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    mutating func append(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        (storage + count).update(from: text.utf8Start, count: length)
        count += length
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            (storage + count).update(from: base, count: source.count)
            count += source.count
        }
    }

    mutating func append(_ value: Int) {
        var magnitude = value.magnitude
        if value < 0 { append(UInt8(ascii: "-")) }
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var index = count + digits - 1
        repeat {
            storage[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        count += digits
    }

    /// Writes `scaled / 10^scale` with exactly `decimals` fraction digits (`decimals <= scale`,
    /// truncating the rest), then drops trailing zeros unless `keepZeros`: `28150, 2, 2, true`
    /// gives `281.50`, with `false` it gives `281.5`; `decimals` 0 gives `281`.
    mutating func append(scaled: Int, scale: Int, decimals: Int, keepZeros: Bool) {
        var divisor = 1
        for _ in 0..<scale { divisor *= 10 }
        if scaled < 0 { append(UInt8(ascii: "-")) }
        let magnitude = Int(scaled.magnitude)
        append(magnitude / divisor)
        guard decimals > 0 else { return }
        var fraction = magnitude % divisor
        for _ in 0..<(scale - decimals) { fraction /= 10 }
        var shown = decimals
        if !keepZeros {
            while shown > 0 && fraction % 10 == 0 {
                fraction /= 10
                shown -= 1
            }
            if shown == 0 { return }
        }
        append(UInt8(ascii: "."))
        var index = count + shown - 1
        for _ in 0..<shown {
            storage[index] = UInt8(truncatingIfNeeded: fraction % 10) &+ 48
            fraction /= 10
            index -= 1
        }
        count += shown
    }
}
