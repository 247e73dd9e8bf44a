import Glibc

/// A value behind a lock, with a condition to wait on: the one lock type of the run (the
/// ordered map's queue and result slots, the buffer pool). A glibc mutex rather than
/// `Synchronization.Mutex`: on Linux that one waits on a futex inside the uninstrumented
/// standard library, so ThreadSanitizer sees no order between two threads that took it in turn
/// and reports their accesses as races; `pthread_mutex_lock` is one it intercepts.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` and `waiters` are touched only with `mutex` held.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var value: Value
    /// Threads waiting in `withLock(when:)`: only then does a change wake anyone.
    private var waiters = 0

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try withLock(when: { _ in true }, body)
    }

    /// Waits until `ready` holds, then runs `body`, all under the lock; wakes the waiters after.
    func withLock<Result>(when ready: (Value) -> Bool, _ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            if waiters > 0 { pthread_cond_broadcast(changed) }
            pthread_mutex_unlock(mutex)
        }
        while !ready(value) {
            waiters += 1
            pthread_cond_wait(changed, mutex)
            waiters -= 1
        }
        return try body(&value)
    }
}

extension Locked {
    /// The value kept under `key`, made by `make` the first time it is asked for (outside the
    /// lock: two threads asking at once may both make it, and either is kept): ICU look-ups
    /// done once a run per locale.
    func value<Key: Hashable, Element>(for key: Key, make: () -> Element) -> Element where Value == [Key: Element] {
        if let known = withLock({ $0[key] }) { return known }
        let made = make()
        withLock { $0[key] = made }
        return made
    }
}
