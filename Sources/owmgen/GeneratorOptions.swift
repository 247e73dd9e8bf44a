/// What one `owmgen` run should write, parsed from the command line.
struct GeneratorOptions {
    enum Target {
        /// One file (`-o PATH`, `-` for standard output).
        case file(String)
        /// `count` files named `group-001.json`… in `directory` (`--files N --dir DIR`).
        case directory(String, count: Int)
    }

    static let usage = """
        usage: owmgen --size SIZE [--seed N] [--units U] [--record-per-line] -o FILE
               owmgen --size SIZE [--seed N] [--units U] [--record-per-line] --files N --dir DIR

        Writes deterministic OpenWeatherMap group files in the API's shape,
        {"cod":"200","calctime":…,"cnt":N,"list":[…]}, compact on one line with no final
        newline, for benchmarks. The same options and seed give the same bytes.

          --size SIZE   approximate size of each file: bytes or 64KB, 100MB, 1GB (binary
                        units); every file holds at least one record, so 1 gives one city
          --seed N      unsigned 64-bit seed (default 1)
          --units U     standard (K, m/s), metric (°C, m/s) or imperial (°F, mph), as OWM's
                        'units' request parameter (default metric, as most files are fetched)
          --record-per-line
                        one record per line instead of one line for the whole file
          -o, --output FILE
                        write one file; '-' writes to standard output
          --files N     number of files to write into --dir (default 1)
          --dir DIR     directory for the files, created if missing
          -h, --help    show this help
        """

    var size: Int
    var seed: UInt64
    var units: Units
    var layout: Layout
    var target: Target

    /// Parses `arguments` (without the program name). Returns nil for `--help`.
    init?(arguments: [String]) throws(GeneratorError) {
        var size: Int?
        var seed: UInt64 = 1
        var units = Units.metric
        var layout = Layout.oneLine
        var output: String?
        var files: Int?
        var directory: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": return nil
            case "--record-per-line":
                layout = .recordPerLine
                continue
            default: break
            }
            guard let value = remaining.popFirst() else {
                throw GeneratorError(description: "unknown option or missing value: '\(argument)'")
            }
            switch argument {
            case "--size":
                guard let bytes = ByteSize.parse(value) else {
                    throw GeneratorError(description: "invalid size '\(value)': expected e.g. 500KB, 100MB, 1GB")
                }
                size = bytes
            case "--seed":
                guard let number = UInt64(value) else {
                    throw GeneratorError(description: "invalid seed '\(value)': expected an unsigned integer")
                }
                seed = number
            case "--units":
                guard let system = Units(rawValue: value) else {
                    throw GeneratorError(description: "invalid units '\(value)': expected standard, metric or imperial")
                }
                units = system
            case "-o", "--output": output = value
            case "--files":
                guard let number = Int(value), number > 0 else {
                    throw GeneratorError(description: "invalid file count '\(value)': expected a positive integer")
                }
                files = number
            case "--dir": directory = value
            default: throw GeneratorError(description: "unknown option '\(argument)'")
            }
        }
        guard let size else { throw GeneratorError(description: "missing --size") }
        self.size = size
        self.seed = seed
        self.units = units
        self.layout = layout
        switch (output, directory) {
        case (let output?, nil):
            guard files == nil else { throw GeneratorError(description: "--files needs --dir, not -o") }
            target = .file(output)
        case (nil, let directory?): target = .directory(directory, count: files ?? 1)
        case (nil, nil): throw GeneratorError(description: "missing -o FILE or --dir DIR")
        case (_?, _?): throw GeneratorError(description: "give either -o or --dir, not both")
        }
    }
}
