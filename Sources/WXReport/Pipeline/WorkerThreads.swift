#if canImport(Glibc)
    import Glibc
#endif
import CMalloc

/// A fixed number of plain POSIX threads, each running one body to its end, joined together:
/// `--jobs N` is exactly N threads, not a request to a pool that sizes itself.
final class WorkerThreads {
    private var threads: [pthread_t] = []

    /// Starts up to `count` threads running `body`. When the system refuses a thread (a process
    /// or memory limit), the run goes on with those already started, possibly none.
    init(count: Int, body: @escaping @Sendable () -> Void) {
        if count > 0 { Self.growArenasInLargeSteps() }
        for _ in 0..<count {
            let context = Unmanaged.passRetained(Body(body)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            guard status == 0 else {
                Unmanaged<Body>.fromOpaque(context).release()
                break
            }
            threads.append(thread)
        }
    }

    /// How many threads are running (or ran).
    var count: Int { threads.count }

    /// Waits until every thread's body has returned.
    func join() {
        for thread in threads { pthread_join(thread, nil) }
        threads.removeAll()
    }

    /// glibc grows a thread's malloc arena by just the pages each allocation needs, one
    /// `mprotect` and fresh page faults at a time: a worker filling its batches of small files
    /// grew its arena ~600 times in a 2000-file run. Padding each growth to 4 MiB takes that to
    /// a few (3% of that run's time); pages not touched cost no memory.
    private static func growArenasInLargeSteps() {
        _ = mallopt(M_TOP_PAD, 4 << 20)
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
