import Foundation
import Testing

@testable import WXReport

extension Writing {
    @Suite struct MarkdownEscapingTests {
        @Test(arguments: [
            ("*Bold*", #"\*Bold\*"#),
            ("_it_", #"\_it\_"#),
            ("`code`", #"\`code\`"#),
            ("~~s~~", #"\~\~s\~\~"#),
            ("[x](y)", #"\[x\](y)"#),
            ("![i](y)", #"!\[i\](y)"#),
            ("<script>", #"\<script>"#),
            ("&amp;", #"\&amp;"#),
            ("a|b", #"a\|b"#),
            (#"a\b"#, #"a\\b"#),
            (#"\|"#, #"\\\|"#),
            ("end\\", #"end\\"#),
        ])
        func backslashesInlineSyntax(cell: String, expected: String) {
            #expect(MarkdownEscaping.escaped(cell) == expected)
        }

        @Test(arguments: [
            ("a\nb", "a b"),
            ("a\rb", "a b"),
            ("a\r\nb", "a b"),
            ("a\n\rb", "a  b"),  // LF then CR is two line breaks
            ("a\r\n\r\nb", "a  b"),
            ("end\n", "end "),
            ("\r", " "),
        ])
        func turnsEachLineBreakIntoOneSpace(cell: String, expected: String) {
            #expect(MarkdownEscaping.escaped(cell) == expected)
        }

        @Test(arguments: [
            ("www.example.com", #"www\.example.com"#),
            ("WwW.example.com", #"WwW\.example.com"#),
            ("see www.x.org", #"see www\.x.org"#),
            ("awww.x", #"awww\.x"#),  // not a link, but the rule does not look further back
            ("http://x.y", #"http\://x.y"#),
            ("HTTPS://x.y", #"HTTPS\://x.y"#),
            ("ftp://x.y", #"ftp\://x.y"#),
            ("a@b.co", "a<!---->@b.co"),
            ("mailto:a@b.co", "mailto:a<!---->@b.co"),
            ("a@b@c.co", "a<!---->@b<!---->@c.co"),
            ("@SUM(A1)", "@SUM(A1)"),  // nothing before the @ can make an address
        ])
        func breaksExtendedAutolinks(cell: String, expected: String) {
            #expect(MarkdownEscaping.escaped(cell) == expected)
        }

        @Test(arguments: [
            "", "Gent", "Zürich", "St. Louis", "ww.x", "10:30", "a:/b", "x:", "東京", "🌧️", "# h", "> q", "- item",
            "1. item", "AT-T", "(x) {y} \"z\" 'w' ! # $ % ^ = + ? , ;",
        ])
        func copiesCellsWithNothingToEscape(cell: String) {
            #expect(MarkdownEscaping.escaped(cell) == cell)
        }

        @Test func appendsAfterWhatIsInTheBuffer() {
            let out = ByteBuffer()
            out.append(contentsOf: "| ")
            var cell = "a|b"
            cell.withUTF8 { MarkdownEscaping.append($0, to: out) }
            cell = "plain"
            cell.withUTF8 { MarkdownEscaping.append($0, to: out) }
            #expect(out.withBytes { String(decoding: $0, as: UTF8.self) } == #"| a\|bplain"#)
        }

        /// The source of truth: every corpus string, in the header and in body rows next to
        /// different neighbours, rendered by cmark-gfm with the GFM extensions, in both modes.
        /// Every cell must come out as text only, equal to the input up to white space.
        @Test(
            .enabled(if: isOnPath("cmark-gfm"), "cmark-gfm is not installed; `make test` installs it"),
            arguments: [["--unsafe"], []])
        func rendersEveryHostileStringAsItsText(mode: [String]) throws {
            let corpus = try HostileString.all().map(\.text)
            try #require(corpus.count >= 40)
            let rows = [corpus, corpus.reversed(), rotated(corpus, by: 1), rotated(corpus, by: 5)]
            var markdown = row(corpus)
            markdown += "|" + String(repeating: " --- |", count: corpus.count) + "\n"
            for cells in rows.dropFirst() { markdown += row(cells) }

            let result = try run(["cmark-gfm", "-e", "table", "-e", "autolink", "-e", "strikethrough"] + mode,
                                 input: markdown)
            try #require(result.status == 0)
            let cells = renderedCells(String(decoding: result.output, as: UTF8.self))
            try #require(cells.count == rows.count * corpus.count, "expected one table with every cell")
            for (index, cell) in cells.enumerated() {
                let input = rows[index / corpus.count][index % corpus.count]
                #expect(cell.tag == (index < corpus.count ? "th" : "td"))
                let text = cell.inner.replacing(/<!--.*?-->/, with: "")
                #expect(!text.contains("<"), "\(cell.tag) for \(String(reflecting: input)) has a child: \(cell.inner)")
                #expect(collapsed(decoded(text)) == collapsed(input),
                        "\(cell.tag) for \(String(reflecting: input)) renders as \(cell.inner)")
            }
        }
    }
}

/// One table row as `MarkdownSink` lays it out, each cell escaped.
private func row(_ cells: [String]) -> String {
    "| " + cells.map(MarkdownEscaping.escaped).joined(separator: " | ") + " |\n"
}

private func rotated(_ cells: [String], by offset: Int) -> [String] {
    Array(cells[offset...] + cells[..<offset])
}

/// The `<th>`/`<td>` cells of cmark-gfm's HTML in document order, with what is between their
/// tags. cmark-gfm writes each cell on a line of its own, without attributes when the
/// delimiter row sets no alignment.
private func renderedCells(_ html: String) -> [(tag: String, inner: String)] {
    html.split(separator: "\n").compactMap { line in
        for tag in ["th", "td"] where line.hasPrefix("<\(tag)>") && line.hasSuffix("</\(tag)>") {
            return (tag, String(line.dropFirst(tag.count + 2).dropLast(tag.count + 3)))
        }
        return nil
    }
}

/// HTML text with the character references cmark-gfm writes (`&lt;`, `&gt;`, `&amp;`, `&quot;`
/// and numeric ones) decoded. An unknown one is left as it is, so the comparison fails.
private func decoded(_ text: String) -> String {
    text.replacing(/&(#[0-9]+|#[xX][0-9a-fA-F]+|lt|gt|amp|quot);/) { match in
        let name = match.1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        default:
            let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
            let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.0)
        }
    }
}

/// Text as a browser shows it: every run of ASCII white space one space, none at the ends.
private func collapsed(_ text: String) -> String {
    let whiteSpace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}"]
    var scalars = String.UnicodeScalarView()
    var spaceBefore = false
    for scalar in text.unicodeScalars {
        if whiteSpace.contains(scalar) {
            spaceBefore = !scalars.isEmpty
        } else {
            if spaceBefore { scalars.append(" ") }
            spaceBefore = false
            scalars.append(scalar)
        }
    }
    return String(scalars)
}
