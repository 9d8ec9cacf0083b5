import Foundation
import StrictJSON

/// Says why a text is not valid JSON and where: byte offset, 1-based line and column (in bytes).
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, such as `expected ',' or ']' after an array element`.
    public var message: String
    /// The 0-based byte offset of the problem.
    public var offset: Int
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, counted in bytes.
    public var column: Int

    /// The message with its position: `line 3, column 7: unterminated string`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

extension JSONSyntaxError {
    /// The error `JSONTape` met in `data`, placed by line and column.
    init(_ failure: JSONTape.Failure, in data: Data) {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(failure.offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.init(message: failure.reason, offset: failure.offset, line: line, column: failure.offset - lineStart + 1)
    }
}
