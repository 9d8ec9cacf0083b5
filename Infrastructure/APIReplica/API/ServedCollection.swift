import Foundation

/// One resource's records, rendered once for serving: bodies with the replica's base URL, tags, folded fields.
struct ServedCollection: Sendable {
    /// One record ready to serve.
    struct Record: Sendable {
        let id: Int
        let body: Data
        let etag: String
        /// The resource's filter fields in `filterKeys` order; nil where the object lacks one.
        let fields: [String?]
        /// The same fields lower-cased, as UTF-8, for case-insensitive substring matching.
        let foldedFields: [[UInt8]?]
    }

    let resource: ReplicaResource
    /// All records sorted by id.
    let records: [Record]
    /// The records an unfiltered list shows: those that have every filter field (the same array when all do).
    let listed: [Record]
    private let indexByID: [Int: Int]

    init(resource: ReplicaResource, records: [ReplicaRecord], rewrite: URLPrefixRewrite) {
        self.resource = resource
        var served: [Record] = []
        served.reserveCapacity(records.count)
        var indexByID: [Int: Int] = [:]
        for record in records where indexByID[record.id] == nil {
            indexByID[record.id] = served.count
            let body = Data(record.object.renderedCompactly(rewriting: rewrite))
            let fields = resource.filterKeys.map { record.filterValue(forKey: $0) }
            served.append(
                Record(
                    id: record.id,
                    body: body,
                    etag: EntityTag.weak(for: body),
                    fields: fields,
                    foldedFields: fields.map { $0.map { Array($0.lowercased().utf8) } }
                )
            )
        }
        self.records = served
        let hasEveryField = { (record: Record) in record.fields.allSatisfy { $0 != nil } }
        self.listed = served.allSatisfy(hasEveryField) ? served : served.filter(hasEveryField)
        self.indexByID = indexByID
    }

    /// The record whose id is `id`, if any.
    func record(id: Int) -> Record? {
        indexByID[id].map { records[$0] }
    }
}
