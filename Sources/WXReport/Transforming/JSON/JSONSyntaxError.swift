/// A violation of RFC 8259 at a byte offset of the input. Offsets stay bytes until an error is
/// shown, because counting lines and columns on every token would cost more than the parse;
/// `TextPosition` turns the offset into line and column only when a user will read it.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package var offset: Int
    package var message: String

    package init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }
}
