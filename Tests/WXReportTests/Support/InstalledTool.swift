import Foundation

/// The path of `name` on `PATH` (or in the usual system folders), nil when it is not installed,
/// so a test that needs a tool can skip itself saying which tool it missed.
func installedTool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
