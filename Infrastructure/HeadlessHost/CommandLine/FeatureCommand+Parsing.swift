import FeatureKit
import SharedPresentation

extension FeatureCommand {
    /// The options the command line and scripts accept for this command.
    public var syntax: CommandSyntax {
        CommandSyntax(
            name,
            valueOptions: Set(options.filter { $0.value != .flag }.map { "--\($0.name)" }),
            flagOptions: Set(options.filter { $0.value == .flag }.map { "--\($0.name)" })
        )
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
        var flags: Set<String> = []
        for option in options {
            let target = "--\(option.name)"
            if option.value == .flag {
                if arguments.flags.contains(target) {
                    flags.insert(option.name)
                }
                continue
            }
            guard let text = arguments.values[target] else { continue }
            switch option.value {
            case .positiveInteger:
                values[option.name] = String(try ArgumentValue.positive(text, for: target))
            case .text(let minimumLength):
                values[option.name] = try ArgumentValue.text(text, for: target, minimumLength: minimumLength)
            case .flag:
                continue
            }
        }
        let followUp = followedBy.flatMap { verb in id.map { ScreenCommand.action(name: verb, id: $0) } }
        return FeatureInvocation(
            command: name, route: AppRoute(route, id: id, options: values, flags: flags), followUp: followUp)
    }
}
