import Foundation

/// One stored API object: its id, the fields lists filter on, and the object itself in its stored key order.
public struct ReplicaRecord: Sendable {
    /// The object's `id`.
    public let id: Int
    /// The object's `name`.
    public let name: String
    /// The whole object as parsed, members in stored order.
    let object: OrderedJSON
    /// The resource's filter fields that the object holds as strings, by key.
    let filterFields: [String: String]

    /// The string value of filter field `key` (`status`, `episode`, `dimension`, ...), or nil when the object
    /// lacks it; such an object never appears in lists, as in the real database.
    public func filterValue(forKey key: String) -> String? {
        filterFields[key]
    }

    /// The object as compact JSON in its stored key order, with the real API's base URL replaced by `apiBaseURL`.
    public func renderedJSON(apiBaseURL: String? = nil) -> Data {
        Data(object.renderedCompactly(rewriting: apiBaseURL.map { URLPrefixRewrite(to: $0) }))
    }
}
