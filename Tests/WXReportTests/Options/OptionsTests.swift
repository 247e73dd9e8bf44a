import Testing

/// Groups the suites for `Sources/WXReport/Options/`, so their identifiers all contain
/// `OptionsTests` and `swift test --filter Options` runs exactly this folder.
@Suite enum OptionsTests {}
