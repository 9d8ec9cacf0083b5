import Foundation

/// Keys that must neither escape the cache directory nor collide: traversal, absolute paths, NUL bytes, huge keys.
enum UnusualKeys {
    static let all: [String] = [
        "../../../../tmp/escaped",
        "/etc/passwd",
        "a/b/c",
        "nul\u{0}byte",
        "nul\u{0}bytf",
        "",
        ".",
        "..",
        "spaces and\ttabs\nand newlines",
        "émoji 🥒 Pickle Rick",
        String(repeating: "long/", count: 20_000),
        String(repeating: "long/", count: 20_000) + "x",
    ]
}

/// Payloads that name their key and round, so a torn or mixed-up read is detectable.
enum ConcurrencyPayload {
    static func make(key: String, round: Int) -> Data {
        var data = Data("\(key)|\(round)|".utf8)
        data.append(Data(repeating: UInt8(truncatingIfNeeded: round), count: 2_000 + round * 97))
        return data
    }

    static func isIntact(_ data: Data, key: String) -> Bool {
        let fields = data.prefix(64).split(separator: UInt8(ascii: "|"), maxSplits: 2)
        guard fields.count == 3, String(decoding: fields[0], as: UTF8.self) == key,
            let round = Int(String(decoding: fields[1], as: UTF8.self))
        else { return false }
        return data == make(key: key, round: round)
    }
}
