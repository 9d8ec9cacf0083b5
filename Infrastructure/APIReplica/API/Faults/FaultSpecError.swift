/// Why a `--faults` spec could not be read.
public enum FaultSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case malformedEntry(String)
    case unknownKey(String)
    case duplicateKey(String)
    case invalidValue(key: String, value: String, expected: String)
    case unknownKind(String)

    /// One line saying what is wrong and what was expected.
    public var description: String {
        switch self {
        case .empty:
            "fault spec is empty; expected key=value pairs such as rate=0.3,seed=42"
        case .malformedEntry(let entry):
            "fault spec entry '\(entry)' is not key=value"
        case .unknownKey(let key):
            "fault spec key '\(key)' is unknown; known keys: \(FaultSpec.keys.joined(separator: ", "))"
        case .duplicateKey(let key):
            "fault spec key '\(key)' is given twice"
        case .invalidValue(let key, let value, let expected):
            "fault spec value '\(value)' for '\(key)' is invalid; expected \(expected)"
        case .unknownKind(let name):
            "fault kind '\(name)' is unknown; known kinds: "
                + FaultKind.allCases.map(\.rawValue).joined(separator: ", ") + ", all"
        }
    }
}
