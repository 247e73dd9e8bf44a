import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Gzip decompression through `DecompressingReader`, the way the read stage uses it: gzip found by
/// its magic, members concatenated, damage reported with the file and the compressed offset.
@Suite struct GzipInflaterTests {
    private let text = Array(#"{"cnt":1,"list":[{"name":"Gent","main":{"temp":280.1},"dt":1763900000}]}"#.utf8)

    @Test(arguments: [1, 7, 4096])
    func inflatesOneMemberWhateverTheChunks(chunk: Int) throws {
        var reader = DecompressingReader(name: "day.json.gz", fill: memoryFill(try gzipped(text), chunk: chunk))
        #expect(!reader.isExhausted)
        #expect(try readToEnd(&reader) == text)
        #expect(reader.isExhausted)
    }

    @Test func readsConcatenatedMembersAsOneStream() throws {
        let first = Array("{\"a\":1}\n".utf8)
        let second = sampleLines(300)
        let third = Array("{\"c\":3}\n".utf8)
        let joined = try gzipped(first) + gzipped(second, level: 1) + gzipped(third, level: 9)
        var reader = DecompressingReader(name: "joined.gz", fill: memoryFill(joined, chunk: 13))
        #expect(try readToEnd(&reader, bufferSize: 64) == first + second + third)
        #expect(reader.compressedOffset == joined.count)
    }

    @Test func readsAMemberOfNothing() throws {
        var reader = DecompressingReader(name: "empty.gz", fill: memoryFill(try gzipped([]) + gzipped(text)))
        #expect(try readToEnd(&reader) == text)
    }

    @Test func streamsALargeInputThroughSmallBuffers() throws {
        let lines = sampleLines(60_000)  // about 4.6 MB
        let compressed = try gzipped(lines)
        let reader = DecompressingReader(name: "big.json.gz", inputCapacity: 512, fill: memoryFill(compressed))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 100, alignment: 1)
        defer { buffer.deallocate() }
        var offset = 0
        var reads = 0
        var mismatch: Int?
        while case let count = try reader.read(into: buffer), count > 0 {
            for index in 0..<count where mismatch == nil && buffer[index] != lines[offset + index] {
                mismatch = offset + index
            }
            offset += count
            reads += 1
        }
        #expect(mismatch == nil)
        #expect(offset == lines.count)
        #expect(reads >= lines.count / 100)
    }

    /// The window tells gzip from plain input by the first bytes: plain input, even what starts
    /// like gzip, is passed through untouched, whatever the chunks.
    @Test(arguments: [1, 4096])
    func passesPlainInputThroughUntouched(chunk: Int) throws {
        for bytes in [[], [0x1F], [0x1F, 0x8A, 0x00], text] as [[UInt8]] {
            #expect(try windowContent(FillReader(memoryFill(bytes, chunk: chunk))).bytes == bytes)
        }
    }

    @Test func findsTheMagicWhenAPipeHandsOverOneByteAtATime() throws {
        let reader = FillReader(memoryFill(try gzipped(text), chunk: 1))
        #expect(try windowContent(reader, name: "<stdin>").bytes == text)
    }

    @Test func takesTheFirstReadAsItCameForPlainInput() throws {
        var calls = 0
        var window = ByteWindow(
            SourceDocument(
                name: "plain.json",
                reader: FillReader { buffer throws(ReportError) in
                    calls += 1
                    return calls == 1 ? try memoryFill([0x7B, 0x7D])(buffer) : 0
                }))
        defer { window.close() }
        _ = try window.fill(keepingFrom: 0)
        #expect(window.count == 2)
        #expect(calls == 1)
    }

    /// A cut-short stream ends the content where the data ends, every byte before it given, and
    /// says so in `damage` rather than failing the read.
    @Test(arguments: [1, 7, 4096])
    func endsATruncatedStreamWhereItsDataEnds(chunk: Int) throws {
        let lines = sampleLines(200)
        let compressed = try gzipped(lines)
        for length in [2, 10, compressed.count / 2, compressed.count - 8, compressed.count - 5] {
            var reader = DecompressingReader(
                name: "day.json.gz", inputCapacity: 16, fill: memoryFill(Array(compressed.prefix(length)), chunk: chunk)
            )
            let content = try readToEnd(&reader, bufferSize: 32)
            #expect(lines.starts(with: content))
            if length >= compressed.count - 8 { #expect(content == lines) }  // only the trailer is missing
            #expect(
                reader.endingError?.description
                    == "day.json.gz: gzip data ends early: truncated at compressed byte offset \(length)")
        }
    }

