/// Parses sizes as typed on the command line: `500`, `64KB`, `100MB`, `1GB` (also `K`, `M`, `G`,
/// `KiB`, `MiB`, `GiB`, any case). Units are binary: 1 MB is 1,048,576 bytes.
enum ByteSize {
    static func parse(_ text: String) -> Int? {
        let upper = text.uppercased()
        let digits = upper.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        let multiplier: Int
        switch upper.dropFirst(digits.count) {
        case "", "B": multiplier = 1
        case "K", "KB", "KIB": multiplier = 1 << 10
        case "M", "MB", "MIB": multiplier = 1 << 20
        case "G", "GB", "GIB": multiplier = 1 << 30
        default: return nil
        }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: multiplier)
        return overflow || bytes <= 0 ? nil : bytes
    }
}
