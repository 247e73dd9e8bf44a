import CMalloc
import CStartup
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Where the run's work goes: Dispatch's global concurrent queue, or the calling thread.
///
/// Set up once per process, at start-up (`start()`), before any input is opened, because
/// libdispatch takes descriptors of its own on first use (an epoll set, an eventfd, a timer)
/// and traps (SIGILL) when it cannot get them. So the pool checks first: with fewer than
/// `descriptorsNeeded` free descriptors it starts no Dispatch at all and every job runs on the
/// calling thread, as `--jobs 1` does, with the same bytes out. Under an address-space limit
/// (`ulimit -v`) it sizes the number of workers to the space left, and makes an allocation that
/// still fails end the process with "out of memory" (exit 71) rather than a signal.
package struct WorkerPool: Sendable {
    /// The queue jobs go to; nil when every job runs on the calling thread.
    package let queue: DispatchQueue?
    /// The most jobs that may run at once, whatever `--jobs` asks for.
    let maxWorkers: Int

    /// Free descriptors wanted before Dispatch is started: its own three, and room left for the
    /// run's (the report, its temporary file, the rejects file, one input per worker).
    static let descriptorsNeeded = 16
    /// Address space a run needs beside its workers: the admission window, read buffers,
    /// formatters. Measured, release build: a one-job run of a 100 MB file works under an
    /// 85 MB limit, of which 84 MB are mapped at start-up; this leaves room to spare.
    static let runAddressSpace = 32 << 20
    /// Address space one more worker needs: a thread's stack (8 MiB) and heap for its rows.
    static let workerAddressSpace = 16 << 20

    /// The process's pool, set up on first use.
    package static let shared = WorkerPool(limits: .current())

    /// Sets up the pool now: call at start-up, before any input is opened.
    package static func start() {
        _ = shared
    }

    package init(limits: ProcessLimits) {
        maxWorkers = Self.maxWorkers(for: limits)
        Self.configureMemory(addressSpaceIsLimited: limits.freeAddressSpace != nil)
        guard maxWorkers > 1 else {
            queue = nil
            return
        }
        let queue = DispatchQueue.global()
        Self.takeDispatchDescriptors(queue)
        self.queue = queue
    }

    /// Makes libdispatch take its descriptors now, before any input is opened: a worker thread
    /// opens the epoll set and the eventfd when the first job runs, and the manager thread
    /// opens a timerfd when the first timer is armed (seen with strace: without the timer here
    /// it came after the first input was opened). So one timer fires, and is waited for.
    private static func takeDispatchDescriptors(_ queue: DispatchQueue) {
        let fired = DispatchSemaphore(value: 0)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { fired.signal() }
        timer.schedule(deadline: .now())
        timer.resume()
        fired.wait()
        timer.cancel()
    }

    /// How many jobs may run at once for `--jobs jobs`: 1 means on the calling thread.
    package func width(forJobs jobs: Int) -> Int {
        queue == nil ? 1 : max(1, min(jobs, maxWorkers))
    }

    /// The most workers `limits` allow: 1 (the calling thread only) without the descriptors
    /// Dispatch needs or without `/proc`, and as many as the free address space holds under `ulimit -v`.
    package static func maxWorkers(for limits: ProcessLimits) -> Int {
        guard limits.freeDescriptors >= descriptorsNeeded, limits.hasProc else { return 1 }
        guard let space = limits.freeAddressSpace else { return .max }
        return max(1, (space - runAddressSpace) / workerAddressSpace)
    }

    /// glibc's malloc, set before any thread starts. Unlimited: each thread's arena grows
    /// 4 MiB at a time instead of page by page (a worker filling batches of small files grew
    /// its arena ~600 times in a 2000-file run; 3% of its time). Under an address-space limit:
    /// one arena for all threads, since each new arena reserves 64 MiB of address space up
    /// front, which is what made `ulimit -v 600000` with 16 jobs fail at random; and an
    /// allocation that fails anyway ends the run cleanly (`OutOfMemory`).
    private static func configureMemory(addressSpaceIsLimited: Bool) {
        if addressSpaceIsLimited {
            _ = mallopt(M_ARENA_MAX, 1)
            OutOfMemory.install()
        } else {
            _ = mallopt(M_TOP_PAD, 4 << 20)
        }
    }
}

/// Turns the crash of a failed allocation into the exit status of one. Under an address-space
/// limit, an allocation that fails ends the process in a signal: the Swift runtime aborts
/// (SIGABRT, after its "failed to allocate" line), and ICU, which does not check every
/// allocation, dereferences the null it got (SIGSEGV, seen at `ulimit -v 80000`). A signal
/// death leaves a core and, at times, a crash handler that never ends. Installed only under an
/// address-space limit, where running out is what those signals mean; the runtime's own report
/// of the failure is dropped (`wxreport_filter_allocation_failures`), so the one message is ours.
enum OutOfMemory {
    /// `EX_OSERR`, the status wxreport(1) gives for "out of memory".
    static let exitStatus: Int32 = 71

    static func install() {
        // The runtime's "Fatal error: failed to allocate" and stack trace would come first.
        _ = wxreport_filter_allocation_failures()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            // Async-signal-safe only: a static message and _exit, no allocation.
            let message: StaticString =
                "wxreport: out of memory (the address-space limit, ulimit -v, is too low for this run)\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
            unlinkArmedSlots(waitingOutBusy: false)  // no named temporary file is left behind
            _exit(OutOfMemory.exitStatus)
        }
        sigemptyset(&action.sa_mask)
        // Behind `SignalCleanup`'s fault handler: a `kill -SEGV` from another process is no
        // allocation failure, and ends the run as itself.
        SignalCleanup.handleOwnFaults(with: action, for: [SIGABRT, SIGSEGV, SIGBUS])
    }
}
