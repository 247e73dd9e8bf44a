import Testing
import WXReportTestSupport

import WXReport

#if canImport(Glibc)
    import Glibc
#endif

extension Writing {
    @Suite struct SignalCleanupTests {
        /// Two files at once (the report's and the rejects file's): one renamed into place, the
        /// other removed.
        @Test func renamesAndRemovesEachFile() throws {
            try withTemporaryDirectory { directory in
                let first = SignalCleanup.create(SystemPath(directory.file(".a.XXXXXX"))) { mkstemp($0) }
                let second = SignalCleanup.create(SystemPath(directory.file(".b.XXXXXX"))) { mkstemp($0) }
                let (a, b) = (try #require(first.name), try #require(second.name))
                close(first.result)
                close(second.result)
                #expect(try directory.names().count == 2)
                #expect(SignalCleanup.settle(a, renamingTo: SystemPath(directory.file("a.csv"))) == 0)
                SignalCleanup.settle(b)
                #expect(try directory.names() == ["a.csv"])
            }
        }

        @Test func aFailedCreationNamesNothing() throws {
            try withTemporaryDirectory { directory in
                let created = SignalCleanup.create(SystemPath(directory.file("missing/.a.XXXXXX"))) { mkstemp($0) }
                #expect(created.name == nil)
                #expect(created.error == ENOENT)
            }
        }

        @Test func refusesPathTooLongToStoreWhole() {
            let created = SignalCleanup.create(SystemPath("/tmp/" + String(repeating: "x", count: 5000))) {
                mkstemp($0)
            }
            #expect(created.name == nil)
            #expect(created.error == ENAMETOOLONG)
        }
    }
}
