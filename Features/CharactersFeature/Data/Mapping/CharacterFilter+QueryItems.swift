import Foundation

extension CharacterFilter {
    /// The filter as API query items, in key order (`name`, `status`, ...).
    var queryItems: [URLQueryItem] {
        entries.map { URLQueryItem(name: $0.key.rawValue, value: $0.value) }
    }
}
