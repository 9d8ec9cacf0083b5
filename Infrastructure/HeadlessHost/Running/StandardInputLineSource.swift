import Foundation

/// Reads lines from standard input off the main actor, so screens keep working while the shell waits.
///
/// The rest of a line past `ScriptParser.maximumLineBytes` + 1 bytes is skipped, so any line costs bounded memory.
@MainActor
public final class StandardInputLineSource: LineSource {
    /// Creates a source reading this process's standard input.
    public init() {}

    /// The next line of standard input, without its newline (`\n` or `\r\n`); nil at its end.
    public func nextLine() async -> String? {
        await Task.detached { Self.readBoundedLine(keeping: ScriptParser.maximumLineBytes + 1) }.value
    }

    private nonisolated static func readBoundedLine(keeping limit: Int) -> String? {
        var bytes: [UInt8] = []
        var sawAnything = false
        while true {
            let character = getchar()
            if character == EOF {
                guard sawAnything else { return nil }
                break
            }
            sawAnything = true
            if character == 0x0A { break }
            if bytes.count < limit {
                bytes.append(UInt8(truncatingIfNeeded: character))
            }
        }
        if bytes.count < limit, bytes.last == 0x0D {
            bytes.removeLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
