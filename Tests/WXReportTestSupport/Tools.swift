import Foundation
import Testing

/// The external programs some tests run, the one place that looks for them. `make test`
/// installs python3, jq, cmark-gfm, groff, mandoc, zsh and fish; a test that needs a tool
/// carries `.requires(...)` and is skipped, naming the tool, when it is missing.
package enum Tool: String, CaseIterable {
    case python3
    case cmarkGFM = "cmark-gfm"
    case groff
    case mandoc
    case bash
    case zsh
    case fish
    case gzip
    case make
    case mkfifo
    /// util-linux: runs a program with resource limits (`--nofile`).
    case prlimit
    /// util-linux: runs a command on a pseudo-terminal.
    case script
    /// util-linux: runs a command as another user (root reads any folder; `nobody` does not).
    case setpriv
    /// util-linux: runs a command in new namespaces (`-m`: a private mount namespace).
    case unshare
    case jq
    case xargs
    /// LibreOffice headless (`libreoffice-calc-nogui`): how a spreadsheet reads the CSV.
    case soffice

    /// The executable on PATH (or in the usual system folders), or nil.
    package var path: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        return folders.map { "\($0)/\(rawValue)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    package func requiredPath() throws -> String {
        guard let path else { throw Missing(tool: rawValue) }
        return path
    }

    package struct Missing: Error, CustomStringConvertible {
        package var tool: String
        package var description: String { "\(tool) is not installed" }
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, naming each missing tool, unless every one of `tools` is on PATH.
    package static func requires(_ tools: Tool...) -> Self {
        let missing = tools.filter { $0.path == nil }.map(\.rawValue)
        return .enabled(
            if: missing.isEmpty,
            Comment(
                rawValue:
                    "skipped: \(missing.joined(separator: ", ")) not installed (`make test` installs python3, jq, cmark-gfm, groff, mandoc, zsh and fish)"
            ))
    }
}
