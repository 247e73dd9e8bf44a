import Testing

/// Groups the suites for the options in `Sources/WXReport/Command/`, so their identifiers all contain
/// `OptionsTests` and `swift test --filter Options` runs exactly this folder.
@Suite enum OptionsTests {}
