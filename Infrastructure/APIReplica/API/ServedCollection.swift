/// One resource's records as served: without repeated ids, with folded filter fields and the base URL rewrite.
struct ServedCollection: Sendable {
    let resource: ReplicaResource
    let records: [ReplicaRecord]
    let rewrite: URLPrefixRewrite
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

    var listedCount: Int {
        listedIndexes?.count ?? records.count
    }

    func listedIndex(at position: Int) -> Int {
        listedIndexes?[position] ?? position
    }

    func index(id: Int) -> Int? {
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].id == id ? low : nil
    }

    func body(of index: Int) -> [UInt8] {
        rewrite.applyingToCompactJSON(records[index].json)
    }

    func foldedField(_ field: Int, of index: Int, contains needle: [UInt8]) -> Bool {
        folded.field(field, of: index, contains: needle)
    }
}
