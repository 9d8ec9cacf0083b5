import Foundation

/// Names of the temporary files entries are written to: hidden, and never mistaken for an entry file's name.
enum TemporaryFileName {
    private static let prefix = ".rmc-"
    private static let suffix = ".tmp"

    static func make(processID: Int32, number: UInt64) -> String {
        "\(prefix)\(processID)-\(number)\(suffix)"
    }

    static func matches(_ name: String) -> Bool {
        name.hasPrefix(prefix) && name.hasSuffix(suffix)
    }

    /// The process that wrote the temporary file `name`, nil when the name does not say.
    static func processID(in name: String) -> Int32? {
        let digits = name.dropFirst(prefix.count).prefix { $0 != "-" }
        return Int32(digits)
    }

    /// Whether the process `processID` (a writer named in a temporary file) still runs.
    static func isRunning(_ processID: Int32) -> Bool {
        guard processID > 0 else { return false }
        return kill(processID, 0) == 0 || errno != ESRCH
    }
}
