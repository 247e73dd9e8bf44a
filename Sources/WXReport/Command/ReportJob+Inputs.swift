/// Where a run's documents come from: standard input, or the arguments with their directories
/// expanded. Kept beside `ReportJob` so the job itself only asks for a source.
extension ReportJob {
    /// The source for the run and the expansion it came from (nil when reading standard input
    /// without arguments). Expands directories now, before the report file is opened, so a
    /// temporary file beside it can never be listed; warnings (a symbolic link loop, a folder
    /// with no inputs) go to standard error at once. A folder that cannot be listed is not
    /// reported here: it waits in the source for its turn, like a file that cannot be opened.
    ///
    /// `-o` and `--rejects` may not name a file the run reads: `checkDistinct` checks the
    /// expanded paths, and here a file named like an input in a folder being read is refused
    /// even before it exists, since the next run would read it back.
    func inputSource() throws(ReportError) -> (source: any ReportSource, expansion: InputExpansion?) {
        guard !options.inputs.isEmpty else { return (StandardInputSource(), nil) }
        let expansion = InputExpansion(arguments: options.inputs, recursive: options.recursive)
        for warning in expansion.warnings { diagnostics("wxreport: warning: \(warning)") }
        for (what, path) in [("output", options.output), ("rejects file", options.rejects)] {
            guard let path, expansion.wouldRead(path) else { continue }
            throw ReportError(
                .usage,
                "\(what) '\(path)' would be read back as an input of its folder; "
                    + "write it elsewhere or name it other than \(InputExpansion.inputNamesText)")
        }
        return (FileSource(expansion), expansion)
    }
}
