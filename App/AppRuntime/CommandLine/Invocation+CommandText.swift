import Foundation
import HeadlessHost

extension Invocation {
    /// The command as the user would type it again, with its own flags and without global options or paths: JSON's
    /// `command` for everything the run prints, a failure to start included.
    public var commandText: String {
        switch command {
        case .tour: "tour"
        case .browse(let invocation): invocation.commandText(showsEveryRow: options.showsEveryRow)
        case .act(let request): request.description
        case .demo(let nameOrPath): "demo \(URL(fileURLWithPath: nameOrPath).lastPathComponent)"
        case .shell: "shell"
        case .web: "web"
        case .serve: "serve"
        case .crawl(let crawl): crawl.includesImages ? "crawl --images" : "crawl"
        case .cache(let action): "cache \(action.rawValue)"
        case .help: "--help"
        case .commandHelp(let name): "help \(name)"
        case .version: "--version"
        }
    }
}
