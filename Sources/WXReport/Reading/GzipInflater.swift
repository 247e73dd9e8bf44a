import CZlib

/// Decompresses one gzip input as it is read, through the system zlib.
///
/// Compressed bytes come from the input's `ByteReader` (`source`) into one fixed buffer; the
/// decompressed bytes go straight into the caller's buffer. Memory is that input buffer plus
/// zlib's state (about 44 KiB), whatever the size of the input, so a gigabyte `.gz` or a
/// gzipped stream on standard input streams in the same bounded space as plain input.
///
/// Concatenated members (`cat a.gz b.gz`, what `gzip -c … >>` and many log shippers make)
/// are read as one stream, as `zcat` does. After the last member, NUL bytes (a tape's or a
/// preallocating writer's padding) are accepted as `gzip` accepts them.
///
/// Damage that leaves the bytes before it intact ends the content there instead of failing the
/// read, so the rows before it are kept, as for a plain file cut short: an input cut short
/// inside a member, and trailing bytes after the last member that are neither gzip nor padding
/// (`gzip` says "trailing garbage ignored"). The read then returns 0 and `damage` says what
/// happened; the reader of the content reports it. Damage inside a member (a bad block, a CRC
/// mismatch) is an error thrown by the read, since the bytes before it may be wrong too.
///
/// Errors name the input and the compressed byte offset: the number of compressed bytes zlib
/// had taken when it found the problem, so the damage lies at or before that offset (deflate
/// has no redundancy, so damage inside a member often shows only at its CRC, at the member's
/// end). The offset does not depend on how the input arrives. For a truncated input it is the
/// input's length. An error is sticky: every later call throws it.
///
/// A class because it owns zlib's state, which holds a pointer back to its `z_stream` (the
/// stream must not move) and must be released exactly once.
package final class GzipInflater {
    /// The input's name as errors quote it: the path as typed, or `<stdin>`.
    package let name: String
    private let source: any ByteReader
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutableRawBufferPointer
    /// Compressed bytes zlib has taken so far, across members.
    package private(set) var compressedOffset = 0
    private var sourceEnded = false
    /// A member has ended; the next byte starts another member, or the input ends.
    private var atMemberBoundary = false
    private var failure: ReportError?
    /// Why the content ended before the input did, once it has (see the type's comment).
    package private(set) var damage: ReportError?
    /// True once a read into room returned 0: the content has ended.
    package private(set) var isAtEnd = false

    /// True when `prefix` starts with gzip's magic bytes, 1F 8B (RFC 1952). The name of a
    /// file says nothing: `.gz` files get renamed, and standard input has no name at all.
    package static func hasMagic(_ prefix: UnsafeRawBufferPointer) -> Bool {
        prefix.count >= 2 && prefix[0] == 0x1F && prefix[1] == 0x8B
    }

    /// - Parameters:
    ///   - prefix: bytes already read from the input (while sniffing the magic), which come
    ///     before whatever `source` reads.
    ///   - inputCapacity: the size of the compressed-input buffer; `source` is asked for at most
    ///     this many bytes at a time.
    init(
        name: String, prefix: UnsafeRawBufferPointer, inputCapacity: Int, source: any ByteReader
    ) throws(ReportError) {
        precondition(inputCapacity > 0, "the input buffer needs room for at least one byte")
        self.name = name
        self.source = source
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = UnsafeMutableRawBufferPointer.allocate(
            byteCount: max(inputCapacity, prefix.count), alignment: MemoryLayout<UInt8>.alignment)
        if let source = prefix.baseAddress, let target = input.baseAddress {
            target.copyMemory(from: source, byteCount: prefix.count)
            stream.pointee.next_in = target.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_in = UInt32(prefix.count)
        }
        // 15 + 16: a 32 KiB window, gzip framing only (zlib checks the magic, CRC and length).
        let status = wx_inflate_init2(stream, 15 + 16)
        guard status == Z_OK else { throw failed(status, "cannot start decompressing") }
    }

    deinit {
        // Safe on a stream whose init failed: zlib sees no state and returns an error.
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    /// Decompresses into `buffer` and returns the number of bytes written, 0 at the end of the
    /// last member or where `damage` ended the content. Returns as soon as it has some output
    /// and would otherwise have to wait for more input, so a slow pipe is decoded as it arrives.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        if let failure { throw failure }
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        do {
            let count = damage == nil ? try inflate(into: base, count: buffer.count) : 0
            if count == 0 { isAtEnd = true }
            return count
        } catch {
            failure = error
            throw error
        }
    }

    private func inflate(into base: UnsafeMutableRawPointer, count: Int) throws(ReportError) -> Int {
        var produced = 0
        while produced < count {
            if stream.pointee.avail_in == 0 && !sourceEnded {
                if produced > 0 { break }
                try refill()
            }
            if atMemberBoundary {
                guard let next = stream.pointee.next_in, stream.pointee.avail_in > 0 else { break }
                guard next.pointee == 0x1F else {
                    try endAtTrailer()
                    break
                }
                inflateReset(stream)
                atMemberBoundary = false
            }
            // With no input left zlib may still hold output it had no room for: it gets the
            // chance to write it before an input that ends here counts as cut short.
            let room = UInt32(clamping: count - produced)
            stream.pointee.next_out = (base + produced).assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = room
            let availableBefore = stream.pointee.avail_in
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            let taken = Int(availableBefore - stream.pointee.avail_in)
            let written = Int(room - stream.pointee.avail_out)
            compressedOffset += taken
            produced += written
            switch status {
            case Z_STREAM_END:
                atMemberBoundary = true
            case Z_OK, Z_BUF_ERROR:
                guard taken > 0 || written > 0 else {
                    // With input and room zlib always moves: no progress means no input.
                    guard sourceEnded && stream.pointee.avail_in == 0 else { throw corrupt("zlib made no progress") }
                    damage = ReportError(
                        .malformedInput,
                        "gzip data ends early: truncated at compressed byte offset \(compressedOffset)",
                        at: InputLocation(file: name))
                    return produced
                }
            case Z_MEM_ERROR:
                throw failed(status, "cannot decompress")
            default:
                throw corrupt(zlibMessage ?? "zlib status \(status)")
            }
        }
        return produced
    }

    /// After the last member: NUL padding to the end is fine; anything else ends the content
    /// with `damage` set, and the rest of the input is not read.
    private func endAtTrailer() throws(ReportError) {
        while true {
            if let next = stream.pointee.next_in, stream.pointee.avail_in > 0 {
                let bytes = UnsafeBufferPointer(start: next, count: Int(stream.pointee.avail_in))
                if let other = bytes.firstIndex(where: { $0 != 0 }) {
                    damage = ReportError(
                        .malformedInput,
                        "trailing data after the last gzip member at compressed byte offset \(compressedOffset + other), "
                            + "found \(JSONCursor.describe(byte: bytes[other])); the content before it was read",
                        at: InputLocation(file: name))
                    return
                }
                compressedOffset += bytes.count
                stream.pointee.avail_in = 0
            }
            if sourceEnded { return }
            try refill()
        }
    }

    /// Reads the next compressed bytes; called only when zlib has taken all it had.
    private func refill() throws(ReportError) {
        let count = try source.read(into: input)
        precondition(count >= 0 && count <= input.count, "a read returned \(count) for \(input.count) bytes")
        if count == 0 { sourceEnded = true }
        stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = UInt32(count)
    }

    private var zlibMessage: String? {
        stream.pointee.msg.map { String(cString: $0) }
    }

    private func corrupt(_ detail: String) -> ReportError {
        ReportError(
            .malformedInput, "corrupt gzip data at compressed byte offset \(compressedOffset): \(detail)",
            at: InputLocation(file: name))
    }

    /// A failure of zlib itself rather than of the data (out of memory, a version mismatch).
    private func failed(_ status: Int32, _ what: String) -> ReportError {
        let reason = status == Z_MEM_ERROR ? "out of memory" : (zlibMessage ?? "zlib status \(status)")
        return ReportError(.unreadableInput, "\(what): \(reason)", at: InputLocation(file: name))
    }
}
