import Foundation

/// Carries out a parsed run: creates the directory if needed, writes the files, and reports
/// what it wrote on standard error (standard output may be the data itself).
enum Generation {
    static func run(_ options: GeneratorOptions) throws(GeneratorError) {
        var writer = GroupFileWriter(units: options.units, layout: options.layout)
        let clock = ContinuousClock()
        let start = clock.now
        var totalRecords = 0
        var totalBytes = 0
        switch options.target {
        case .file(let path):
            let written = try writer.write(path: path, targetSize: options.size, seed: options.seed)
            (totalRecords, totalBytes) = written
        case .directory(let directory, let count):
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw GeneratorError(
                    description: "cannot create directory '\(directory)': \(error.localizedDescription)")
            }
            // Each file gets its own seed from one master stream, so file 7 does not depend on
            // how many records files 1–6 held.
            var seeds = SplitMix64(seed: options.seed)
            let width = max(3, String(count).count)
            for index in 1...count {
                let number = String(index)
                let name = "group-" + String(repeating: "0", count: width - number.count) + number + ".json"
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let written = try writer.write(path: path, targetSize: options.size, seed: seeds.next())
                totalRecords += written.records
                totalBytes += written.bytes
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let megabytes = Double(totalBytes) / 1_048_576
        let rate = seconds > 0 ? Int(megabytes / seconds) : 0
        FileHandle.standardError.write(
            Data(
                "owmgen: wrote \(totalRecords) records, \(totalBytes) bytes in \(Int(seconds * 1000)) ms (\(rate) MB/s)\n"
                    .utf8))
    }
}
