/// A `CharactersAssembly` setting out of range; the message names the setting and the value.
enum CharactersSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    case avatarFailureRateOutOfRange(Double)
    case negativeDetailCacheCapacity(Int)

    var description: String {
        switch self {
        case .avatarFailureRateOutOfRange(let rate):
            "avatarFailureRate must be between 0 and 1, got \(rate)"
        case .negativeDetailCacheCapacity(let capacity):
            "detailCacheCapacity must not be negative, got \(capacity)"
        }
    }
}
