import AppRuntime
import Foundation

// The composition root will pass a handler that boots the replica and builds the container.
let exitCode = await AppCommandLine().run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
