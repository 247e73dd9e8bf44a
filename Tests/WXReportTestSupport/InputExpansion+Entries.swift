import WXReport

extension InputExpansion {
    /// The paths to open, in order, without the errors.
    package var paths: [SystemPath] {
        inputs.compactMap { if case .path(let path) = $0 { path } else { nil } }
    }

    /// The directories that could not be listed and the entries that could not be looked at, in order.
    package var errors: [ReportError] {
        inputs.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }
}
