import Foundation

/// Why the terminal could not be set up for editing: the call that failed, on which file descriptor, and why.
public struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The system call that failed, such as "tcgetattr".
    public var call: String
    /// The file descriptor it was called on.
    public var descriptor: Int32
    /// The system's reason (`strerror`).
    public var reason: String

    /// The error of `call` on `descriptor` just now, from `errno`.
    init(call: String, descriptor: Int32) {
        self.call = call
        self.descriptor = descriptor
        reason = String(cString: strerror(errno))
    }

    /// One line naming the call, the descriptor and the reason.
    public var description: String {
        "\(call) on file descriptor \(descriptor) failed: \(reason)"
    }
}
