import Foundation

/// A failed system call: its `errno` and the call that failed, such as "open".
struct SystemCallError: Error, Sendable {
    let call: String
    // Read as the error is made, right after the call failed.
    var code: Int32 = errno

    var isMissingFile: Bool { code == ENOENT || code == ENOTDIR }

    /// The failed call and the system's message, such as "open: Permission denied".
    var reason: String {
        "\(call): \(String(cString: strerror(code)))"
    }
}
