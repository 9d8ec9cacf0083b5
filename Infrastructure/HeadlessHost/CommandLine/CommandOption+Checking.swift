import FeatureKit

extension CommandOption {
    /// The value `arguments` give this option, checked against its kind and its choices (an open option's only when
    /// `acceptsOpenValues` is false): nil when not given, "true" for a flag.
    public func value(in arguments: ParsedArguments, acceptsOpenValues: Bool = false) throws(UsageError) -> String? {
        let target = "--\(name)"
        if value == .flag {
            return arguments.flags.contains(target) ? "true" : nil
        }
        guard let text = arguments.values[target] else { return nil }
        switch value {
        case .positiveInteger: return String(try ArgumentValue.positive(text, for: target))
        case .wholeNumber: return String(try ArgumentValue.seed(text, for: target))
        case .fraction: return String(try ArgumentValue.rate(text, for: target))
        case .text(let minimumLength):
            let value = try ArgumentValue.text(text, for: target, minimumLength: minimumLength)
            guard choices.isEmpty || choices.contains(value.lowercased()) || (isOpen && acceptsOpenValues) else {
                throw .invalidValue(text, for: target, expected: "one of \(choices.joined(separator: ", "))")
            }
            return value
        case .flag: return nil
        }
    }
}

extension [CommandOption] {
    /// What these options accept on a command line or a script line.
    public func syntax(_ name: String) -> CommandSyntax {
        CommandSyntax(
            name,
            valueOptions: Set(filter { $0.value != .flag }.map { "--\($0.name)" }),
            flagOptions: Set(filter { $0.value == .flag }.map { "--\($0.name)" })
        )
    }

    /// The checked values `arguments` give these options, by name (flags as "true").
    public func values(in arguments: ParsedArguments, acceptsOpenValues: Bool = false) throws(UsageError)
        -> [String: String]
    {
        var values: [String: String] = [:]
        for option in self {
            values[option.name] = try option.value(in: arguments, acceptsOpenValues: acceptsOpenValues)
        }
        return values
    }
}
