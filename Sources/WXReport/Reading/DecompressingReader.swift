import CZlib

/// A `ByteReader` over gzip input (RFC 1952), decompressed through the system zlib. The window
/// (`ByteWindow`) puts one over an input whose first bytes are gzip's magic (1F 8B), so
/// `day.json.gz`, a renamed `.gz` and `curl … | wxreport` all work, told apart by their bytes,
/// never their name.
///
/// Whatever `inner` checks on each of its reads still holds: the "changed while being read"
/// check of a `DescriptorReader` runs on the compressed file underneath, before zlib sees the
/// bytes, so no decompressed byte ever comes from content that failed it. A gzip input costs one
/// compressed-input buffer plus zlib's state (about 44 KiB) whatever its size, so a gigabyte
/// `.gz` or a gzipped stream on standard input streams in the same bounded space as plain input.
/// Positions the planner gives are line:column of the decompressed text, since that is all it sees.
///
/// Concatenated members (`cat a.gz b.gz`, what `gzip -c … >>` and many log shippers make)
/// are read as one stream, as `zcat` does. After the last member, NUL bytes (a tape's or a
/// preallocating writer's padding) are accepted as `gzip` accepts them.
///
/// Damage that leaves the bytes before it intact ends the content there instead of failing the
/// read, so the rows before it are kept, as for a plain file cut short: an input cut short
/// inside a member, and trailing bytes after the last member that are neither gzip nor padding
/// (`gzip` says "trailing garbage ignored"). The read then returns 0 and `endingError` says what
/// happened; the reader of the content reports it. Damage inside a member (a bad block, a CRC
/// mismatch) is an error thrown by the read, since the bytes before it may be wrong too.
///
/// Errors name the input and the compressed byte offset: the number of compressed bytes zlib
/// had taken when it found the problem, so the damage lies at or before that offset (deflate
/// has no redundancy, so damage inside a member often shows only at its CRC, at the member's
/// end). The offset does not depend on how the input arrives. For a truncated input it is the
/// input's length. An error is sticky: every later call throws it.
package final class DecompressingReader: ByteReader, @unchecked Sendable {
    // @unchecked: used by one thread at a time (the planner's), like every reader.
    /// The input's name as errors quote it: the path as typed, or `<stdin>`.
    package let name: String
    private let inner: any ByteReader
    /// zlib's state: zlib holds a pointer back to it, so it must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    /// The compressed bytes read and not yet taken by zlib; its size is the most asked of `inner` at once.
    private let input: UnsafeMutableRawBufferPointer
    /// Compressed bytes zlib has taken so far, across members.
    package private(set) var compressedOffset = 0
    private var sourceEnded = false
    /// A member has ended; the next byte starts another member, or the input ends.
    private var atMemberBoundary = false
    /// NUL bytes came after a member: only more of them may follow.
    private var isPadded = false
    private var failure: ReportError?
    /// Why a gzip input's content ended before the input did (see the type's comment).
    package private(set) var endingError: ReportError?
    /// True once a read into room returned 0: the content has ended.
    package private(set) var isExhausted = false

    /// Decompresses what `inner` reads, after `start`: the input's first bytes, already read.
    package init(
        _ inner: any ByteReader, name: String, start: UnsafeRawBufferPointer = .init(start: nil, count: 0),
        inputCapacity: Int = 1 << 16
    ) {
        precondition(inputCapacity > 0, "the input buffer needs room for at least one byte")
        self.inner = inner
        self.name = name
        input = .allocate(byteCount: max(inputCapacity, start.count), alignment: 1)
        input.copyMemory(from: start)
        stream.initialize(to: z_stream())
        stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = UInt32(start.count)
        // 15 + 16: a 32 KiB window, gzip framing only (zlib checks the magic, CRC and length).
        let status = wx_inflate_init2(stream, 15 + 16)
        if status != Z_OK { failure = problem("cannot start decompressing: \(reason(status))", .unreadableInput) }
    }

    deinit {
        // Safe on a stream whose init failed: zlib sees no state and returns an error.
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    /// Decompresses into `buffer` and returns the number of bytes written, 0 at the end of the
    /// last member or where `endingError` ended the content. Returns as soon as it has some output
    /// and would otherwise have to wait for more input, so a slow pipe is decoded as it arrives.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        if let failure { throw failure }
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        do {
            let count = endingError == nil ? try inflate(into: base, count: buffer.count) : 0
            if count == 0 { isExhausted = true }
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
                // NUL padding is skipped to the end; any other byte but a member's first ends the
                // content with `endingError` set, and the rest of the input is not read.
                guard let next = stream.pointee.next_in, stream.pointee.avail_in > 0 else { break }
                let nuls = UnsafeBufferPointer(start: next, count: Int(stream.pointee.avail_in)).prefix { $0 == 0 }
                    .count
                (stream.pointee.next_in, stream.pointee.avail_in) = (
                    next + nuls, stream.pointee.avail_in - UInt32(nuls)
                )
                (compressedOffset, isPadded) = (compressedOffset + nuls, isPadded || nuls > 0)
                guard stream.pointee.avail_in > 0 else { continue }
                guard !isPadded && next[nuls] == 0x1F else {
                    endingError = problem(
                        "trailing data after the last gzip member at compressed byte offset \(compressedOffset), "
                            + "found \(JSONCursor.describe(byte: next[nuls])); the content before it was read")
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
                    endingError = problem(
                        "gzip data ends early: truncated at compressed byte offset \(compressedOffset)")
                    return produced
                }
            case Z_MEM_ERROR:
                throw problem("cannot decompress: \(reason(status))", .unreadableInput)
            default:
                throw corrupt(reason(status))
            }
        }
        return produced
    }

    /// Reads the next compressed bytes; called only when zlib has taken all it had.
    private func refill() throws(ReportError) {
        let count = try inner.read(into: input)
        precondition(count >= 0 && count <= input.count, "a read returned \(count) for \(input.count) bytes")
        if count == 0 { sourceEnded = true }
        stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = UInt32(count)
    }

    /// What zlib says went wrong with `status`.
    private func reason(_ status: Int32) -> String {
        status == Z_MEM_ERROR
            ? "out of memory" : stream.pointee.msg.map { String(cString: $0) } ?? "zlib status \(status)"
    }

    private func corrupt(_ detail: String) -> ReportError {
        problem("corrupt gzip data at compressed byte offset \(compressedOffset): \(detail)")
    }

    /// A problem of the input, located in it by name: the data's (`.malformedInput`), or a
    /// failure of zlib itself (`.unreadableInput`: out of memory, a version mismatch).
    private func problem(_ message: String, _ kind: ReportError.Kind = .malformedInput) -> ReportError {
        ReportError(kind, message, at: InputLocation(file: name))
    }
}
