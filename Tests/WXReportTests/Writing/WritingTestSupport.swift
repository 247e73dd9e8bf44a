import Foundation
import Testing

@testable import WXReport

#if canImport(Glibc)
    import Glibc
#endif

/// Groups the suites of the Writing stage, so `swift test --filter Writing` runs them all.
/// Serialized because `ReportOutput` registers its temporary file with `SignalCleanup`, which is
/// process-wide, and some tests check what is registered; the whole stage runs in well under a second.
@Suite(.serialized) enum Writing {}

/// Renders a whole report into a `String` the way the pipeline drives a sink.
func render(
    _ sink: some ReportSink, columns: [Column], batches: [[ReportRow]]
) -> String {
    var sink = sink
    var text = ""
    sink.begin(columns: columns, to: &text)
    for batch in batches {
        sink.write(batch, to: &text)
    }
    sink.end(to: &text)
    return text
}

/// Rows from plain cell arrays, to keep tables of cases short.
func rows(_ cells: [[String]]) -> [ReportRow] {
    cells.map { ReportRow(cells: $0) }
}

/// A fresh directory under the system temporary directory, removed by `cleanUp`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "/wxreport-tests." + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, hidden ones included, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func contents(of name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file(name)))
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Whether `command` is an executable somewhere on PATH.
func isOnPath(_ command: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { access("\($0)/\(command)", X_OK) == 0 }
}

/// Runs `arguments` (looked up on PATH) and returns its standard output.
func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    let standardInput = Pipe()
    process.standardInput = standardInput
    try process.run()
    if let input {
        standardInput.fileHandleForWriting.write(Data(input.utf8))
    }
    try standardInput.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
}
