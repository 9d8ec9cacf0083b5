import Foundation

/// A terminal's settings (`termios`), a plain value to put back from any thread.
struct TerminalSettings: @unchecked Sendable {
    // @unchecked: `termios` is a C struct of integers and a fixed array, copied by value; nothing in it is shared.
    let value: termios

    /// Sets the terminal on `descriptor` to these settings at once; a failure (the terminal went away) is ignored.
    func apply(to descriptor: Int32) {
        var settings = value
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }
}
