import Foundation

/// Finds a key that appears twice in one JSON object, which decoders disagree on (the first wins, or the last).
enum JSONDuplicateKeys {
    /// A key found twice, and where: the path of the object holding it (`results[3].origin`, empty at the top).
    struct Duplicate: Equatable {
        var path: String
        var key: String
    }

    static func first(in data: Data) -> Duplicate? {
        data.withUnsafeBytes { scan($0) }
    }

    private struct Frame {
        var isObject: Bool
        var keys: Set<[UInt8]> = []
        var expectsKey = true
        var lastKey: [UInt8] = []
        var index = 0
    }

    private static func scan(_ bytes: UnsafeRawBufferPointer) -> Duplicate? {
        var stack: [Frame] = []
        var inString = false
        var escaped = false
        var hasEscape = false
        var stringStart = 0
        for position in 0..<bytes.count {
            let byte = bytes[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    hasEscape = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    guard stack.last?.isObject == true, stack[stack.count - 1].expectsKey else { continue }
                    let raw = UnsafeRawBufferPointer(rebasing: bytes[(stringStart + 1)..<position])
                    let key = hasEscape ? unescaped(raw) : Array(raw)
                    stack[stack.count - 1].expectsKey = false
                    stack[stack.count - 1].lastKey = key
                    if !stack[stack.count - 1].keys.insert(key).inserted {
                        return Duplicate(path: path(of: stack.dropLast()), key: String(decoding: key, as: UTF8.self))
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                hasEscape = false
                stringStart = position
            case UInt8(ascii: "{"):
                stack.append(Frame(isObject: true))
            case UInt8(ascii: "["):
                stack.append(Frame(isObject: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                guard !stack.isEmpty else { continue }
                if stack[stack.count - 1].isObject {
                    stack[stack.count - 1].expectsKey = true
                } else {
                    stack[stack.count - 1].index += 1
                }
            default:
                continue
            }
        }
        return nil
    }

    private static func unescaped(_ raw: UnsafeRawBufferPointer) -> [UInt8] {
        let quoted = Data([UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")])
        guard let key = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed) as? String else {
            return Array(raw)
        }
        return Array(key.utf8)
    }

    private static func path(of frames: ArraySlice<Frame>) -> String {
        var text = ""
        for frame in frames {
            if frame.isObject {
                let key = String(decoding: frame.lastKey, as: UTF8.self)
                text += text.isEmpty ? key : ".\(key)"
            } else {
                text += "[\(frame.index)]"
            }
        }
        return text
    }
}
