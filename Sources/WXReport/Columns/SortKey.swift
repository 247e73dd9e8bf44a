/// One key of `--sort KEY[,-KEY…]`: a column, ascending unless written with a leading `-`.
package struct SortKey: Sendable, Equatable {
    package var column: Column
    package var descending: Bool

    package init(_ column: Column, descending: Bool = false) {
        self.column = column
        self.descending = descending
    }
}
