import Foundation

/// One stored API object: its id, the fields lists filter on, and the object itself as compact JSON bytes.
public struct ReplicaRecord: Sendable {
    /// The object's `id`.
    public let id: Int
    let resource: ReplicaResource
    let json: [UInt8]
    let filterValues: [String?]

    init(id: Int, resource: ReplicaResource, object: OrderedJSON) {
        self.id = id
        self.resource = resource
        // A rendering grows its array by doubling, leaving up to half of it unused: keep an exact-size copy, which
        // took the replica's peak memory from 2.3 to 1.7 bytes per byte of dataset JSON at 100k characters.
        let json = object.renderedCompactly()
        var exact: [UInt8] = []
        exact.reserveCapacity(json.count)
        exact.append(contentsOf: json)
        self.json = exact
        filterValues = resource.filterKeys.map { key -> String? in
            if case .string(let value)? = object[key] { value } else { nil }
        }
    }

    /// The object's `name` (every object has one: the loader checks it).
    public var name: String {
        filterValues.first.flatMap { $0 } ?? ""
    }

    /// The string value of filter field `key`, or nil when the object lacks it (then it is never listed).
    public func filterValue(forKey key: String) -> String? {
        guard let index = resource.filterKeys.firstIndex(of: key) else { return nil }
        return filterValues[index]
    }

    /// The object as compact JSON in its stored key order, with the real API's base URL replaced by `apiBaseURL`.
    public func renderedJSON(apiBaseURL: String? = nil) -> Data {
        guard let apiBaseURL else { return Data(json) }
        return Data(URLPrefixRewrite(to: apiBaseURL).applyingToCompactJSON(json))
    }

    var object: OrderedJSON {
        (try? OrderedJSON.parse(Data(json))) ?? .null
    }
}
