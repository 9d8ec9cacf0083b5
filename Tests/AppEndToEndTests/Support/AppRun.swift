import Foundation

/// The outcome of running the App to its end: exit status, everything it printed, and how long it took.
struct AppRun: CustomStringConvertible {
    let status: Int32
    let standardOutput: String
    let standardError: String
    let duration: Duration

    var outputLines: [String] {
        standardOutput.split(separator: "\n").map(String.init)
    }

    var errorLines: [String] {
        standardError.split(separator: "\n").map(String.init)
    }

    var description: String {
        "exit \(status) after \(duration)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
}
