extension OrderedJSONParser {
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
        guard peek() == UInt8(ascii: "[") else { return try parseDocument() }
        try parseArray(element: element)
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected \(describeByte()) after the JSON value") }
        return nil
    }
}
