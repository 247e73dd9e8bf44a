import Foundation
import Testing
import WXReportTestSupport

/// FIFOs as inputs (Safety and Inputs articles, `WXReport.docc`): one named on the
/// command line is read like `cat` reads it, waiting for its writer; one met inside a folder is
/// skipped, never opened, so a folder scan cannot hang on it.
@Suite(.serialized, .requires(.bash, .mkfifo)) struct FIFOInputTests {
    static let gent = "\(packageRoot)/Samples/current-gent.json"

    /// The writer's `exec 3>` returns only once wxreport has opened the FIFO for reading: it
    /// waits for the writer, as `cat` does, then reads what comes. A guard opens the FIFO after
    /// 30 s only should the binary never open it, so a failure cannot hang the test run.
    @Test func aFIFONamedAsAnInputWaitsForItsWriterAndIsRead() throws {
        try withTemporaryDirectory { folder in
            let result = try shell(
                """
                set -m
                cd '\(folder.path)' && mkfifo feed
                '\(binaryPath)' feed --fields city > out.txt 2> err.txt &
                pid=$!
                ( sleep 30; exec 4<> feed ) > /dev/null 2>&1 &
                guard=$!
                exec 3> feed
                cat '\(Self.gent)' >&3
                exec 3>&-
                wait $pid; echo "status=$?"
                kill -KILL -- -$guard
                cat out.txt err.txt
                """)
            #expect(result.stdout == "status=0\nCity\nGent\n")
        }
    }

    /// `timeout` only guards against a hang: a FIFO in a folder is never opened.
    @Test func aFIFOInAFolderIsSkippedNotOpened() throws {
        try withTemporaryDirectory { folder in
            let result = try shell(
                """
                cd '\(folder.path)' && mkdir data && mkfifo data/pipe.json && cp '\(Self.gent)' data/a.json
                timeout 30 '\(binaryPath)' data --fields city --progress 2> err.txt; echo "status=$?"
                grep -c 'wxreport: skipped 1 ' err.txt
                """)
            #expect(result.stdout == "City\nGent\nstatus=0\n1\n")
        }
    }
}
