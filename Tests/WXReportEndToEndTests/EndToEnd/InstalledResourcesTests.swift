import Foundation
import Testing
import WXReportTestSupport

/// `make install-files` (the copying half of `make install`) puts the header tables beside the
/// binary, and a binary whose tables are missing or broken still writes its report, saying so once.
@Suite(.serialized, .requires(.make))
struct InstalledResourcesTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"
    let resources = "wxreport_WXReport.resources"

    /// Installs the build these tests run (the folder of `binaryPath`) under `root` as DESTDIR
    /// and returns the bin folder.
    private func install(into root: TemporaryDirectory) throws -> String {
        let buildDirectory = URL(fileURLWithPath: binaryPath).deletingLastPathComponent().path
        let result = try run(
            .make,
            [
                "-C", packageRoot, "--no-print-directory", "install-files", "BUILD_DIR=\(buildDirectory)",
                "DESTDIR=\(root.path)", "PREFIX=/usr/local",
            ])
        #expect(result.status == 0, "make install-files: \(result.stderr)")
        // Bundle.main sees the executable's real path; /tmp may be a symbolic link.
        return URL(fileURLWithPath: "\(root.path)/usr/local/bin").resolvingSymlinksInPath().path
    }

    @Test func installedCopyFindsItsTables() throws {
        try withTemporaryDirectory { root in
            let bin = try install(into: root)
            #expect(FileManager.default.fileExists(atPath: "\(bin)/\(resources)/nl.lproj/Headers.strings"))
            #expect(FileManager.default.fileExists(atPath: "\(bin)/\(resources)/zh-hans.lproj/Headers.strings"))
            let result = try runProcess("\(bin)/wxreport", [gent, "--locale", "nl-BE", "--fields", "city"])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == "Plaats\nGent\n")
        }
    }

    @Test func missingTablesGiveEnglishAndOneWarning() throws {
        try withTemporaryDirectory { root in
            let bin = try install(into: root)
            try FileManager.default.removeItem(atPath: "\(bin)/\(resources)")
            let result = try runProcess("\(bin)/wxreport", [gent, "--locale", "nl-BE", "--fields", "city,temp"])
            #expect(result.status == 0)
            #expect(result.signaled == false)
            #expect(result.stdout == "City;Temperature\nGent;7\u{A0}°C\n")
            #expect(
                result.stderr
                    == "wxreport: warning: header translations not found at '\(bin)/\(resources)'; headers are in English\n"
            )
        }
    }

    @Test func brokenTableGivesEnglishAndOneWarning() throws {
        try withTemporaryDirectory { root in
            let bin = try install(into: root)
            let table = "\(bin)/\(resources)/de.lproj/Headers.strings"
            try Data("\"city\" = \"Ort\";\n\"temp\" = \"Temperatur\"\n".utf8).write(to: URL(fileURLWithPath: table))
            let result = try runProcess("\(bin)/wxreport", [gent, "--locale", "de-AT", "--fields", "city"])
            #expect(result.status == 0)
            #expect(result.stdout == "City\nGent\n")
            #expect(
                result.stderr
                    == "wxreport: warning: \(table):2:22: expected ';' after the value of 'temp'; headers are in English\n"
            )
        }
    }
}
