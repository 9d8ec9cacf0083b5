/// A key the character list can be narrowed by; the order of the cases is the order they are shown and sent.
enum CharacterFilterKey: String, CaseIterable, Hashable, Sendable, Comparable {
    case name
    case status
    case species
    case type
    case gender

    /// The keys as the user types them, in order, for messages: `name, status, species, type, gender`.
    static var allowedList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    static func < (lhs: CharacterFilterKey, rhs: CharacterFilterKey) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
