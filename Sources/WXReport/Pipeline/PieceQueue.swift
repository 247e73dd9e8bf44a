#if canImport(Glibc)
    import Glibc
#endif

/// Hands batches of work to worker threads and their results back in submission order, and
/// counts the input bytes in flight so the pipeline can bound memory by bytes, not by files.
///
/// The writer thread submits batches and takes each batch's results in ticket order; workers
/// take any waiting batch. A batch is one piece of a big file, or several small files together
/// (`ReportPipeline.batchBytes`), so a hand-off (a lock, a wake-up, a context switch) is paid
/// per batch, not per file. One mutex guards everything, with a condition per thing threads wait for:
/// `workAvailable` (workers: a batch or the close) and `resultReady` (the writer: a result).
final class PieceQueue<Outcome: Sendable>: @unchecked Sendable {
    // @unchecked: every stored `var` is touched only while `mutex` is locked.

    /// The work a worker took, in order, with the ticket its results go back under.
    struct Job {
        var ticket: Int
        var items: [WorkItem]
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let workAvailable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let resultReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waiting: [Job] = []
    private var waitingHead = 0
    /// Results by ticket, with the input bytes of their work.
    private var finished: [Int: (results: [Outcome], bytes: Int)] = [:]
    private var nextTicket = 0
    /// The ticket whose result the writer takes next: results are taken in order.
    private var nextResult = 0
    private var isClosed = false
    private var bytes = 0

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(workAvailable, nil)
        pthread_cond_init(resultReady, nil)
    }

    deinit {
        pthread_cond_destroy(resultReady)
        pthread_cond_destroy(workAvailable)
        pthread_mutex_destroy(mutex)
        resultReady.deallocate()
        workAvailable.deallocate()
        mutex.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// The input bytes of the work submitted whose results have not been taken yet.
    var bytesInFlight: Int { locked { bytes } }

    /// Queues `items` for one worker and returns the ticket to take their results with.
    func submit(_ items: [WorkItem]) -> Int {
        let jobBytes = items.inputBytes
        return locked {
            precondition(!isClosed, "a batch submitted after the queue closed")
            let ticket = nextTicket
            nextTicket += 1
            waiting.append(Job(ticket: ticket, items: items))
            bytes += jobBytes
            pthread_cond_signal(workAvailable)
            return ticket
        }
    }

    /// The next batch to work on, waiting for one; nil once the queue is closed (workers end).
    func take() -> Job? {
        locked {
            while waitingHead == waiting.count && !isClosed { pthread_cond_wait(workAvailable, mutex) }
            return isClosed ? nil : popWaiting()
        }
    }

    /// The oldest waiting batch, which must exist: for a writer that works batches itself.
    func takeWaiting() -> Job {
        locked {
            precondition(waitingHead < waiting.count, "no batch waiting to be worked")
            return popWaiting()
        }
    }

    private func popWaiting() -> Job {
        let job = waiting[waitingHead]
        waitingHead += 1
        if waitingHead > 1024 {
            waiting.removeFirst(waitingHead)
            waitingHead = 0
        }
        return job
    }

    /// Hands in the results of `job`'s items, one per item, in order.
    func complete(_ job: Job, _ results: [Outcome]) {
        let jobBytes = job.items.inputBytes
        locked {
            finished[job.ticket] = (results, jobBytes)
            pthread_cond_signal(resultReady)
        }
    }

    /// Whether the result of `ticket` is in, so taking it would not wait.
    func hasResult(_ ticket: Int) -> Bool {
        locked { finished[ticket] != nil }
    }

    /// Waits for the results of `ticket`, which must be the oldest ticket not yet taken.
    func results(of ticket: Int) -> [Outcome] {
        locked {
            precondition(ticket == nextResult && ticket < nextTicket, "results are taken once each, in ticket order")
            while true {
                if let (results, jobBytes) = finished.removeValue(forKey: ticket) {
                    nextResult += 1
                    bytes -= jobBytes
                    return results
                }
                precondition(!isClosed, "waiting for a result after the queue closed")
                pthread_cond_wait(resultReady, mutex)
            }
        }
    }

    /// No more batches: waiting workers wake up and end; batches not yet taken are dropped.
    func close() {
        locked {
            isClosed = true
            waiting.removeAll()
            waitingHead = 0
            pthread_cond_broadcast(workAvailable)
        }
    }
}

extension [WorkItem] {
    /// The input bytes the items cover.
    var inputBytes: Int { reduce(0) { $0 + $1.inputBytes } }
}
