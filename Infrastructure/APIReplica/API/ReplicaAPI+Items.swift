import Foundation

extension ReplicaAPI {
    /// `/api/<resource>/<id>`: the object for one id, or the array of existing objects for several (sorted by id,
    /// without duplicates); returns the body and, for a single object, its precomputed tag.
    func item(of collection: ServedCollection, rawID: String) throws(ReplicaAPIError) -> (Data, String?) {
        guard let id = rawID.removingPercentEncoding else { throw .undecodableParameter(rawID) }
        switch try IDParameter.parse(id, resource: collection.resource) {
        case .single(let number):
            guard let exact = Int(exactly: number), let record = collection.record(id: exact) else {
                throw .notFound(collection.resource)
            }
            return (record.body, record.etag)
        case .many(let numbers):
            let ids = Set(numbers.compactMap { $0.flatMap { Int(exactly: $0) } })
            let records = ids.sorted().compactMap(collection.record(id:))
            var body = Data("[".utf8)
            for (index, record) in records.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(record.body)
            }
            body.append(UInt8(ascii: "]"))
            return (body, nil)
        }
    }
}
