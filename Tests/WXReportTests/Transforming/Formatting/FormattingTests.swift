import Testing

/// Parent of this folder's suites. Test ids name the suite, not the folder, so without it
/// `swift test --filter Formatting` would select almost nothing.
@Suite enum FormattingTests {}
