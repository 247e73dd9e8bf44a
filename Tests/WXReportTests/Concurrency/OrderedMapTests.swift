import Synchronization
import Testing

import WXReport

#if canImport(Glibc)
    import Glibc
#endif

/// The ordered map on its own: units of numbers, each made into several results.
@Suite struct OrderedMapTests {
    /// Counts the units running at once and the most ever seen, and the workers made.
    final class Concurrency: Sendable {
        let running = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        let made = Atomic<Int>(0)
        let worked = Atomic<Int>(0)

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
    }

    final class Written {
        var values: [Int] = []

        func write(_ value: Int) -> Bool {
            values.append(value)
            return true
        }
    }

    /// Unit `n` gives `n * 10`, `n * 10 + 1` and `n * 10 + 2`, each holding 100 bytes.
    static func map(width: Int, _ concurrency: Concurrency) -> OrderedMap<Int, Int, Int> {
        OrderedMap(
            width: width, windowBytes: 1000,
            makeWorker: { concurrency.made.add(1, ordering: .relaxed).newValue },
            work: { unit, _, put in
                concurrency.enter()
                defer { concurrency.running.subtract(1, ordering: .acquiringAndReleasing) }
                concurrency.worked.add(1, ordering: .relaxed)
                var spin = 0
                for step in 0..<20_000 { spin &+= step }  // long enough for lanes to overlap
                for part in 0..<3 { guard put(unit * 10 + part + (spin == 0 ? 1 : 0), 100) else { return } }
            })
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyResultIsWrittenInOrderWithAtMostJobsUnitsAtOnce(jobs: Int) {
        let concurrency = Concurrency()
        let map = Self.map(width: min(jobs, ProcessStart.workerLimit), concurrency)
        let written = Written()
        for unit in 0..<200 {
            #expect(map.submit(unit, charge: 300, write: written.write))
            if unit % 7 == 0 { map.write(waiting: false, written.write) }
        }
        map.write(waiting: true, written.write)
        map.close { _ in Issue.record("nothing is left to drop") }
        let expected: [Int] = (0..<2000).filter { $0 % 10 < 3 }  // 0, 1, 2, 10, 11, 12, …
        #expect(written.values == expected)
        #expect(concurrency.most.load(ordering: .acquiring) <= jobs)
        #expect(concurrency.made.load(ordering: .acquiring) <= jobs)
        #expect(map.isInline == (jobs == 1))
    }

    /// The calling thread's only, as a process short of descriptors gets: each unit is worked
    /// when submitted, its results written at once, by one worker.
    @Test func withoutDispatchEachUnitIsWorkedOnTheCallingThreadWhenSubmitted() {
        let concurrency = Concurrency()
        let map = Self.map(width: 1, concurrency)
        let written = Written()
        #expect(map.isInline && map.width == 1)
        _ = map.submit(4, charge: 300, write: written.write)
        #expect(written.values == [40, 41, 42])
        _ = map.submit(5, charge: 300, write: written.write)
        #expect(written.values == [40, 41, 42, 50, 51, 52])
        map.close { _ in }
        #expect(concurrency.made.load(ordering: .acquiring) == 1)
    }

    /// A unit charged for 3 results makes no more until its first are written, however many it has.
    @Test func aUnitHoldsNoMoreThanItsChargeUnwritten() {
        let made = Atomic<Int>(0)
        let map = OrderedMap<Int, Int, Int>(
            width: min(2, ProcessStart.workerLimit), windowBytes: 1000, makeWorker: { 0 },
            work: { _, _, put in
                for part in 0..<20 {
                    guard put(part, 100) else { return }
                    made.add(1, ordering: .acquiringAndReleasing)
                }
            })
        guard !map.isInline else { return }  // no Dispatch in this process: nothing runs apart
        var written: [Int] = []
        var madeAtFirst = 0
        _ = map.submit(0, charge: 300) { _ in true }
        map.write(waiting: true) { part in
            if written.isEmpty {
                usleep(50_000)  // time for the worker to run on, were it not held
                madeAtFirst = made.load(ordering: .acquiring)
            }
            written.append(part)
            return true
        }
        map.close { _ in }
        #expect(written == Array(0..<20))
        // What was taken with the first result (at most 3) and 3 more: never all 20.
        #expect(madeAtFirst <= 6)
    }

    /// A run that stops drops what it holds: every unit is either worked or handed back, once,
    /// and a worker waiting for room is woken.
    @Test func aStoppedRunDropsItsUnitsAndWakesItsWorkers() {
        let concurrency = Concurrency()
        let map = Self.map(width: min(2, ProcessStart.workerLimit), concurrency)
        var dropped = 0
        var taken = 0
        for unit in 0..<40 where map.submit(unit, charge: 100, write: { _ in false }) { taken += 1 }
        map.close { _ in dropped += 1 }
        #expect(concurrency.worked.load(ordering: .acquiring) + dropped == taken)
    }
}

/// What the process may use, decided from its limits at start-up.
@Suite struct ProcessLimitsTests {
    @Test func withoutTheDescriptorsDispatchNeedsOneThreadWorksAndUnderUlimitVWorkersFitTheSpace() {
        let mb = 1 << 20
        #expect(ProcessStart.workerLimit(freeDescriptors: 32, freeAddressSpace: nil) == .max)
        #expect(ProcessStart.workerLimit(freeDescriptors: 15, freeAddressSpace: nil) == 1)
        #expect(ProcessStart.workerLimit(freeDescriptors: 1, freeAddressSpace: 600 * mb) == 1)
        #expect(ProcessStart.workerLimit(freeDescriptors: 32, freeAddressSpace: 16 * mb) == 1)
        #expect(ProcessStart.workerLimit(freeDescriptors: 32, freeAddressSpace: 66 * mb) == 2)
        // No /proc: libdispatch would trap watching its threads, so the calling thread does the work.
        #expect(ProcessStart.workerLimit(freeDescriptors: 32, freeAddressSpace: nil, hasProc: false) == 1)
        #expect(ProcessStart.workerLimit(freeDescriptors: 32, freeAddressSpace: 516 * mb) == 30)
    }

    @Test func freeDescriptorsAreCountedByTakingThemAndGivingThemBack() {
        // The test process has far more than 32 free; each probe leaves none taken.
        #expect(ProcessStart.probeFreeDescriptors(upTo: 32) == 32)
        #expect(ProcessStart.probeFreeDescriptors(upTo: 32) == 32)
        #expect(ProcessStart.probeFreeDescriptors(upTo: 5) == 5)
    }
}
