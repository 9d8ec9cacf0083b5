/// A global option a feature declares, typed by its value: the declaration the App parses, checks and prints in
/// `--help`, and the key the feature reads its value by (`settings[Self.failureRate]`; see Project.md).
public struct FeatureOption<Value: Sendable>: AnyFeatureOption {
    /// The option as the command line declares it: its name, placeholder, kind of value and `--help` line.
    public let declaration: CommandOption
    private let read: @Sendable (String) -> Value?

    /// Creates an option declared as `declaration` whose checked text `read` turns into its value.
    public init(_ declaration: CommandOption, read: @escaping @Sendable (String) -> Value?) {
        self.declaration = declaration
        self.read = read
    }

    /// The value of the option's checked text (as the App checked it by its kind); nil when it does not read.
    public func value(of text: String) -> Value? {
        read(text)
    }
}

/// A feature option of any value type, as a feature's declaration lists it (`options: [failureRate, failureSeed]`).
public protocol AnyFeatureOption: Sendable {
    /// The option as the command line declares it.
    var declaration: CommandOption { get }
}

extension FeatureOption {
    /// `--name R`: a number from 0 to 1, such as a share of loads.
    public static func fraction(_ name: String, placeholder: String, summary: String) -> Self where Value == Double {
        Self(CommandOption(name, placeholder: placeholder, value: .fraction, summary: summary)) { Double($0) }
    }

    /// `--name N`: a whole number from 0 up, such as a seed.
    public static func wholeNumber(_ name: String, placeholder: String, summary: String) -> Self
    where Value == UInt64 {
        Self(CommandOption(name, placeholder: placeholder, value: .wholeNumber, summary: summary)) { UInt64($0) }
    }

    /// `--name N`: a whole number from 1 up.
    public static func positiveInteger(_ name: String, placeholder: String, summary: String) -> Self
    where Value == Int {
        Self(CommandOption(name, placeholder: placeholder, value: .positiveInteger, summary: summary)) { Int($0) }
    }

    /// `--name X`: a text of at least `minimumLength` characters (trimmed), without control characters.
    public static func text(_ name: String, placeholder: String, minimumLength: Int = 1, summary: String) -> Self
    where Value == String {
        let value = CommandOption.Value.text(minimumLength: minimumLength)
        return Self(CommandOption(name, placeholder: placeholder, value: value, summary: summary)) { $0 }
    }

    /// `--name`: a flag, true when given.
    public static func flag(_ name: String, summary: String) -> Self where Value == Bool {
        Self(CommandOption(name, placeholder: "", value: .flag, summary: summary)) { $0 == "true" }
    }
}
