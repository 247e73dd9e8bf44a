/// Where the pipeline's writer thread puts the report: the output file's buffered stream in
/// the command, a `ByteBuffer` in tests. Bytes, not text, so rows laid out by the workers reach
/// the descriptor without passing through a `String`.
package protocol ByteOutput {
    mutating func write(bytes: UnsafeRawBufferPointer)
}
