import Foundation

/// One stored API object: its id, the fields lists filter on, and the object itself as compact JSON bytes.
///
/// A record holds the object's bytes rather than a tree of decoded values: a dataset of 100k characters then
/// costs little more than its JSON text.
public struct ReplicaRecord: Sendable {
    /// The object's `id`.
    public let id: Int
    /// The resource the object belongs to, which names its filter fields.
    let resource: ReplicaResource
    /// The whole object as compact JSON, members in stored order, numbers as written, URLs under the real API's base.
    let json: [UInt8]
    /// The resource's filter fields in `filterKeys` order; nil where the object lacks one (or it is no string).
    let filterValues: [String?]

    /// Creates a record of `resource` from its compact JSON and its filter values in `filterKeys` order.
    init(id: Int, resource: ReplicaResource, json: [UInt8], filterValues: [String?]) {
        self.id = id
        self.resource = resource
        // A rendering grows its array by doubling, leaving up to half of it unused: keep an exact-size copy, which
        // took the replica's peak memory from 2.3 to 1.7 bytes per byte of dataset JSON at 100k characters.
        var exact: [UInt8] = []
        exact.reserveCapacity(json.count)
        exact.append(contentsOf: json)
        self.json = exact
        self.filterValues = filterValues
    }

    /// Creates a record of `resource` from a parsed object, reading its filter fields from `object`.
    init(id: Int, resource: ReplicaResource, object: OrderedJSON) {
        let values = resource.filterKeys.map { key -> String? in
            if case .string(let value)? = object[key] { value } else { nil }
        }
        self.init(id: id, resource: resource, json: object.renderedCompactly(), filterValues: values)
    }

    /// The object's `name` (every object has one: the loader checks it).
    public var name: String {
        filterValues.first.flatMap { $0 } ?? ""
    }

    /// The string value of filter field `key` (`status`, `episode`, `dimension`, ...), or nil when the object
    /// lacks it; such an object never appears in lists, as in the real database.
    public func filterValue(forKey key: String) -> String? {
        guard let index = resource.filterKeys.firstIndex(of: key) else { return nil }
        return filterValues[index]
    }

    /// The object as compact JSON in its stored key order, with the real API's base URL replaced by `apiBaseURL`.
    public func renderedJSON(apiBaseURL: String? = nil) -> Data {
        guard let apiBaseURL else { return Data(json) }
        return Data(URLPrefixRewrite(to: apiBaseURL).applyingToCompactJSON(json))
    }

    /// The object parsed back into a tree (for tests and tools; serving never needs it).
    var object: OrderedJSON {
        (try? OrderedJSONParser.parse(json)) ?? .null
    }
}
