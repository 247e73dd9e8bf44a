#if canImport(Glibc)
    import Glibc
#endif

/// The inputs of a run in reading order, packed, so a million files listed from folders take
/// little more than their names (about 30 bytes each): every path's bytes after its folder
/// argument in one array rather than an array per path, the order as 4-byte indices, and the
/// few entries that are errors (a folder that could not be listed) beside them. What a file is
/// (size, times) is not kept: `FileSource` looks it up when the file's turn comes.
package struct InputList: Sendable, Equatable {
    /// One entry in reading order: a path to open, or a folder that could not be listed.
    package enum Entry: Sendable, Equatable {
        case path(SystemPath)
        case failure(ReportError)
    }

    /// Entries from `first` on are paths after `prefix`: a folder argument and its separator, or
    /// nothing for arguments taken as typed.
    private struct Group: Sendable, Equatable {
        var first: Int
        var prefix: [UInt8]
    }

    private var strings = ByteStrings()
    /// Reading order: indices into `strings`, each folder argument's entries sorted by their
    /// bytes when it is done (`sortFolder`).
    private var order = BlockArray<UInt32>()
    private var groups: [Group] = []
    private var failures: [Int: ReportError] = [:]

    package init() {}

    package var count: Int { strings.count }

    /// An argument as typed, read in its place.
    package mutating func append(typed path: SystemPath) {
        if groups.last?.prefix.isEmpty != true { groups.append(Group(first: count, prefix: [])) }
        add(path.bytes[...], failure: nil)
    }

    /// Starts the entries of the folder argument `folder`: `append(found:)` then takes paths
    /// below it, and `sortFolder` puts them in byte order.
    package mutating func beginFolder(_ folder: SystemPath) {
        groups.append(Group(first: count, prefix: SystemPath.joining(folder, SystemPath(bytes: [])).bytes))
    }

    /// A path found in the current folder argument, or the error in its place.
    package mutating func append(found path: SystemPath, failure: ReportError? = nil) {
        let prefix = groups.last?.prefix.count ?? 0
        add(path.bytes.dropFirst(min(prefix, path.bytes.count)), failure: failure)
    }

    /// Sorts the current folder argument's entries by their bytes: what `find data -type f |
    /// LC_ALL=C sort` prints, since they share the folder's prefix.
    package mutating func sortFolder() {
        let first = groups.last?.first ?? 0
        while order.count < first { order.append(UInt32(truncatingIfNeeded: order.count)) }
        let strings = self.strings
        // 4 billion entries would need far more memory than there is first.
        var sorted = (first..<count).map { UInt32(truncatingIfNeeded: $0) }
        sorted.sort { strings.precedes(Int($0), Int($1)) }
        for index in sorted { order.append(index) }
    }

    /// The entry at `position` in reading order.
    package subscript(position: Int) -> Entry {
        let index = position < order.count ? Int(order[position]) : position
        if let failure = failures[index] { return .failure(failure) }
        // The last group starting at or before `position`.
        var (low, high) = (0, groups.count)
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].first <= position { low = middle + 1 } else { high = middle }
        }
        let prefix = low > 0 ? groups[low - 1].prefix : []
        return .path(SystemPath(bytes: prefix + strings[index]))
    }

    /// Every entry, in reading order.
    package var entries: [Entry] { (0..<count).map { self[$0] } }

    private mutating func add(_ path: ArraySlice<UInt8>, failure: ReportError?) {
        if let failure { failures[count] = failure }
        strings.append(path)
    }
}
