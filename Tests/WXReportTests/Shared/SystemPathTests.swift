import Testing
import WXReport

@Suite struct SystemPathTests {
    @Test(
        arguments: [
            ([0x61, 0x2E, 0x6A, 0x73, 0x6F, 0x6E], "a.json"),
            ([0x62, 0x61, 0x64, 0xFF, 0x2E, 0x6A], "bad\\xFF.j"),
            ([0xC3, 0xA9, 0x74, 0xC3], "ét\\xC3"),  // a sequence cut short at the end
            ([0xE2, 0x82, 0x41], "\\xE2\\x82A"),  // a sequence cut short by an ASCII byte
            ([0xC0, 0xAF], "\\xC0\\xAF"),  // an overlong `/`
            ([0x61, 0x0A, 0x62, 0x09, 0x1B, 0x7F], "a\\x0Ab\\x09\\x1B\\x7F"),
            ([0xC2, 0x9B, 0x5A], "\\xC2\\x9BZ"),  // C1 control CSI, which some terminals obey
            ([0xE2, 0x9C, 0x93, 0x5C], "✓\\"),
        ] as [([UInt8], String)])
    func showsWhatIsNotPrintableUTF8AsHexEscapes(bytes: [UInt8], shown: String) {
        #expect(SystemPath(bytes: bytes).description == shown)
    }

    @Test func keepsTheBytesItWasGiven() {
        let path = SystemPath(bytes: [0x6F, 0xFF])
        #expect(path.bytes == [0x6F, 0xFF])
        #expect(path.text == "o\u{FFFD}")
        #expect(path != SystemPath("o\u{FFFD}"))
        let fromC: [CChar] = [0x6F, -1, 0]
        #expect(SystemPath(cString: fromC) == path)
    }

    @Test func passesTheBytesToTheSystemAndNeverAShorterPath() {
        #expect(
            SystemPath(bytes: [0x6F, 0xFF]).withCString { Array(UnsafeBufferPointer(start: $0, count: 3)) } == [
                0x6F, -1, 0,
            ])
        #expect(SystemPath("a\u{0}b").withCString { $0.pointee } == 0)
    }

    @Test(
        arguments: [
            ("report.csv", nil, "report.csv"),
            ("out/report.csv", "out", "report.csv"),
            ("/report.csv", "/", "report.csv"),
            ("a/b/", "a/b", ""),
        ] as [(String, String?, String)])
    func splitsAtTheLastSlash(path: String, directory: String?, base: String) {
        let (foundDirectory, foundBase) = SystemPath(path).split
        #expect(foundDirectory == directory.map { SystemPath($0) })
        #expect(foundBase == SystemPath(base))
    }

    @Test func joinsWithOneSlash() {
        #expect(SystemPath.joining(nil, "x") == "x")
        #expect(SystemPath.joining("a", "x") == "a/x")
        #expect(SystemPath.joining("/", "x") == "/x")
    }

    @Test func knowsStandardInput() {
        #expect(SystemPath("-").isStandardInput)
        #expect(!SystemPath("--").isStandardInput)
        #expect(!SystemPath("./-").isStandardInput)
    }
}
