import Foundation
import Testing
import WXReportTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Every signal that ends a run, sent to the real binary while it writes a report with `-o`:
/// the old report stays, no temporary file is left, the status is 128 + signal, and nothing
/// (no crash report, no thread dump) is printed.
@Suite(.serialized, .requires(.bash, .mkfifo))
struct SignalTests {
    static let fatalSignals: [(name: String, number: Int32)] = [
        ("HUP", SIGHUP), ("INT", SIGINT), ("QUIT", SIGQUIT), ("TERM", SIGTERM), ("USR1", SIGUSR1),
        ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("XFSZ", SIGXFSZ), ("PIPE", SIGPIPE), ("XCPU", SIGXCPU),
        ("VTALRM", SIGVTALRM), ("PROF", SIGPROF), ("STKFLT", SIGSTKFLT), ("PWR", SIGPWR), ("IO", SIGIO),
        ("RTMIN", __libc_current_sigrtmin()),
    ]

    /// The signals of a fault, here sent by another process: they end the run like the others.
    static let faultSignals: [(name: String, number: Int32)] = [
        ("SYS", SIGSYS), ("TRAP", SIGTRAP), ("ABRT", SIGABRT), ("BUS", SIGBUS), ("FPE", SIGFPE),
        ("SEGV", SIGSEGV), ("ILL", SIGILL),
    ]

    /// Starts `wxreport -o out/report.csv in/feed` over an existing report, where `in/feed` is a
    /// FIFO. Opening its writing end returns once the binary has opened it for reading, which it
    /// does only after creating its temporary report: no polling, no timer. Half a document goes
    /// in; the count of descriptors the binary holds in `out/` is printed (the temporary file),
    /// then the count of names in `out/` (a named temporary file is one of them); `signal` is
    /// sent, and the feed is closed (so a run that ignored the signal ends anyway). Core files
    /// are allowed (`ulimit -c`), and counted: the binary must write none.
    /// `rejects`: with `--rejects out/bad.ndjson` too (an old one there), so two temporary files.
    private func interrupt(with signal: String, named: Bool, rejects: Bool = false) throws -> String {
        try withTemporaryDirectory { folder in try interrupt(with: signal, named: named, rejects: rejects, in: folder) }
    }

    private func interrupt(
        with signal: String, named: Bool, rejects: Bool, in folder: TemporaryDirectory
    ) throws -> String {
        // The folder as `ls -l /proc/PID/fd` shows it: its own name, then `out/`.
        let outFolder = "\(folder.path.split(separator: "/").last ?? "")/out/"
        let binary = named ? namedTemporaryBinaryPath : binaryPath
        let rejectsFile = rejects ? "--rejects out/bad.ndjson " : ""
        // `set -m`: a background job of a non-interactive shell would otherwise ignore SIGINT and
        // SIGQUIT. `env --default-signal`: the test runner may hand down SIGPIPE ignored.
        let script = """
            set -m
            ulimit -c unlimited 2> /dev/null
            cd '\(folder.path)' && mkdir in out && mkfifo in/feed && printf 'previous\\n' > out/report.csv
            \(rejects ? "printf 'old\\n' > out/bad.ndjson" : "")
            env --default-signal=PIPE '\(binary)' \(rejectsFile)-o out/report.csv in/feed 2> stderr.txt &
            pid=$!
            # Only a guard against a hang should the binary die before it opens the feed: it
            # opens the feed itself, which lets the `exec 3>` below return. Its own process group
            # (set -m), killed whole below: a leftover `sleep` would keep the test waiting.
            ( sleep 30; exec 4<> in/feed ) > /dev/null 2>&1 &
            guard=$!
            exec 3> in/feed
            printf '{"cnt":1,"list":[' >&3
            echo "open=$(ls -l /proc/$pid/fd | grep -c '\(outFolder)')"
            echo "names=$(ls -A out | wc -l)"
            kill -\(signal) $pid
            exec 3>&-
            wait $pid
            echo "status=$?"
            echo "cores=$(ls | grep -c '^core')"
            kill -KILL -- -$guard
            ls -A out
            cat out/*
            echo stderr:
            cat stderr.txt
            """
        return try shell(script).stdout
    }

