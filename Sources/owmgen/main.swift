import Foundation

// owmgen: deterministic OpenWeatherMap group files for benchmarks. Parse, run, exit.
do {
    guard let options = try GeneratorOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
        print(GeneratorOptions.usage)
        exit(0)
    }
    try Generation.run(options)
} catch {
    FileHandle.standardError.write(Data("owmgen: error: \(error)\nrun 'owmgen --help' for usage\n".utf8))
    exit(1)
}
