#if canImport(Glibc)
    import Glibc
#endif

/// Hands pieces to worker threads and their results back in submission order, and counts the
/// input bytes in flight so the pipeline can bound memory by bytes, not by files.
///
/// The writer thread submits pieces and takes each result in ticket order; workers take any
/// waiting piece. One mutex guards everything, with a condition per thing threads wait for:
/// `workAvailable` (workers: a piece or the close) and `resultReady` (the writer: a result).
final class PieceQueue: @unchecked Sendable {
    // @unchecked: every stored `var` is touched only while `mutex` is locked.

    /// A piece a worker took, with the ticket its result goes back under.
    struct Job {
        var ticket: Int
        var piece: DocumentPiece
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let workAvailable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let resultReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waiting: [Job] = []
    private var waitingHead = 0
    /// Results by ticket, with the input bytes of their pieces.
    private var finished: [Int: (result: FinishedPiece, bytes: Int)] = [:]
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

    /// The input bytes of the pieces submitted whose results have not been taken yet.
    var bytesInFlight: Int { locked { bytes } }

    /// Queues `piece` for a worker and returns the ticket to take its result with.
    func submit(_ piece: DocumentPiece) -> Int {
        locked {
            precondition(!isClosed, "a piece submitted after the queue closed")
            let ticket = nextTicket
            nextTicket += 1
            waiting.append(Job(ticket: ticket, piece: piece))
            bytes += piece.range.count
            pthread_cond_signal(workAvailable)
            return ticket
        }
    }

    /// The next piece to work on, waiting for one; nil once the queue is closed (workers end).
    func take() -> Job? {
        locked {
            while waitingHead == waiting.count && !isClosed { pthread_cond_wait(workAvailable, mutex) }
            return isClosed ? nil : popWaiting()
        }
    }

    /// The oldest waiting piece, which must exist: for a writer that works pieces itself.
    func takeWaiting() -> Job {
        locked {
            precondition(waitingHead < waiting.count, "no piece waiting to be worked")
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

    func complete(_ job: Job, _ result: FinishedPiece) {
        locked {
            finished[job.ticket] = (result, job.piece.range.count)
            pthread_cond_signal(resultReady)
        }
    }

    /// Whether the result of `ticket` is in, so taking it would not wait.
    func hasResult(_ ticket: Int) -> Bool {
        locked { finished[ticket] != nil }
    }

    /// Waits for the result of `ticket`, which must be the oldest ticket not yet taken.
    func result(of ticket: Int) -> FinishedPiece {
        locked {
            precondition(ticket == nextResult && ticket < nextTicket, "results are taken once each, in ticket order")
            while true {
                if let (result, pieceBytes) = finished.removeValue(forKey: ticket) {
                    nextResult += 1
                    bytes -= pieceBytes
                    return result
                }
                precondition(!isClosed, "waiting for a result after the queue closed")
                pthread_cond_wait(resultReady, mutex)
            }
        }
    }

    /// No more pieces: waiting workers wake up and end; pieces not yet taken are dropped.
    func close() {
        locked {
            isClosed = true
            waiting.removeAll()
            waitingHead = 0
            pthread_cond_broadcast(workAvailable)
        }
    }
}

/// A piece's rows laid out by the format (as UTF-8), plus what the report needs to know about it.
struct FinishedPiece: Sendable {
    var bytes: ByteBuffer
    var rowCount: Int
    var outcome: PieceOutcome
}
