import Foundation
import Testing
import WXReport
import WXReportTestSupport

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
        @Test(
            .requires(.cmarkGFM),
            arguments: [["--unsafe"], []])
        func rendersEveryHostileStringAsItsText(mode: [String]) throws {
            let corpus = try HostileString.all().map(\.text)
            try #require(corpus.count >= 40)
            try expectRendersAsText([corpus, corpus.reversed(), rotated(corpus, by: 1), rotated(corpus, by: 5)], mode)
        }

        /// Pieces of syntax glued together at random (a fixed seed, so every run checks the same
        /// 600 cells), to find combinations nobody thought to write into the corpus.
        @Test(
            .requires(.cmarkGFM),
            arguments: [["--unsafe"], []])
        func rendersGeneratedSyntaxSoupAsItsText(mode: [String]) throws {
            let pieces = [
                "*", "_", "`", "~", "[", "]", "(", ")", "<", ">", "!", "&", "#", ";", "\\", "|", "@", ":", "/", ".",
                "w", "www", "http", "https", "ftp", "://", "mailto:", "xmpp:", "a", "b1", ".co", "-", "+", "=", " ",
                "\n", "\r\n", "&amp;", "&#60;", "<b>", "</b>", "<!--", "-->", "x@y.z", "www.q.r", "HTTP://",
                "ftp://s.t", "é", "東",
            ]
            var seed: UInt64 = 0x5EED
            func next(_ bound: Int) -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % UInt64(bound))
            }
            let cells = (0..<600).map { _ in (0...next(6)).map { _ in pieces[next(pieces.count)] }.joined() }
            try expectRendersAsText(stride(from: 0, to: cells.count, by: 6).map { Array(cells[$0..<$0 + 6]) }, mode)
        }
    }
}

/// Renders `rows` (the first one the header) as one table with cmark-gfm and the GFM
/// extensions, and expects every `<th>`/`<td>` to hold text only, equal to its input once
/// character references are decoded and white space is collapsed as a browser does. The only
/// nodes allowed besides text are the empty comments `MarkdownEscaping` puts before an `@`.
private func expectRendersAsText(
    _ rows: [[String]], _ mode: [String], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let width = rows[0].count
    var markdown = row(rows[0]) + "|" + String(repeating: " --- |", count: width) + "\n"
    for cells in rows.dropFirst() { markdown += row(cells) }
    let result = try run(.cmarkGFM, ["-e", "table", "-e", "autolink", "-e", "strikethrough"] + mode, input: markdown)
    try #require(result.status == 0, sourceLocation: sourceLocation)
    let cells = renderedCells(result.stdout)
    try #require(
        cells.count == rows.count * width, "expected one table with every cell", sourceLocation: sourceLocation)
    for (index, cell) in cells.enumerated() {
        let input = String(reflecting: rows[index / width][index % width])
        #expect(cell.tag == (index < width ? "th" : "td"), sourceLocation: sourceLocation)
        let (comments, text) = splitComments(cell.inner)
        #expect(
            comments.allSatisfy { $0 == "<!---->" || $0 == "<!-- raw HTML omitted -->" },
            "\(cell.tag) for \(input) has a comment of its own: \(cell.inner)", sourceLocation: sourceLocation)
        #expect(
            !text.contains("<"), "\(cell.tag) for \(input) has a child: \(cell.inner)", sourceLocation: sourceLocation)
        #expect(
            collapsed(decoded(text)) == collapsed(rows[index / width][index % width]),
            "\(cell.tag) for \(input) renders as \(cell.inner)", sourceLocation: sourceLocation)
    }
}

/// One table row as `MarkdownFormat` lays it out, each cell escaped.
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

/// The comments in a cell's HTML, and the rest with them taken out. (Plain string search:
/// Swift `Regex` takes seconds over a few thousand cells in a debug build.)
private func splitComments(_ inner: String) -> (comments: [String], text: String) {
    var comments: [String] = []
    var text = ""
    var rest = inner[...]
    while let open = rest.range(of: "<!--"), let close = rest[open.upperBound...].range(of: "-->") {
        text += rest[..<open.lowerBound]
        comments.append(String(rest[open.lowerBound..<close.upperBound]))
        rest = rest[close.upperBound...]
    }
    return (comments, text + rest)
}

/// HTML text with the character references cmark-gfm writes (`&lt;`, `&gt;`, `&amp;`, `&quot;`
/// and numeric ones) decoded. An unknown one is left as it is, so the comparison fails.
private func decoded(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&"), let semicolon = rest[ampersand...].firstIndex(of: ";") {
        result += rest[..<ampersand]
        if let character = character(named: rest[rest.index(after: ampersand)..<semicolon]) {
            result.append(character)
            rest = rest[rest.index(after: semicolon)...]
        } else {
            result.append("&")
            rest = rest[rest.index(after: ampersand)...]
        }
    }
    return result + rest
}

private func character(named name: Substring) -> Character? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    default:
        guard name.hasPrefix("#") else { return nil }
        let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
        return UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init).map(
            Character.init)
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
