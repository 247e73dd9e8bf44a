import Testing
import WXReport

@Test func exitCodesFollowSysexits() {
    #expect(ReportError(.usage, "x").exitCode == 64)
    #expect(ReportError(.outputFailed, "x").exitCode == 74)
}
