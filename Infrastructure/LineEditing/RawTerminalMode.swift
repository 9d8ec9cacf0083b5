import Foundation

/// A terminal in raw mode while the editor reads a line: keys arrive one by one, unechoed, Ctrl-C as a byte.
///
/// `restore()` (or the end of the value) puts back the settings found; a signal that ends the process meanwhile
/// puts them back too (`RawTerminals`), so the terminal is never left raw.
final class RawTerminalMode {
    private let descriptor: Int32
    private let original: TerminalSettings
    private let terminals: RawTerminals
    private var isRestored = false

    /// Puts the terminal on `descriptor` in raw mode; throws when it has no terminal settings.
    init(on descriptor: Int32, terminals: RawTerminals = .shared) throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalError(call: "tcgetattr", descriptor: descriptor)
        }
        self.descriptor = descriptor
        self.terminals = terminals
        original = TerminalSettings(value: settings)
        terminals.add(original, for: descriptor)
        var raw = Self.raw(settings)
        // TCSADRAIN: what was typed ahead while a command ran stays to be read.
        guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else {
            let error = TerminalError(call: "tcsetattr", descriptor: descriptor)
            restore()
            throw error
        }
    }

    deinit {
        restore()
    }

    /// Puts back the settings found; a second call does nothing.
    func restore() {
        guard !isRestored else { return }
        isRestored = true
        original.apply(to: descriptor)
        terminals.remove(descriptor)
    }

    /// `settings` without echo, line buffering, signal keys, flow control or CR-to-NL on input; output is processed
    /// as before (a line feed is written as CR LF), so what else the process writes meanwhile, such as `--verbose`
    /// logs, still starts its lines at the left.
    static func raw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }
}
