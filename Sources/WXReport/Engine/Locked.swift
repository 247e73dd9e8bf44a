#if canImport(Glibc)
    import Glibc
#endif

/// A value behind a lock: the engine's one lock type (the scheduler's queue, a completion's
/// result). A glibc mutex rather than `Synchronization.Mutex`: on Linux that one waits on a
/// futex inside the uninstrumented standard library, so ThreadSanitizer sees no order between
/// two threads that took it in turn and reports their accesses as races (it did, for the
/// scheduler's state); `pthread_mutex_lock` is one it intercepts. The mutex never leaves here.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is touched only inside `withLock`, with `mutex` held.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
