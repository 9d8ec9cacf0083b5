extension OrderedJSONParser {
    /// Parses one JSON document whose top level should be an array, handing each element to `element` as read.
    ///
    /// A large dataset file is so never held as one tree. Returns nil after an array, or the whole top-level value
    /// when it is something else.
    static func parseElements(
        of text: [UInt8],
        element: (OrderedJSON) -> Void
    ) throws(JSONSyntaxError) -> OrderedJSON? {
        let result = text.withUnsafeBufferPointer { buffer in
            var parser = OrderedJSONParser(bytes: buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseElementsDocument(element: element) }
        }
        return try result.get()
    }

    private mutating func parseElementsDocument(element: (OrderedJSON) -> Void) throws(JSONSyntaxError)
        -> OrderedJSON?
    {
        skipWhitespace()
        guard peek() == UInt8(ascii: "[") else { return try parseDocumentRest() }
        try enterContainer()
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
        } else {
            elements: while true {
                skipWhitespace()
                element(try parseValue())
                skipWhitespace()
                switch peek() {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    break elements
                default: throw failure("expected ',' or ']' after an array element, found \(describeByte())")
                }
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected \(describeByte()) after the JSON value") }
        return nil
    }
}
