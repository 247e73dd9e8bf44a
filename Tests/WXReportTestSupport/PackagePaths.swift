import Foundation

// Where tests find files, in one place. Fixtures are this target's resources, read from the
// copy the build put in its bundle; the built binary lies beside that bundle. The package's own
// files outside Tests (Samples, README, Makefile, man page, completions) are found from the
// package root.

/// The package's root folder, from this file's path: `Samples/`, the README and the Makefile
/// are not resources of any target (Samples must stay plain files a user can pass to wxreport).
package let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/WXReportTestSupport/PackagePaths.swift
    return parts.joined(separator: "/")
}()

/// A file or folder under `Fixtures/` (`"golden/nl-BE.csv"`, `"fuzz"`), in this target's
/// resource bundle.
package func fixturePath(_ relativePath: String) -> String {
    let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
    return resources.appendingPathComponent("Fixtures").appendingPathComponent(relativePath).path
}

/// The `wxreport` built by the same build as these tests (`.build/<triple>/<debug|release>/`,
/// where the bundles of the targets lie too), so `swift test -c release` runs the release
/// binary. `make test` builds it first.
package let binaryPath: String = builtExecutable("wxreport")

/// The same command built to write through the named temporary file that file systems without
/// `O_TMPFILE` get (`Tests/NamedTemporaryCommand`), for the tests of that fallback.
package let namedTemporaryBinaryPath: String = builtExecutable("wxreport-named-temporary")

private func builtExecutable(_ name: String) -> String {
    Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent(name).path
}

/// The JSONTestSuite parsing files (`y_`, `n_`, `i_`), for the reader's conformance tests in
/// process and through the binary: a copy in `Fixtures/JSONTestSuite` (its README says which);
/// `JSONTESTSUITE` names another copy of the suite's `test_parsing` folder.
package enum JSONTestSuite {
    package static let folder: String =
        ProcessInfo.processInfo.environment["JSONTESTSUITE"] ?? fixturePath("JSONTestSuite/test_parsing")

    /// The suite's file names, sorted; empty when the suite is not there.
    package static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }
}
