/// Escapes a text cell for a GitHub-flavoured Markdown table so that it renders as exactly its
/// text: no emphasis, code, link, image, autolink, raw HTML, entity or strikethrough, whatever
/// the input holds. A city named `<script>…` must show as those characters, not run.
///
/// The rules, each checked against `cmark-gfm -e table -e autolink -e strikethrough` (with and
/// without `--unsafe`) by `MarkdownEscapingTests` over the hostile-string corpus and 600
/// generated cells:
/// - `\`, `` ` ``, `*`, `_`, `~`, `[`, `]`, `<`, `&` and `|` get a backslash in front, wherever
///   they are. Between them they start every inline construct of CommonMark and GFM: escapes,
///   code spans, emphasis, strikethrough, links and images (`![` is harmless once `[` is
///   escaped; `]` goes with it so brackets stay a pair), autolinks `<…>`, raw HTML, entities
///   `&…;`, and the table's cell separator. A backslash before ASCII punctuation is always a
///   literal in CommonMark, so `\*` renders `*`. Escaping everywhere, not only where a
///   delimiter would match, keeps the rule easy to check.
/// - A table row is one line, so CR, LF and CRLF each become one space. (HTML shows any run of
///   white space as one space anyway; the old `<br>` was dropped by safe renderers.)
/// - GFM's extended autolinks are found in plain text, where a backslash before a letter would
///   be a visible backslash. cmark-gfm's `autolink.c` shows what each one needs:
///   - `www.` links start at a `w` whose next four bytes are exactly `www.`: the `.` after
///     `www` (any case, to be safe) gets a backslash, `www\.example.com`.
///   - `http://`, `https://`, `ftp://` links start at a `:` followed by `//`: that `:` gets a
///     backslash, `http\://x.y`. A backslash-escaped `:` never reaches the autolink matcher.
///   - Email links (`a@b.co`, and the `mailto:` and `xmpp:` forms) are found after inline
///     parsing, in text nodes that are first merged, so `\@` or `&#64;` does not stop them
///     (cmark-gfm links `a\@b.co`). What does is a node that is not text right before the `@`:
///     the empty HTML comment `<!---->`, which renders as nothing (a comment is not an element,
///     and safe mode writes `<!-- raw HTML omitted -->`, also a comment). It is written before
///     every `@` but a cell's first byte, where no address can start. The cost: a renderer
///     that shows raw HTML as text (markdown-it with `html: false`) shows the comment, and so
///     does the Markdown source; addresses are rare in weather data, and a live link is worse.
/// - Nothing else is changed: block syntax (`# h`, `> q`, `- item`, `1. item`) cannot start
///   inside a row that begins with `|`, and bytes of 0x80 and up (accents, CJK, emoji) are
///   never special, so a UTF-8 sequence is never split.
///
/// Not covered, because they are not Markdown: github.com's own `@user` and `#123` references,
/// added by the site after rendering. A NUL byte is replaced by U+FFFD by every CommonMark reader.
///
/// Fast path: one scan over the bytes; a cell with nothing to escape (most names) is then
/// appended whole. Otherwise the runs between escapes are copied as they are.
package enum MarkdownEscaping {
    /// Appends the escaped UTF-8 of `cell` to `out`.
    package static func append(_ cell: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
        var start = 0
        for index in cell.indices where isCandidate(cell[index]) {
            let byte = cell[index]
            switch byte {
            case UInt8(ascii: "."):
                // `www.` in any case; `| 0x20` lowercases an ASCII letter and leaves no other byte `w`.
                let isW = { (offset: Int) in cell[index &- offset] | 0x20 == UInt8(ascii: "w") }
                guard index >= 3, isW(3), isW(2), isW(1) else { continue }
            case UInt8(ascii: ":"):
                let slash = UInt8(ascii: "/")
                guard index &+ 2 < cell.count, cell[index &+ 1] == slash, cell[index &+ 2] == slash else { continue }
            case UInt8(ascii: "@"):
                guard index > 0 else { continue }
            default: break
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: cell[start..<index]))
            start = index &+ 1
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // A line break is one space; a CRLF's LF is part of its CR's.
                let afterCR = index > 0 && cell[index &- 1] == UInt8(ascii: "\r")
                if byte == UInt8(ascii: "\r") || !afterCR { out.append(UInt8(ascii: " ")) }
                continue
            case UInt8(ascii: "@"): emptyComment.withUTF8Buffer { out.append(contentsOf: $0) }
            default: out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: cell[start...]))
    }

    /// `text` escaped, for callers off the hot path (column titles, tests).
    package static func escaped(_ text: String) -> String {
        let out = ByteBuffer(capacity: text.utf8.count + 16)
        withUTF8Bytes(text) { append($0, to: out) }
        return out.text
    }

    /// What goes before an `@` so that cmark-gfm's email autolinker cannot see the text before it.
    private static let emptyComment: StaticString = "<!---->"

    /// Whether `byte` is one of the ASCII bytes the rules name, as one bit test:
    /// LF, CR, `&`, `*`, `.`, `:`, `<` below 64; `@`, `[`, `\`, `]`, `_`, `` ` ``, `|`, `~` above.
    @inline(__always)
    private static func isCandidate(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 10 | 1 << 13 | 1 << 38 | 1 << 42 | 1 << 46 | 1 << 58 | 1 << 60
        let high: UInt64 =
            1 << (64 - 64) | 1 << (91 - 64) | 1 << (92 - 64) | 1 << (93 - 64)
            | 1 << (95 - 64) | 1 << (96 - 64) | 1 << (124 - 64) | 1 << (126 - 64)
        if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
        if byte < 128 { return high >> UInt64(byte &- 64) & 1 != 0 }
        return false
    }
}
