import Dispatch
import Foundation

/// A terminal in raw mode while the editor reads a line: keys arrive one by one, unechoed, Ctrl-C as a byte.
///
/// `restore()` puts back the settings found; so does a SIGINT, SIGTERM, SIGHUP or SIGQUIT that comes meanwhile
/// (then the signal ends the process as it would have), so the terminal is never left raw.
final class RawTerminalMode {
    /// The signals that end the process, after which the terminal must not stay raw.
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private let descriptor: Int32
    private let original: TerminalSettings
    /// Each signal's source, and the action it had before, put back by `restore()`.
    private var signalSources: [(number: Int32, source: any DispatchSourceSignal, previous: SignalAction)] = []
    private var isRestored = false

    /// Puts the terminal on `descriptor` in raw mode; throws when it has no terminal settings.
    init(on descriptor: Int32) throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalError(call: "tcgetattr", descriptor: descriptor)
        }
        self.descriptor = descriptor
        original = TerminalSettings(value: settings)
        signalSources = Self.endingSignals.map { number in
            let previous = SignalAction(signal(number, SIG_IGN))
            return (number, Self.restoring(original, on: descriptor, at: number, then: previous), previous)
        }
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

    /// Puts back the settings found, and the signals' actions found; a second call does nothing.
    func restore() {
        guard !isRestored else { return }
        isRestored = true
        original.apply(to: descriptor)
        for (number, source, previous) in signalSources {
            source.cancel()
            previous.install(for: number)
        }
    }

    /// `settings` without echo, line buffering, signal keys, flow control, CR-to-NL or output processing (the
    /// editor writes CR LF itself).
    static func raw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    // The signal puts the settings back, then is sent again to the action it had before (by default, the end).
    private static func restoring(
        _ settings: TerminalSettings, on descriptor: Int32, at number: Int32, then previous: SignalAction
    ) -> any DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            settings.apply(to: descriptor)
            previous.install(for: number)
            kill(getpid(), number)
        }
        source.resume()
        return source
    }
}
