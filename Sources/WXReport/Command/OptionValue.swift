import Foundation

/// The value given to one option, with what its table entry (`Option.update`) reads it as.
/// Every reading that fails says so as a usage error naming the option as it was spelled.
package struct OptionValue {
    /// The value's bytes as in `argv`, for file names that are not UTF-8 (empty for a flag).
    let raw: SystemPath
    /// The option as it was spelled, for messages: `-o`, `--format`.
    let spelling: String
    /// The value as text.
    var text: String { raw.text }

    /// One case of a small enum, by its raw value, matched exactly (the help text shows the case).
    func choice<Choice: RawRepresentable<String> & CaseIterable>() throws(ReportError) -> Choice {
        if let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        throw usage("invalid value '\(ReportError.shown(text))' for '\(spelling)' (expected \(expected))")
    }

    /// A comma-separated list of field keys (`--fields`), or of sort keys that may start with `-`
    /// for descending (`--sort`). Spaces around keys are allowed (`"city, temp"`), empty items
    /// and repeats are not, because both are more likely typos than intent.
    func keys(descending allowed: Bool) throws(ReportError) -> [SortKey] {
        let (noun, context) = allowed ? ("sort key", " in '\(text)'") : ("field", "")
        let valid = " (valid: \(Column.allCases.map(\.rawValue).joined(separator: ", "))"
        let hint = allowed ? valid + ", each may start with '-')" : ""
        var keys: [SortKey] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            var name = item.trimmingCharacters(in: [" ", "\t"])
            let descending = allowed && name.hasPrefix("-")
            if descending { name.removeFirst() }
            if name.isEmpty {
                throw usage("empty \(noun) in '\(text)' for '\(spelling)'\(hint)")
            }
            guard let column = Column(rawValue: name) else {
                throw usage("unknown \(noun) '\(name)'\(context) for '\(spelling)'\(allowed ? hint : valid + ")")")
            }
            if keys.contains(where: { $0.column == column }) {
                throw usage("duplicate \(noun) '\(name)'\(context) for '\(spelling)'\(hint)")
            }
            keys.append(SortKey(column, descending: descending))
        }
        return keys
    }

    /// Plain decimal digits only: `+4`, ` 4` and `4.0` are rejected rather than guessed at.
    func number(in range: ClosedRange<Int>) throws(ReportError) -> Int {
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(text), range.contains(number)
        else {
            throw usage(
                "invalid value '\(ReportError.shown(text))' for '\(spelling)' "
                    + "(expected a whole number from \(range.lowerBound) to \(range.upperBound))"
            )
        }
        return number
    }

    /// One character, or `tab` / `\t` for a tab, which is hard to type in a crontab or Makefile.
    /// A quote or line break would make the CSV ambiguous, so they are refused.
    func delimiter() throws(ReportError) -> Character {
        if text == "tab" || text == "\\t" { return "\t" }
        guard text.count == 1, let character = text.first, character != "\"", !character.isNewline else {
            throw usage(
                "invalid value '\(visible)' for '\(spelling)' (expected one character other than '\"', CR or LF, or 'tab')"
            )
        }
        return character
    }

    /// A file to write that is not standard output, which carries the report (`--rejects`).
    func fileName() throws(ReportError) -> SystemPath {
        guard !raw.isStandardInput else {
            throw usage("'\(spelling)' needs a file name: standard output carries the report")
        }
        return raw
    }

    /// The value with control characters escaped, so a stray line break shows in the message.
    private var visible: String {
        text.unicodeScalars.map { ["\n": "\\n", "\r": "\\r", "\t": "\\t"][$0] ?? String($0) }.joined()
    }

    func usage(_ message: String) -> ReportError {
        ReportError(.usage, message)
    }
}
