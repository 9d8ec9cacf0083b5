/// Loads items for many ids in batches of at most `batchSize` ids (one request each, all at once) and merges them.
struct BatchedIDLoader: Sendable {
    /// Twenty ids per request: the API's page size, and a URL of comfortable length.
    static let defaultBatchSize = 20

    let batchSize: Int

    init(batchSize: Int = defaultBatchSize) {
        self.batchSize = max(1, batchSize)
    }

    /// The ids, each once, in the order first given, cut into batches.
    func batches(of ids: [Int]) -> [[Int]] {
        var seen: Set<Int> = []
        let unique = ids.filter { seen.insert($0).inserted }
        return stride(from: 0, to: unique.count, by: batchSize).map {
            Array(unique[$0..<min($0 + batchSize, unique.count)])
        }
    }

    /// The items for `ids` in the order asked, missing ones left out.
    ///
    /// The result is stale when any batch was, and dated by the oldest batch. The first failing batch's error is
    /// thrown (the others are cancelled).
    func load<Item: Identifiable & Sendable>(
        ids: [Int],
        using load: @escaping @Sendable ([Int]) async throws -> LoadedResource<[Item]>
    ) async throws -> LoadedResource<[Item]> where Item.ID == Int {
        let batches = batches(of: ids)
        let parts = try await withThrowingTaskGroup(of: LoadedResource<[Item]>.self) { group in
            for batch in batches {
                group.addTask { try await load(batch) }
            }
            var parts: [LoadedResource<[Item]>] = []
            for try await part in group {
                parts.append(part)
            }
            return parts
        }
        let byID = Dictionary(parts.flatMap(\.value).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return LoadedResource(
            value: batches.joined().compactMap { byID[$0] },
            isStale: parts.contains(where: \.isStale),
            storedAt: parts.compactMap(\.storedAt).min()
        )
    }
}
