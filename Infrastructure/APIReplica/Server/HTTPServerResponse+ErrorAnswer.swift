import Foundation

extension HTTPServerResponse {
    static func errorAnswer(status: Int, message: String) -> HTTPServerResponse {
        var escaped = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += "\\u" + String(repeating: "0", count: 2) + hex(scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return HTTPServerResponse(
            status: status,
            headers: ["Content-Type": "application/json; charset=utf-8"],
            body: Data("{\"error\":\"\(escaped)\"}".utf8)
        )
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 2 - digits.count)) + digits
    }
}
