// libFuzzer entry point, compiled together with the library's sources by `run.sh` (not part
// of the Swift package). Each input goes through the JSON reader and the whole transform stage
// (planning, piece decoding, formatting, both formats' row writers), the two places where untrusted bytes are handled.

/// Built once: opening ICU formatters per input would make each run a hundred times slower.
nonisolated(unsafe) private var worker: WeatherTransform.Worker? = nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = JSONValidator.validate(bytes)
    if worker == nil, let locale = try? ReportLocale("nl-BE") {
        let catalog = FormatterCatalog(locale: locale, inputUnits: .standard, system: nil)
        worker = WeatherTransform(columns: Column.allCases, catalog: catalog).makeWorker()
    }
    guard var transformer = worker else { return 0 }
    let document = SourceDocument(name: "fuzz.json", bytes: bytes)
    var plan = DocumentPlan(document)
    while let step = plan.next() {
        if case .piece(let piece) = step {
            var csv = CSVFormat(delimiter: ";").makeRowWriter(columns: Column.allCases, capacity: 256)
            _ = transformer.transform(piece, into: &csv)
            var markdown = MarkdownFormat().makeRowWriter(columns: Column.allCases, capacity: 256)
            _ = transformer.transform(piece, into: &markdown)
        }
    }
    worker = transformer
    return 0
}
