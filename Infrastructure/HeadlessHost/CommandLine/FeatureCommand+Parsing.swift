import FeatureKit
import SharedPresentation

extension FeatureCommand {
    /// The options the command line and scripts accept for this command.
    public var syntax: CommandSyntax {
        options.syntax(name)
    }

    /// Checks `arguments` against the declaration (the id, each option's value; an open option's choices unless
    /// `acceptsOpenValues`, for a server of the user's) and makes the invocation.
    public func invocation(from arguments: ParsedArguments, acceptsOpenValues: Bool = false) throws(UsageError)
        -> FeatureInvocation
    {
        let id = try arguments.id(if: takesID, of: name)
        var values = try options.values(in: arguments, acceptsOpenValues: acceptsOpenValues)
        let flags = Set(options.filter { $0.value == .flag && values[$0.name] != nil }.map(\.name))
        values = values.filter { !flags.contains($0.key) }
        let followUp = followedBy.flatMap { verb in id.map { ScreenCommand.action(name: verb, id: $0) } }
        return FeatureInvocation(
            command: name, route: AppRoute(route, id: id, options: values, flags: flags), followUp: followUp)
    }
}

extension FeatureAction {
    /// The options the command line and scripts accept for this action.
    public var syntax: CommandSyntax {
        options.syntax(name)
    }

    /// Checks `arguments` against the declaration and makes the request.
    public func request(from arguments: ParsedArguments) throws(UsageError) -> ActionRequest {
        ActionRequest(name, id: try arguments.id(if: takesID, of: name), options: try options.values(in: arguments))
    }
}

extension ParsedArguments {
    /// The command's one positional id when it takes one (a whole number from 1), else no positional at all.
    func id(if takesID: Bool, of command: String) throws(UsageError) -> Int? {
        guard takesID else {
            try expectPositionals(atMost: 0, of: command)
            return nil
        }
        return try ArgumentValue.positive(single("an ID", of: command), for: "\(command) ID")
    }
}
