extension String {
    /// The payload's text (a place, an alert's event or sender) between U+2068 FSI and U+2069
    /// PDI, its own isolate marks dropped: among the report's words it keeps its own direction,
    /// so `Oslo (NO) · توقعات` neither moves its bracket nor reorders the Arabic. Plain text
    /// keeps the marks (Markdown, SVG titles); the HTML page writes them as `<bdi>`.
    var isolated: String {
        "\u{2068}" + String(unicodeScalars.filter { !("\u{2066}"..."\u{2069}").contains($0) }) + "\u{2069}"
    }
}
