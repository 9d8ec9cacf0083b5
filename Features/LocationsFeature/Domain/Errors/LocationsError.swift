import FeatureDomain

/// Why a locations load or command failed, beyond the network's own failures; each case names what was asked.
enum LocationsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No location has this id.
    case locationNotFound(id: Int)
    /// The list (with its filter) has no page with this number.
    case pageNotFound(page: Int)
    /// The API does not filter locations by this key.
    case unknownFilterKey(String)

    var description: String {
        switch self {
        case .locationNotFound(let id): "location \(id) was not found"
        case .pageNotFound(let page): "locations page \(page) was not found"
        case .unknownFilterKey(let key): "locations are not filtered by '\(key)'"
        }
    }
}

extension LocationsError: RetryableError {
    /// Never: asking again for something that does not exist gives the same answer.
    var isWorthRetrying: Bool { false }
}
