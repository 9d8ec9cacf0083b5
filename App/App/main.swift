import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
    print("App 0.1.0")
} else {
    print("usage: App [--help] [--version]")
}
