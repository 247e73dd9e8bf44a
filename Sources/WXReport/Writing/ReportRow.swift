/// One line of a report: the cells of one weather record, already converted and formatted for
/// the run's locale, in the order of the run's columns.
package struct ReportRow: Sendable, Equatable {
    package var cells: [String]

    package init(cells: [String]) {
        self.cells = cells
    }
}
