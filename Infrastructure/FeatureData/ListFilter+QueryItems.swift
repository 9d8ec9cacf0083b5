import FeatureDomain
import Foundation

extension ListFilter {
    /// The filter as the API's query items, one per key, in the keys' declared order.
    public var queryItems: [URLQueryItem] {
        entries.map { URLQueryItem(name: $0.key, value: $0.value) }
    }
}
