import Dispatch
import Synchronization
import Testing
import WXReportTestSupport

import WXReport

/// The engine's parts on their own: the scheduler, the admission window, the pool's decision.
@Suite struct EngineTests {
    /// Counts the jobs running at once and the most ever seen.
    final class Concurrency: Sendable {
        let running = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        let made = Atomic<Int>(0)

        func enter() {
            let now = running.add(1, ordering: .acquiringAndReleasing).newValue
            var seen = most.load(ordering: .acquiring)
            while now > seen {
                let (exchanged, original) = most.compareExchange(
                    expected: seen, desired: now, ordering: .acquiringAndReleasing)
                if exchanged { break }
                seen = original
            }
        }

        func leave() {
            running.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    struct Job: Sendable {
        var number: Int
        let completion = Completion<Int>()
    }

    private func scheduler(width: Int, pool: WorkerPool, _ concurrency: Concurrency) -> Scheduler<Job, Int> {
        Scheduler(
            queue: pool.queue, width: width,
            makeWorker: { concurrency.made.add(1, ordering: .relaxed).newValue },
            work: { job, worker in
                concurrency.enter()
                var spin = 0
                for step in 0..<20_000 { spin &+= step }  // long enough for lanes to overlap
                concurrency.leave()
                job.completion.fill(job.number * 10 + (spin == 0 ? 1 : 0))
            })
    }

    @Test(arguments: [1, 2, 3, 8])
    func schedulerRunsEveryJobWithAtMostWidthAtOnce(width: Int) {
        let concurrency = Concurrency()
        let scheduler = scheduler(width: width, pool: .shared, concurrency)
        let jobs = (0..<200).map { Job(number: $0) }
        for job in jobs { scheduler.submit(job) }
        let results = jobs.map { scheduler.wait(for: $0.completion) }
        #expect(scheduler.close().isEmpty)
        #expect(results == (0..<200).map { $0 * 10 })
        #expect(concurrency.most.load(ordering: .acquiring) <= width)
        #expect(concurrency.made.load(ordering: .acquiring) <= width)
    }

    /// The pool a process short of descriptors gets: no Dispatch, every job on the calling thread.
    static let descriptorShortPool = WorkerPool(limits: ProcessLimits(freeDescriptors: 3, freeAddressSpace: nil))

    @Test func anInlineSchedulerRunsJobsOnTheCallingThreadWhenWaitedFor() {
        let concurrency = Concurrency()
        let scheduler = scheduler(width: 8, pool: Self.descriptorShortPool, concurrency)
        #expect(scheduler.isInline && scheduler.width == 1)
        let jobs = (0..<5).map { Job(number: $0) }
        for job in jobs { scheduler.submit(job) }
        #expect(jobs.allSatisfy { $0.completion.result == nil })  // nothing runs until wanted
        #expect(scheduler.wait(for: jobs[2].completion) == 20)
        #expect(jobs.map { $0.completion.result } == [0, 10, 20, nil, nil])  // oldest first
        #expect(scheduler.close().map(\.number) == [3, 4])  // dropped, for the caller to release
        #expect(concurrency.made.load(ordering: .acquiring) == 1)
    }

    @Test func theWindowCountsChargesSettlesThemAndAlwaysAdmitsWorkAlone() {
        let window = AdmissionWindow(limit: 1000)
        #expect(window.admits(1000, alone: false))
        window.charge(600)
        #expect(!window.admits(500, alone: false))
        #expect(window.admits(500, alone: true))
        window.settle(charged: 600, actual: 100)  // done: holds its rows only
        #expect(window.heldBytes == 100)
        #expect(window.admits(900, alone: false))
        window.settle(charged: 900, actual: 2000)  // never more than charged
        #expect(window.heldBytes == 100 - 900 + 900)
        window.release(100)
        #expect(window.heldBytes == 0)
    }

    @Test func aBatchIsChargedForItsInputItsRowsAndTheReserveOfWholeFiles() {
        let document = SourceDocument(name: "a.json", text: "{}")
        #expect(
            AdmissionWindow.charge(for: [
                WorkItem<DocumentPiece>.document(document, bytes: 1000), .document(document, bytes: 24),
            ])
                == 2048 + 2 * PayloadPlanner.pieceSize + BufferPool.bufferSize)
        #expect(AdmissionWindow.charge(for: [WorkItem<DocumentPiece>]()) == 0)
    }

    @Test func thePoolRunsInlineWithoutTheDescriptorsDispatchNeedsAndSizesWorkersToAddressSpace() {
        let mb = 1 << 20
        #expect(WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 32, freeAddressSpace: nil)) == .max)
        #expect(WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 15, freeAddressSpace: nil)) == 1)
        #expect(WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 1, freeAddressSpace: 600 * mb)) == 1)
        #expect(WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 32, freeAddressSpace: 16 * mb)) == 1)
        #expect(WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 32, freeAddressSpace: 66 * mb)) == 2)
        // No /proc: libdispatch would trap watching its threads, so the calling thread does the work.
        #expect(
            WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 32, freeAddressSpace: nil, hasProc: false)) == 1)
        #expect(WorkerPool.maxWorkers(for: ProcessLimits(freeDescriptors: 32, freeAddressSpace: 516 * mb)) == 30)
        #expect(Self.descriptorShortPool.width(forJobs: 8) == 1)
    }

    @Test func freeDescriptorsAreCountedByTakingThemAndGivingThemBack() {
        // The test process has far more than 32 free; each probe leaves none taken.
        #expect(ProcessLimits.probeFreeDescriptors(upTo: 32) == 32)
        #expect(ProcessLimits.probeFreeDescriptors(upTo: 32) == 32)
        #expect(ProcessLimits.probeFreeDescriptors(upTo: 5) == 5)
    }
}
