/// The values of the global options a feature declared (`FeatureManifest.options`), as the App parsed and checked
/// them: the only settings a feature's assembly receives.
public struct FeatureSettings: Sendable, Hashable {
    /// Each option given, by its name without dashes; a flag's value is "true".
    public var values: [String: String]

    /// Creates settings; by default no option was given.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The value of a `.fraction` option, nil when it was not given.
    public func fraction(_ name: String) -> Double? {
        values[name].flatMap(Double.init)
    }

    /// The value of a `.wholeNumber` or `.positiveInteger` option, nil when it was not given.
    public func wholeNumber(_ name: String) -> UInt64? {
        values[name].flatMap { UInt64($0) }
    }

    /// The value of a `.text` option, nil when it was not given.
    public func text(_ name: String) -> String? {
        values[name]
    }

    /// Whether a `.flag` option was given.
    public func flag(_ name: String) -> Bool {
        values[name] == "true"
    }
}
