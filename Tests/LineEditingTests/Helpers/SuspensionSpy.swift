import Foundation
import TestSupport

/// Stands in for stopping the process on Ctrl-Z: records the terminal's local modes at each stop.
@MainActor
final class SuspensionSpy {
    private(set) var localModes: [tcflag_t] = []

    func record(_ terminal: PseudoTerminal) {
        localModes.append((try? terminal.localModes()) ?? 0)
    }
}
