/// One key of `--sort KEY[,-KEY…]`: a column, ascending unless written with a leading `-`.
package struct SortKey: Sendable, Equatable {
    package var column: Column
    package var descending: Bool

    package init(_ column: Column, descending: Bool = false) {
        self.column = column
        self.descending = descending
    }

    /// Parses `temp,-humidity`: field keys, each at most once, spaces around them allowed.
    /// Returns a message for the usage error when the list is not valid.
    static func parse(_ value: String) -> Result<[SortKey], SortKeyProblem> {
        var keys: [SortKey] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            var name = Substring(item.drop { $0 == " " || $0 == "\t" })
            while let last = name.last, last == " " || last == "\t" { name = name.dropLast() }
            let descending = name.hasPrefix("-")
            if descending { name = name.dropFirst() }
            if name.isEmpty { return .failure(SortKeyProblem(message: "empty sort key")) }
            guard let column = Column(rawValue: String(name)) else {
                return .failure(SortKeyProblem(message: "unknown sort key '\(name)'"))
            }
            if keys.contains(where: { $0.column == column }) {
                return .failure(SortKeyProblem(message: "duplicate sort key '\(name)'"))
            }
            keys.append(SortKey(column, descending: descending))
        }
        return .success(keys)
    }
}

struct SortKeyProblem: Error {
    var message: String
}
