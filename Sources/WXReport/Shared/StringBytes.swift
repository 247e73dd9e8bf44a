/// The UTF-8 of `text` without a copy when it is native (as ours are); a bridged or otherwise
/// foreign string is copied once. The one way the row path borrows a `String`'s bytes.
@inline(__always) func withUTF8Bytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
}
