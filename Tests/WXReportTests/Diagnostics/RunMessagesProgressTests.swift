import Testing
import WXReport

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct RunMessagesProgressTests {
    private func summary(documents: Int, rows: Int) -> RunSummary {
        var summary = RunSummary()
        summary.documents = documents
        summary.rows = rows
        return summary
    }

    @Test func countsWithTheRightPluralAndClearsBeforeMessages() {
        var written: [String] = []
        let meter = RunMessages(write: { _ in }, progressOutput: { written.append($0) })
        meter.progress(summary(documents: 1, rows: 1))
        meter.clearProgress()
        meter.progress(summary(documents: 2, rows: 0))  // within 0.2 s of the last draw: skipped
        meter.clearProgress()  // as at the end of the run
        #expect(written == ["\rwxreport: 1 input read, 1 row written\u{1B}[K", "\r\u{1B}[K"])
        #expect(RunSummary.counted(0, "row") == "0 rows")
        #expect(RunSummary.counted(2, "input") == "2 inputs")
    }

    @Test func clearErasesOnlyWhatWasDrawn() {
        var written: [String] = []
        RunMessages(write: { _ in }, progressOutput: { written.append($0) }).clearProgress()
        #expect(written == [])
    }

    @Test func theFlagsWinAndAPipeIsNoTerminal() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(RunMessages.wantsProgress(explicit: true, reportGoesToFile: false, standardError: ends[1]))
        #expect(!RunMessages.wantsProgress(explicit: false, reportGoesToFile: true))
        #expect(!RunMessages.wantsProgress(explicit: nil, reportGoesToFile: true, standardError: ends[1]))
    }

    @Test func sameFileComparesInodesAndTerminalDevices() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let copy = dup(ends[1])
        defer {
            close(ends[0])
            close(ends[1])
            close(copy)
        }
        #expect(RunMessages.sameFile(ends[1], copy))
        #expect(RunMessages.sameFile(ends[0], ends[1]))  // one pipe, one inode
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        #expect(!RunMessages.sameFile(ends[1], null))
    }
}
