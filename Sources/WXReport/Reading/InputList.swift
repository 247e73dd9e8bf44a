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
        add(path.bytes)
    }

    /// The next file found in a folder argument: `name` in `folder`, in reading order.
    package mutating func append(_ name: ArraySlice<UInt8>, in folder: SystemPath) {
        add(SystemPath.joining(folder, SystemPath(bytes: name)).bytes)
    }

    /// A folder that could not be listed or an entry that could not be looked at, in its place.
    package mutating func append(failure: ReportError) {
        failures[count] = failure
        add([])
    }

    private mutating func add(_ path: [UInt8]) {
        var shared = 0
        while shared < Swift.min(last.count, path.count) && last[shared] == path[shared] { shared += 1 }
        // Two LEB128 numbers take at most 10 bytes each; a new block holds 1 MiB or the entry.
        if blocks.last.map({ $0.count + path.count + 20 > $0.capacity }) ?? true {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(Swift.max(1 << 20, path.count + 20))
        }
        for var number in [shared, path.count - shared] {
            while number >= 0x80 {
                blocks[blocks.count - 1].append(UInt8(truncatingIfNeeded: number) | 0x80)
                number >>= 7
            }
            blocks[blocks.count - 1].append(UInt8(number))
        }
        blocks[blocks.count - 1] += path[shared...]
        last = path
        count += 1
    }

    package func makeIterator() -> Iterator {
        Iterator(bytes: blocks.joined().makeIterator(), failures: failures)
    }

    /// Reads the entries back in order, each path rebuilt from the one before it.
    package struct Iterator: IteratorProtocol, Sendable {
        fileprivate var bytes: FlattenSequence<[[UInt8]]>.Iterator
        fileprivate let failures: [Int: ReportError]
        fileprivate var position = 0
        fileprivate var path: [UInt8] = []

        package mutating func next() -> Entry? {
            guard let shared = number(), let added = number() else { return nil }
            path.removeSubrange(shared...)
            path += (0..<added).compactMap { _ in bytes.next() }
            defer { position += 1 }
            return failures[position].map(Entry.failure) ?? .path(SystemPath(bytes: path))
        }

        private mutating func number() -> Int? {
            var (number, shift) = (0, 0)
            while let byte = bytes.next() {
                number |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return number }
                shift += 7
            }
            return nil
        }
    }
}
