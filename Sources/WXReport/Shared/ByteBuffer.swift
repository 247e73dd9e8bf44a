/// A growable byte buffer for laying out report text: appends are a capacity check and a copy,
/// with none of `Array`'s uniqueness checks. A worker fills one per piece and hands it over whole
/// to the writer thread (hence `@unchecked Sendable`: no two threads ever touch it at once).
package final class ByteBuffer: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    package private(set) var count = 0
    private var capacity: Int

    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far, valid during `body`.
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes written so far as text (tests, and callers that want a `String`).
    package var text: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Forgets the bytes but keeps the memory, for a buffer reused many times.
    package func removeAll() {
        count = 0
    }

    /// Drops the bytes written after the first `newCount`.
    func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "a buffer can only be cut shorter")
        count = newCount
    }

    @inline(__always) package func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) package func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if count + length > capacity { grow(to: count + length) }
        let target = base + count
        if length <= 16 {
            // Cells are short: a loop beats a call to memmove.
            for offset in 0..<length { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: length)
        }
        count += length
    }

    package func append(contentsOf bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
    }

    package func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    package func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

extension ByteBuffer: ByteOutput {
    package func write(bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes)
    }
}
