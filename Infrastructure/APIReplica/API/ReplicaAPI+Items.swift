import Foundation

extension ReplicaAPI {
    func item(of collection: ServedCollection, rawID: String) throws(ReplicaAPIError) -> Data {
        guard let id = rawID.removingPercentEncoding else { throw .undecodableParameter(rawID) }
        switch try IDParameter.parse(id, resource: collection.resource) {
        case .single(let number):
            guard let exact = Int(exactly: number), let index = collection.index(id: exact) else {
                throw .notFound(collection.resource)
            }
            return Data(collection.body(of: index))
        case .many(let numbers):
            let ids = Set(numbers.compactMap { $0.flatMap { Int(exactly: $0) } })
            let indexes = ids.sorted().compactMap(collection.index(id:))
            var body: [UInt8] = [UInt8(ascii: "[")]
            for (position, index) in indexes.enumerated() {
                if position > 0 { body.append(UInt8(ascii: ",")) }
                body.append(contentsOf: collection.body(of: index))
            }
            body.append(UInt8(ascii: "]"))
            return Data(body)
        }
    }
}
