import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Files that change while being read: truncated, overwritten, rewritten at the same size, grown
/// or replaced, by another thread at a point the test picks (after a given number of bytes were
/// read, through the source's `ReadCall`). The run never dies; the changed file gets one error
/// naming it (exit status 65); no row comes from torn content; the other inputs are reported in
/// full; `-o` commits the report and leaves no temporary file. A file that only grew is read to
/// the size it had when opened, with one warning naming it and no error.
@Suite struct ChangingFileTests {
    enum Change: String, CaseIterable {
        case truncated, overwritten, rewrittenAtSameSize, grown, replaced

        /// The changes that end the file with an error: all but growth.
        static let ending: [Change] = [.truncated, .overwritten, .rewrittenAtSameSize, .replaced]
    }

    /// About 1.6 MB of records: several pieces, so some go out before the change.
    static let recordCount = 7_500
    /// The change comes once this many bytes were read: after two pieces were cut.
    static let changeAfter = 1_100_000
    static let small = #"{"name":"Small","main":{"temp":280},"weather":[{"description":"x"}],"dt":1}"#

    /// A directory with `first.json`, `big.json` (the one that changes) and `last.json`.
    struct Inputs {
        let directory: String
        var paths: [String] { ["first.json", "big.json", "last.json"].map { "\(directory)/\($0)" } }
        var big: String { "\(directory)/big.json" }
    }

