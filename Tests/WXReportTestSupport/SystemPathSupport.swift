import WXReport

/// Paths typed as text in tests, for the APIs that take `SystemPath` (bytes from `argv`).
extension FileSource {
    package init(paths: [String], readCall: any ReadCall = SystemReadCall()) {
        self.init(paths: paths.map { SystemPath($0) }, readCall: readCall)
    }
}

extension ReportOutput.Destination {
    /// A file destination from a path typed as text.
    package static func file(_ path: String) -> Self {
        .file(SystemPath(path))
    }
}
