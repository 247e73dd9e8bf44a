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
    /// When its content and its status last changed, in seconds and nanoseconds.
    private var times: SIMD4<Int>

    init(_ status: stat) {
        location = Location(status)
        size = Int(status.st_size)
        times = SIMD4(status.st_mtim.tv_sec, status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec)
    }

    /// The identity of a regular file; nil for anything else (a directory, a FIFO, a device).
    init?(regularFile status: stat) {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(status)
    }
}
