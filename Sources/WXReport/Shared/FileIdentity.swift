import Glibc

/// What identifies a file's content without reading it: where it lives, its size and its times.
/// The one identity of a file in the code: its `location` alone says whether two paths or
/// descriptors reach the same file (an output that is an input, a folder already walked).
package struct FileIdentity: Sendable, Equatable {
    /// Where a file lives, whatever path led to it: its device and inode.
    package struct Location: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64

        package init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    package let location: Location
    var size: Int
    var modified: timespec
    var changed: timespec

    init(_ status: stat) {
        location = Location(status)
        size = Int(status.st_size)
        modified = status.st_mtim
        changed = status.st_ctim
    }

    /// The identity of a regular file; nil for anything else (a directory, a FIFO, a device).
    init?(regularFile status: stat) {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(status)
    }

    package static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.location == b.location && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
