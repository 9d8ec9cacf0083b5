import Foundation

extension LocationFilter {
    /// The filter as the API's query items, in `keys` order.
    var queryItems: [URLQueryItem] {
        entries.map { URLQueryItem(name: $0.key, value: $0.value) }
    }
}
