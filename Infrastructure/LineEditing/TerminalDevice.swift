import Dispatch
import Foundation

/// The terminal the editor works on: the descriptor keys are read from and the one the line is drawn on.
public struct TerminalDevice: Sendable {
    /// The most bytes one read takes.
    static let readSize = 4096
    /// The width assumed when the terminal does not say.
    static let defaultColumns = 80

    /// Where keys come from, such as standard input.
    public let input: Int32
    /// Where the prompt and the line are drawn, such as standard error.
    public let output: Int32

    /// Creates a device reading `input` and drawing on `output`.
    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Whether both descriptors are terminals.
    public var isTerminal: Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// The bytes that arrive next, read on a dispatch thread so the caller's actor keeps working; nil at the end of
    /// input or when the terminal went away.
    func read() async -> [UInt8]? {
        let input = input
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Self.blockingRead(input))
            }
        }
    }

    private static func blockingRead(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: readSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, readSize) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Writes all of `text`; a terminal that went away drops it.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// The terminal's width in columns, 80 when it does not say.
    var columns: Int {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return Self.defaultColumns }
        return Int(size.ws_col)
    }
}
