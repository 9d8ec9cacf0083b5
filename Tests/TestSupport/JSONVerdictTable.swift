import Foundation

/// One document every reader of JSON must judge alike (RFC 8259, no key twice, no byte order mark): a hazard put
/// into a reader's own valid document, and whether the JSON is accepted.
public struct JSONVerdictCase: Sendable, CustomStringConvertible {
    /// What the document has.
    public let description: String
    /// Whether every reader takes it as JSON.
    public let accepted: Bool
    let hazard: Hazard

    enum Hazard {
        case prefix([UInt8])
        case beforeLastByte([UInt8])
        case member([UInt8])
    }

    /// `document` (an object or an array holding an object, with nothing after its last bracket) with the hazard:
    /// before it, before its last bracket, or as the first member of its first object.
    public func applied(to document: String) -> Data {
        var bytes = Array(document.utf8)
        switch hazard {
        case .prefix(let prefix): bytes.insert(contentsOf: prefix, at: 0)
        case .beforeLastByte(let inserted): bytes.insert(contentsOf: inserted, at: bytes.count - 1)
        case .member(let member):
            let brace = (bytes.firstIndex(of: UInt8(ascii: "{")) ?? -1) + 1
            bytes.insert(contentsOf: member + Array(",".utf8), at: brace)
        }
        return Data(bytes)
    }
}

/// The documents of the one-verdict table.
public enum JSONVerdictTable {
    /// Every case, refused and accepted.
    public static let cases: [JSONVerdictCase] = [
        JSONVerdictCase(description: "a byte order mark", accepted: false, hazard: .prefix([0xEF, 0xBB, 0xBF])),
        JSONVerdictCase(description: "a trailing comma", accepted: false, hazard: .beforeLastByte(Array(",".utf8))),
        JSONVerdictCase(
            description: "a raw tab in a string", accepted: false, hazard: member(#""note":"a"# + "\t" + #"b""#)),
        JSONVerdictCase(description: "an escaped tab in a string", accepted: true, hazard: member(#""note":"a\tb""#)),
        JSONVerdictCase(
            description: "invalid UTF-8 in a string", accepted: false,
            hazard: .member(Array(#""note":""#.utf8) + [0xFF] + Array("\"".utf8))),
        JSONVerdictCase(
            description: "two lone surrogates as two keys", accepted: true, hazard: member(#""\ud800":1,"\udc00":2"#)),
        JSONVerdictCase(
            description: "one lone surrogate as a key twice", accepted: false, hazard: member(#""\ud800":1,"\uD800":2"#)
        ),
        JSONVerdictCase(
            description: "a lone surrogate in a value", accepted: true, hazard: member(#""note":"\udc00""#)),
        JSONVerdictCase(description: "a repeated key", accepted: false, hazard: member(#""note":1,"note":2"#)),
        JSONVerdictCase(description: "NaN", accepted: false, hazard: member(#""note":NaN"#)),
        JSONVerdictCase(
            description: "a number past a Double's range", accepted: true, hazard: member(#""note":1e400"#)),
        JSONVerdictCase(description: "nesting 500 deep", accepted: true, hazard: member(nested(500))),
        JSONVerdictCase(description: "nesting 600 deep", accepted: false, hazard: member(nested(600))),
    ]

    private static func member(_ text: String) -> JSONVerdictCase.Hazard {
        .member(Array(text.utf8))
    }

    private static func nested(_ depth: Int) -> String {
        #""note":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
}
