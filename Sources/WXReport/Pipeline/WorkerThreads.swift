#if canImport(Glibc)
    import Glibc
#endif

/// A fixed number of plain POSIX threads, each running one body to its end, joined together:
/// `--jobs N` is exactly N threads, not a request to a pool that sizes itself.
final class WorkerThreads {
    private var threads: [pthread_t] = []

    /// Starts up to `count` threads running `body`. When the system refuses a thread (a process
    /// or memory limit), the run goes on with those already started, possibly none.
    init(count: Int, body: @escaping @Sendable () -> Void) {
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

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
