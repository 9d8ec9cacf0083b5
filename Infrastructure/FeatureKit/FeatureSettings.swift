/// The values of the global options a feature declared (its `FeatureOption`s), as the App parsed and checked them.
public struct FeatureSettings: Sendable, Hashable {
    /// Each option given, by its name without dashes, as checked text; a flag's value is "true".
    private let values: [String: String]

    /// Creates settings from checked values by option name; by default no option was given.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The value given for `option`, nil when it was not given.
    public subscript<Value>(option: FeatureOption<Value>) -> Value? {
        values[option.declaration.name].flatMap(option.value(of:))
    }

    /// These settings with only the values of `options`: what the feature that declared them receives.
    public func restricted(to options: [CommandOption]) -> FeatureSettings {
        let names = Set(options.map(\.name))
        return FeatureSettings(values.filter { names.contains($0.key) })
    }
}