    static func makeInputs(in directory: String, topLevelArray: Bool) throws -> Inputs {
        var big = bigGroupFile(count: recordCount)
        if topLevelArray {
            big = "[" + big.drop { $0 != "\n" }.dropLast(3) + "]\n"
        }
        try big.write(toFile: "\(directory)/big.json", atomically: false, encoding: .utf8)
        // Old times, so that any write afterwards shows in the modification time.
        var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, "\(directory)/big.json", &times, 0)
        try FileManager.default.copyItem(
            atPath: "\(packageRoot)/Samples/current-gent.json", toPath: "\(directory)/first.json")
        try FileManager.default.copyItem(
            atPath: "\(packageRoot)/Samples/group-12-cities.json", toPath: "\(directory)/last.json")
        return Inputs(directory: directory)
    }

    /// Makes `change` to `path` from another thread, and waits for it.
    static func apply(_ change: Change, to path: String) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            switch change {
            case .truncated:
                _ = truncate(path, 1000)
            case .overwritten:  // what `cp small.json big.json` does: truncate, then write
                try? small.write(toFile: path, atomically: false, encoding: .utf8)
            case .rewrittenAtSameSize:
                let handle = FileHandle(forUpdatingAtPath: path)
                try? handle?.write(contentsOf: Data(repeating: UInt8(ascii: " "), count: 4096))
                try? handle?.close()
            case .grown:
                let handle = FileHandle(forUpdatingAtPath: path)
                _ = try? handle?.seekToEnd()
                try? handle?.write(contentsOf: Data(repeating: UInt8(ascii: "\n"), count: 100))
                try? handle?.close()
            case .replaced:
                try? small.write(toFile: path + ".new", atomically: false, encoding: .utf8)
                _ = rename(path + ".new", path)
            }
        }
        thread.start()
        done.wait()
    }

    /// A source over `inputs` that applies `change` (if any) once `changeAfter` bytes of the big
    /// file were read, in reads of at most 64 KiB. `listed`: the inputs as the command lists
    /// them (`InputExpansion`), each checked against the identity its listing found.
    static func source(_ inputs: Inputs, change: Change?, listed: Bool = false) -> FileSource {
        let fired = OnceFlag()
        let reads = SteppedReadCall(limit: 64 << 10) { path, offset in
            guard let change, path == inputs.big, offset >= changeAfter, fired.set() else { return }
            apply(change, to: path)
        }
        return listed
            ? FileSource(
                InputExpansion(arguments: inputs.paths.map { SystemPath($0) }, recursive: false), readCall: reads)
            : FileSource(paths: inputs.paths, readCall: reads)
    }

    static func message(_ change: Change, _ inputs: Inputs) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: inputs.big)[.size] as? Int) ?? 0
        let what =
            switch change {
            case .truncated: "its size went from \(size) to 1000 bytes"
            case .overwritten: "its size went from \(size) to \(small.utf8.count) bytes"
            case .rewrittenAtSameSize: "it was written to"
            case .grown: "it only grew"
            case .replaced: "'\(inputs.big)' was replaced by another file"
            }
        return "\(inputs.big): changed while being read (\(what)); nothing after the change was used"
    }

    @Test(arguments: Change.ending, [true, false])
    func aChangeEndsThatFileAndKeepsTheOthers(change: Change, topLevelArray: Bool) throws {
        try withTemporaryDirectory { folder in
            let inputs = try Self.makeInputs(in: folder.path, topLevelArray: topLevelArray)
            let expectedError = Self.message(change, inputs)
            let whole = try runReport(source: Self.source(inputs, change: nil), locale: "en-US", jobs: 2)
            #expect(whole.errors == [])
            let changed = try runReport(source: Self.source(inputs, change: change), locale: "en-US", jobs: 2)
            #expect(changed.errors == [expectedError])
            #expect(changed.summary.exitCode == 65)

            // Rows: all of first.json, a prefix of big.json's (none when its list was still held
            // back waiting for the envelope to close), all of last.json.
            let all = whole.report.split(separator: "\n")
            let kept = changed.report.split(separator: "\n")
            let firstRows = 1 + 1, lastRows = 12, bigRows = Self.recordCount
            #expect(all.count == firstRows + bigRows + lastRows)
            #expect(Array(kept.prefix(firstRows)) == Array(all.prefix(firstRows)))
            #expect(Array(kept.suffix(lastRows)) == Array(all.suffix(lastRows)))
            let middle = Array(kept.dropFirst(firstRows).dropLast(lastRows))
            #expect(middle == Array(all.dropFirst(firstRows).prefix(middle.count)))
            if topLevelArray {
                #expect(middle.count > 0 && middle.count < bigRows)
            } else {
                #expect(middle.isEmpty)
            }

            // The same change at the same point gives the same report.
            try Self.makeInputsAgain(inputs, topLevelArray: topLevelArray)
            let again = try runReport(source: Self.source(inputs, change: change), locale: "en-US", jobs: 2)
            #expect(again.report == changed.report)
        }
    }

    /// A listed file (checked against its listing's identity, with no `fstat` before its first
    /// read) that changes while it is read gets the same error as one opened without a listing.
    @Test(arguments: Change.ending)
    func aListedFileThatChangesWhileReadIsAnError(change: Change) throws {
        try withTemporaryDirectory { folder in
            let inputs = try Self.makeInputs(in: folder.path, topLevelArray: true)
            let expectedError = Self.message(change, inputs)
            let unlisted = try runReport(source: Self.source(inputs, change: change), locale: "en-US", jobs: 2)
            try Self.makeInputsAgain(inputs, topLevelArray: true)
            let listed = try runReport(
                source: Self.source(inputs, change: change, listed: true), locale: "en-US", jobs: 2)
            #expect(listed.errors == [expectedError])
            #expect(listed.summary.exitCode == 65)
            #expect(listed.report == unlisted.report)
        }
    }

    /// A file that grows while it is read, listed or not, is read to the size it had when
    /// opened: every row of it, no error, and one warning naming it and that size.
    @Test(arguments: [true, false])
    func aFileThatGrowsIsReadToItsSizeWhenOpened(listed: Bool) throws {
        try withTemporaryDirectory { folder in
            let inputs = try Self.makeInputs(in: folder.path, topLevelArray: false)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: inputs.big)[.size] as? Int)
            let whole = try runReport(source: Self.source(inputs, change: nil), locale: "en-US", jobs: 2)
            let grown = try runReport(
                source: Self.source(inputs, change: .grown, listed: listed), locale: "en-US", jobs: 2)
            #expect(grown.errors == [])
            #expect(grown.summary.exitCode == 0)
            #expect(grown.report == whole.report)
            #expect(
                grown.notices == [
                    "\(inputs.big): grew while being read; read its first \(size) bytes, its size when opened"
                ])
        }
    }

    /// A file that changes after the listing and before it is read is not "changed while being
    /// read": it is read as it is now, exactly as a run that starts after the change reads it.
    @Test(arguments: Change.allCases)
    func aChangeBeforeTheFirstReadIsReadAsTheNewFile(change: Change) throws {
        try withTemporaryDirectory { folder in
            let inputs = try Self.makeInputs(in: folder.path, topLevelArray: true)
            let source = Self.source(inputs, change: nil, listed: true)
            Self.apply(change, to: inputs.big)
            let run = try runReport(source: source, locale: "en-US", jobs: 2)
            let afterTheChange = try runReport(source: FileSource(paths: inputs.paths), locale: "en-US", jobs: 2)
            #expect(run.report == afterTheChange.report)
            #expect(run.errors == afterTheChange.errors)
            #expect(!run.errors.contains { $0.contains("changed while being read") })
            #expect(run.report.contains("Gent"))
        }
    }

    static func makeInputsAgain(_ inputs: Inputs, topLevelArray: Bool) throws {
        try withTemporaryDirectory { folder in
            let fresh = try makeInputs(in: folder.path, topLevelArray: topLevelArray)
            _ = unlink(inputs.big)
            try FileManager.default.copyItem(atPath: fresh.big, toPath: inputs.big)
        }
        var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, inputs.big, &times, 0)
    }

    /// With `-o`, the report is committed with the other inputs' rows, and no temporary file is
    /// left beside it.
    @Test func theReportFileIsCommittedWithoutATemporaryFile() throws {
        try withTemporaryDirectory { folder in
            let inputs = try Self.makeInputs(in: folder.path, topLevelArray: true)
            let expectedError = Self.message(.truncated, inputs)
            let target = "\(inputs.directory)/report.csv"
            let output = try ReportOutput.open(.file(target))
            let reporter = CollectingReporter()
            let catalog = FormatterCatalog(locale: try ReportLocale("en-US"), inputUnits: .standard, system: nil)
            var pipeline = ReportPipeline(
                source: Self.source(inputs, change: .truncated),
                transform: WeatherTransform(columns: Column.defaults, catalog: catalog),
                format: CSVFormat(delimiter: ","), columns: Column.defaults, jobs: 2,
                reporter: reporter)
            var stream = output.stream
            let summary = try pipeline.run(to: &stream)
            try output.commit()
            #expect(summary.exitCode == 65)
            #expect(reporter.errors == [expectedError])
            let names = try FileManager.default.contentsOfDirectory(atPath: inputs.directory).sorted()
            #expect(names == ["big.json", "first.json", "last.json", "report.csv"])
            let report = try String(contentsOfFile: target, encoding: .utf8)
            #expect(report.contains("Gent"))
        }
    }
}
