/// Every option `wxreport` knows, with its spellings. The help text is written by hand (it
/// needs prose), and a test checks it mentions every name here.
package enum Option: CaseIterable {
    case locale, format, output, fields, inputUnits, units, delimiter, jobs, strict, recursive
    case progress, noProgress, help, version
    case plain, header, noHeader, bom, summary, sort, noFormulaGuard
    case rejects, schema, daily

    package var longName: String {
        switch self {
        case .locale: "locale"
        case .format: "format"
        case .output: "output"
        case .fields: "fields"
        case .inputUnits: "input-units"
        case .units: "units"
        case .delimiter: "delimiter"
        case .jobs: "jobs"
        case .strict: "strict"
        case .recursive: "recursive"
        case .progress: "progress"
        case .noProgress: "no-progress"
        case .help: "help"
        case .version: "version"
        case .plain: "plain"
        case .header: "header"
        case .noHeader: "no-header"
        case .bom: "bom"
        case .summary: "summary"
        case .sort: "sort"
        case .noFormulaGuard: "no-formula-guard"
        case .rejects: "rejects"
        case .schema: "schema"
        case .daily: "daily"
        }
    }

    package var shortName: Character? {
        switch self {
        case .format: "f"
        case .output: "o"
        case .jobs: "j"
        case .recursive: "r"
        case .help: "h"
        case .version: "V"
        default: nil
        }
    }

    var takesValue: Bool {
        switch self {
        case .strict, .recursive, .progress, .noProgress, .help, .version, .plain, .noHeader, .bom, .summary,
            .noFormulaGuard, .schema, .daily:
            false
        default: true
        }
    }
}