    @Test(arguments: fatalSignals)
    func aSignalRemovesTheUnnamedTemporaryFileAndEndsWithItsStatus(_ signal: String, _ number: Int32) throws {
        let printed = try interrupt(with: signal, named: false)
        #expect(printed == "open=1\nnames=1\nstatus=\(128 + number)\ncores=0\nreport.csv\nprevious\nstderr:\n")
    }

    /// The fallback for file systems without O_TMPFILE: a named `.report.csv.XXXXXX`.
    @Test(arguments: fatalSignals)
    func aSignalRemovesTheNamedTemporaryFileAndEndsWithItsStatus(_ signal: String, _ number: Int32) throws {
        let printed = try interrupt(with: signal, named: true)
        #expect(printed == "open=1\nnames=2\nstatus=\(128 + number)\ncores=0\nreport.csv\nprevious\nstderr:\n")
    }

    /// Two named temporary files, the report's and the rejects file's: both are registered, both
    /// removed, and both old files stay.
    @Test(arguments: [("TERM", SIGTERM), ("INT", SIGINT)])
    func aSignalRemovesEveryTemporaryFileOfTheRun(_ signal: String, _ number: Int32) throws {
        let printed = try interrupt(with: signal, named: true, rejects: true)
        let listed = "bad.ndjson\nreport.csv\nold\nprevious\nstderr:\n"
        #expect(printed == "open=2\nnames=4\nstatus=\(128 + number)\ncores=0\n" + listed)
    }

    /// A signal that would dump core, sent by another process (not a crash of wxreport's own).
    @Test(arguments: faultSignals)
    func aFaultSignalFromOutsideRemovesTheNamedTemporaryFileWithoutACore(_ signal: String, _ number: Int32) throws {
        let printed = try interrupt(with: signal, named: true)
        #expect(printed == "open=1\nnames=2\nstatus=\(128 + number)\ncores=0\nreport.csv\nprevious\nstderr:\n")
    }

    /// A CPU-time limit (`prlimit --cpu`, systemd's `LimitCPU=`): SIGXCPU after a second of CPU
    /// time spent reading endless blank lines, then SIGKILL a second later should it be ignored.
    @Test(.requires(.prlimit)) func aCPUTimeLimitEndsTheRunLikeSIGTERM() throws {
        try withTemporaryDirectory { folder in
            let result = try shell(
                """
                cd '\(folder.path)' && ulimit -c unlimited 2> /dev/null
                printf 'previous\\n' > report.csv
                yes '' | prlimit --cpu=1:2 '\(namedTemporaryBinaryPath)' -o report.csv 2> stderr.txt
                echo "status=${PIPESTATUS[1]}"
                ls -A
                cat report.csv stderr.txt
                """)
            #expect(result.stdout == "status=152\nreport.csv\nstderr.txt\nprevious\n")
        }
    }

    /// SIGKILL cannot be caught; the report was being written to a file with no name.
    @Test func aKilledRunLeavesNoFileBehind() throws {
        let printed = try interrupt(with: "KILL", named: false)
        #expect(printed == "open=1\nnames=1\nstatus=137\ncores=0\nreport.csv\nprevious\nstderr:\n")
    }

    /// A write past `ulimit -f` makes the kernel send SIGXFSZ; that one is ignored, so the write
    /// fails with EFBIG and the run says so with status 74, removing its temporary file.
    @Test(arguments: [false, true])
    func aFileSizeLimitIsAWriteErrorNotADeath(named: Bool) throws {
        try withTemporaryDirectory { folder in try fileSizeLimit(named: named, in: folder) }
    }

    private func fileSizeLimit(named: Bool, in folder: TemporaryDirectory) throws {
        try folder.write(bigGroupFile(count: 2_000), to: "big.json")
        let binary = named ? namedTemporaryBinaryPath : binaryPath
        let result = try shell(
            """
            cd '\(folder.path)' && mkdir out && printf 'previous\\n' > out/report.csv
            ulimit -f 16
            env --default-signal=XFSZ '\(binary)' -o out/report.csv big.json
            echo "status=$?"
            ls -A out
            cat out/report.csv
            """)
        #expect(result.stdout == "status=74\nreport.csv\nprevious\n")
        #expect(result.stderr == "wxreport: cannot write 'out/report.csv': File too large\n")
    }
}
