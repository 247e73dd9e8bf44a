import Testing
import WXReportTestSupport

import WXReport

#if canImport(Glibc)
    import Glibc
#endif

extension Writing {
    @Suite struct SignalCleanupTests {
        /// Two files at once (the report's and the rejects file's) are both registered, each
        /// until it is removed or renamed into place.
        @Test func registersEveryFileUntilRemovedOrRenamed() throws {
            try withTemporaryDirectory { directory in
                let first = SignalCleanup.create(SystemPath(directory.file(".a.XXXXXX"))) { mkstemp($0) }
                let second = SignalCleanup.create(SystemPath(directory.file(".b.XXXXXX"))) { mkstemp($0) }
                let (a, b) = (try #require(first.name), try #require(second.name))
                close(first.result)
                close(second.result)
                let mine = { SignalCleanup.registeredPaths.filter { $0.hasPrefix(directory.path + "/") }.sorted() }
                #expect(mine() == [a.path.description, b.path.description])
                #expect(SignalCleanup.rename(a, to: SystemPath(directory.file("a.csv"))) == 0)
                #expect(mine() == [b.path.description])
                SignalCleanup.remove(b)
                #expect(mine() == [])
                #expect(try directory.names() == ["a.csv"])
            }
        }

        @Test func aFailedCreationRegistersNothing() throws {
            try withTemporaryDirectory { directory in
                let created = SignalCleanup.create(SystemPath(directory.file("missing/.a.XXXXXX"))) { mkstemp($0) }
                #expect(created.name == nil)
                #expect(created.error == ENOENT)
                #expect(!SignalCleanup.registeredPaths.contains { $0.hasPrefix(directory.path + "/") })
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
