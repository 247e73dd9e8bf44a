import Foundation
import Testing

/// `make install-files` (the copying half of `make install`) puts the header tables beside the
/// binary, and a binary whose tables are missing or broken still writes its report, saying so once.
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "needs make"))
struct InstalledResourcesTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"
    let resources = "wxreport_WXReport.resources"

    /// Installs the debug build under a fresh DESTDIR and returns the DESTDIR and the bin folder.
    private func install() throws -> (root: String, bin: String) {
        let root = try temporaryDirectory()
        let result = try wxreport(
            [
                "-C", packageRoot, "--no-print-directory", "install-files", "BUILD_DIR=.build/debug", "DESTDIR=\(root)",
                "PREFIX=/usr/local",
            ],
            executable: "/usr/bin/make")
        #expect(result.status == 0, "make install-files: \(result.stderr)")
        // Bundle.main sees the executable's real path; /tmp may be a symbolic link.
        return (root, URL(fileURLWithPath: "\(root)/usr/local/bin").resolvingSymlinksInPath().path)
    }

    @Test func installedCopyFindsItsTables() throws {
        let (root, bin) = try install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.fileExists(atPath: "\(bin)/\(resources)/nl.lproj/Headers.strings"))
        #expect(FileManager.default.fileExists(atPath: "\(bin)/\(resources)/zh-hans.lproj/Headers.strings"))
        let result = try wxreport([gent, "--locale", "nl-BE", "--fields", "city"], executable: "\(bin)/wxreport")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "City\nGent\n")
    }

    @Test func missingTablesGiveEnglishAndOneWarning() throws {
        let (root, bin) = try install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: "\(bin)/\(resources)")
        let result = try wxreport([gent, "--locale", "nl-BE", "--fields", "city,temp"], executable: "\(bin)/wxreport")
        #expect(result.status == 0)
        #expect(result.signaled == false)
        #expect(result.stdout == "City;Temperature\nGent;7\u{A0}°C\n")
        #expect(
            result.stderr
                == "wxreport: warning: header translations not found at '\(bin)/\(resources)'; headers are in English\n"
        )
    }

    @Test func brokenTableGivesEnglishAndOneWarning() throws {
        let (root, bin) = try install()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let table = "\(bin)/\(resources)/de.lproj/Headers.strings"
        try Data("\"city\" = \"Ort\";\n\"temp\" = \"Temperatur\"\n".utf8).write(to: URL(fileURLWithPath: table))
        let result = try wxreport([gent, "--locale", "de-AT", "--fields", "city"], executable: "\(bin)/wxreport")
        #expect(result.status == 0)
        #expect(result.stdout == "City\nGent\n")
        #expect(
            result.stderr
                == "wxreport: warning: \(table):2:22: expected ';' after the value of 'temp'; headers are in English\n")
    }
}
