import Testing

@testable import WXReport

extension Writing {
    @Suite struct SignalCleanupTests {
        @Test func registersAndClearsPath() {
            SignalCleanup.register("/tmp/.report.csv.Ab12Cd")
            #expect(SignalCleanup.registeredPath == "/tmp/.report.csv.Ab12Cd")
            SignalCleanup.clear()
            #expect(SignalCleanup.registeredPath == nil)
        }

        @Test func refusesPathTooLongToStoreWhole() {
            SignalCleanup.register(SystemPath("/tmp/" + String(repeating: "x", count: 5000)))
            #expect(SignalCleanup.registeredPath == nil)
        }
    }
}
