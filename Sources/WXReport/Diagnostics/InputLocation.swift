/// Where in the input a problem sits: the name as the user typed it (or `<stdin>`), plus a
/// 1-based line and column when the problem has a position.
///
/// Columns count Unicode scalars, not bytes, so `東京` moves the column by two whatever its
/// UTF-8 length; editors and `grep -n` agree with that.
package struct InputLocation: Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var column: Int?

    package init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form compilers use, so editors can jump to it.
    package var description: String {
        line.map { "\(file):\($0)" + (column.map { ":\($0)" } ?? "") } ?? file
    }
}
