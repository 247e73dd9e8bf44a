import Dispatch

/// The one-shot result of a job run elsewhere: the worker fills it once, the calling thread
/// looks whether it is in or waits for it.
package final class Completion<Value: Sendable>: Sendable {
    private let value = Locked<Value?>(nil)
    private let filled = DispatchSemaphore(value: 0)

    package init() {}

    /// Hands in the result; call once.
    package func fill(_ result: Value) {
        value.withLock { $0 = result }
        filled.signal()
    }

    /// The result if it is in, without waiting.
    package var result: Value? { value.withLock { $0 } }

    /// Waits for the result.
    func wait() -> Value {
        while true {
            if let result { return result }
            filled.wait()
            filled.signal()  // `fill` sets the value first; a later `wait` must not block
        }
    }
}
