import FeatureKit
import SharedPresentation

extension FeatureCommand {
    /// The options the command line and scripts accept for this command.
    public var syntax: CommandSyntax {
        CommandSyntax(name, valueOptions: Set(options.map { "--\($0.name)" }))
    }

    /// Checks `arguments` against the declaration (the id, each option's value) and makes the invocation.
    public func invocation(from arguments: ParsedArguments) throws(UsageError) -> FeatureInvocation {
        var id: Int?
        if takesID {
            id = try ArgumentValue.positive(arguments.single("an ID", of: name), for: "\(name) ID")
        } else {
            try arguments.expectPositionals(atMost: 0, of: name)
        }
        var values: [String: String] = [:]
        for option in options {
            guard let text = arguments.values["--\(option.name)"] else { continue }
            switch option.value {
            case .positiveInteger:
                values[option.name] = String(try ArgumentValue.positive(text, for: "--\(option.name)"))
            case .text:
                values[option.name] = try ArgumentValue.text(text, for: "--\(option.name)")
            }
        }
        let followUp = followedBy.flatMap { verb in id.map { ScreenCommand.action(name: verb, id: $0) } }
        return FeatureInvocation(command: name, route: AppRoute(route, id: id, options: values), followUp: followUp)
    }
}
