import Foundation
import WXReport

#if canImport(Glibc)
    import Glibc
#endif

/// `read(2)` with at most `limit` bytes a call, and `afterRead` called after each read that
/// succeeds with the input's name and how far into it the reads have come (the descriptor's
/// offset; -1 for a pipe). It runs before the reader checks that read, so a test changes a
/// file there as another process would between two reads.
package struct SteppedReadCall: ReadCall {
    private let limit: Int
    private let afterRead: @Sendable (_ name: String, _ offset: Int) -> Void

    package init(
        limit: Int = .max, afterRead: @escaping @Sendable (_ name: String, _ offset: Int) -> Void = { _, _ in }
    ) {
        self.limit = max(limit, 1)
        self.afterRead = afterRead
    }

    package func read(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, of name: String) -> Int {
        let got = Glibc.read(descriptor, target, min(count, limit))
        guard got >= 0 else { return got }  // errno as `read` left it
        afterRead(name, Int(lseek(descriptor, 0, SEEK_CUR)))
        return got
    }
}

/// True the first time `set()` is called, from any thread: a change a test makes once.
package final class OnceFlag: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private var isSet = false
    private let lock = NSLock()

    package init() {}

    package func set() -> Bool {
        lock.withLock {
            defer { isSet = true }
            return !isSet
        }
    }
}
