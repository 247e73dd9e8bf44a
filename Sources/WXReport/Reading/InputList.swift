/// The inputs of a run in reading order, packed, so a million files listed from folders take
/// a few bytes each: every path is kept only as what it does not share with the path before it
/// (front coding: `data/d042/gent-000017.json` after `data/d042/gent-000016.json` is 2 counts
/// and `7.json`, so a folder argument's own path costs nothing after its first file), in blocks
/// that are never copied to grow.
/// The few entries that are errors (a folder that could not be listed) are kept beside them.
/// What a file is (size, times) is not kept: `FileSource` looks it up when the file's turn comes.
///
/// Entries are read in order only (`makeIterator`), which is how a run reads its inputs, so
/// the listing appends them in reading order (`InputExpansion.walk` walks in byte order).
package struct InputList: Sendable, Sequence {
    /// One entry in reading order: a path to open, or a folder that could not be listed.
    package enum Entry: Sendable, Equatable {
        case path(SystemPath)
        case failure(ReportError)
    }

    private static var blockSize: Int { 1 << 20 }
    /// Each entry, whole in one block: how many bytes it shares with the entry before it and
    /// how many follow (each a LEB128 number), then those bytes.
    private var blocks: [[UInt8]] = []
    /// The last entry's bytes: what the next one is coded against.
    private var last: [UInt8] = []
    private var failures: [Int: ReportError] = [:]
    package private(set) var count = 0

    package init() {}

    /// An argument as typed, read in its place.
    package mutating func append(typed path: SystemPath) {
        add(path.bytes[...])
    }

    /// The next file found in a folder argument: `name` in `folder`, in reading order.
    package mutating func append(_ name: ArraySlice<UInt8>, in folder: SystemPath) {
        add(SystemPath.joining(folder, SystemPath(bytes: name)).bytes[...])
    }

    /// A folder that could not be listed or an entry that could not be looked at, in its place.
    package mutating func append(failure: ReportError) {
        failures[count] = failure
        add([])
    }

    package func makeIterator() -> Iterator { Iterator(list: self) }

    /// Reads the entries back in order, each path rebuilt from the one before it.
    package struct Iterator: IteratorProtocol, Sendable {
        fileprivate let list: InputList
        private var position = 0
        private var block = 0
        private var offset = 0
        private var path: [UInt8] = []

        fileprivate init(list: InputList) { self.list = list }

        package mutating func next() -> Entry? {
            guard position < list.count else { return nil }
            if offset == list.blocks[block].count { (block, offset) = (block + 1, 0) }
            list.blocks[block].withUnsafeBufferPointer { bytes in
                let shared = InputList.number(in: bytes, at: &offset)
                let added = InputList.number(in: bytes, at: &offset)
                path.removeSubrange(shared...)
                path += bytes[offset..<offset + added]
                offset += added
            }
            defer { position += 1 }
            if let failure = list.failures[position] { return .failure(failure) }
            return .path(SystemPath(bytes: path))
        }
    }

    private mutating func add(_ path: ArraySlice<UInt8>) {
        var shared = 0
        while shared < last.count && shared < path.count && last[shared] == path[path.startIndex + shared] {
            shared += 1
        }
        let added = path.count - shared
        let size = added + 20  // two LEB128 numbers take at most 10 bytes each
        if blocks.isEmpty || blocks[blocks.count - 1].count + size > blocks[blocks.count - 1].capacity {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(Swift.max(Self.blockSize, size))
        }
        Self.append(shared, to: &blocks[blocks.count - 1])
        Self.append(added, to: &blocks[blocks.count - 1])
        blocks[blocks.count - 1] += path.dropFirst(shared)
        last.removeSubrange(shared...)
        last += path.dropFirst(shared)
        count += 1
    }

    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        var rest = UInt(number)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> Int {
        var (number, shift) = (0, 0)
        while true {
            let byte = bytes[offset]
            offset += 1
            number |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return number }
            shift += 7
        }
    }
}
