/// The one error type of the library. Every failure a user can cause ends up here, named with
/// the file (and position) it concerns, so `main.swift` can print it and pick an exit code.
package struct ReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in the terms `main.swift` needs to choose a sysexits code.
    /// Its raw value is that code.
    package enum Kind: Int32, Equatable, Sendable {
        /// Bad command line: unknown option, unknown locale or field (EX_USAGE, 64).
        case usage = 64
        /// The input is not valid JSON, not an OWM payload, or an OWM error payload (EX_DATAERR, 65).
        case malformedInput = 65
        /// An input file cannot be opened or read (EX_NOINPUT, 66).
        case unreadableInput = 66
        /// The report file cannot be created (EX_CANTCREAT, 73).
        case unwritableOutput = 73
        /// Writing the report failed part way, e.g. a full disk (EX_IOERR, 74).
        case outputFailed = 74
    }

    package var kind: Kind
    package var location: InputLocation?
    /// Lowercase, no final period, user values in single quotes, says what was expected.
    package var message: String
    /// The record the problem cost and its raw text, for `--rejects`; nil unless the run
    /// writes a rejects file and the decoder could tell.
    package var rejected: RejectedRecord?
    /// Set when this problem is the same in every input that has it, because it is a setting
    /// the run lacks (`--input-units`): `RunMessages` prints it once, then counts the rest.
    package var sameProblem: String?

    package init(_ kind: Kind, _ message: String, at location: InputLocation? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `Samples/x.json:3:15: list[2].main.temp: expected a number, found a string`.
    package var description: String {
        location.map { "\($0): \(message)" } ?? message
    }

    /// The sysexits.h code for this kind of failure.
    package var exitCode: Int32 { kind.rawValue }
}

extension ReportError {
    /// A value from the command line or the environment as a message quotes it: its first 40
    /// characters and `…` when it is longer, so a variable filled by mistake (131 KB in `LANG`)
    /// costs one line, not a screenful.
    package static func shown(_ value: String) -> String {
        value.prefix(41).count <= 40 ? value : value.prefix(40) + "…"
    }
}
