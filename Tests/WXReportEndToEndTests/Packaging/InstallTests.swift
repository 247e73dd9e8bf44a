import Foundation
import Testing
import WXReportTestSupport

/// `make install` puts the man page and completions where man, bash-completion, zsh and fish
/// look by default, under DESTDIR, without needing a release build to check it.
@Suite struct InstallTests {
    /// Installed path (under DESTDIR, PREFIX=/usr/local) → the file in the package.
    private let installed = [
        "usr/local/share/man/man1/wxreport.1": "Sources/wxreport/man/wxreport.1",
        "usr/local/share/bash-completion/completions/wxreport": "Sources/wxreport/completions/wxreport.bash",
        "usr/local/share/zsh/site-functions/_wxreport": "Sources/wxreport/completions/_wxreport",
        "usr/local/share/fish/vendor_completions.d/wxreport.fish": "Sources/wxreport/completions/wxreport.fish",
    ]

    @Test(.requires(.make))
    func installDataPutsEachFileInPlaceUnderDestdir() throws {
        try withTemporaryDirectory { directory in
            try expectInstallData(under: directory.path)
        }
    }

    private func expectInstallData(under destination: String) throws {
        let result = try run(
            .make,
            ["--no-print-directory", "-C", packageRoot, "install-data", "DESTDIR=\(destination)", "PREFIX=/usr/local"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try #require(FileManager.default.enumerator(atPath: destination)).compactMap { $0 as? String }
            .filter { !isDirectory("\(destination)/\($0)") }
        #expect(files.sorted() == installed.keys.sorted())
        for (target, source) in installed {
            #expect(try packageFile(source) == String(contentsOfFile: "\(destination)/\(target)", encoding: .utf8))
            let mode = try FileManager.default.attributesOfItem(atPath: "\(destination)/\(target)")[.posixPermissions]
            #expect(mode as? Int == 0o644, "\(target)")
        }
    }

    @Test(.requires(.make))
    func installInstallsTheBinaryAndTheData() throws {
        let result = try run(
            .make, ["--no-print-directory", "-n", "-C", packageRoot, "install", "DESTDIR=/stage", "PREFIX=/opt/wx"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for expected in [
            "install -m 0755 .build/release/wxreport \"/stage/opt/wx/bin/wxreport\"",
            "install -m 0644 Sources/wxreport/man/wxreport.1 \"/stage/opt/wx/share/man/man1/wxreport.1\"",
            "install -m 0644 Sources/wxreport/completions/wxreport.bash \"/stage/opt/wx/share/bash-completion/completions/wxreport\"",
            "install -m 0644 Sources/wxreport/completions/_wxreport \"/stage/opt/wx/share/zsh/site-functions/_wxreport\"",
            "install -m 0644 Sources/wxreport/completions/wxreport.fish \"/stage/opt/wx/share/fish/vendor_completions.d/wxreport.fish\"",
        ] {
            #expect(lines.contains(expected), "make -n install lacks: \(expected)")
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
