import Foundation
import Testing
import WXReportTestSupport

/// What the binary needs from the system before it reads anything: no /proc, and standard
/// descriptors that may be closed.
@Suite(.serialized, .requires(.bash)) struct StartupTests {
    static let gent = "\(packageRoot)/Samples/current-gent.json"

    /// Whether this machine lets a test take /proc away: root (or a user namespace) and util-linux.
    static let canHideProc: Bool = {
        guard let unshare = Tool.unshare.path else { return false }
        let probe = try? runProcess(unshare, ["-m", "--propagation", "private", "sh", "-c", "umount -l /proc"])
        return probe?.status == 0
    }()

    /// `--version`, a report with translated headers through the named temporary file (O_TMPFILE's link needs /proc),
    /// in a mount namespace where /proc is unmounted.
    @Test(
        .enabled(
            if: canHideProc,
            "skipped: cannot unmount /proc in a private mount namespace (needs root and util-linux's unshare)"))
    func everythingWorksWithoutProc() throws {
        try withTemporaryDirectory { folder in
            let script = """
                umount -l /proc && test ! -e /proc/self/exe || exit 99
                cd '\(folder.path)'
                '\(binaryPath)' --version > /dev/null; echo "version=$?"
                # libdispatch's thread monitor trapped a moment after start-up without /proc: a few runs.
                for jobs in 1 2 4; do
                    '\(binaryPath)' '\(Self.gent)' --jobs $jobs --locale nl-BE --fields city,temp -o out.csv; echo "report=$?"
                done
                cat out.csv
                ls -A
                """
            let result = try runProcess(
                try Tool.unshare.requiredPath(), ["-m", "--propagation", "private", "sh", "-c", script])
            #expect(
                result.stdout
                    == "version=0\nreport=0\nreport=0\nreport=0\nPlaats;Temperatuur\nGent;7\u{A0}°C\nout.csv\n")
            #expect(result.stderr == "")
        }
    }

    /// With standard error closed the report file would be opened as descriptor 2 and receive
    /// the messages; /dev/null takes that place first. The same for closed standard output.
    @Test func closedStandardDescriptorsNeverCarryMessagesIntoTheReport() throws {
        try withTemporaryDirectory { folder in
            let result = try shell(
                """
                cd '\(folder.path)'
                '\(binaryPath)' '\(Self.gent)' missing.json --fields city -o report.csv 2>&-; echo "closed2=$?"
                cat report.csv
                '\(binaryPath)' '\(Self.gent)' missing.json --fields city -o other.csv >&- 2>&-; echo "closed1=$?"
                cat other.csv
                '\(binaryPath)' --fields city -o stdin.csv <&-; echo "closed0=$?"
                ls
                """)
            #expect(
                result.stdout == """
                    closed2=66
                    City
                    Gent
                    closed1=66
                    City
                    Gent
                    closed0=65
                    other.csv
                    report.csv

                    """)
        }
    }
}
