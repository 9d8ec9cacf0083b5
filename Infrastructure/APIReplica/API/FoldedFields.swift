/// Every record's filter fields lower-cased, as UTF-8 in one buffer, for case-insensitive substring matching.
// One buffer and offset table, not an array per field: two allocations at 100k characters, not half a million.
struct FoldedFields: Sendable {
    private let bytes: [UInt8]
    private let offsets: [UInt32]
    private let fieldCount: Int

    init(records: [ReplicaRecord], fieldCount: Int) {
        self.fieldCount = fieldCount
        var bytes: [UInt8] = []
        var offsets: [UInt32] = []
        offsets.reserveCapacity(records.count * fieldCount + 1)
        for record in records {
            for field in 0..<fieldCount {
                offsets.append(UInt32(truncatingIfNeeded: bytes.count))
                if let value = record.filterValues[field] { bytes.append(contentsOf: value.lowercased().utf8) }
            }
        }
        offsets.append(UInt32(truncatingIfNeeded: bytes.count))
        self.bytes = bytes
        self.offsets = offsets
    }

    func field(_ field: Int, of record: Int, contains needle: [UInt8]) -> Bool {
        let slot = record * fieldCount + field
        return bytes[Int(offsets[slot])..<Int(offsets[slot + 1])].firstIndex(ofBytes: needle) != nil
    }
}
