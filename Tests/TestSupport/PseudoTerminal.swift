import Foundation
import Locking

/// A pseudo-terminal for tests: the code under test gets the terminal side (`terminal`), the test types on the
/// other (`type`) and reads back every byte the code wrote (`read(through:)`).
///
/// Reads wait for the bytes a test expects, never for a time: the deadline only fails a test that would hang.
public final class PseudoTerminal: Sendable {
    /// What went wrong with the pseudo-terminal.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, and what was read so far.
        public let description: String
    }

    /// The controlling side, which the test types on and reads from.
    public let keyboard: Int32
    /// The terminal side, which the code under test reads keys from and writes to.
    public let terminal: Int32
    /// The bytes read but not yet returned, and whether each side is closed.
    private let state = Locked((unread: [UInt8](), keyboardClosed: false, terminalClosed: false))

    /// Opens a pseudo-terminal of `columns` by `rows`.
    public init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var (keyboard, terminal): (Int32, Int32) = (-1, -1)
        guard openpty(&keyboard, &terminal, nil, nil, &size) == 0 else { throw Self.failure("openpty") }
        // Not inherited by the processes other tests start: a child gets the terminal side only as it is given.
        _ = fcntl(keyboard, F_SETFD, FD_CLOEXEC)
        _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
        self.keyboard = keyboard
        self.terminal = terminal
    }

    deinit {
        close()
    }

    /// Types `text` as keys: its bytes, as a terminal sends them ("\r" is Enter, "\u{3}" Ctrl-C, "\u{1B}[A" Up).
    public func type(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(keyboard, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// What the code wrote since the last read, through the first `marker`; fails when `marker` has not come
    /// within `deadline` (a guard against a hang) or the terminal side was closed before it.
    public func read(through marker: String, deadline: Duration = .seconds(120)) async throws -> String {
        let needle = Array(marker.utf8)
        let end = ContinuousClock.now + deadline
        while true {
            let found = state.withLock { state -> String? in
                guard let range = Self.firstRange(of: needle, in: state.unread) else { return nil }
                defer { state.unread.removeFirst(range.upperBound) }
                return String(decoding: state.unread[..<range.upperBound], as: UTF8.self)
            }
            if let found { return found }
            let remaining = end - ContinuousClock.now
            let keyboard = keyboard
            let chunk = try await onDedicatedThread { Self.readChunk(keyboard, within: remaining) }
            guard let chunk else {
                let seen = state.withLock { String(decoding: $0.unread, as: UTF8.self) }
                throw Failure(description: "\(marker.debugDescription) did not come; read \(seen.debugDescription)")
            }
            state.withLock { $0.unread += chunk }
        }
    }

    /// The terminal side's local modes (`c_lflag`): whether it echoes (`ECHO`) and reads whole lines (`ICANON`).
    public func localModes() throws -> tcflag_t {
        var settings = termios()
        guard tcgetattr(terminal, &settings) == 0 else { throw Self.failure("tcgetattr") }
        return settings.c_lflag
    }

    /// Closes the keyboard side, as a terminal window closing does: the terminal side reads the end.
    public func hangUp() {
        let wasOpen = state.withLock { state in
            defer { state.keyboardClosed = true }
            return !state.keyboardClosed
        }
        if wasOpen {
            Foundation.close(keyboard)
        }
    }

    /// Closes both sides; a second call does nothing.
    public func close() {
        hangUp()
        let wasOpen = state.withLock { state in
            defer { state.terminalClosed = true }
            return !state.terminalClosed
        }
        if wasOpen {
            Foundation.close(terminal)
        }
    }

    // Bytes that came within `time`; nil when none did or the terminal side is gone.
    private static func readChunk(_ descriptor: Int32, within time: Duration) -> [UInt8]? {
        let milliseconds = max(0, Int32(clamping: time.components.seconds * 1000))
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var ready = poll(&poller, 1, milliseconds)
        while ready < 0, errno == EINTR {
            ready = poll(&poller, 1, milliseconds)
        }
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }

    private static func failure(_ call: String) -> Failure {
        Failure(description: "\(call) failed: \(String(cString: strerror(errno)))")
    }
}
