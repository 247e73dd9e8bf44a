import Foundation

/// The built `wxreport` (debug build; `make test` builds it before testing).
let binaryPath = "\(packageRoot)/.build/debug/wxreport"

/// What one run of a program printed and how it ended.
struct ProcessResult {
    var status: Int32
    /// True when the process died from a signal (`status` is then the signal number).
    var signaled: Bool
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs `executable` with `arguments`, feeding `input` on standard input (or /dev/null).
@discardableResult
func wxreport(
    _ arguments: [String], executable: String = binaryPath, input: Data? = nil, environment: [String: String]? = nil,
    directory: String? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let feed = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : feed
    try process.run()
    if let input {
        DispatchQueue.global().async {
            try? feed.fileHandleForWriting.write(contentsOf: input)
            try? feed.fileHandleForWriting.close()
        }
    }
    let collected = Collected()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        collected.data = output.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let outData = collected.data
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
        stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
        stdoutBytes: outData)
}

/// Standard output as read on another thread; read only after the reading thread is done.
private final class Collected: @unchecked Sendable {
    var data = Data()
}

/// Runs a shell command line (for pipes such as `| head -1`).
func shell(_ command: String) throws -> ProcessResult {
    try wxreport(["-c", command], executable: "/bin/bash")
}

/// A fresh empty directory under the system's temporary folder.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "wxreport-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A group file of `count` copies of one record: big enough to span several pieces.
func bigGroupFile(count: Int) -> String {
    let record = #"{"name":"Zürich","sys":{"country":"CH","timezone":3600},"main":{"temp":271.5,"humidity":90,"pressure":1006},"wind":{"speed":3.1,"deg":250},"weather":[{"description":"snow"}],"dt":1763900000}"#
    var text = "{\"cnt\":\(count),\"list\":[\n"
    for index in 0..<count {
        text += record.replacingOccurrences(of: "271.5", with: String(260 + Double(index % 400) / 10))
        text += index + 1 < count ? ",\n" : "\n"
    }
    return text + "]}\n"
}
