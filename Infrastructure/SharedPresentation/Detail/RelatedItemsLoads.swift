import FeatureDomain

/// The state of one related section of a detail: its rows, its load and its failure.
@MainActor
final class RelatedItemsLoads<Item: Sendable> {
    typealias Rows = Fetched<[ScreenSnapshot.Row]>
    typealias Adapter = LoadResourcePresentationAdapter<AnyLoader<Rows>, LoadEventRelay<Rows>>

    let section: RelatedItems<Item>
    private(set) var rows: Rows?
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    private let noun: ItemNoun
    private var request: (item: Item, mode: FetchMode)?
    private lazy var adapter = makeAdapter()

    init(section: RelatedItems<Item>, noun: ItemNoun) {
        self.section = section
        self.noun = noun
    }

    var canRetry: Bool { adapter.canRetry }

    /// Loads the rows of `item` in `mode`, superseding a load in flight.
    func reload(_ item: Item, mode: FetchMode) {
        request = (item, mode)
        adapter.reload()
    }

    /// Loads the rows again unless they are shown, loading or failed (then `retry` is the way).
    func resume() {
        guard rows == nil, !isLoading, !adapter.canRetry, request != nil else { return }
        adapter.load()
    }

    @discardableResult
    func retry() -> Bool { adapter.retry() }
    func cancel() { adapter.cancel() }
    func waitUntilIdle() async { await adapter.waitUntilIdle() }

    /// What the section says while it has no rows.
    var emptyMessage: String {
        if rows != nil { return "No \(section.title.lowercased())." }
        if errorMessage != nil { return "\(section.title) couldn't be loaded." }
        return "Loading \(section.title.lowercased())…"
    }

    /// The failure notice, when the last load failed.
    var notice: String? {
        errorMessage.map { "\(section.title) couldn't be loaded: \($0)" }
    }

    private func makeAdapter() -> Adapter {
        let relay = LoadEventRelay<Rows>(
            started: { [weak self] in
                self?.isLoading = true
                self?.errorMessage = nil
            },
            finished: { [weak self] in
                self?.rows = $0
                self?.isLoading = false
            },
            failed: { [weak self] error in
                guard let self else { return }
                errorMessage = LoadFailureText.message(for: error, noun: noun)
                isLoading = false
            },
            cancelled: { [weak self] in self?.isLoading = false }
        )
        let loader = AnyLoader { @MainActor [weak self] () async throws -> Rows in
            guard !Task.isCancelled, let self, let (item, mode) = request else { throw CancellationError() }
            let load = section.load
            return try await load(item, mode)
        }
        return Adapter(loader: loader, delegate: relay)
    }
}
