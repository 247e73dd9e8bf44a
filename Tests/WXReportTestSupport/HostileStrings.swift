import Foundation
import Testing

/// The hostile-string corpus in `Fixtures/hostile-strings.json`: cell texts that try to become
/// markup in a Markdown table or a formula in a spreadsheet, each with what it attacks.
/// JSON, so CR, LF and TAB are written as `\r`, `\n` and `\t` and every byte is visible.
package struct HostileString: Decodable, Sendable, CustomTestStringConvertible {
    package let text: String
    package let attacks: String

    package var testDescription: String { attacks }

    package static func all() throws -> [HostileString] {
        let path = fixturePath("hostile-strings.json")
        return try JSONDecoder().decode([HostileString].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