    /// After the last member: NUL padding is accepted silently, as gzip does; anything else ends
    /// the content there, all of it given, with the offset of the first foreign byte.
    @Test(arguments: [1, 7, 4096])
    func acceptsNULPaddingAndEndsAtTrailingGarbage(chunk: Int) throws {
        let compressed = try gzipped(text)
        for (trailer, damage) in [
            ([UInt8](repeating: 0, count: 5000), nil),
            (Array("xyz".utf8), "offset \(compressed.count), found character 'x'"),
            ([0, 0, 0x41] + [UInt8](repeating: 0, count: 100), "offset \(compressed.count + 2), found character 'A'"),
        ] {
            var reader = DecompressingReader(
                name: "day.json.gz", inputCapacity: 16, fill: memoryFill(compressed + trailer, chunk: chunk))
            #expect(try readToEnd(&reader, bufferSize: 32) == text)
            #expect(
                reader.endingError?.description
                    == damage.map {
                        "day.json.gz: trailing data after the last gzip member at compressed byte \($0); "
                            + "the content before it was read"
                    })
        }
    }

    @Test(arguments: [1, 7, 4096])
    func reportsCorruptDataWithTheOffsetWhereItWasFound(chunk: Int) throws {
        let compressed = try gzipped(text)
        let count = compressed.count
        let prefix = "day.json.gz: corrupt gzip data at compressed byte offset"
        let cases: [(damage: (inout [UInt8]) -> Void, expected: String)] = [
            ({ $0[2] = 7 }, "\(prefix) 4: unknown compression method"),
            ({ $0[10] = 0x07 }, "\(prefix) 11: invalid block type"),
            ({ $0[count - 8] ^= 0xFF }, "\(prefix) \(count - 4): incorrect data check"),
            ({ $0[count - 1] ^= 0xFF }, "\(prefix) \(count): incorrect length check"),
            ({ $0 += [0x1F, 0x00, 0x08, 0x00] }, "\(prefix) \(count + 2): incorrect header check"),
        ]
        for (damage, expected) in cases {
            var bytes = compressed
            damage(&bytes)
            #expect(try failure(reading: bytes, chunk: chunk) == expected)
        }
    }

    /// Damage inside deflate data is found where zlib finds it (often only at the CRC), but at
    /// the same offset however the input arrives and whatever the buffer sizes.
    @Test func reportsTheSameOffsetHoweverTheInputIsChunked() throws {
        let compressed = try gzipped(sampleLines(2000))
        for position in [30, compressed.count / 20, compressed.count / 2] {
            for value: UInt8 in [0x00, 0x55, 0xFF] {
                var bytes = compressed
                bytes[position] = value
                var messages: Set<String> = []
                for (chunk, capacity, buffer) in [(1, 16, 32), (7, 16, 5), (4096, 1 << 16, 4096), (3, 1000, 1 << 20)] {
                    var reader = DecompressingReader(
                        name: "x.gz", inputCapacity: capacity, fill: memoryFill(bytes, chunk: chunk))
                    let error = #expect(throws: ReportError.self) { try readToEnd(&reader, bufferSize: buffer) }
                    messages.insert(error?.description ?? "")
                }
                #expect(messages.count == 1, "byte \(position) set to \(value): \(messages.sorted())")
                #expect(messages.first?.hasPrefix("x.gz: corrupt gzip data at compressed byte offset ") == true)
            }
        }
    }

    @Test func keepsFailingOnceItFailed() throws {
        var bytes = try gzipped(text)
        bytes[10] = 0x07
        let reader = DecompressingReader(name: "day.json.gz", fill: memoryFill(bytes))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { buffer.deallocate() }
        let first = #expect(throws: ReportError.self) { try reader.read(into: buffer) }
        let second = #expect(throws: ReportError.self) { try reader.read(into: buffer) }
        #expect(first == second)
        #expect(first?.exitCode == 65)
    }

    @Test func passesOnTheErrorsOfItsInput() throws {
        let compressed = try gzipped(sampleLines(200))
        let readError = ReportError(.unreadableInput, "cannot read 'day.json.gz': Input/output error")
        var served = false
        var reader = DecompressingReader(name: "day.json.gz") { buffer throws(ReportError) in
            if served { throw readError }
            served = true
            return try memoryFill(Array(compressed.prefix(40)))(buffer)
        }
        let error = #expect(throws: ReportError.self) { try readToEnd(&reader) }
        #expect(error == readError)
    }

    @Test(.requires(.gzip, .bash))
    func readsWhatTheGzipToolWrites() throws {
        try withTemporaryDirectory { directory in
            let first = sampleLines(50)
            let second = sampleLines(7)
            try Data(first).write(to: URL(fileURLWithPath: directory.file("a")))
            try Data(second).write(to: URL(fileURLWithPath: directory.file("b")))
            let made = try shell("cd '\(directory.path)' && gzip -c a > day.gz && gzip -9 -c b >> day.gz")
            #expect(made.status == 0, "\(made.stderr)")
            let compressed = try [UInt8](directory.contents(of: "day.gz"))
            var reader = DecompressingReader(name: "day.gz", fill: memoryFill(compressed, chunk: 1000))
            #expect(try readToEnd(&reader) == first + second)
        }
    }

    /// The description of the error that reading `bytes` to the end ends with.
    private func failure(reading bytes: [UInt8], chunk: Int) throws -> String? {
        var reader = DecompressingReader(name: "day.json.gz", inputCapacity: 16, fill: memoryFill(bytes, chunk: chunk))
        let error = #expect(throws: ReportError.self) { try readToEnd(&reader, bufferSize: 32) }
        return error?.description
    }
}
