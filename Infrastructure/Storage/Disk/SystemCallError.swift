#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call: its `errno` and the call that failed.
struct SystemCallError: Error, Sendable {
    /// The `errno` value.
    let code: Int32
    /// The system call that failed, such as "open".
    let call: String

    /// Captures the current `errno` after `call` failed.
    init(call: String) {
        self.init(code: errno, call: call)
    }

    /// An error with an explicit code.
    init(code: Int32, call: String) {
        self.code = code
        self.call = call
    }

    /// Whether the file or a directory on its path does not exist.
    var isMissingFile: Bool { code == ENOENT || code == ENOTDIR }

    /// The failed call and the system's message, such as "open: Permission denied".
    var reason: String {
        "\(call): \(String(cString: strerror(code)))"
    }
}
