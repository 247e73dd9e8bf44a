import Foundation

/// A tree of folders deeper than PATH_MAX under `root`, made and removed through directory
/// descriptors (a path that long cannot be passed to `mkdir` or `FileManager`): 20 levels of
/// 250-byte folder names, each level holding `r.json`, one record of city `C<level>`.
package struct DeepTree {
    package static let name = String(repeating: "d", count: 250)
    package static let levels = 20
    /// The longest path the kernel takes, without its NUL.
    package static let longestPath = Int(PATH_MAX) - 1
    package let root: String

    package init(in root: String) throws {
        self.root = root
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for level in 0...Self.levels {
            let record = #"{"name":"C\#(level)","main":{"temp":280},"weather":[],"dt":1763900000}"# + "\n"
            let file = openat(folder, "r.json", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            _ = record.withCString { write(file, $0, strlen($0)) }
            close(file)
            guard level < Self.levels else { break }
            guard mkdirat(folder, Self.name, 0o755) == 0 else { throw CocoaError(.fileWriteUnknown) }
            let next = openat(folder, Self.name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            close(folder)
            folder = next
        }
        close(folder)
    }

    package func folder(_ level: Int) -> String {
        root + String(repeating: "/" + Self.name, count: level)
    }

    /// Every level, deepest first: the byte order of their `r.json` paths (`d` before `r`).
    package var levels: [Int] { (0...Self.levels).reversed() }

    package var files: [String] { levels.map { folder($0) + "/r.json" } }

    /// The levels whose `r.json` path is longer than the kernel takes in one call.
    package var levelsPastPathMax: [Int] {
        levels.filter { folder($0).utf8.count + "/r.json".utf8.count > Self.longestPath }
    }

    /// Removes the levels bottom-up, each through its parent's descriptor.
    package func remove() {
        var folders = [open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)]
        for _ in 0..<Self.levels {
            let next = openat(folders[folders.count - 1], Self.name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard next >= 0 else { break }
            folders.append(next)
        }
        while let folder = folders.popLast() {
            unlinkat(folder, "r.json", 0)
            close(folder)
            if let parent = folders.last { unlinkat(parent, Self.name, AT_REMOVEDIR) }
        }
    }
}
