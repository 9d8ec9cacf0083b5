import Foundation

/// A failed system call: its `errno` and the call that failed, such as "open".
struct SystemCallError: Error, Sendable {
    let call: String
    let code: Int32

    init(call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    var isMissingFile: Bool { code == ENOENT || code == ENOTDIR }

    /// The failed call and the system's message, such as "open: Permission denied".
    var reason: String {
        "\(call): \(String(cString: strerror(code)))"
    }
}
