import Foundation

/// One resource's records as served: the dataset's records without repeated ids, their filter fields folded for
/// matching, and the rewrite that puts the replica's base URL into their bodies.
///
/// Nothing is rendered up front: a body is rewritten when an answer is prepared, and answers are kept by
/// `PreparedAnswers`, so the collection costs little beyond the dataset it shares.
struct ServedCollection: Sendable {
    let resource: ReplicaResource
    /// All records sorted by id, the first of equal ids only.
    let records: [ReplicaRecord]
    /// The rewrite from the real API's base URL to the replica's.
    let rewrite: URLPrefixRewrite
    /// The records an unfiltered list shows (those that have every filter field): nil when that is all of them.
    private let listedIndexes: [Int]?
    private let folded: FoldedFields

    init(resource: ReplicaResource, records: [ReplicaRecord], rewrite: URLPrefixRewrite) {
        self.resource = resource
        self.rewrite = rewrite
        var unique = records
        if zip(records, records.dropFirst()).contains(where: { $0.id == $1.id }) {
            unique = []
            for record in records where unique.last?.id != record.id { unique.append(record) }
        }
        self.records = unique
        let hasEveryField = { (record: ReplicaRecord) in record.filterValues.allSatisfy { $0 != nil } }
        listedIndexes = unique.allSatisfy(hasEveryField) ? nil : unique.indices.filter { hasEveryField(unique[$0]) }
        folded = FoldedFields(records: unique, fieldCount: resource.filterKeys.count)
    }

    /// The indexes of the records an unfiltered list shows, in id order.
    var listed: [Int] {
        listedIndexes ?? Array(records.indices)
    }

    /// How many records an unfiltered list shows.
    var listedCount: Int {
        listedIndexes?.count ?? records.count
    }

    /// The index in `records` of the `position`-th record an unfiltered list shows.
    func listedIndex(at position: Int) -> Int {
        listedIndexes?[position] ?? position
    }

    /// The index of the record whose id is `id`, if any (a binary search: records are sorted by id).
    func index(id: Int) -> Int? {
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].id == id ? low : nil
    }

    /// The body of record `index` as served: its JSON with the replica's base URL.
    func body(of index: Int) -> [UInt8] {
        rewrite.applyingToCompactJSON(records[index].json)
    }

    /// Whether the lower-cased filter field `field` of record `index` contains `needle` (lower-cased UTF-8).
    func foldedField(_ field: Int, of index: Int, contains needle: [UInt8]) -> Bool {
        folded.field(field, of: index, contains: needle)
    }
}
