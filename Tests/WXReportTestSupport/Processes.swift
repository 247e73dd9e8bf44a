import Foundation

/// What one run of a program printed and how it ended.
package struct ProcessResult {
    package var status: Int32
    /// True when the process died from a signal (`status` is then the signal number).
    package var signaled: Bool
    package var stdout: String
    package var stderr: String
    package var stdoutBytes: Data
}

/// The one process runner: runs `executable` with `arguments`, feeding `input` on standard
/// input (or /dev/null), and collects both outputs whole.
@discardableResult
package func runProcess(
    _ executable: String, _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
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
    // Writing the input and reading standard output on threads of their own: any of the three
    // pipes may fill while the others wait.
    let writer = input.map { input in
        Thread.detachNewThreadAndJoinable {
            try? feed.fileHandleForWriting.write(contentsOf: input)
            try? feed.fileHandleForWriting.close()
        }
    }
    let collected = Collected()
    let reader = Thread.detachNewThreadAndJoinable {
        collected.data = output.fileHandleForReading.readDataToEndOfFile()
    }
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    reader.join()
    writer?.join()
    process.waitUntilExit()
    let outData = collected.data
    return ProcessResult(
        status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
        stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
        stdoutBytes: outData)
}

/// Runs the built `wxreport`.
@discardableResult
package func wxreport(
    _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil, directory: String? = nil
) throws -> ProcessResult {
    try runProcess(binaryPath, arguments, input: input, environment: environment, directory: directory)
}

/// Runs a bash command line (for pipes such as `| head -1`); tests that use it require `.bash`.
package func shell(_ command: String) throws -> ProcessResult {
    try runProcess(try Tool.bash.requiredPath(), ["-c", command])
}

/// Runs an external tool found on PATH; tests that use it require the tool.
package func run(_ tool: Tool, _ arguments: [String], input: String? = nil) throws -> ProcessResult {
    try runProcess(try tool.requiredPath(), arguments, input: input.map { Data($0.utf8) })
}

/// Standard output as read on another thread; read only after the reading thread is joined.
private final class Collected: @unchecked Sendable {
    var data = Data()
}

extension Thread {
    /// A thread running `body`, and a way to wait for its end.
    fileprivate static func detachNewThreadAndJoinable(_ body: @escaping @Sendable () -> Void) -> Joinable {
        let done = Joinable()
        Thread.detachNewThread {
            body()
            done.finish()
        }
        return done
    }

    fileprivate final class Joinable: @unchecked Sendable {
        private let condition = NSCondition()
        private var finished = false

        func finish() {
            condition.lock()
            finished = true
            condition.signal()
            condition.unlock()
        }

        func join() {
            condition.lock()
            while !finished { condition.wait() }
            condition.unlock()
        }
    }
}
