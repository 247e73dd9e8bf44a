import Foundation
import Testing
import WXReportTestSupport

/// `make install-files` (the copying half of `make install`) installs the binary alone: the
/// header titles are compiled in, so the installed copy writes the locale's headers with no
/// folder beside it.
@Suite(.serialized, .requires(.make))
struct InstalledBinaryTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"

    @Test func installedBinaryStandsAlone() throws {
        try withTemporaryDirectory { root in
            let buildDirectory = URL(fileURLWithPath: binaryPath).deletingLastPathComponent().path
            let installed = try run(
                .make,
                [
                    "-C", packageRoot, "--no-print-directory", "install-files", "BUILD_DIR=\(buildDirectory)",
                    "DESTDIR=\(root.path)", "PREFIX=/usr/local",
                ])
            #expect(installed.status == 0, "make install-files: \(installed.stderr)")
            let bin = "\(root.path)/usr/local/bin"
            #expect(try FileManager.default.contentsOfDirectory(atPath: bin) == ["wxreport"])
            let result = try runProcess("\(bin)/wxreport", [gent, "--locale", "nl-BE", "--fields", "city,temp"])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == "Plaats;Temperatuur\nGent;7\u{A0}°C\n")
        }
    }
}
